// Organisations, their company info (organisation_details) and their members. Every function
// takes the organisation id the caller already checked membership of (conventions.md
// 'Organisation scoping'); a missing organisation_details row means every field is empty.
import { and, asc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { memberships, organisationDetails, organisations, users } from "~/db/schema";

type MemberRole = (typeof memberships.$inferSelect)["role"];

export interface CompanyInfo {
  id: string;
  name: string;
  legalName: string | null;
  registrationNumber: string | null;
  vatNumber: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  town: string | null;
  province: string | null;
  postalCode: string | null;
}

export type CompanyInfoChanges = Omit<CompanyInfo, "id">;

/** The organisation with its company info, or null when there is no such organisation. */
export async function findCompanyInfo(
  organisationId: string,
  executor: Executor = db(),
): Promise<CompanyInfo | null> {
  const [row] = await executor
    .select({
      id: organisations.id,
      name: organisations.name,
      legalName: organisationDetails.legalName,
      registrationNumber: organisationDetails.registrationNumber,
      vatNumber: organisationDetails.vatNumber,
      addressLine1: organisationDetails.addressLine1,
      addressLine2: organisationDetails.addressLine2,
      town: organisationDetails.town,
      province: organisationDetails.province,
      postalCode: organisationDetails.postalCode,
    })
    .from(organisations)
    .leftJoin(organisationDetails, eq(organisationDetails.organisationId, organisations.id))
    .where(eq(organisations.id, organisationId));
  return row ?? null;
}

/** Saves the name (organisations) and the rest (organisation_details, upserted). */
export async function saveCompanyInfo(
  organisationId: string,
  changes: CompanyInfoChanges,
  executor: Executor = db(),
) {
  const { name, ...details } = changes;
  await executor
    .update(organisations)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(organisations.id, organisationId));
  await executor
    .insert(organisationDetails)
    .values({ organisationId, ...details })
    .onConflictDoUpdate({
      target: organisationDetails.organisationId,
      set: { ...details, updatedAt: sql`now()` },
    });
}

export interface Member {
  userId: string;
  email: string;
  name: string | null;
  surname: string | null;
  role: MemberRole;
  joinedAt: Date;
}

/** The members of one organisation, in the order they joined. */
export async function listMembers(organisationId: string, executor: Executor = db()) {
  return executor
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organisationId, organisationId))
    .orderBy(asc(memberships.createdAt), asc(users.email)) as Promise<Member[]>;
}

/** The role of `userId` in `organisationId`, or null when they are not a member. */
export async function findMembershipRole(
  userId: string,
  organisationId: string,
  executor: Executor = db(),
): Promise<MemberRole | null> {
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
