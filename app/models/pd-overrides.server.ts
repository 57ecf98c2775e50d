// Practice-data overrides (spec §3 'Other records': pd overrides; decision 0078). Every function
// takes the organisation id the caller already checked and puts it in the `where` clause: another
// organisation's override, or another organisation's record, is simply not found. A non-UUID id
// is not found either (never a database error).
//
// The record lookups read the practice tables (livestock_numbers, grazing_events,
// fertiliser_inputs) by id and organisation, read-only: an override is written only for a record
// the organisation holds, and the farmer's value in that table is never changed here.
import { and, asc, eq, inArray } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { fertiliserInputs, grazingEvents, livestockNumbers, pdOverrides, users } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { OverrideRecordType } from "~/shared/practice";

export type PdOverrideRow = typeof pdOverrides.$inferSelect;
export type NewPdOverride = Pick<
  typeof pdOverrides.$inferInsert,
  "organisationId" | "recordType" | "recordId" | "valueName" | "value" | "reason" | "createdBy"
>;

/** An override with the name (or e-mail) of whoever last wrote it. */
export type PdOverrideWithAuthor = PdOverrideRow & { authorName: string | null };

const withAuthor = {
  id: pdOverrides.id,
  organisationId: pdOverrides.organisationId,
  recordType: pdOverrides.recordType,
  recordId: pdOverrides.recordId,
  valueName: pdOverrides.valueName,
  value: pdOverrides.value,
  reason: pdOverrides.reason,
  createdBy: pdOverrides.createdBy,
  createdAt: pdOverrides.createdAt,
  updatedBy: pdOverrides.updatedBy,
  updatedAt: pdOverrides.updatedAt,
  authorName: users.name,
  authorSurname: users.surname,
  authorEmail: users.email,
};

type JoinedRow = PdOverrideRow & {
  authorName: string | null;
  authorSurname: string | null;
  authorEmail: string | null;
};

function author({ authorName, authorSurname, authorEmail, ...row }: JoinedRow) {
  const name = [authorName, authorSurname].filter(Boolean).join(" ").trim();
  return { ...row, authorName: name || authorEmail || null };
}

/** The organisation's overrides, oldest first, each with its author. */
export async function listPdOverrides(
  organisationId: string,
  executor: Executor = db(),
): Promise<PdOverrideWithAuthor[]> {
  if (!isUuid(organisationId)) return [];
  const rows = await executor
    .select(withAuthor)
    .from(pdOverrides)
    .leftJoin(users, eq(users.id, pdOverrides.updatedBy))
    .where(eq(pdOverrides.organisationId, organisationId))
    .orderBy(asc(pdOverrides.createdAt), asc(pdOverrides.id));
  return rows.map(author);
}

/** One override of the organisation, or null. */
export async function findPdOverride(
  organisationId: string,
  overrideId: string,
  executor: Executor = db(),
): Promise<PdOverrideWithAuthor | null> {
  if (!isUuid(organisationId) || !isUuid(overrideId)) return null;
  const [row] = await executor
    .select(withAuthor)
    .from(pdOverrides)
    .leftJoin(users, eq(users.id, pdOverrides.updatedBy))
    .where(and(eq(pdOverrides.organisationId, organisationId), eq(pdOverrides.id, overrideId)))
    .limit(1);
  return row ? author(row) : null;
}

