import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Onboarding · Veld" }];

export default function Onboarding() {
  return (
    <ComingSoon
      title="Onboarding"
      description="Follows participants who are signing up and setting up their companies."
    />
  );
}
