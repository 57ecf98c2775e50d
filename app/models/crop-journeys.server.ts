// The crop journey (spec §7 'POST crop journey'; issue 15; decision 0076): how each field was
// used in a season. Every function takes the organisation id the caller already checked and
// puts it in the `where` clause, so another organisation's row is simply not found; an id that
// is not a UUID is not found either.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { cropJourneys } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { LandUse, ResidueType, TillageType } from "~/shared/practice";

/** A crop of a season's line items (spec §3 'Line item'): cover crops are marked. */
export interface CropItem {
  id: string;
  crop: string;
  cover: boolean;
}

export interface CropJourneyRow {
  fieldId: string;
  season: number;
  organisationId: string;
  landUse: LandUse;
  crops: CropItem[];
  tillage: TillageType | null;
  residue: ResidueType | null;
  updatedBy: string | null;
  updatedAt: Date;
}

/** What a save writes for one field (the organisation and season come with the call). */
export interface CropJourneyValues {
  fieldId: string;
  landUse: LandUse;
  crops: CropItem[];
  tillage: TillageType | null;
  residue: ResidueType | null;
}

const asRow = (row: typeof cropJourneys.$inferSelect): CropJourneyRow => ({
  ...row,
  crops: Array.isArray(row.crops) ? (row.crops as CropItem[]) : [],
});

/** The organisation's crop journeys in the given seasons, by season then field. */
export async function listCropJourneys(
  organisationId: string,
  seasons: readonly number[],
  executor: Executor = db(),
): Promise<CropJourneyRow[]> {
  const wanted = seasons.filter((s) => Number.isInteger(s));
  if (!isUuid(organisationId) || wanted.length === 0) return [];
  const rows = await executor
    .select()
    .from(cropJourneys)
    .where(
      and(eq(cropJourneys.organisationId, organisationId), inArray(cropJourneys.season, wanted)),
    )
    .orderBy(asc(cropJourneys.season), asc(cropJourneys.fieldId));
  return rows.map(asRow);
}

/**
 * Writes the season's rows (insert or replace per field) and deletes the season's rows of
 * `cleared` fields, in the caller's transaction. The caller has checked every field id is the
 * organisation's.
 */
export async function upsertCropJourneys(
  organisationId: string,
  season: number,
  rows: readonly CropJourneyValues[],
  cleared: readonly string[],
  updatedBy: string | null,
  executor: Executor = db(),
): Promise<void> {
  if (!isUuid(organisationId)) return;
  const clearIds = cleared.filter(isUuid);
  if (clearIds.length > 0) {
    await executor
      .delete(cropJourneys)
      .where(
        and(
          eq(cropJourneys.organisationId, organisationId),
          eq(cropJourneys.season, season),
          inArray(cropJourneys.fieldId, clearIds),
        ),
      );
  }
  const values = rows
    .filter((row) => isUuid(row.fieldId))
    .map((row) => ({
      fieldId: row.fieldId,
      season,
      organisationId,
      landUse: row.landUse,
      crops: row.crops,
      tillage: row.tillage,
      residue: row.residue,
      updatedBy,
    }));
  if (values.length === 0) return;
  // One statement for the season; a row of another organisation (impossible: the caller checked
  // the fields) would be left alone by the `where`.
  await executor
    .insert(cropJourneys)
    .values(values)
    .onConflictDoUpdate({
      target: [cropJourneys.fieldId, cropJourneys.season],
      set: {
        landUse: sql`excluded.land_use`,
        crops: sql`excluded.crops`,
        tillage: sql`excluded.tillage`,
        residue: sql`excluded.residue`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`now()`,
      },
      setWhere: eq(cropJourneys.organisationId, organisationId),
    });
}

/** Deletes one field's crop journey in a season; false when there was none in the organisation. */
export async function deleteCropJourney(
  organisationId: string,
  fieldId: string,
  season: number,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(organisationId) || !isUuid(fieldId)) return false;
  const rows = await executor
    .delete(cropJourneys)
    .where(
      and(
        eq(cropJourneys.organisationId, organisationId),
        eq(cropJourneys.fieldId, fieldId),
        eq(cropJourneys.season, season),
      ),
    )
    .returning({ fieldId: cropJourneys.fieldId });
  return rows.length > 0;
}

/**
 * Crop journeys (a field's season) of the demo (app/demo): one already there, or changed since, stays as it
 * is. How many were written.
 */
export async function insertMissingCropJourneys(
  organisationId: string,
  rows: readonly Omit<typeof cropJourneys.$inferInsert, "organisationId">[],
  executor: Executor = db(),
): Promise<number> {
  if (!isUuid(organisationId) || rows.length === 0) return 0;
  const written = await executor
    .insert(cropJourneys)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ fieldId: cropJourneys.fieldId });
  return written.length;
}
