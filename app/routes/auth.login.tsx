import type { LoaderFunctionArgs } from "@remix-run/node";
import { startLogin } from "~/services/auth/login.server";

// GET /auth/login?returnTo=/profile/home → the identity provider's sign-in page.
export async function loader({ request }: LoaderFunctionArgs) {
  return startLogin(request);
}
