import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Home · Veld" }];

export default function ProfileHome() {
  return (
    <ComingSoon
      title="Home"
      description="Your starting point: your profile, your organisations and where you are on your journey."
    />
  );
}
