import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Implementation plan · Veld" }];

export default function Implementation() {
  return (
    <ComingSoon
      title="Implementation plan"
      description="Plans which regenerative practices you will adopt on each field, and when."
    />
  );
}
