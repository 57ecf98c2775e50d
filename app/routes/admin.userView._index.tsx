import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "View as a person · Veld" }];

export default function UserViewIndex() {
  return (
    <ComingSoon
      title="View as a person"
      description="Pick a participant to see their profile, company and journey pages exactly as they see them."
      back={{ to: "/admin", label: "Back to the admin dashboard" }}
    />
  );
}