/** The override of one value of one record of the organisation, or null. */
export async function findPdOverrideOfValue(
  organisationId: string,
  recordType: OverrideRecordType,
  recordId: string,
  valueName: string,
  executor: Executor = db(),
): Promise<PdOverrideRow | null> {
  if (!isUuid(organisationId) || !isUuid(recordId)) return null;
  const [row] = await executor
    .select()
    .from(pdOverrides)
    .where(
      and(
        eq(pdOverrides.organisationId, organisationId),
        eq(pdOverrides.recordType, recordType),
        eq(pdOverrides.recordId, recordId),
        eq(pdOverrides.valueName, valueName),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A new override; the caller has found the record within `input.organisationId`. */
export async function insertPdOverride(
  input: NewPdOverride,
  executor: Executor = db(),
): Promise<PdOverrideRow> {
  const [row] = await executor
    .insert(pdOverrides)
    .values({ ...input, updatedBy: input.createdBy ?? null })
    .returning();
  return row!;
}

/** A new value and reason for an override of the organisation; null when there is none. */
export async function updatePdOverride(
  organisationId: string,
  overrideId: string,
  changes: { value: number; reason: string; updatedBy: string | null },
  executor: Executor = db(),
): Promise<PdOverrideRow | null> {
  if (!isUuid(organisationId) || !isUuid(overrideId)) return null;
  const [row] = await executor
    .update(pdOverrides)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(pdOverrides.organisationId, organisationId), eq(pdOverrides.id, overrideId)))
    .returning();
  return row ?? null;
}

/** Removes an override of the organisation; the removed row, or null when there was none. */
export async function deletePdOverride(
  organisationId: string,
  overrideId: string,
  executor: Executor = db(),
): Promise<PdOverrideRow | null> {
  if (!isUuid(organisationId) || !isUuid(overrideId)) return null;
  const [row] = await executor
    .delete(pdOverrides)
    .where(and(eq(pdOverrides.organisationId, organisationId), eq(pdOverrides.id, overrideId)))
    .returning();
  return row ?? null;
}

/**
 * Removes the overrides of records being deleted (a fertiliser input removed from its list), so
 * none is left pointing at nothing; the removed rows.
 */
export async function deleteOverridesOfRecords(
  organisationId: string,
  recordType: OverrideRecordType,
  recordIds: readonly string[],
  executor: Executor = db(),
): Promise<PdOverrideRow[]> {
  const ids = recordIds.filter(isUuid);
  if (!isUuid(organisationId) || ids.length === 0) return [];
  return executor
    .delete(pdOverrides)
    .where(
      and(
        eq(pdOverrides.organisationId, organisationId),
        eq(pdOverrides.recordType, recordType),
        inArray(pdOverrides.recordId, ids),
      ),
    )
    .returning();
}

/** The farmer's numbers of a practice-data record the override may correct. */
export interface OverridableRecord {
  id: string;
  values: Record<string, number | null>;
}

function recordOf<T extends { id: string }>(row: T): OverridableRecord {
  const { id, ...values } = row;
  return { id, values: values as unknown as Record<string, number | null> };
}

/**
 * The organisation's record of `recordType` with its overridable values as the farmer typed
 * them, or null when the organisation has no such record.
 */
export async function findOverridableRecord(
  organisationId: string,
  recordType: OverrideRecordType,
  recordId: string,
  executor: Executor = db(),
): Promise<OverridableRecord | null> {
  if (!isUuid(organisationId) || !isUuid(recordId)) return null;
  if (recordType === "livestock") {
    const [row] = await executor
      .select({
        id: livestockNumbers.id,
        mature: livestockNumbers.mature,
        juvenile: livestockNumbers.juvenile,
      })
      .from(livestockNumbers)
      .where(
        and(eq(livestockNumbers.organisationId, organisationId), eq(livestockNumbers.id, recordId)),
      )
      .limit(1);
    return row ? recordOf(row) : null;
  }
  if (recordType === "grazing") {
    const [row] = await executor
      .select({ id: grazingEvents.id, hoursOnField: grazingEvents.hoursOnField })
      .from(grazingEvents)
      .where(and(eq(grazingEvents.organisationId, organisationId), eq(grazingEvents.id, recordId)))
      .limit(1);
    return row ? recordOf(row) : null;
  }
  const [row] = await executor
    .select({
      id: fertiliserInputs.id,
      applicationRate: fertiliserInputs.applicationRate,
      nutrientPercent: fertiliserInputs.nutrientPercent,
      nitrogen: fertiliserInputs.nitrogen,
      phosphorus: fertiliserInputs.phosphorus,
      potassium: fertiliserInputs.potassium,
    })
    .from(fertiliserInputs)
    .where(
      and(eq(fertiliserInputs.organisationId, organisationId), eq(fertiliserInputs.id, recordId)),
    )
    .limit(1);
  return row ? recordOf(row) : null;
}

/**
 * Removes the overrides of a herd's livestock numbers before the herd (and with it its numbers)
 * is deleted, so none is left pointing at nothing; the removed rows.
 */
export async function deleteOverridesOfHerd(
  organisationId: string,
  herdId: string,
  executor: Executor = db(),
): Promise<PdOverrideRow[]> {
  if (!isUuid(organisationId) || !isUuid(herdId)) return [];
  const numbers = await executor
    .select({ id: livestockNumbers.id })
    .from(livestockNumbers)
    .where(
      and(eq(livestockNumbers.organisationId, organisationId), eq(livestockNumbers.herdId, herdId)),
    );
  return deleteOverridesOfRecords(
    organisationId,
    "livestock",
    numbers.map((row) => row.id),
    executor,
  );
}
