import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Analysis · Veld" }];

export default function Analysis() {
  return (
    <ComingSoon
      title="Analysis"
      description="Analyses participants' data to estimate carbon outcomes."
    />
  );
}
