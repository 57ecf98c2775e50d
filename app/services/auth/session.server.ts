// Server-side sessions. The cookie holds only the (signed) id of a row in `sessions`, so a session
// can be revoked and tokens never reach the browser (spec §4 'Authentication state').
import { randomBytes } from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import * as store from "~/models/sessions.server";
import { getEnv, type Env } from "~/env.server";
import { getOrCreateSecret } from "~/models/secrets.server";
import {
  mergePermissions,
  permissionFlags,
  type PermissionFlags,
} from "~/services/auth/permissions";
import { type AdminScope } from "~/shared/scopes";
import { DAY_MS } from "~/shared/time";
import { oncePerRequest } from "~/request-scope.server";
import type { Actor } from "~/services/kit/actor";

export const SESSION_DAYS = 30;
/** spec §9: token refresh is scheduled 60 s before expiry. */
export const REFRESH_LEEWAY_MS = 60_000;

export interface TokenSet {
  idToken?: string | null;
  accessToken: string;
  refreshToken?: string | null;
  accessTokenExpiresAt: Date;
  /** The verified `permissions` claim of the access token. */
  permissions: string[];
}

export interface Viewer {
  sessionId: string;
  subject: string;
  email: string;
  displayName: string | null;
  /** The Veld profile; null until the person has signed up (spec §4 'user marked not found'). */
  user: { id: string; email: string; name: string | null; surname: string | null } | null;
  activeOrganisationId: string | null;
  permissions: AdminScope[];
  flags: PermissionFlags;
  /** The language the person saved (decision 0158); null without a profile or a choice. */
  language: string | null;
}

// One cookie per configuration (its name, Secure and the secret come from it); a new one
// (loadEnv) gets its own.
const cookies = new WeakMap<Env, Promise<ReturnType<typeof createCookie>>>();

export function sessionCookie() {
  const env = getEnv();
  let cookie = cookies.get(env);
  if (!cookie) {
    cookie = (async () => {
      const secret = env.SESSION_SECRET ?? (await getOrCreateSecret("session-secret"));
      // __Host- requires Secure, path / and no domain: used in production only.
      return createCookie(env.isProduction ? "__Host-veld_session" : "veld_session", {
        httpOnly: true,
        sameSite: "lax",
        secure: env.isProduction,
        path: "/",
        secrets: [secret],
        maxAge: SESSION_DAYS * 24 * 60 * 60,
      });
    })();
    cookie.catch(() => cookies.delete(env));
    cookies.set(env, cookie);
  }
  return cookie;
}

