// Server-side sessions. The cookie holds only the (signed) id of a row in `sessions`, so a session
// can be revoked and tokens never reach the browser (spec §4 'Authentication state').
import { randomBytes } from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { adminGrants, sessions, users } from "~/db/schema";
import { getEnv } from "~/env.server";
import { getOrCreateSecret } from "~/server/secrets.server";
import {
  mergePermissions,
  permissionFlags,
  type AdminScope,
  type PermissionFlags,
} from "~/services/permissions";

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
  user: { id: string; name: string | null; surname: string | null } | null;
  activeOrganisationId: string | null;
  permissions: AdminScope[];
  flags: PermissionFlags;
}

let cookiePromise: Promise<ReturnType<typeof createCookie>> | undefined;

export function sessionCookie() {
  cookiePromise ??= (async () => {
    const env = getEnv();
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
  return cookiePromise;
}

export function resetSessionCookieForTests() {
  cookiePromise = undefined;
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
  const [user] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.subject, input.subject));
  await db()
    .insert(sessions)
    .values({
      id,
      subject: input.subject,
      email: input.email,
      displayName: input.displayName,
      userId: user?.id ?? null,
      idToken: input.tokens.idToken ?? null,
      accessToken: input.tokens.accessToken,
      refreshToken: input.tokens.refreshToken ?? null,
      accessTokenExpiresAt: input.tokens.accessTokenExpiresAt,
      tokenPermissions: input.tokens.permissions,
      expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    });
  return { sessionId: id, setCookie: await (await sessionCookie()).serialize(id) };
}

export async function destroySession(sessionId: string | null) {
  if (sessionId) await db().delete(sessions).where(eq(sessions.id, sessionId));
  return (await sessionCookie()).serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Ends every session of one person (e.g. when an admin revokes access). */
export async function destroySessionsOfSubject(subject: string) {
  await db().delete(sessions).where(eq(sessions.subject, subject));
}

export async function deleteExpiredSessions() {
  await db().delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export type RefreshTokens = (refreshToken: string) => Promise<TokenSet>;

let refresherOverride: RefreshTokens | undefined;
/** For tests: replace how tokens are refreshed (by default the OIDC client's refresh grant). */
export function setTokenRefresherForTests(fn: RefreshTokens | undefined) {
  refresherOverride = fn;
}

const refreshTokens: RefreshTokens = async (refreshToken) => {
  if (refresherOverride) return refresherOverride(refreshToken);
  const { oidcClient } = await import("./oidc.server");
  return (await oidcClient()).refresh(refreshToken);
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
    const [claimed] = await db()
      .update(sessions)
      .set({ refreshLockedUntil: sql`now() + make_interval(secs => ${REFRESH_LEASE_SECONDS})` })
      .where(
        and(
          eq(sessions.id, sessionId),
          or(isNull(sessions.refreshLockedUntil), lt(sessions.refreshLockedUntil, sql`now()`)),
        ),
      )
      .returning();
    if (claimed) {
      if (!isDue(claimed.accessTokenExpiresAt)) {
        // Another instance refreshed while this request waited.
        await db()
          .update(sessions)
          .set({ refreshLockedUntil: null })
          .where(eq(sessions.id, sessionId));
        return;
      }
      if (!claimed.refreshToken) throw new SessionEndedError("no refresh token");
      let tokens: TokenSet;
      try {
        tokens = await refreshTokens(claimed.refreshToken);
      } catch (error) {
        throw new SessionEndedError(error instanceof Error ? error.message : "refresh failed");
      }
      await db()
        .update(sessions)
        .set({
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken ?? claimed.refreshToken,
          idToken: tokens.idToken ?? claimed.idToken,
          accessTokenExpiresAt: tokens.accessTokenExpiresAt,
          tokenPermissions: tokens.permissions,
          refreshLockedUntil: null,
        })
        .where(eq(sessions.id, sessionId));
      return;
    }
    // Another instance holds the lease: wait for its result.
    const [row] = await db()
      .select({ expiresAt: sessions.accessTokenExpiresAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    if (!row) throw new SessionEndedError("session gone");
    if (!isDue(row.expiresAt)) return;
    if (Date.now() > deadline) throw new SessionEndedError("refresh did not finish in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The person making the request, or null. Logs out to `/` when the token cannot be refreshed. */
export async function getViewer(request: Request): Promise<Viewer | null> {
  const sessionId = await readSessionId(request);
  if (!sessionId) return null;
  const now = new Date();
  const find = () =>
    db()
      .select({
        session: sessions,
        user: { id: users.id, name: users.name, surname: users.surname },
      })
      .from(sessions)
      .leftJoin(users, eq(users.subject, sessions.subject))
      .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  let [row] = await find();
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
    [row] = await find();
    if (!row) return null;
  }
  const { session, user } = row;
  if (now.getTime() - session.lastSeenAt.getTime() > 60_000) {
    await db().update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  const grants = user
    ? await db()
        .select({ scope: adminGrants.scope })
        .from(adminGrants)
        .where(eq(adminGrants.userId, user.id))
    : [];
  const permissions = mergePermissions(
    session.tokenPermissions,
    grants.map((g) => g.scope),
  );
  return {
    sessionId,
    subject: session.subject,
    email: session.email,
    displayName: session.displayName,
    user: user?.id ? user : null,
    activeOrganisationId: session.activeOrganisationId,
    permissions,
    flags: permissionFlags(permissions),
  };
}
