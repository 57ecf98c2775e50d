import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Carbon credit dashboard · Veld" }];

export default function Dashboard() {
  return (
    <ComingSoon
      title="Carbon credit dashboard"
      description="Your carbon credits and your progress in the programme at a glance."
    />
  );
}
