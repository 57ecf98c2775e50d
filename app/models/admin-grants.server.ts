// Admin grants: the admin scopes Veld itself gives a person (spec §6 'Admin permission scopes'),
// on top of those in their identity provider's access token. Removing a grant here removes the
// scope from the person's API calls at once (decisions 0053, 0063).
import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Executor } from "~/db/client.server";
import { adminGrants, auditLog, idpAccounts, sessions, users } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { AdminScope } from "~/shared/scopes";

/** The scopes granted to `userId` in Veld; none for an id that is not a UUID. */
export async function listGrantedScopes(
  userId: string,
  executor: Executor = db(),
): Promise<AdminScope[]> {
  if (!isUuid(userId)) return [];
  const rows = await executor
    .select({ scope: adminGrants.scope })
    .from(adminGrants)
    .where(eq(adminGrants.userId, userId))
    .orderBy(asc(adminGrants.scope));
  return rows.map((row) => row.scope);
}

/**
 * The scopes granted in Veld to the person whose identity provider subject is `subject` (the
 * embedded provider puts them in the access token's `permissions` claim, decision 0063); none
 * when nobody has signed up with it.
 */
export async function listGrantedScopesOfSubject(
  subject: string,
  executor: Executor = db(),
): Promise<AdminScope[]> {
  const rows = await executor
    .select({ scope: adminGrants.scope })
    .from(adminGrants)
    .innerJoin(users, eq(users.id, adminGrants.userId))
    .where(eq(users.subject, subject))
    .orderBy(asc(adminGrants.scope));
  return rows.map((row) => row.scope);
}

// ── The access page and API (issue 18; decision 0096) ────────────────────────────────────────

export interface GrantRow {
  userId: string;
  email: string;
  name: string | null;
  surname: string | null;
  scope: AdminScope;
  grantedAt: Date;
  grantedById: string | null;
  grantedByEmail: string | null;
  grantedByName: string | null;
}

const grantor = alias(users, "grantor");

/** Every grant stored in Veld, with its person and who granted it, by person then scope. */
export async function listAllGrants(executor: Executor = db()): Promise<GrantRow[]> {
  return executor
    .select({
      userId: adminGrants.userId,
      email: users.email,
      name: users.name,
      surname: users.surname,
      scope: adminGrants.scope,
      grantedAt: adminGrants.createdAt,
      grantedById: adminGrants.grantedBy,
      grantedByEmail: grantor.email,
      grantedByName: grantor.name,
    })
    .from(adminGrants)
    .innerJoin(users, eq(users.id, adminGrants.userId))
    .leftJoin(grantor, eq(grantor.id, adminGrants.grantedBy))
    .orderBy(asc(users.email), asc(adminGrants.scope));
}

/** Adds grants (those already held stay as they were); returns the scopes newly granted. */
export async function insertGrants(
  userId: string,
  scopes: readonly AdminScope[],
  grantedBy: string | null,
  executor: Executor = db(),
): Promise<AdminScope[]> {
  if (!isUuid(userId) || scopes.length === 0) return [];
  const rows = await executor
    .insert(adminGrants)
    .values(scopes.map((scope) => ({ userId, scope, grantedBy })))
    .onConflictDoNothing()
    .returning({ scope: adminGrants.scope });
  return rows.map((row) => row.scope);
}

/** Removes grants; returns the scopes that were removed. */
export async function deleteGrants(
  userId: string,
  scopes: readonly AdminScope[],
  executor: Executor = db(),
): Promise<AdminScope[]> {
  if (!isUuid(userId) || scopes.length === 0) return [];
  const rows = await executor
    .delete(adminGrants)
    .where(and(eq(adminGrants.userId, userId), inArray(adminGrants.scope, [...scopes])))
    .returning({ scope: adminGrants.scope });
  return rows.map((row) => row.scope);
}

/**
 * Serialises changes of access for the rest of the transaction, so two admins revoking each
 * other's write:roles at once cannot both pass the "somebody keeps write:roles" check.
 */
export async function lockAccessChanges(executor: Executor) {
  await executor.execute(sql`select pg_advisory_xact_lock(${ACCESS_LOCK_KEY})`);
}
const ACCESS_LOCK_KEY = 960_018;

/**
 * The embedded provider's own permissions of each signed-up person who has any
 * (idp_accounts.permissions; the provider copies them into the access token), by Veld user id.
 */
export async function listEmbeddedProviderPermissions(
  executor: Executor = db(),
): Promise<Array<{ userId: string; permissions: string[] }>> {
  return executor
    .select({ userId: users.id, permissions: idpAccounts.permissions })
    .from(users)
    .innerJoin(idpAccounts, sql`${idpAccounts.id}::text = ${users.subject}`)
    .where(sql`cardinality(${idpAccounts.permissions}) > 0`);
}

/**
 * An external provider's permissions as Veld last saw them: the `permissions` claim of each
 * person's newest live session (Veld cannot ask the provider about anybody else).
 */
export async function listSessionTokenPermissions(
  now: Date,
  executor: Executor = db(),
): Promise<Array<{ userId: string; permissions: string[] }>> {
  const rows = await executor
    .selectDistinctOn([sessions.userId], {
      userId: sessions.userId,
      permissions: sessions.tokenPermissions,
    })
    .from(sessions)
    .where(and(isNotNull(sessions.userId), gt(sessions.expiresAt, now)))
    .orderBy(sessions.userId, desc(sessions.createdAt));
  return rows.flatMap((row) =>
    row.userId && row.permissions.length
      ? [{ userId: row.userId, permissions: row.permissions }]
      : [],
  );
}

/** The access changes of the audit trail (`actions`), newest first. */
export async function listAccessAuditEntries(
  actions: readonly string[],
  limit: number,
  executor: Executor = db(),
) {
  return executor
    .select()
    .from(auditLog)
    .where(inArray(auditLog.action, [...actions]))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** The people the audit trail says were ever granted access in Veld (for ADMIN_USER_REMOVED). */
export async function listEverGrantedUserIds(
  grantActions: readonly string[],
  executor: Executor = db(),
): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ id: auditLog.entityId })
    .from(auditLog)
    .where(and(inArray(auditLog.action, [...grantActions]), eq(auditLog.entityType, "user")));
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}
