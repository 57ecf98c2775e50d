// The farms of an organisation: ERF / title-deed numbers, province, nearest town, a location
// (issue 6 'Contracting details'). Every function takes the organisation id (or ids) the caller
// already checked and puts it in the `where` clause, so another organisation's farm is simply
// not found (docs/architecture.md 'Models'); an id that is not a UUID is not found either.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { farms } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type FarmRow = typeof farms.$inferSelect;

export type FarmInput = Pick<
  FarmRow,
  "name" | "erfNumbers" | "province" | "nearestTown" | "latitude" | "longitude"
>;

const farmOf = (organisationId: string, farmId: string) =>
  and(eq(farms.organisationId, organisationId), eq(farms.id, farmId));

/** The farms of one organisation, or of several (the admin's list), oldest first. */
export async function listFarms(
  organisationIds: string | readonly string[],
  executor: Executor = db(),
): Promise<FarmRow[]> {
  const ids = (typeof organisationIds === "string" ? [organisationIds] : organisationIds).filter(
    isUuid,
  );
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(farms)
    .where(inArray(farms.organisationId, ids))
    .orderBy(asc(farms.createdAt), asc(farms.name));
}

export async function findFarm(
  organisationId: string,
  farmId: string,
  executor: Executor = db(),
): Promise<FarmRow | null> {
  if (!isUuid(organisationId) || !isUuid(farmId)) return null;
  const [row] = await executor.select().from(farms).where(farmOf(organisationId, farmId));
  return row ?? null;
}

export async function insertFarm(
  organisationId: string,
  input: FarmInput,
  executor: Executor = db(),
): Promise<FarmRow> {
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
): Promise<FarmRow | null> {
  if (!isUuid(organisationId) || !isUuid(farmId)) return null;
  const [row] = await executor
    .update(farms)
    .set({ ...input, updatedAt: sql`now()` })
    .where(farmOf(organisationId, farmId))
    .returning();
  return row ?? null;
}

/** Removes the farm (its boundaries go with it: ON DELETE CASCADE). */
export async function deleteFarm(
  organisationId: string,
  farmId: string,
  executor: Executor = db(),
): Promise<FarmRow | null> {
  if (!isUuid(organisationId) || !isUuid(farmId)) return null;
  const [row] = await executor.delete(farms).where(farmOf(organisationId, farmId)).returning();
  return row ?? null;
}

/**
 * Farms with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingFarms(
  organisationId: string,
  rows: readonly (Omit<typeof farms.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(farms)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: farms.id });
  return written.map((row) => row.id);
}
