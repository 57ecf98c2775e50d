// What the programme asks an organisation to do (issue 16; decision 0080; spec §4 'Task or
// request types': FARM, PRACTICE_DATA, ADMIN_REQUESTED). Scoped by organisation in every `where`.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { tasks } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { TaskStatus } from "~/shared/review";

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = Omit<typeof tasks.$inferInsert, "id" | "createdAt" | "updatedAt">;

export async function insertTask(values: NewTask, executor: Executor = db()): Promise<TaskRow> {
  const [row] = await executor.insert(tasks).values(values).returning();
  return row!;
}

/** The organisation's requests: open ones first (oldest first), then done ones (newest first). */
export async function listTasks(
  organisationId: string,
  options: { status?: TaskStatus } = {},
  executor: Executor = db(),
): Promise<TaskRow[]> {
  if (!isUuid(organisationId)) return [];
  const rows = await executor
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.organisationId, organisationId),
        options.status ? eq(tasks.status, options.status) : undefined,
      ),
    )
    .orderBy(asc(tasks.createdAt), asc(tasks.id));
  const open = rows.filter((t) => t.status === "IN_PROGRESS");
  const done = rows.filter((t) => t.status === "COMPLETE").reverse();
  return [...open, ...done];
}

/** The open requests of several organisations (the admin's lists), newest first. */
export async function listOpenTasksOf(
  organisationIds: readonly string[],
  executor: Executor = db(),
): Promise<TaskRow[]> {
  const ids = organisationIds.filter(isUuid);
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(tasks)
    .where(and(inArray(tasks.organisationId, ids), eq(tasks.status, "IN_PROGRESS")))
    .orderBy(desc(tasks.createdAt));
}

export async function findTask(
  organisationId: string,
  taskId: string,
  executor: Executor = db(),
): Promise<TaskRow | null> {
  if (!isUuid(organisationId) || !isUuid(taskId)) return null;
  const [row] = await executor
    .select()
    .from(tasks)
    .where(and(eq(tasks.organisationId, organisationId), eq(tasks.id, taskId)));
  return row ?? null;
}

export async function updateTask(
  organisationId: string,
  taskId: string,
  values: Partial<NewTask>,
  executor: Executor = db(),
): Promise<TaskRow | null> {
  if (!isUuid(organisationId) || !isUuid(taskId)) return null;
  const [row] = await executor
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tasks.organisationId, organisationId), eq(tasks.id, taskId)))
    .returning();
  return row ?? null;
}

/** Completes the open requests tied to a review item (the farmer resubmitted it). */
export async function completeTasksOfItem(
  organisationId: string,
  submissionItemId: string,
  completedBy: string | null,
  executor: Executor = db(),
): Promise<TaskRow[]> {
  if (!isUuid(organisationId) || !isUuid(submissionItemId)) return [];
  return executor
    .update(tasks)
    .set({ status: "COMPLETE", completedAt: new Date(), completedBy, updatedAt: new Date() })
    .where(
      and(
        eq(tasks.organisationId, organisationId),
        eq(tasks.submissionItemId, submissionItemId),
        eq(tasks.status, "IN_PROGRESS"),
      ),
    )
    .returning();
}

/**
 * Requests with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingTasks(
  organisationId: string,
  rows: readonly (Omit<typeof tasks.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(tasks)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: tasks.id });
  return written.map((row) => row.id);
}
