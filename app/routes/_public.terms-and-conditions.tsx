import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Terms and conditions · Veld" }];

export default function TermsAndConditions() {
  return (
    <ComingSoon
      title="Terms and conditions"
      description="The terms that apply when you use Veld and take part in the programme."
    />
  );
}
