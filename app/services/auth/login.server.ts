// The sign-in and sign-out steps the /auth routes call.
import { createCookie, redirect, redirectDocument } from "@remix-run/node";
import { parse as parseCookies } from "cookie";
import { getEnv } from "~/env.server";
import { logger } from "~/logger.server";
import { readQuery } from "~/services/kit/query";
import { safeRedirectTarget } from "~/shared/redirects";
import { classifyLoginError, loginErrorPage, type LoginErrorPage } from "./login-errors";
import { endSessionUrl, oidcClient, TRANSACTION_COOKIE } from "./oidc.server";
import { authorizationResponseQuery, loginQuery } from "./queries";
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
 * transaction is removed on the callback). The strategy names each one `veld_oauth:<id>` and
 * reads every cookie whose name starts with `veld_oauth`, so all of those go: a replayed callback
 * then finds no transaction and fails its state check.
 */
export function clearTransactionCookies(request: Request): string[] {
  const secure = getEnv().isProduction ? "; Secure" : "";
  const names = Object.keys(parseCookies(request.headers.get("Cookie") ?? ""));
  return names
    .filter((name) => name.startsWith(TRANSACTION_COOKIE))
    .map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
}

/**
 * Starts sign-in: redirects to the provider, remembering where the person wanted to go. When the
 * provider cannot be reached (discovery fails, it times out), returns the login error page with
 * 'Try again' instead: the next attempt tries discovery afresh (oidcClient()).
 */
export async function startLogin(request: Request): Promise<LoginErrorPage> {
  const returnTo = safeRedirectTarget(readQuery(request, loginQuery).returnTo, "/profile");
  if (await getViewer(request)) throw redirect(returnTo);
  try {
    const { authenticator } = await oidcClient();
    // The strategy takes any request with a `state` for the provider's answer; /auth/login only
    // ever starts a sign-in, so it passes on none of its query.
    const start = new URL(request.url);
    start.search = "";
    await authenticator.authenticate("oidc", new Request(start, { headers: request.headers }));
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

/** A callback that did not sign anyone in: the page to show and the headers to send with it. */
export interface LoginFailure {
  page: LoginErrorPage;
  headers: Headers;
}

/**
 * Finishes sign-in on the provider's redirect (code and state, or an error): checks the issuer
 * (RFC 9207) and the state, exchanges the code (PKCE), checks the ID token, opens a session and
 * goes back to the page the person asked for. Otherwise returns the login error page. Whatever
 * the outcome, the login transaction (its cookies and the page to return to) is removed (spec §4).
 */
export async function finishLogin(request: Request): Promise<LoginFailure> {
  const returnTo = safeRedirectTarget(
    await returnToCookie().parse(request.headers.get("Cookie")),
    "/profile",
  );
  const headers = new Headers();
  for (const cleared of clearTransactionCookies(request)) headers.append("Set-Cookie", cleared);
  headers.append("Set-Cookie", await returnToCookie().serialize("", { maxAge: 0 }));
  const refuse = (error: unknown, code = classifyLoginError(error)): LoginFailure => {
    const page = loginErrorPage(code);
    logger().warn({ err: error, code: page.code }, "sign-in failed");
    return { page, headers };
  };

  // An answer without a state cannot belong to a sign-in Veld started (RFC 6749 §4.1.2, §10.12).
  // The strategy would take such a request for a new sign-in and redirect to the provider.
  if (readQuery(request, authorizationResponseQuery).state === undefined) {
    return refuse(new Error("The callback carries no state"), "state_mismatch");
  }
  let signedIn;
  try {
    const { authenticator } = await oidcClient();
    signedIn = await authenticator.authenticate("oidc", request);
  } catch (error) {
    if (error instanceof Response) throw error;
    return refuse(error);
  }
  const { setCookie } = await createSession(signedIn);
  headers.append("Set-Cookie", setCookie);
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
