import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Evidence · Veld" }];

export default function JourneyEvidence() {
  return (
    <ComingSoon title="Evidence" description="Review the evidence participants have uploaded." />
  );
}
