import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Send e-mails · Veld" }];

export default function DoEmails() {
  return <ComingSoon title="Send e-mails" description="Send e-mails to participants." />;
}
