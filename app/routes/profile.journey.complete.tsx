import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Feedback · Veld" }];

export default function Feedback() {
  return (
    <ComingSoon
      title="Feedback"
      description="Shows that your submission is with us, and our feedback once we have reviewed it."
    />
  );
}
