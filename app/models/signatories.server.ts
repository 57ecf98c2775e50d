// The people who sign the contract for an organisation (spec §7 'Signatories: create, read,
// update, delete'). Every function takes the organisation id the caller already checked and puts
// it in the `where` clause, so another organisation's signatory is simply not found
// (docs/architecture.md 'Models'); an id that is not a UUID is not found either.
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { signatories } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type SignatoryRow = typeof signatories.$inferSelect;

export type SignatoryInput = Pick<
  SignatoryRow,
  "name" | "surname" | "email" | "phoneNumber" | "designation"
>;

const signatoryOf = (organisationId: string, signatoryId: string) =>
  and(eq(signatories.organisationId, organisationId), eq(signatories.id, signatoryId));
/** E-mail addresses compare without case or surrounding spaces. */
const sameEmail = (email: string) =>
  sql`lower(${signatories.email}) = ${email.trim().toLowerCase()}`;

export async function listSignatories(
  organisationId: string,
  executor: Executor = db(),
): Promise<SignatoryRow[]> {
  if (!isUuid(organisationId)) return [];
  return executor
    .select()
    .from(signatories)
    .where(eq(signatories.organisationId, organisationId))
    .orderBy(asc(signatories.createdAt), asc(signatories.surname));
}

export async function findSignatory(
  organisationId: string,
  signatoryId: string,
  executor: Executor = db(),
): Promise<SignatoryRow | null> {
  if (!isUuid(organisationId) || !isUuid(signatoryId)) return null;
  const [row] = await executor
    .select()
    .from(signatories)
    .where(signatoryOf(organisationId, signatoryId));
  return row ?? null;
}

/**
 * Whether the organisation has a signatory with this e-mail address, other than `exceptId`
 * (the one being changed or removed).
 */
export async function hasSignatoryWithEmail(
  organisationId: string,
  email: string,
  exceptId: string | null,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(organisationId)) return false;
  const [row] = await executor
    .select({ id: signatories.id })
    .from(signatories)
    .where(
      and(
        eq(signatories.organisationId, organisationId),
        sameEmail(email),
        exceptId && isUuid(exceptId) ? ne(signatories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertSignatory(
  organisationId: string,
  input: SignatoryInput & { userId: string | null },
  executor: Executor = db(),
): Promise<SignatoryRow> {
  const [row] = await executor
    .insert(signatories)
    .values({ ...input, organisationId })
    .returning();
  return row!;
}

export async function updateSignatory(
  organisationId: string,
  signatoryId: string,
  input: Partial<SignatoryInput & { userId: string | null }>,
  executor: Executor = db(),
): Promise<SignatoryRow | null> {
  if (!isUuid(organisationId) || !isUuid(signatoryId)) return null;
  const [row] = await executor
    .update(signatories)
    .set({ ...input, updatedAt: sql`now()` })
    .where(signatoryOf(organisationId, signatoryId))
    .returning();
  return row ?? null;
}

export async function deleteSignatory(
  organisationId: string,
  signatoryId: string,
  executor: Executor = db(),
): Promise<SignatoryRow | null> {
  if (!isUuid(organisationId) || !isUuid(signatoryId)) return null;
  const [row] = await executor
    .delete(signatories)
    .where(signatoryOf(organisationId, signatoryId))
    .returning();
  return row ?? null;
}

/**
 * Links the organisation's signatory records with this e-mail address to the person's profile
 * once they join (an invited signatory accepting their invite). Returns how many were linked.
 */
export async function linkSignatoriesToUser(
  organisationId: string,
  email: string,
  userId: string,
  executor: Executor = db(),
): Promise<number> {
  if (!isUuid(organisationId) || !isUuid(userId)) return 0;
  const rows = await executor
    .update(signatories)
    .set({ userId, updatedAt: new Date() })
    .where(
      and(
        eq(signatories.organisationId, organisationId),
        sql`lower(${signatories.email}) = lower(${email})`,
        isNull(signatories.userId),
      ),
    )
    .returning({ id: signatories.id });
  return rows.length;
}

/**
 * A signatory with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. True when it was written.
 */
export async function insertMissingSignatory(
  organisationId: string,
  row: Omit<typeof signatories.$inferInsert, "organisationId">,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(organisationId)) return false;
  const written = await executor
    .insert(signatories)
    .values({ ...row, organisationId })
    .onConflictDoNothing()
    .returning({ id: signatories.id });
  return written.length > 0;
}
