import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logout } from "~/services/auth/login.server";

// POST /auth/logout (a form button): ends the session here and at the identity provider.
export async function action({ request }: ActionFunctionArgs) {
  return logout(request);
}

// Signing out changes state, so it is never done by a GET; a stray visit goes home.
export async function loader() {
  return redirect("/");
}
