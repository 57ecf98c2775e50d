import type { MetaFunction } from "@remix-run/node";
import { OopsPage } from "~/components/error-page";
import { NO_HYDRATION } from "~/components/hydration";

// An error page: no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "Something went wrong · Veld" }];

// spec §2: the profile's error page; the same page the error boundary shows.
export default function ProfileOops() {
  return <OopsPage />;
}
