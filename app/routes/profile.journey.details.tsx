import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Contracting details · Veld" }];

export default function ContractingDetails() {
  return (
    <ComingSoon
      title="Contracting details"
      description="Collects the details we need to draw up your carbon-credit contract."
    />
  );
}
