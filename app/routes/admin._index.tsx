import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Admin dashboard · Veld" }];

export default function AdminDashboard() {
  return (
    <ComingSoon
      title="Admin dashboard"
      description="An overview of participants, the reviews waiting for you and recent activity."
    />
  );
}
