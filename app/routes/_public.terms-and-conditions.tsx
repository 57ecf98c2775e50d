// spec §2 'Public routes': /terms-and-conditions (issue 7). Plain HTML, no scripts (decision 0012).
import type { MetaFunction } from "@remix-run/node";
import { NO_HYDRATION } from "~/components/hydration";
import { TermsDocument } from "~/content/terms";

export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [
  { title: "Terms and conditions · Veld" },
  {
    name: "description",
    content: "The terms that apply when you use Veld and take part in the programme.",
  },
];

export default function TermsAndConditions() {
  return <TermsDocument />;
}
