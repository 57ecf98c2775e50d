// Implementation plans and their actions (spec §3 'Organisation': implementation plan (id,
// data); §7 'Implementation plan: GET, POST, PUT', 'Actions'; issue 15; decisions 0073, 0075).
// Every function takes the organisation id the caller already checked and puts it in the `where`
// clause: another organisation's plan or action is simply not found; an id that is not a UUID is
// not found either, so PostgreSQL never sees it.
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { implementationPlans, planActions } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import { readOnce } from "./read-once.server";

export type ImplementationPlanRow = typeof implementationPlans.$inferSelect;
export type PlanActionRow = typeof planActions.$inferSelect;

/** What a service writes of an action: the practice and its timing (spec §3 'Programme link fields'). */
export type PlanActionValues = Pick<
  typeof planActions.$inferInsert,
  "practice" | "programmeTarget" | "programmeLinkDirection" | "programmeLinkDays" | "date" | "notes"
> & {
  /** The action's id to keep (an unchanged row of the page's list); a new one otherwise. */
  id?: string | null;
};

/**
 * The season of the organisation's first submitted plan: the programme's first season
 * (decision 0073); null before any plan is submitted.
 */
export async function firstSubmittedPlanSeason(
  organisationId: string,
  executor?: Executor,
): Promise<number | null> {
  return readOnce(
    `firstSubmittedPlanSeason:${JSON.stringify([organisationId])}`,
    executor,
    async (executor) => {
      if (!isUuid(organisationId)) return null;
      const [row] = await executor
        .select({ season: implementationPlans.season })
        .from(implementationPlans)
        .where(
          and(
            eq(implementationPlans.organisationId, organisationId),
            isNotNull(implementationPlans.submittedAt),
          ),
        )
        .orderBy(asc(implementationPlans.season))
        .limit(1);
      return row?.season ?? null;
    },
  );
}

/** The organisation's plan for `season`; null when it has none. */
export async function findPlan(
  organisationId: string,
  season: number,
  executor?: Executor,
): Promise<ImplementationPlanRow | null> {
  return readOnce(
    `findPlan:${JSON.stringify([organisationId, season])}`,
    executor,
    async (executor) => {
      if (!isUuid(organisationId) || !Number.isInteger(season)) return null;
      const [row] = await executor
        .select()
        .from(implementationPlans)
        .where(
          and(
            eq(implementationPlans.organisationId, organisationId),
            eq(implementationPlans.season, season),
          ),
        );
      return row ?? null;
    },
  );
}

/** The plan for `season`, created when the organisation has none yet (one per season). */
export async function ensurePlan(
  organisationId: string,
  season: number,
  executor: Executor = db(),
): Promise<ImplementationPlanRow> {
  if (!isUuid(organisationId)) throw new Error("ensurePlan needs an organisation id.");
  await executor
    .insert(implementationPlans)
    .values({ organisationId, season })
    .onConflictDoNothing({
      target: [implementationPlans.organisationId, implementationPlans.season],
    });
  return (await findPlan(organisationId, season, executor))!;
}

/** Every action of the organisation's plan, by field and in the order they were written. */
export async function listActions(
  organisationId: string,
  planId: string,
  executor: Executor = db(),
): Promise<PlanActionRow[]> {
  if (!isUuid(organisationId) || !isUuid(planId)) return [];
  return executor
    .select()
    .from(planActions)
    .where(and(eq(planActions.organisationId, organisationId), eq(planActions.planId, planId)))
    .orderBy(asc(planActions.fieldId), asc(planActions.createdAt), asc(planActions.id));
}

/** One action of the organisation; null for another organisation's or an unknown id. */
export async function findAction(
  organisationId: string,
  actionId: string,
  executor: Executor = db(),
): Promise<PlanActionRow | null> {
  if (!isUuid(organisationId) || !isUuid(actionId)) return null;
  const [row] = await executor
    .select()
    .from(planActions)
    .where(and(eq(planActions.organisationId, organisationId), eq(planActions.id, actionId)));
  return row ?? null;
}

/**
 * Replaces a field's actions in a plan with `actions`: a row with the id of one of the field's
 * actions in this plan keeps that id (updated in place), every other row is new, and the
 * field's actions not in the list are deleted. Run it inside the caller's transaction so the
 * list is replaced as a whole. Returns the field's actions after.
 */
export async function replaceFieldActions(
  organisationId: string,
  planId: string,
  fieldId: string,
  actions: readonly PlanActionValues[],
  createdBy: string | null,
  executor: Executor = db(),
): Promise<PlanActionRow[]> {
  if (!isUuid(organisationId) || !isUuid(planId) || !isUuid(fieldId)) return [];
  const scope = and(
    eq(planActions.organisationId, organisationId),
    eq(planActions.planId, planId),
    eq(planActions.fieldId, fieldId),
  );
  const existing = new Map(
    (await executor.select().from(planActions).where(scope)).map((row) => [row.id, row]),
  );
  // Every row of the field goes, then the list is written: a kept row (its id posted back) keeps
  // its id and author, so rows may swap practices without meeting the unique index on plan,
  // field and practice half-way. createdAt keeps the list's order (a millisecond apart).
  if (existing.size > 0) await executor.delete(planActions).where(scope);
  const written: PlanActionRow[] = [];
  const start = Date.now();
  for (const [index, action] of actions.entries()) {
    const { id, ...values } = action;
    const before = id ? existing.get(id) : undefined;
    const [row] = await executor
      .insert(planActions)
      .values({
        ...(before ? { id: before.id, createdBy: before.createdBy } : { createdBy }),
        createdAt: new Date(start + index),
        ...values,
        planId,
        organisationId,
        fieldId,
      })
      .returning();
    written.push(row!);
  }
  if (written.length > 0 || existing.size > 0) {
    await executor
      .update(implementationPlans)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(implementationPlans.organisationId, organisationId),
          eq(implementationPlans.id, planId),
        ),
      );
  }
  return written;
}

/** Marks the plan submitted by `userId` now; null when it is not the organisation's. */
export async function markSubmitted(
  organisationId: string,
  planId: string,
  userId: string | null,
  executor: Executor = db(),
): Promise<ImplementationPlanRow | null> {
  if (!isUuid(organisationId) || !isUuid(planId)) return null;
  const [row] = await executor
    .update(implementationPlans)
    .set({ submittedAt: sql`now()`, submittedBy: userId, updatedAt: sql`now()` })
    .where(
      and(
        eq(implementationPlans.organisationId, organisationId),
        eq(implementationPlans.id, planId),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * A season's plan with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. True when it was written.
 */
export async function insertMissingPlan(
  organisationId: string,
  row: Omit<typeof implementationPlans.$inferInsert, "organisationId"> & { id: string },
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(organisationId)) return false;
  const written = await executor
    .insert(implementationPlans)
    .values({ ...row, organisationId })
    .onConflictDoNothing()
    .returning({ id: implementationPlans.id });
  return written.length > 0;
}

/**
 * A plan's actions with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingActions(
  organisationId: string,
  rows: readonly (Omit<typeof planActions.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(planActions)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: planActions.id });
  return written.map((row) => row.id);
}
