import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Privacy policy · Veld" }];

export default function PrivacyPolicy() {
  return (
    <ComingSoon
      title="Privacy policy"
      description="How Veld collects, uses and protects your personal information."
    />
  );
}
