import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Company information · Veld" }];

export default function Company() {
  return (
    <ComingSoon
      title="Company information"
      description="The details of your farming business, and the people who belong to it."
    />
  );
}
