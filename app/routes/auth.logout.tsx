import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logout } from "~/services/auth/login.server";

// POST /auth/logout (a form button): ends the session here and at the identity provider. Revoking
// the refresh token ends its grant at the embedded provider (RFC 7009 §2.1), so /api/v2 refuses
// the access tokens issued under it from then on (decision 0063;
// tests/integration/api-token-revocation.test.ts).
export async function action({ request }: ActionFunctionArgs) {
  return logout(request);
}

// Signing out changes state, so it is never done by a GET; a stray visit goes home.
export async function loader() {
  return redirect("/");
}
