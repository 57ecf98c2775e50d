import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/services/auth/guards.server";

// /profile is where sign-in returns (spec §2); the person's starting page is /profile/home.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return redirect("/profile/home");
}
