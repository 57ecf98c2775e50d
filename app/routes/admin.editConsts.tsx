import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Calculation constants · Veld" }];

export default function EditConsts() {
  return (
    <ComingSoon
      title="Calculation constants"
      description="Edit the constants the carbon credit calculations use."
    />
  );
}
