import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Your journey · Veld" }];

export default function Journey() {
  return (
    <ComingSoon
      title="Your journey"
      description="A guided path from eligibility and viability checks, through contracting, field mapping, an implementation plan, practice data and evidence, to feedback."
    />
  );
}
