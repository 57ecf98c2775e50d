import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Review · Veld" }];

export default function Review() {
  return (
    <ComingSoon title="Review" description="Review companies and their journey submissions." />
  );
}
