import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";
import { NO_HYDRATION } from "~/components/hydration";

// Issue 7's budget covers /jobs: plain HTML, no scripts (decision 0012). Its application form
// must work without JavaScript; if the page ever truly needs JS, keep it within 100 KB gzip.
export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "Jobs · Veld" }];

export default function Jobs() {
  return (
    <ComingSoon
      title="Jobs"
      description="Open positions at Veld, each with an application form you can fill in here."
    />
  );
}
