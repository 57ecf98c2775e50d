import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Carbon credit calculator · Veld" }];

export default function AdminCalc() {
  return (
    <ComingSoon
      title="Carbon credit calculator"
      description="Run the carbon credit calculator for a participant's farm."
    />
  );
}
