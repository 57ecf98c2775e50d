import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Create Your Profile · Veld" }];

export default function Signup() {
  return (
    <ComingSoon
      title="Create Your Profile"
      description="Tell us who you are and how you farm, so we can set up your profile and guide your journey."
    />
  );
}
