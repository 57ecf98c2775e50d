import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Resources · Veld" }];

export default function Resources() {
  return (
    <ComingSoon title="Resources" description="Manage the learning resources participants see." />
  );
}
