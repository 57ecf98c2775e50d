// Herds (spec §3 'Herd': id, type, frameSize; issue 15; decision 0077). Every function takes the
// organisation id the caller already checked and puts it in the `where` clause, so another
// organisation's herd is simply not found; an id that is not a UUID is not found either.
import { and, asc, count, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { grazingEvents, herds } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type HerdRow = typeof herds.$inferSelect;
export type HerdValues = Pick<typeof herds.$inferInsert, "name" | "type" | "frameSize">;

/** The organisation's herds, by name. */
export async function listHerds(organisationId: string, executor: Executor = db()) {
  if (!isUuid(organisationId)) return [];
  return executor
    .select()
    .from(herds)
    .where(eq(herds.organisationId, organisationId))
    .orderBy(asc(herds.name), asc(herds.createdAt));
}

export async function findHerd(
  organisationId: string,
  herdId: string,
  executor: Executor = db(),
): Promise<HerdRow | null> {
  if (!isUuid(organisationId) || !isUuid(herdId)) return null;
  const [row] = await executor
    .select()
    .from(herds)
    .where(and(eq(herds.organisationId, organisationId), eq(herds.id, herdId)));
  return row ?? null;
}

export async function insertHerd(
  organisationId: string,
  values: HerdValues,
  createdBy: string | null,
  executor: Executor = db(),
): Promise<HerdRow> {
  const [row] = await executor
    .insert(herds)
    .values({ ...values, organisationId, createdBy })
    .returning();
  return row!;
}

export async function updateHerd(
  organisationId: string,
  herdId: string,
  values: HerdValues,
  executor: Executor = db(),
): Promise<HerdRow | null> {
  if (!isUuid(organisationId) || !isUuid(herdId)) return null;
  const [row] = await executor
    .update(herds)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(herds.organisationId, organisationId), eq(herds.id, herdId)))
    .returning();
  return row ?? null;
}

/** Deletes a herd (its livestock numbers go with it: the foreign key cascades). */
export async function deleteHerd(
  organisationId: string,
  herdId: string,
  executor: Executor = db(),
): Promise<HerdRow | null> {
  if (!isUuid(organisationId) || !isUuid(herdId)) return null;
  const [row] = await executor
    .delete(herds)
    .where(and(eq(herds.organisationId, organisationId), eq(herds.id, herdId)))
    .returning();
  return row ?? null;
}

/** How many grazing events use the herd. */
export async function countHerdGrazingEvents(
  organisationId: string,
  herdId: string,
  executor: Executor = db(),
): Promise<number> {
  if (!isUuid(organisationId) || !isUuid(herdId)) return 0;
  const [row] = await executor
    .select({ n: count() })
    .from(grazingEvents)
    .where(and(eq(grazingEvents.organisationId, organisationId), eq(grazingEvents.herdId, herdId)));
  return row?.n ?? 0;
}

/**
 * Herds with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingHerds(
  organisationId: string,
  rows: readonly (Omit<typeof herds.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(herds)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: herds.id });
  return written.map((row) => row.id);
}
