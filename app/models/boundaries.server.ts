// Farm boundaries (spec §3 'Land area measurement'), stored as GeoJSON geometries with their
// area. Every function takes the organisation id (or ids) the caller already checked and puts it
// in the `where` clause, so another organisation's boundary is simply not found (conventions.md
// 'Organisation scoping'); an id that is not a UUID is not found either.
import { and, asc, eq, inArray } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { farmBoundaries } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type BoundaryRow = typeof farmBoundaries.$inferSelect;
export type NewBoundary = Omit<typeof farmBoundaries.$inferInsert, "id" | "createdAt">;

const boundaryOf = (organisationId: string, boundaryId: string) =>
  and(eq(farmBoundaries.organisationId, organisationId), eq(farmBoundaries.id, boundaryId));

/** The boundaries of one organisation's farms, or of several organisations', oldest first. */
export async function listBoundaries(
  organisationIds: string | readonly string[],
  executor: Executor = db(),
): Promise<BoundaryRow[]> {
  const ids = (typeof organisationIds === "string" ? [organisationIds] : organisationIds).filter(
    isUuid,
  );
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(farmBoundaries)
    .where(inArray(farmBoundaries.organisationId, ids))
    .orderBy(asc(farmBoundaries.createdAt));
}

/** A new boundary; the caller has found `input.farmId` within `input.organisationId`. */
export async function insertBoundary(
  input: NewBoundary,
  executor: Executor = db(),
): Promise<BoundaryRow> {
  const [row] = await executor.insert(farmBoundaries).values(input).returning();
  return row!;
}

export async function findBoundary(
  organisationId: string,
  boundaryId: string,
  executor: Executor = db(),
): Promise<BoundaryRow | null> {
  if (!isUuid(organisationId) || !isUuid(boundaryId)) return null;
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
): Promise<BoundaryRow | null> {
  if (!isUuid(organisationId) || !isUuid(boundaryId)) return null;
  const [row] = await executor
    .delete(farmBoundaries)
    .where(boundaryOf(organisationId, boundaryId))
    .returning();
  return row ?? null;
}

/** The stored files of a farm's boundaries (to remove them with the farm). */
export async function listBoundaryFileIdsOfFarm(
  organisationId: string,
  farmId: string,
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || !isUuid(farmId)) return [];
  const rows = await executor
    .select({ fileId: farmBoundaries.fileId })
    .from(farmBoundaries)
    .where(
      and(eq(farmBoundaries.organisationId, organisationId), eq(farmBoundaries.farmId, farmId)),
    );
  return rows.map((r) => r.fileId).filter((id): id is string => !!id);
}
