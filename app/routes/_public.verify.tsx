import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Verify your e-mail address · Veld" }];

export default function VerifyEmail() {
  return (
    <ComingSoon
      title="Verify your e-mail address"
      description="Confirms the e-mail address you gave us, so we can keep you informed about your journey."
    />
  );
}
