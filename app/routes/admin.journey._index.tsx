import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/services/auth/guards.server";

// spec §2 lists only children under /admin/journey; its dashboard is the natural start.
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  return redirect("/admin/journey/dashboard");
}
