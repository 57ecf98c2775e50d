import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Notes · Veld" }];

export default function Notes() {
  return (
    <ComingSoon title="Notes" description="Notes kept by staff about each participant's journey." />
  );
}
