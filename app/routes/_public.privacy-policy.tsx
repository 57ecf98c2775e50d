// spec §2 'Public routes': /privacy-policy (issue 7): POPIA. Plain HTML, no scripts (decision 0012).
import type { MetaFunction } from "@remix-run/node";
import { NO_HYDRATION } from "~/components/hydration";
import { PrivacyPolicyDocument } from "~/content/privacy-policy";

export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [
  { title: "Privacy policy · Veld" },
  {
    name: "description",
    content:
      "How Veld collects, uses and protects your personal information under POPIA, and your rights.",
  },
];

export default function PrivacyPolicy() {
  return <PrivacyPolicyDocument />;
}
