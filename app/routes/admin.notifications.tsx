import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Notification management · Veld" }];

export default function Notifications() {
  return (
    <ComingSoon
      title="Notification management"
      description="Manage the notifications participants see."
    />
  );
}
