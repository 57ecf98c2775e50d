import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Carbon credit calculator · Veld" }];

export default function ProfileCalc() {
  return (
    <ComingSoon
      title="Carbon credit calculator"
      description="Calculates the carbon credits your farm's practices could generate."
    />
  );
}
