// Invites to join an organisation (spec §6 'Company users join through invites', §7 POST and PUT
// /user/company/invite). Lookups are scoped: by the organisation (its owners' view) or by the
// invitee's e-mail address (their own view). An id that is not a UUID is not found.
import { and, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { organisationInvites, organisations, users } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { MemberRole } from "~/shared/roles";

export type InviteRow = typeof organisationInvites.$inferSelect;
type InviteStatus = InviteRow["status"];

const sameEmail = (email: string) =>
  sql`lower(${organisationInvites.email}) = ${email.trim().toLowerCase()}`;
/** Sent after `validSince` (the service passes now minus the invite lifetime, decision 0022). */
const notExpired = (validSince: Date) => gt(organisationInvites.createdAt, validSince);
/** Pending and unexpired, sent to this address. */
const openFor = (email: string, validSince: Date) =>
  and(eq(organisationInvites.status, "pending"), sameEmail(email), notExpired(validSince));
/** Who sent the invite, 'name surname', or null when neither is known. */
const invitedByName = () =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${users.name}, ${users.surname})), '')`;

/** The first invite matching `where`, or null. */
async function findInvite(where: SQL | undefined, executor: Executor): Promise<InviteRow | null> {
  const [row] = await executor.select().from(organisationInvites).where(where).limit(1);
  return row ?? null;
}

export async function insertInvite(
  // invitedBy is null when an API client without a Veld profile invites in Veld's name.
  input: { organisationId: string; email: string; role: MemberRole; invitedBy: string | null },
  executor: Executor = db(),
): Promise<InviteRow> {
  const [row] = await executor
    .insert(organisationInvites)
    .values({ ...input, email: input.email.trim() })
    .returning();
  return row!;
}

/** A pending, unexpired invite of this organisation for this address, if any. */
export async function findOpenInviteFor(
  organisationId: string,
  email: string,
  validSince: Date,
  executor: Executor = db(),
): Promise<InviteRow | null> {
  if (!isUuid(organisationId)) return null;
  return findInvite(
    and(eq(organisationInvites.organisationId, organisationId), openFor(email, validSince)),
    executor,
  );
}

export interface SentInvite {
  id: string;
  email: string;
  role: MemberRole;
  status: InviteStatus;
  createdAt: Date;
  invitedByName: string | null;
}

/** The organisation's pending invites (expired ones included: the page marks them), newest first. */
export async function listPendingInvitesOf(
  organisationId: string,
  executor: Executor = db(),
): Promise<SentInvite[]> {
  if (!isUuid(organisationId)) return [];
  return executor
    .select({
      id: organisationInvites.id,
      email: organisationInvites.email,
      role: organisationInvites.role,
      status: organisationInvites.status,
      createdAt: organisationInvites.createdAt,
      invitedByName: invitedByName(),
    })
    .from(organisationInvites)
    .leftJoin(users, eq(users.id, organisationInvites.invitedBy))
    .where(
      and(
        eq(organisationInvites.organisationId, organisationId),
        eq(organisationInvites.status, "pending"),
      ),
    )
    .orderBy(desc(organisationInvites.createdAt));
}

/** One invite of this organisation (null for another organisation's id). */
export async function findInviteOf(
  organisationId: string,
  inviteId: string,
  executor: Executor = db(),
): Promise<InviteRow | null> {
  if (!isUuid(organisationId) || !isUuid(inviteId)) return null;
  return findInvite(
    and(
      eq(organisationInvites.organisationId, organisationId),
      eq(organisationInvites.id, inviteId),
    ),
    executor,
  );
}

export interface ReceivedInvite {
  id: string;
  organisationId: string;
  organisationName: string;
  role: MemberRole;
  createdAt: Date;
  invitedByName: string | null;
}

/** The pending, unexpired invites sent to this address, newest first. */
export async function listOpenInvitesFor(
  email: string,
  validSince: Date,
  executor: Executor = db(),
): Promise<ReceivedInvite[]> {
  return executor
    .select({
      id: organisationInvites.id,
      organisationId: organisationInvites.organisationId,
      organisationName: organisations.name,
      role: organisationInvites.role,
      createdAt: organisationInvites.createdAt,
      invitedByName: invitedByName(),
    })
    .from(organisationInvites)
    .innerJoin(organisations, eq(organisations.id, organisationInvites.organisationId))
    .leftJoin(users, eq(users.id, organisationInvites.invitedBy))
    .where(openFor(email, validSince))
    .orderBy(desc(organisationInvites.createdAt));
}

/** One pending, unexpired invite sent to this address (null for anyone else's). */
export async function findOpenInviteForEmail(
  inviteId: string,
  email: string,
  validSince: Date,
  executor: Executor = db(),
): Promise<InviteRow | null> {
  if (!isUuid(inviteId)) return null;
  return findInvite(
    and(eq(organisationInvites.id, inviteId), openFor(email, validSince)),
    executor,
  );
}

/** Sets the outcome of a pending invite; false when it was no longer pending (a race). */
export async function closeInvite(
  inviteId: string,
  status: Exclude<InviteStatus, "pending">,
  respondedBy: string,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(inviteId)) return false;
  const rows = await executor
    .update(organisationInvites)
    .set({ status, respondedBy, respondedAt: sql`now()` })
    .where(and(eq(organisationInvites.id, inviteId), eq(organisationInvites.status, "pending")))
    .returning({ id: organisationInvites.id });
  return rows.length > 0;
}

/**
 * Revokes the organisation's pending invites with `role` sent to this address (a signatory
 * removed before they answered). Returns how many were revoked.
 */
export async function revokePendingInvitesFor(
  organisationId: string,
  email: string,
  role: MemberRole,
  executor: Executor = db(),
): Promise<number> {
  if (!isUuid(organisationId)) return 0;
  const rows = await executor
    .update(organisationInvites)
    .set({ status: "revoked", respondedAt: sql`now()` })
    .where(
      and(
        eq(organisationInvites.organisationId, organisationId),
        eq(organisationInvites.status, "pending"),
        eq(organisationInvites.role, role),
        sameEmail(email),
      ),
    )
    .returning({ id: organisationInvites.id });
  return rows.length;
}

/**
 * Invites created since `since` (each one sent an e-mail), by one organisation or by one person;
 * revoked and answered ones count too.
 */
export async function countInvitesSince(
  by: { organisationId: string } | { invitedBy: string },
  since: Date,
  executor: Executor = db(),
): Promise<number> {
  const scope =
    "organisationId" in by
      ? eq(organisationInvites.organisationId, by.organisationId)
      : eq(organisationInvites.invitedBy, by.invitedBy);
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(organisationInvites)
    .where(and(scope, gt(organisationInvites.createdAt, since)));
  return Number(row?.count ?? 0);
}
