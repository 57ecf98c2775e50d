import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Earnings potential checker · Veld" }];

export default function AdminChecker() {
  return (
    <ComingSoon
      title="Earnings potential checker"
      description="Run the earnings potential checker for a farm."
    />
  );
}
