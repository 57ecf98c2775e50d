import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Baseline user fields · Veld" }];

export default function Baseline() {
  return (
    <ComingSoon
      title="Baseline user fields"
      description="Manage the baseline fields recorded for each participant."
    />
  );
}
