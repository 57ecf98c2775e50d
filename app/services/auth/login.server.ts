// The sign-in and sign-out steps the /auth routes call.
import { createCookie, redirect, redirectDocument } from "@remix-run/node";
import { parse as parseCookies } from "cookie";
import { getEnv } from "~/env.server";
import { logger } from "~/server/logger.server";
import { safeRedirectTarget } from "~/shared/redirects";
import { classifyLoginError, loginErrorPage, type LoginErrorPage } from "./login-errors";
import { endSessionUrl, oidcClient, TRANSACTION_COOKIE } from "./oidc.server";
import { createSession, destroySession, getViewer, readSessionId } from "./session.server";
import { findSessionTokens } from "~/models/sessions.server";

/** Where to go after sign-in; lives as long as the login transaction (spec §9: 1 day). */
const returnToCookie = () =>
  createCookie("veld_return_to", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 24 * 60 * 60,
    secure: getEnv().isProduction,
  });

/**
 * Set-Cookie headers removing every login transaction cookie the request carries (spec §4: the
 * transaction is removed on the callback). The strategy names each one `veld_oauth:<id>` (one
 * per sign-in started, so several tabs can sign in at once); all of them go, so a replayed
 * callback finds no state and fails its state check.
 */
export function clearTransactionCookies(request: Request): string[] {
  const secure = getEnv().isProduction ? "; Secure" : "";
  const names = Object.keys(parseCookies(request.headers.get("Cookie") ?? ""));
  return names
    .filter((name) => name === TRANSACTION_COOKIE || name.startsWith(`${TRANSACTION_COOKIE}:`))
    .map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
}

/**
 * Starts sign-in: redirects to the provider, remembering where the person wanted to go. When the
 * provider cannot be reached (discovery fails, it times out), returns the login error page with
 * 'Try again' instead: the next attempt tries discovery afresh (oidcClient()).
 */
export async function startLogin(request: Request): Promise<LoginErrorPage> {
  const returnTo = safeRedirectTarget(
    new URL(request.url).searchParams.get("returnTo"),
    "/profile",
  );
  if (await getViewer(request)) throw redirect(returnTo);
  try {
    const { authenticator } = await oidcClient();
    await authenticator.authenticate("oidc", request);
  } catch (thrown) {
    if (thrown instanceof Response) {
      // The provider may live on this origin (/oidc): a document redirect makes the browser load
      // it as a page instead of Remix trying to route it on the client.
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", await returnToCookie().serialize(returnTo));
      throw redirectDocument(thrown.headers.get("Location") ?? "/", { headers });
    }
    const page = loginErrorPage(classifyLoginError(thrown));
    logger().warn({ err: thrown, code: page.code }, "could not start sign-in");
    return page;
  }
  throw new Error("The sign-in strategy did not redirect to the identity provider.");
}

/**
 * Finishes sign-in on the provider's redirect (code and state, or an error): checks the state,
 * exchanges the code (PKCE), checks the ID token, opens a session and goes back to the page
 * the person asked for. Returns a login error page when anything fails.
 */
export async function finishLogin(request: Request): Promise<LoginErrorPage> {
  let signedIn;
  try {
    const { authenticator } = await oidcClient();
    signedIn = await authenticator.authenticate("oidc", request);
  } catch (error) {
    if (error instanceof Response) throw error;
    const page = loginErrorPage(classifyLoginError(error));
    logger().warn({ err: error, code: page.code }, "sign-in failed");
    return page;
  }
  const { setCookie } = await createSession(signedIn);
  const returnTo = safeRedirectTarget(
    await returnToCookie().parse(request.headers.get("Cookie")),
    "/profile",
  );
  const headers = new Headers();
  headers.append("Set-Cookie", setCookie);
  // spec §4: the login transaction is removed on the callback.
  for (const cleared of clearTransactionCookies(request)) headers.append("Set-Cookie", cleared);
  headers.append("Set-Cookie", await returnToCookie().serialize("", { maxAge: 0 }));
  throw redirect(returnTo, { headers });
}

/** Ends the session here, then at the provider (RP-initiated logout), which returns to `/`. */
export async function logout(request: Request): Promise<never> {
  const sessionId = await readSessionId(request);
  const tokens = sessionId ? await findSessionTokens(sessionId) : null;
  const idToken = tokens?.idToken ?? null;
  const refreshToken = tokens?.refreshToken ?? null;
  const setCookie = await destroySession(sessionId);
  let target = "/";
  try {
    const { metadata, strategy } = await oidcClient();
    // The refresh token outlives the provider's browser session (offline access): revoke it too.
    if (refreshToken && metadata.revocation_endpoint) {
      await strategy.revokeToken(refreshToken).catch((error: unknown) => {
        logger().warn({ err: error }, "could not revoke the refresh token at sign-out");
      });
    }
    target = (await endSessionUrl(idToken)) ?? "/";
  } catch (error) {
    logger().warn({ err: error }, "could not reach the identity provider to end its session");
  }
  throw redirectDocument(target, { headers: { "Set-Cookie": setCookie } });
}
