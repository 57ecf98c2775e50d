// Grazing events (spec §3 'Grazing event': fieldIds, startDate, endDate, herdId, hoursOnField;
// issue 15; decision 0077). Every function takes the organisation id the caller already checked
// and puts it in the `where` clause, so another organisation's event is simply not found; an id
// that is not a UUID is not found either.
import { and, asc, eq, ne } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { grazingEvents } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type GrazingEventRow = typeof grazingEvents.$inferSelect;
export type GrazingEventValues = Pick<
  typeof grazingEvents.$inferInsert,
  "season" | "herdId" | "fieldIds" | "startDate" | "endDate" | "hoursOnField"
>;

/** The organisation's grazing events of a season, by start date. */
export async function listGrazingEvents(
  organisationId: string,
  season: number,
  executor: Executor = db(),
): Promise<GrazingEventRow[]> {
  if (!isUuid(organisationId)) return [];
  return executor
    .select()
    .from(grazingEvents)
    .where(and(eq(grazingEvents.organisationId, organisationId), eq(grazingEvents.season, season)))
    .orderBy(asc(grazingEvents.startDate), asc(grazingEvents.createdAt));
}

/** A herd's events (every season), except `exceptId`: what the 24-hour rule compares with. */
export async function listHerdGrazingEvents(
  organisationId: string,
  herdId: string,
  exceptId: string | null,
  executor: Executor = db(),
): Promise<GrazingEventRow[]> {
  if (!isUuid(organisationId) || !isUuid(herdId)) return [];
  const where = [
    eq(grazingEvents.organisationId, organisationId),
    eq(grazingEvents.herdId, herdId),
  ];
  if (exceptId && isUuid(exceptId)) where.push(ne(grazingEvents.id, exceptId));
  return executor
    .select()
    .from(grazingEvents)
    .where(and(...where))
    .orderBy(asc(grazingEvents.startDate));
}

export async function findGrazingEvent(
  organisationId: string,
  eventId: string,
  executor: Executor = db(),
): Promise<GrazingEventRow | null> {
  if (!isUuid(organisationId) || !isUuid(eventId)) return null;
  const [row] = await executor
    .select()
    .from(grazingEvents)
    .where(and(eq(grazingEvents.organisationId, organisationId), eq(grazingEvents.id, eventId)));
  return row ?? null;
}

export async function insertGrazingEvent(
  organisationId: string,
  values: GrazingEventValues,
  createdBy: string | null,
  executor: Executor = db(),
): Promise<GrazingEventRow> {
  const [row] = await executor
    .insert(grazingEvents)
    .values({ ...values, organisationId, createdBy })
    .returning();
  return row!;
}

export async function updateGrazingEvent(
  organisationId: string,
  eventId: string,
  values: GrazingEventValues,
  executor: Executor = db(),
): Promise<GrazingEventRow | null> {
  if (!isUuid(organisationId) || !isUuid(eventId)) return null;
  const [row] = await executor
    .update(grazingEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(grazingEvents.organisationId, organisationId), eq(grazingEvents.id, eventId)))
    .returning();
  return row ?? null;
}

export async function deleteGrazingEvent(
  organisationId: string,
  eventId: string,
  executor: Executor = db(),
): Promise<GrazingEventRow | null> {
  if (!isUuid(organisationId) || !isUuid(eventId)) return null;
  const [row] = await executor
    .delete(grazingEvents)
    .where(and(eq(grazingEvents.organisationId, organisationId), eq(grazingEvents.id, eventId)))
    .returning();
  return row ?? null;
}

/**
 * Grazing events with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingGrazingEvents(
  organisationId: string,
  rows: readonly (Omit<typeof grazingEvents.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(grazingEvents)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: grazingEvents.id });
  return written.map((row) => row.id);
}
