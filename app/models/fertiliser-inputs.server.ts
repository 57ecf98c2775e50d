// Fertiliser inputs per field and season (spec §3 'Fertilizer input'; issue 15; decision 0076).
// Every function takes the organisation id the caller already checked and puts it in the
// `where` clause, so another organisation's input is simply not found; an id that is not a UUID
// is not found either.
import { and, asc, eq, inArray } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { fertiliserInputs } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type FertiliserInputRow = typeof fertiliserInputs.$inferSelect;

/** The values a farmer enters (the field, season and organisation come with the call). */
export interface FertiliserValues {
  product: string | null;
  npkType: FertiliserInputRow["npkType"];
  applicationRate: number;
  nutrientPercent: number | null;
  nitrogen: number;
  phosphorus: number;
  potassium: number;
}

/** The organisation's inputs in the given seasons, oldest first. */
export async function listFertiliserInputs(
  organisationId: string,
  seasons: readonly number[],
  executor: Executor = db(),
): Promise<FertiliserInputRow[]> {
  const wanted = seasons.filter((s) => Number.isInteger(s));
  if (!isUuid(organisationId) || wanted.length === 0) return [];
  return executor
    .select()
    .from(fertiliserInputs)
    .where(
      and(
        eq(fertiliserInputs.organisationId, organisationId),
        inArray(fertiliserInputs.season, wanted),
      ),
    )
    .orderBy(
      asc(fertiliserInputs.season),
      asc(fertiliserInputs.createdAt),
      asc(fertiliserInputs.id),
    );
}

export async function findFertiliserInput(
  organisationId: string,
  id: string,
  executor: Executor = db(),
): Promise<FertiliserInputRow | null> {
  if (!isUuid(organisationId) || !isUuid(id)) return null;
  const [row] = await executor
    .select()
    .from(fertiliserInputs)
    .where(and(eq(fertiliserInputs.organisationId, organisationId), eq(fertiliserInputs.id, id)));
  return row ?? null;
}

/** A new input; the caller has checked the field is the organisation's. */
export async function insertFertiliserInput(
  input: FertiliserValues & {
    organisationId: string;
    fieldId: string;
    season: number;
    createdBy: string | null;
    /** Set when several are added at once, so they keep the order they were listed in. */
    createdAt?: Date;
  },
  executor: Executor = db(),
): Promise<FertiliserInputRow> {
  const [row] = await executor.insert(fertiliserInputs).values(input).returning();
  return row!;
}

/** Changes an input's values; null when the organisation has no such input. */
export async function updateFertiliserInput(
  organisationId: string,
  id: string,
  values: FertiliserValues,
  executor: Executor = db(),
): Promise<FertiliserInputRow | null> {
  if (!isUuid(organisationId) || !isUuid(id)) return null;
  const [row] = await executor
    .update(fertiliserInputs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(fertiliserInputs.organisationId, organisationId), eq(fertiliserInputs.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes an input; null when the organisation has no such input. */
export async function deleteFertiliserInput(
  organisationId: string,
  id: string,
  executor: Executor = db(),
): Promise<FertiliserInputRow | null> {
  if (!isUuid(organisationId) || !isUuid(id)) return null;
  const [row] = await executor
    .delete(fertiliserInputs)
    .where(and(eq(fertiliserInputs.organisationId, organisationId), eq(fertiliserInputs.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Fertiliser inputs with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingFertiliserInputs(
  organisationId: string,
  rows: readonly (Omit<typeof fertiliserInputs.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(fertiliserInputs)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: fertiliserInputs.id });
  return written.map((row) => row.id);
}
