import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Jobs · Veld" }];

export default function Jobs() {
  return (
    <ComingSoon
      title="Jobs"
      description="Open positions at Veld, each with an application form you can fill in here."
    />
  );
}
