import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "My fields · Veld" }];

export default function MyFields() {
  return (
    <ComingSoon
      title="My fields"
      description="The fields you have mapped, with the records kept for each of them."
    />
  );
}
