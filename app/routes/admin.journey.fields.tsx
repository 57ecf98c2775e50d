import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Fields · Veld" }];

export default function Fields() {
  return (
    <ComingSoon
      title="Fields"
      description="Review participants' fields and sign off the field criteria."
    />
  );
}
