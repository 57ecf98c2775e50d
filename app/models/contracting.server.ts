// The contracting details of an organisation: its legal entity and contract flags
// (organisation_details), signatories, farms and farm boundaries. Every function takes the
// organisation id the caller already checked and puts it in the `where` clause, so another
// organisation's record is simply not found (conventions.md 'Organisation scoping').
// A missing organisation_details row means all defaults: read with a LEFT JOIN, write upserts.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  farmBoundaries,
  farms,
  organisationDetails,
  organisations,
  signatories,
  storedFiles,
} from "~/db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id would make PostgreSQL raise: treat it as not found. */
export const isUuid = (value: string | null | undefined): value is string =>
  typeof value === "string" && UUID.test(value);

// One row of an organisation: its id and the organisation's in the `where` clause.
const signatoryOf = (organisationId: string, signatoryId: string) =>
  and(eq(signatories.organisationId, organisationId), eq(signatories.id, signatoryId));
const farmOf = (organisationId: string, farmId: string) =>
  and(eq(farms.organisationId, organisationId), eq(farms.id, farmId));
const boundaryOf = (organisationId: string, boundaryId: string) =>
  and(eq(farmBoundaries.organisationId, organisationId), eq(farmBoundaries.id, boundaryId));

const idList = (ids: string | readonly string[]) => (typeof ids === "string" ? [ids] : [...ids]);

export type SignatoryRow = typeof signatories.$inferSelect;
export type FarmRow = typeof farms.$inferSelect;
export type BoundaryRow = typeof farmBoundaries.$inferSelect;

export interface LegalEntity {
  legalName: string | null;
  registrationNumber: string | null;
  vatNumber: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  town: string | null;
  province: string | null;
  postalCode: string | null;
}

export interface CompanyRecord extends LegalEntity {
  id: string;
  name: string;
  createdAt: Date;
  eligibility: boolean | null;
  viability: boolean | null;
  farmsComplete: boolean;
  farmsCompleteUpdatedBy: string | null;
  contractSent: boolean;
  contractSentAt: Date | null;
  contractSentUpdatedBy: string | null;
  fieldsComplete: boolean;
  contractFileId: string | null;
  contractFileName: string | null;
}

/** The organisation with its legal entity and flags, or null. */
export async function findCompany(
  organisationId: string,
  executor: Executor = db(),
): Promise<CompanyRecord | null> {
  if (!isUuid(organisationId)) return null;
  const [row] = await executor
    .select({
      id: organisations.id,
      name: organisations.name,
      createdAt: organisations.createdAt,
      legalName: organisationDetails.legalName,
      registrationNumber: organisationDetails.registrationNumber,
      vatNumber: organisationDetails.vatNumber,
      addressLine1: organisationDetails.addressLine1,
      addressLine2: organisationDetails.addressLine2,
      town: organisationDetails.town,
      province: organisationDetails.province,
      postalCode: organisationDetails.postalCode,
      eligibility: organisationDetails.eligibility,
      viability: organisationDetails.viability,
      farmsComplete: organisationDetails.farmsComplete,
      farmsCompleteUpdatedBy: organisationDetails.farmsCompleteUpdatedBy,
      contractSent: organisationDetails.contractSent,
      contractSentAt: organisationDetails.contractSentAt,
      contractSentUpdatedBy: organisationDetails.contractSentUpdatedBy,
      fieldsComplete: organisationDetails.fieldsComplete,
      contractFileId: organisationDetails.contractFileId,
      contractFileName: storedFiles.originalName,
    })
    .from(organisations)
    .leftJoin(organisationDetails, eq(organisationDetails.organisationId, organisations.id))
    .leftJoin(storedFiles, eq(storedFiles.id, organisationDetails.contractFileId))
    .where(eq(organisations.id, organisationId));
  if (!row) return null;
  return {
    ...row,
    farmsComplete: row.farmsComplete ?? false,
    contractSent: row.contractSent ?? false,
    fieldsComplete: row.fieldsComplete ?? false,
  };
}