export async function readSessionId(request: Request): Promise<string | null> {
  const value = await (await sessionCookie()).parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

/** Creates a session row for a signed-in person and returns the Set-Cookie header for it. */
export async function createSession(input: {
  subject: string;
  email: string;
  displayName: string | null;
  tokens: TokenSet;
}): Promise<{ sessionId: string; setCookie: string }> {
  const id = randomBytes(32).toString("base64url");
  await store.insertSession({
    id,
    subject: input.subject,
    email: input.email,
    displayName: input.displayName,
    idToken: input.tokens.idToken ?? null,
    accessToken: input.tokens.accessToken,
    refreshToken: input.tokens.refreshToken ?? null,
    accessTokenExpiresAt: input.tokens.accessTokenExpiresAt,
    tokenPermissions: input.tokens.permissions,
    expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
  });
  return { sessionId: id, setCookie: await (await sessionCookie()).serialize(id) };
}

export async function destroySession(sessionId: string | null) {
  if (sessionId) await store.deleteSession(sessionId);
  return (await sessionCookie()).serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Ends every session of one person (e.g. when an admin revokes access). */
export async function destroySessionsOfSubject(subject: string) {
  await store.deleteSessionsOfSubject(subject);
}

export async function deleteExpiredSessions() {
  await store.deleteExpiredSessions();
}

/** The sign-in being refreshed: the refreshed ID token must be about it (OIDC Core §12.2). */
export interface RefreshingSession {
  subject: string;
  idToken: string | null;
}

export type RefreshTokens = (refreshToken: string, session: RefreshingSession) => Promise<TokenSet>;

// The OIDC client's refresh grant, imported when first needed: the client's module reaches the
// embedded provider, which this module must not load at start-up.
const refreshTokens: RefreshTokens = async (refreshToken, session) => {
  const { oidcClient } = await import("./oidc.server");
  return (await oidcClient()).refresh(refreshToken, session);
};

export class SessionEndedError extends Error {}

/** How long one refresh may hold the lease before another request may try again. */
const REFRESH_LEASE_SECONDS = 15;
const inflightRefreshes = new Map<string, Promise<void>>();

const isDue = (expiresAt: Date | null) =>
  !expiresAt || expiresAt.getTime() - REFRESH_LEEWAY_MS <= Date.now();

/**
 * Refreshes the session's access token when it expires within 60 s, once, however many requests
 * (or app instances) ask at the same time: requests in this process share one promise, and
 * instances take a short lease on the row. No transaction is held while the provider is called
 * (the embedded provider answers from the same database, and PGlite has one connection).
 * Throws SessionEndedError when the provider refuses: the caller logs the person out.
 */
function refreshIfDue(sessionId: string): Promise<void> {
  const running = inflightRefreshes.get(sessionId);
  if (running) return running;
  const refresh = refreshWithLease(sessionId).finally(() => inflightRefreshes.delete(sessionId));
  inflightRefreshes.set(sessionId, refresh);
  return refresh;
}

async function refreshWithLease(sessionId: string): Promise<void> {
  const deadline = Date.now() + REFRESH_LEASE_SECONDS * 1000;
  for (;;) {
    const claimed = await store.claimRefreshLease(sessionId, REFRESH_LEASE_SECONDS);
    if (claimed) {
      if (!isDue(claimed.accessTokenExpiresAt)) {
        // Another instance refreshed while this request waited.
        await store.releaseRefreshLease(sessionId);
        return;
      }
      if (!claimed.refreshToken) throw new SessionEndedError("no refresh token");
      let tokens: TokenSet;
      try {
        // Throws when the provider refuses, or when an ID token that comes with the answer fails
        // its checks (OIDC Core §12.2): either way nothing of the answer is stored.
        tokens = await refreshTokens(claimed.refreshToken, {
          subject: claimed.subject,
          idToken: claimed.idToken,
        });
      } catch (error) {
        throw new SessionEndedError(error instanceof Error ? error.message : "refresh failed");
      }
      await store.saveRefreshedTokens(sessionId, {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken ?? claimed.refreshToken,
        // A refresh need not return an ID token (OIDC Core §12.2): the last checked one stays.
        idToken: tokens.idToken ?? claimed.idToken,
        accessTokenExpiresAt: tokens.accessTokenExpiresAt,
        tokenPermissions: tokens.permissions,
      });
      return;
    }
    // Another instance holds the lease: wait for its result.
    const row = await store.findAccessTokenExpiry(sessionId);
    if (!row) throw new SessionEndedError("session gone");
    if (!isDue(row.expiresAt)) return;
    if (Date.now() > deadline) throw new SessionEndedError("refresh did not finish in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The viewer as the one Actor (services/kit/actor.ts) an operation takes, for the audit log. */
export function actorOf(viewer: Viewer, requestId: string | null | undefined): Actor {
  return { userId: viewer.user?.id ?? null, label: viewer.email, requestId: requestId ?? null };
}

/**
 * The person making the request, or null; read once per request (request-scope.server.ts), so
 * the root, the layout and the page share it. Logs out to `/` when the token cannot be refreshed.
 */
export async function getViewer(request: Request): Promise<Viewer | null> {
  const sessionId = await readSessionId(request);
  if (!sessionId) return null;
  return oncePerRequest(`viewer:${sessionId}`, () => loadViewer(sessionId));
}

async function loadViewer(sessionId: string): Promise<Viewer | null> {
  const now = new Date();
  const find = () => store.findLiveSession(sessionId, now);
  let row = await find();
  if (!row) return null;
  const expiresAt = row.session.accessTokenExpiresAt?.getTime() ?? 0;
  if (expiresAt - REFRESH_LEEWAY_MS <= Date.now()) {
    try {
      await refreshIfDue(sessionId);
    } catch (error) {
      if (!(error instanceof SessionEndedError)) throw error;
      // spec §8: token refresh failure → logout to the home page.
      throw redirect("/", { headers: { "Set-Cookie": await destroySession(sessionId) } });
    }
    row = await find();
    if (!row) return null;
  }
  const { session, user } = row;
  if (now.getTime() - session.lastSeenAt.getTime() > 60_000) {
    await store.touchSession(sessionId, now);
  }
  // Read with the session, in the same statement: the scopes granted in Veld, and the embedded
  // provider's own permissions for the subject. The provider copied Veld's grants into the token
  // at sign-in: its account's permissions are read afresh instead, so a grant revoked since is
  // gone on the next request, as in the API (decisions 0053, 0096). An external provider's claim
  // is its own RBAC, known only to it. A page never loads the password hash.
  const grants = user?.id ? (row.grants ?? []) : [];
  const accountPermissions = getEnv().embeddedIdentityProvider
    ? (row.accountPermissions ?? undefined)
    : undefined;
  const tokenPermissions = accountPermissions ?? session.tokenPermissions;
  const permissions = mergePermissions(tokenPermissions, grants);
  return {
    sessionId,
    subject: session.subject,
    email: session.email,
    displayName: session.displayName,
    user: user?.id ? user : null,
    activeOrganisationId: session.activeOrganisationId,
    permissions,
    flags: permissionFlags(permissions),
    language: user?.id ? (row.language ?? null) : null,
  };
}
