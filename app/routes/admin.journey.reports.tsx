import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Reports · Veld" }];

export default function Reports() {
  return (
    <ComingSoon
      title="Reports"
      description="Reports on participants' progress through the journey."
    />
  );
}
