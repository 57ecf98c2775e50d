import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Tools · Veld" }];

export default function ProfileTools() {
  return (
    <ComingSoon
      title="Tools"
      description="Practical tools to help you plan and run regenerative practices on your farm."
    />
  );
}
