import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Project management · Veld" }];

export default function ProjectManage() {
  return (
    <ComingSoon
      title="Project management"
      description="Manage the carbon projects participants belong to."
    />
  );
}
