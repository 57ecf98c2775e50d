import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Learn · Veld" }];

export default function Learn() {
  return (
    <ComingSoon
      title="Learn"
      description="Learning material about regenerative agriculture and carbon credits."
    />
  );
}
