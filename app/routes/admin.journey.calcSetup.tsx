import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Calculation setup · Veld" }];

export default function CalcSetup() {
  return (
    <ComingSoon
      title="Calculation setup"
      description="Set up the calculations used for each participant's carbon credits."
    />
  );
}
