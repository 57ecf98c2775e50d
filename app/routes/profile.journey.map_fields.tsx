import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Map your fields · Veld" }];

export default function MapFields() {
  return (
    <ComingSoon
      title="Map your fields"
      description="Lets you draw the fields that will take part in the programme."
    />
  );
}
