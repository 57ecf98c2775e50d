import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Submissions · Veld" }];

export default function Submissions() {
  return (
    <ComingSoon title="Submissions" description="Review the submissions participants have made." />
  );
}
