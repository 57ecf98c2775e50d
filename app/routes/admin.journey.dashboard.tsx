import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Journey dashboard · Veld" }];

export default function JourneyDashboard() {
  return (
    <ComingSoon
      title="Journey dashboard"
      description="Shows where every participant is on their journey."
    />
  );
}
