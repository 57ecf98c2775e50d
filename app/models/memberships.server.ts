// Memberships: who belongs to which organisation, with which role (spec §6 'User roles'). The one
// place that reads and writes the memberships table; every lookup of a person's role in an
// organisation goes through findMembershipRole, so the organisation-scoping rule (no membership,
// no access: a 404, never a 403, so ids cannot be probed) has one implementation.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { preparedOn } from "~/db/prepared.server";
import { memberships, organisations, users } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { MemberRole } from "~/shared/roles";

export interface Member {
  userId: string;
  email: string;
  name: string | null;
  surname: string | null;
  role: MemberRole;
  joinedAt: Date;
}

/** A member as every read of them gives it: the person and their role (`Member`). */
const MEMBER_COLUMNS = {
  userId: users.id,
  email: users.email,
  name: users.name,
  surname: users.surname,
  role: memberships.role,
  joinedAt: memberships.createdAt,
};

/** The members of one organisation, in the order they joined. */
export async function listMembers(
  organisationId: string,
  executor: Executor = db(),
): Promise<Member[]> {
  return listMembersWithRoles(organisationId, null, executor);
}

/**
 * The members of one organisation who hold one of `roles` (all of them for null), in the order
 * they joined: the owners told of a decision, the people told the contract is ready.
 */
export async function listMembersWithRoles(
  organisationId: string,
  roles: readonly MemberRole[] | null,
  executor: Executor = db(),
): Promise<Member[]> {
  if (!isUuid(organisationId) || roles?.length === 0) return [];
  return executor
    .select(MEMBER_COLUMNS)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        roles ? inArray(memberships.role, [...roles]) : undefined,
      ),
    )
    .orderBy(asc(memberships.createdAt), asc(users.email));
}

/** The role of `userId` in `organisationId`, or null when they are not a member. */
export async function findMembershipRole(
  userId: string,
  organisationId: string,
  executor: Executor = db(),
): Promise<MemberRole | null> {
  if (!isUuid(userId) || !isUuid(organisationId)) return null;
  const [row] = await executor
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)));
  return row?.role ?? null;
}

/** Whether someone with this e-mail address is a member already. */
export async function isMemberByEmail(
  organisationId: string,
  email: string,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(organisationId)) return false;
  const [row] = await executor
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
      ),
    );
  return !!row;
}

/**
 * Adds a member; a person who is a member already keeps the role they have. Returns the
 * membership as it stands.
 */
export async function addMember(
  input: { userId: string; organisationId: string; role: MemberRole },
  executor: Executor = db(),
) {
  await executor.insert(memberships).values(input).onConflictDoNothing();
  const [row] = await executor
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, input.userId),
        eq(memberships.organisationId, input.organisationId),
      ),
    );
  return row!;
}

export interface MemberOrganisation {
  id: string;
  name: string;
  role: MemberRole;
}

/** The organisations a person belongs to, in the order they joined them. */
export async function listMemberOrganisations(
  userId: string,
  executor: Executor = db(),
): Promise<MemberOrganisation[]> {
  if (!isUuid(userId)) return [];
  // Every signed-in request reads it: prepared once per database (app/db/prepared.server.ts).
  return preparedOn(executor, "veld_member_organisations", memberOrganisationsQuery).execute({
    userId,
  });
}

const memberOrganisationsQuery = (executor: Executor, name: string) =>
  executor
    .select({ id: organisations.id, name: organisations.name, role: memberships.role })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(memberships.userId, sql.placeholder("userId")))
    .orderBy(asc(memberships.createdAt), asc(organisations.name))
    .prepare(name);

/** The ids of the organisations a person belongs to (what their files' access rule needs). */
export async function listMemberOrganisationIds(
  userId: string,
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(userId)) return [];
  const rows = await executor
    .select({ organisationId: memberships.organisationId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return rows.map((row) => row.organisationId);
}

/** Gives a person `role` in the organisation: a new membership, or their role changed. */
export async function setMemberRole(
  input: { userId: string; organisationId: string; role: MemberRole },
  executor: Executor = db(),
) {
  await executor
    .insert(memberships)
    .values(input)
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.organisationId],
      set: { role: input.role },
    });
}

/**
 * Locks the rows of the organisations `userId` belongs to until the transaction ends (FOR NO KEY
 * UPDATE, in id order, so two callers sharing organisations never wait on each other in a
 * circle), and returns their ids. A change that may leave an organisation without an OWNER takes
 * this lock before it counts the owners, so two such changes at once are made one after the
 * other and the second counts what the first left (decision 0117). Inside a transaction only.
 */
export async function lockOrganisationsOfMember(
  userId: string,
  executor: Executor,
): Promise<string[]> {
  if (!isUuid(userId)) return [];
  const rows = await executor
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      inArray(
        organisations.id,
        executor
          .select({ id: memberships.organisationId })
          .from(memberships)
          .where(eq(memberships.userId, userId)),
      ),
    )
    .orderBy(asc(organisations.id))
    .for("no key update");
  return rows.map((row) => row.id);
}

/** One member of one organisation (null when `userId` is not a member of it, or not a UUID). */
export async function findMember(
  organisationId: string,
  userId: string,
  executor: Executor = db(),
): Promise<Member | null> {
  if (!isUuid(organisationId) || !isUuid(userId)) return null;
  const [row] = await executor
    .select(MEMBER_COLUMNS)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)));
  return row ?? null;
}

/** How many OWNERs the organisation has (take lockOrganisationsOfMember first to rely on it). */
export async function countOwners(organisationId: string, executor: Executor = db()) {
  if (!isUuid(organisationId)) return 0;
  const [row] = await executor
    .select({ owners: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.role, "OWNER")));
  return row?.owners ?? 0;
}

/**
 * Ends the person's membership of the organisation. With `role`, only if it is (still) that role:
 * a wider role given since is kept. Returns whether a membership went.
 */
export async function removeMembership(
  input: { userId: string; organisationId: string; role?: MemberRole },
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(input.userId) || !isUuid(input.organisationId)) return false;
  const rows = await executor
    .delete(memberships)
    .where(
      and(
        eq(memberships.userId, input.userId),
        eq(memberships.organisationId, input.organisationId),
        input.role === undefined ? undefined : eq(memberships.role, input.role),
      ),
    )
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}
