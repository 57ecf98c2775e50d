import type { MetaFunction } from "@remix-run/node";
import { OopsPage } from "~/components/error-page";

export const meta: MetaFunction = () => [{ title: "Something went wrong · Veld" }];

// spec §2: the profile's error page; the same page the error boundary shows.
export default function ProfileOops() {
  return <OopsPage />;
}
