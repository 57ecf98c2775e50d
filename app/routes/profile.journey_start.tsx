import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Start your journey · Veld" }];

export default function JourneyStart() {
  return (
    <ComingSoon
      title="Start your journey"
      description="An introduction to the steps towards a carbon-credit contract, and the place to begin them."
    />
  );
}
