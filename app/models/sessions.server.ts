// Sessions (spec §4 'Authentication state'): one row per signed-in browser; the cookie holds only
// its id, and tokens never leave the server (app/services/auth/session.server.ts is the
// lifecycle: creation, refresh, the viewer, sign-out). The one module that reads and writes them.
import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { preparedOn } from "~/db/prepared.server";
import { adminGrants, idpAccounts, sessions, userProfiles, users } from "~/db/schema";
import type { AdminScope } from "~/shared/scopes";
import { isUuid } from "~/shared/ids";

export type SessionRow = typeof sessions.$inferSelect;

export interface NewSession {
  id: string;
  subject: string;
  email: string;
  displayName: string | null;
  idToken: string | null;
  accessToken: string;
  refreshToken: string | null;
  accessTokenExpiresAt: Date;
  tokenPermissions: string[];
  expiresAt: Date;
}

/** Stores a new session, attached to the subject's profile when they have one. */
export async function insertSession(input: NewSession, executor: Executor = db()) {
  const [user] = await executor
    .select({ id: users.id })
    .from(users)
    .where(eq(users.subject, input.subject));
  await executor.insert(sessions).values({ ...input, userId: user?.id ?? null });
}

const liveSessionQuery = (executor: Executor, name: string) =>
  executor
    .select({
      session: sessions,
      user: { id: users.id, email: users.email, name: users.name, surname: users.surname },
      grants: sql<
        AdminScope[] | null
      >`(select array_agg(${adminGrants.scope}::text order by ${adminGrants.scope}) from ${adminGrants} where ${adminGrants.userId} = ${users.id})`,
      // The language the person chose (decision 0158), read with the session.
      language: sql<
        string | null
      >`(select ${userProfiles.language} from ${userProfiles} where ${userProfiles.userId} = ${users.id})`,
      accountPermissions: sql<
        string[] | null
      >`(select ${idpAccounts.permissions} from ${idpAccounts} where ${idpAccounts.id}::text = ${sessions.subject})`,
    })
    .from(sessions)
    .leftJoin(users, eq(users.subject, sessions.subject))
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .prepare(name);

/**
 * A session that has not expired, with what a request needs to know of its person, in one
 * statement (issue 30): the profile, the scopes granted in Veld, and the embedded provider's
 * own permissions for the subject (null for an external provider's subject).
 * Prepared once per database (app/db/prepared.server.ts): every signed-in request reads it first.
 */
export async function findLiveSession(sessionId: string, now: Date, executor: Executor = db()) {
  const [row] = await preparedOn(executor, "veld_live_session", liveSessionQuery).execute({
    sessionId,
    now: now.toISOString(),
  });
  return row ?? null;
}

export async function deleteSession(sessionId: string, executor: Executor = db()) {
  await executor.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of one person. */
export async function deleteSessionsOfSubject(subject: string, executor: Executor = db()) {
  await executor.delete(sessions).where(eq(sessions.subject, subject));
}

export async function deleteExpiredSessions(now = new Date(), executor: Executor = db()) {
  await executor.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function touchSession(sessionId: string, now: Date, executor: Executor = db()) {
  await executor.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * Takes the refresh lease on a session for `seconds` when nobody holds it (or theirs ran out),
 * returning the row; null when another request or instance holds it.
 */
export async function claimRefreshLease(
  sessionId: string,
  seconds: number,
  executor: Executor = db(),
): Promise<SessionRow | null> {
  const [claimed] = await executor
    .update(sessions)
    .set({ refreshLockedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(
      and(
        eq(sessions.id, sessionId),
        or(isNull(sessions.refreshLockedUntil), lt(sessions.refreshLockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return claimed ?? null;
}

export async function releaseRefreshLease(sessionId: string, executor: Executor = db()) {
  await executor
    .update(sessions)
    .set({ refreshLockedUntil: null })
    .where(eq(sessions.id, sessionId));
}

/** Stores refreshed tokens and gives the lease back. */
export async function saveRefreshedTokens(
  sessionId: string,
  tokens: {
    accessToken: string;
    refreshToken: string | null;
    idToken: string | null;
    accessTokenExpiresAt: Date;
    tokenPermissions: string[];
  },
  executor: Executor = db(),
) {
  await executor
    .update(sessions)
    .set({ ...tokens, refreshLockedUntil: null })
    .where(eq(sessions.id, sessionId));
}

/** When the session's access token expires (null: no session). */
export async function findAccessTokenExpiry(
  sessionId: string,
  executor: Executor = db(),
): Promise<{ expiresAt: Date | null } | null> {
  const [row] = await executor
    .select({ expiresAt: sessions.accessTokenExpiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

/** The session now belongs to a signed-up person, with `organisationId` active. */
export async function attachSessionToUser(
  sessionId: string,
  userId: string,
  organisationId: string,
  executor: Executor = db(),
) {
  await executor
    .update(sessions)
    .set({ userId, activeOrganisationId: organisationId })
    .where(eq(sessions.id, sessionId));
}

/**
 * Makes `organisationId` the session's active organisation, or none (null). The caller has
 * checked that the person is a member.
 */
export async function setSessionActiveOrganisation(
  sessionId: string,
  organisationId: string | null,
  executor: Executor = db(),
) {
  if (organisationId !== null && !isUuid(organisationId)) return;
  await executor
    .update(sessions)
    .set({ activeOrganisationId: organisationId })
    .where(eq(sessions.id, sessionId));
}

/** The provider's tokens of a session (to end it at the provider too), or null. */
export async function findSessionTokens(
  sessionId: string,
  executor: Executor = db(),
): Promise<{ idToken: string | null; refreshToken: string | null } | null> {
  const [row] = await executor
    .select({ idToken: sessions.idToken, refreshToken: sessions.refreshToken })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

/** The e-mail address the subject's most recent Veld sign-in gave, or null. */
export async function findLatestSessionEmail(
  subject: string,
  executor: Executor = db(),
): Promise<string | null> {
  const [row] = await executor
    .select({ email: sessions.email })
    .from(sessions)
    .where(eq(sessions.subject, subject))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/**
 * A person's sessions that have `organisationId` active no longer point there (they were removed
 * from it, or left): the next request chooses from the organisations they still belong to.
 */
export async function clearActiveOrganisationOfUser(
  userId: string,
  organisationId: string,
  executor: Executor = db(),
) {
  if (!isUuid(userId) || !isUuid(organisationId)) return;
  await executor
    .update(sessions)
    .set({ activeOrganisationId: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.activeOrganisationId, organisationId)));
}
