import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Eligibility · Veld" }];

export default function Eligibility() {
  return (
    <ComingSoon
      title="Eligibility"
      description="Checks whether your farm can take part in the programme."
    />
  );
}
