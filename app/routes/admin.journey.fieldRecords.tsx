import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Field records · Veld" }];

export default function FieldRecords() {
  return (
    <ComingSoon
      title="Field records"
      description="Review the practice records kept for each field."
    />
  );
}
