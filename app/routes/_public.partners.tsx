import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Our partners · Veld" }];

export default function Partners() {
  return (
    <ComingSoon
      title="Our partners"
      description="The organisations that work with Veld and farmers in the programme."
    />
  );
}
