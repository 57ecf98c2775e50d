import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Viability · Veld" }];

export default function Viability() {
  return (
    <ComingSoon
      title="Viability"
      description="Checks whether a carbon project makes sense for your farm."
    />
  );
}
