// Livestock numbers (spec §3 'Livestock numbers': year, month (0-based), herdId, mature,
// juvenile; issue 15; decision 0077): one row per herd and month. Every function takes the
// organisation id the caller already checked and puts it in the `where` clause.
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { livestockNumbers } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type LivestockNumberRow = typeof livestockNumbers.$inferSelect;

export interface LivestockCell {
  herdId: string;
  year: number;
  /** 0-based. */
  month: number;
  mature: number;
  juvenile: number;
}

export interface MonthKey {
  year: number;
  month: number;
}

function monthsWhere(months: readonly MonthKey[]): SQL | undefined {
  return or(
    ...months.map((m) =>
      and(eq(livestockNumbers.year, m.year), eq(livestockNumbers.month, m.month)),
    ),
  );
}

/** The organisation's numbers in the months given (a season's twelve). */
export async function listLivestockNumbers(
  organisationId: string,
  months: readonly MonthKey[],
  executor: Executor = db(),
): Promise<LivestockNumberRow[]> {
  if (!isUuid(organisationId) || months.length === 0) return [];
  return executor
    .select()
    .from(livestockNumbers)
    .where(and(eq(livestockNumbers.organisationId, organisationId), monthsWhere(months)))
    .orderBy(livestockNumbers.herdId, livestockNumbers.year, livestockNumbers.month);
}

/**
 * Replaces the organisation's numbers in `months` for the herds given: every cell present is
 * written (inserted or updated), every other row of those herds in those months is deleted.
 * Run it inside the caller's transaction, so the whole grid is saved or nothing is. Returns the
 * ids of the cleared rows too, so the caller can remove what pointed at them (overrides).
 */
export async function replaceLivestockNumbers(
  organisationId: string,
  herdIds: readonly string[],
  months: readonly MonthKey[],
  cells: readonly LivestockCell[],
  updatedBy: string | null,
  executor: Executor,
): Promise<{ saved: number; deleted: number; clearedIds: string[] }> {
  const ids = herdIds.filter(isUuid);
  if (!isUuid(organisationId) || ids.length === 0 || months.length === 0) {
    return { saved: 0, deleted: 0, clearedIds: [] };
  }
  const kept = new Set(cells.map((c) => `${c.herdId}|${c.year}|${c.month}`));
  const existing = await executor
    .select({
      id: livestockNumbers.id,
      herdId: livestockNumbers.herdId,
      year: livestockNumbers.year,
      month: livestockNumbers.month,
    })
    .from(livestockNumbers)
    .where(
      and(
        eq(livestockNumbers.organisationId, organisationId),
        inArray(livestockNumbers.herdId, ids),
        monthsWhere(months),
      ),
    );
  const cleared = existing
    .filter((row) => !kept.has(`${row.herdId}|${row.year}|${row.month}`))
    .map((row) => row.id);
  if (cleared.length > 0) {
    await executor
      .delete(livestockNumbers)
      .where(
        and(
          eq(livestockNumbers.organisationId, organisationId),
          inArray(livestockNumbers.id, cleared),
        ),
      );
  }
  if (cells.length > 0) {
    await executor
      .insert(livestockNumbers)
      .values(cells.map((cell) => ({ ...cell, organisationId, updatedBy })))
      .onConflictDoUpdate({
        target: [livestockNumbers.herdId, livestockNumbers.year, livestockNumbers.month],
        set: {
          mature: sql`excluded.mature`,
          juvenile: sql`excluded.juvenile`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: new Date(),
        },
        // A conflicting row is always the organisation's own: herd ids were checked by the caller.
        setWhere: eq(livestockNumbers.organisationId, organisationId),
      });
  }
  return { saved: cells.length, deleted: cleared.length, clearedIds: cleared };
}

/**
 * A herd's numbers (one a month) with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingLivestockNumbers(
  organisationId: string,
  rows: readonly Omit<typeof livestockNumbers.$inferInsert, "organisationId">[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(livestockNumbers)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: livestockNumbers.id });
  return written.map((row) => row.id);
}
