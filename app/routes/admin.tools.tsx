import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Tools · Veld" }];

export default function AdminTools() {
  return <ComingSoon title="Tools" description="Staff tools for running the programme." />;
}
