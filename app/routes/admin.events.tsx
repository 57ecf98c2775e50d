import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Events · Veld" }];

export default function Events() {
  return <ComingSoon title="Events" description="Create and manage the programme's events." />;
}
