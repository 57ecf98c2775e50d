import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Evidence · Veld" }];

export default function Evidence() {
  return (
    <ComingSoon
      title="Evidence"
      description="Lets you upload the evidence that supports your practice data."
    />
  );
}
