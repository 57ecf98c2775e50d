// Farm boundaries (spec §3 'Land area measurement'), stored as GeoJSON geometries with their
// area. Every function takes the organisation id (or ids) the caller already checked and puts it
// in the `where` clause, so another organisation's boundary is simply not found (docs/
// architecture.md 'Models'); an id that is not a UUID is not found either.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { farmBoundaries } from "~/db/schema";
import type { BoundingBox } from "~/shared/boundaries";
import { isUuid } from "~/shared/ids";
import { readOnce } from "./read-once.server";

export type BoundaryRow = typeof farmBoundaries.$inferSelect;
export type NewBoundary = Omit<typeof farmBoundaries.$inferInsert, "id" | "createdAt">;

const boundaryOf = (organisationId: string, boundaryId: string) =>
  and(eq(farmBoundaries.organisationId, organisationId), eq(farmBoundaries.id, boundaryId));

/**
 * The points of a GeoJSON Polygon or MultiPolygon column, counted in the database: each ring's
 * positions (a Polygon's rings are its coordinates, a MultiPolygon's its coordinates' members).
 */
export const pointsOfGeometry = (geometry: unknown) => sql<number>`(
  select coalesce(sum(jsonb_array_length(ring)), 0)
  from jsonb_path_query(
    ${geometry},
    (case when ${geometry} ->> 'type' = 'MultiPolygon'
      then '$.coordinates[*][*]' else '$.coordinates[*]' end)::jsonpath
  ) as ring
)`;

/** How many points the organisation's farm boundaries hold in all (decision 0120's cap). */
export async function countBoundaryPoints(
  organisationId: string,
  executor: Executor = db(),
): Promise<number> {
  if (!isUuid(organisationId)) return 0;
  const [row] = await executor
    .select({ points: sql<number>`coalesce(sum(${pointsOfGeometry(farmBoundaries.geometry)}), 0)` })
    .from(farmBoundaries)
    .where(eq(farmBoundaries.organisationId, organisationId));
  return Number(row?.points ?? 0);
}

/** The boundaries of one organisation's farms, or of several organisations', oldest first. */
export async function listBoundaries(
  organisationIds: string | readonly string[],
  executor?: Executor,
): Promise<BoundaryRow[]> {
  return readOnce(
    `listBoundaries:${JSON.stringify([organisationIds])}`,
    executor,
    async (executor) => {
      const ids = (
        typeof organisationIds === "string" ? [organisationIds] : organisationIds
      ).filter(isUuid);
      if (ids.length === 0) return [];
      return executor
        .select()
        .from(farmBoundaries)
        .where(inArray(farmBoundaries.organisationId, ids))
        .orderBy(asc(farmBoundaries.createdAt));
    },
  );
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

/**
 * Whether the box around a stored boundary's corners meets `box`: the database reads the corners
 * out of the GeoJSON (every position, in any ring of a Polygon or MultiPolygon), so only the
 * boundaries that may overlap are sent back (decision 0061; no schema change, PostgreSQL 12+).
 */
function meetsBox(box: BoundingBox) {
  return sql`exists (
    select 1 from (
      select min((corner->>0)::float8) as west, max((corner->>0)::float8) as east,
             min((corner->>1)::float8) as south, max((corner->>1)::float8) as north
      from jsonb_path_query(${farmBoundaries.geometry},
        'strict $.coordinates.** ? (@.type() == "array" && @.size() >= 2 && @[0].type() == "number")') as corner
    ) around
    where around.west <= ${box.east} and around.east >= ${box.west}
      and around.south <= ${box.north} and around.north >= ${box.south}
  )`;
}

/** The organisation's boundaries around `box`, to tell a farmer which of theirs a new one overlaps. */
export async function listBoundariesNear(
  organisationId: string,
  box: BoundingBox,
  executor: Executor = db(),
): Promise<BoundaryRow[]> {
  if (!isUuid(organisationId)) return [];
  return executor
    .select()
    .from(farmBoundaries)
    .where(and(eq(farmBoundaries.organisationId, organisationId), meetsBox(box)))
    .orderBy(asc(farmBoundaries.createdAt));
}

/**
 * The outlines of OTHER organisations' boundaries around `box`: the one read across
 * organisations, to flag land claimed twice (decision 0061). Only the id and the geometry come
 * back, never whose they are, so nothing built on it can name the other organisation.
 */
export async function listOtherOrganisationsOutlinesNear(
  organisationId: string,
  box: BoundingBox,
  executor: Executor = db(),
): Promise<Array<{ id: string; geometry: unknown }>> {
  if (!isUuid(organisationId)) return [];
  return executor
    .select({ id: farmBoundaries.id, geometry: farmBoundaries.geometry })
    .from(farmBoundaries)
    .where(and(ne(farmBoundaries.organisationId, organisationId), meetsBox(box)));
}

/**
 * Farm boundaries with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingBoundaries(
  organisationId: string,
  rows: readonly (Omit<typeof farmBoundaries.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(farmBoundaries)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: farmBoundaries.id });
  return written.map((row) => row.id);
}