/** Writes organisation_details columns, creating the row when there is none. */
export async function upsertDetails(
  organisationId: string,
  values: Partial<typeof organisationDetails.$inferInsert>,
  executor: Executor = db(),
) {
  await executor
    .insert(organisationDetails)
    .values({ ...values, organisationId })
    .onConflictDoUpdate({
      target: organisationDetails.organisationId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function renameOrganisation(
  organisationId: string,
  name: string,
  executor: Executor = db(),
) {
  await executor
    .update(organisations)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(organisations.id, organisationId));
}

// ---- Signatories ----

export type SignatoryInput = Pick<
  SignatoryRow,
  "name" | "surname" | "email" | "phoneNumber" | "designation"
>;

export async function listSignatories(organisationId: string, executor: Executor = db()) {
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
  if (!isUuid(signatoryId)) return null;
  const [row] = await executor
    .select()
    .from(signatories)
    .where(signatoryOf(organisationId, signatoryId));
  return row ?? null;
}

export async function insertSignatory(
  organisationId: string,
  input: SignatoryInput & { userId: string | null },
  executor: Executor = db(),
) {
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
) {
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
) {
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
) {
  const rows = await executor
    .update(signatories)
    .set({ userId, updatedAt: new Date() })
    .where(
      and(
        eq(signatories.organisationId, organisationId),
        sql`lower(${signatories.email}) = lower(${email})`,
        sql`${signatories.userId} is null`,
      ),
    )
    .returning({ id: signatories.id });
  return rows.length;
}

// ---- Farms ----

export type FarmInput = Pick<
  FarmRow,
  "name" | "erfNumbers" | "province" | "nearestTown" | "latitude" | "longitude"
>;

export async function listFarms(
  organisationIds: string | readonly string[],
  executor: Executor = db(),
) {
  const ids = idList(organisationIds);
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(farms)
    .where(inArray(farms.organisationId, ids))
    .orderBy(asc(farms.createdAt), asc(farms.name));
}

export async function findFarm(organisationId: string, farmId: string, executor: Executor = db()) {
  if (!isUuid(farmId)) return null;
  const [row] = await executor.select().from(farms).where(farmOf(organisationId, farmId));
  return row ?? null;
}

export async function insertFarm(
  organisationId: string,
  input: FarmInput,
  executor: Executor = db(),
) {
  const [row] = await executor
    .insert(farms)
    .values({ ...input, organisationId })
    .returning();
  return row!;
}

export async function updateFarm(
  organisationId: string,
  farmId: string,
  input: FarmInput,
  executor: Executor = db(),
) {
  const [row] = await executor
    .update(farms)
    .set({ ...input, updatedAt: sql`now()` })
    .where(farmOf(organisationId, farmId))
    .returning();
  return row ?? null;
}

export async function deleteFarm(
  organisationId: string,
  farmId: string,
  executor: Executor = db(),
) {
  const [row] = await executor.delete(farms).where(farmOf(organisationId, farmId)).returning();
  return row ?? null;
}

// ---- Boundaries ----

export async function listBoundaries(
  organisationIds: string | readonly string[],
  executor: Executor = db(),
) {
  const ids = idList(organisationIds);
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(farmBoundaries)
    .where(inArray(farmBoundaries.organisationId, ids))
    .orderBy(asc(farmBoundaries.createdAt));
}

export async function insertBoundary(
  input: Omit<typeof farmBoundaries.$inferInsert, "id" | "createdAt">,
  executor: Executor = db(),
) {
  const [row] = await executor.insert(farmBoundaries).values(input).returning();
  return row!;
}

export async function findBoundary(
  organisationId: string,
  boundaryId: string,
  executor: Executor = db(),
) {
  if (!isUuid(boundaryId)) return null;
  const [row] = await executor
    .select()
    .from(farmBoundaries)
    .where(boundaryOf(organisationId, boundaryId));
  return row ?? null;
}

export async function deleteBoundary(
  organisationId: string,
  boundaryId: string,
  executor: Executor = db(),
) {
  if (!isUuid(boundaryId)) return null;
  const [row] = await executor
    .delete(farmBoundaries)
    .where(boundaryOf(organisationId, boundaryId))
    .returning();
  return row ?? null;
}

/** The files of a farm's boundaries (to remove them with the farm). */
export async function boundaryFileIdsOfFarm(
  organisationId: string,
  farmId: string,
  executor: Executor = db(),
) {
  const rows = await executor
    .select({ fileId: farmBoundaries.fileId })
    .from(farmBoundaries)
    .where(
      and(eq(farmBoundaries.organisationId, organisationId), eq(farmBoundaries.farmId, farmId)),
    );
  return rows.map((r) => r.fileId).filter((id): id is string => !!id);
}

/** Organisations by name for the admin list (case-insensitive contains), newest first. */
export async function searchOrganisations(query: string, limit = 100, executor: Executor = db()) {
  const q = query.trim();
  return executor
    .select({
      id: organisations.id,
      name: organisations.name,
      legalName: organisationDetails.legalName,
      contractSent: organisationDetails.contractSent,
      farmsComplete: organisationDetails.farmsComplete,
      createdAt: organisations.createdAt,
    })
    .from(organisations)
    .leftJoin(organisationDetails, eq(organisationDetails.organisationId, organisations.id))
    .where(
      q === ""
        ? undefined
        : sql`(${organisations.name} ilike ${`%${q.replace(/[%_\\]/g, "\\$&")}%`} or ${organisationDetails.legalName} ilike ${`%${q.replace(/[%_\\]/g, "\\$&")}%`})`,
    )
    .orderBy(asc(organisations.name))
    .limit(limit);
}
