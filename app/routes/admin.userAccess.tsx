import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "User access · Veld" }];

export default function UserAccess() {
  return (
    <ComingSoon
      title="User access"
      description="Update user access: assign and remove roles and grant admin permissions."
    />
  );
}
