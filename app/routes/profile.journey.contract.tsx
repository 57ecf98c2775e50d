import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Contract · Veld" }];

export default function Contract() {
  return (
    <ComingSoon
      title="Contract"
      description="Shows your carbon-credit contract for you to review and sign."
    />
  );
}
