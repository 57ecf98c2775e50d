import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Summary files · Veld" }];

export default function SummaryFiles() {
  return (
    <ComingSoon title="Summary files" description="Download summary files of participants' data." />
  );
}
