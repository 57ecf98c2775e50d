import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export const meta: MetaFunction = () => [{ title: "Earnings potential · Veld" }];

export default function ProfileChecker() {
  return (
    <ComingSoon
      title="Earnings potential"
      description="Estimates, in rand, what your farm could earn from carbon credits."
    />
  );
}
