// Season submissions and their reviewed items (issue 16; decision 0080; spec §3 'Organisation':
// submissions (submissionId); §7 'Submission: GET, POST, DELETE'). Organisation functions take the
// organisation id the caller already checked and put it in the `where` clause: another
// organisation's submission is not found, and neither is an id that is not a UUID. The review
// queue and the all-submissions list are the admin's cross-organisation reads.
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { organisations, submissionItems, submissions, users } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { SubmissionStatus } from "~/shared/review";
import { readOnce } from "./read-once.server";

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmission = Omit<typeof submissions.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type SubmissionItemRow = typeof submissionItems.$inferSelect;
export type NewSubmissionItem = Omit<
  typeof submissionItems.$inferInsert,
  "id" | "createdAt" | "updatedAt"
>;

export async function insertSubmission(
  values: NewSubmission,
  executor: Executor = db(),
): Promise<SubmissionRow> {
  const [row] = await executor.insert(submissions).values(values).returning();
  return row!;
}

export async function insertSubmissionItems(
  values: readonly NewSubmissionItem[],
  executor: Executor = db(),
): Promise<SubmissionItemRow[]> {
  if (values.length === 0) return [];
  return executor
    .insert(submissionItems)
    .values([...values])
    .returning();
}

/** The organisation's submission of `season` that is not withdrawn, or null. */
export async function findActiveSubmission(
  organisationId: string,
  season: number,
  executor: Executor = db(),
): Promise<SubmissionRow | null> {
  if (!isUuid(organisationId) || !Number.isInteger(season)) return null;
  const [row] = await executor
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.organisationId, organisationId),
        eq(submissions.season, season),
        ne(submissions.status, "WITHDRAWN"),
      ),
    );
  return row ?? null;
}

/** One submission of the organisation; null for another organisation's or an unknown id. */
export async function findSubmission(
  organisationId: string,
  submissionId: string,
  executor: Executor = db(),
): Promise<SubmissionRow | null> {
  if (!isUuid(organisationId) || !isUuid(submissionId)) return null;
  const [row] = await executor
    .select()
    .from(submissions)
    .where(and(eq(submissions.organisationId, organisationId), eq(submissions.id, submissionId)));
  return row ?? null;
}

/** One submission by id, whatever its organisation (the admin's review page). */
export async function findSubmissionById(
  submissionId: string,
  executor: Executor = db(),
): Promise<SubmissionRow | null> {
  if (!isUuid(submissionId)) return null;
  const [row] = await executor.select().from(submissions).where(eq(submissions.id, submissionId));
  return row ?? null;
}

/** Locks a submission row for the rest of the transaction (concurrent decisions queue up). */
export async function lockSubmission(
  submissionId: string,
  executor: Executor,
): Promise<SubmissionRow | null> {
  if (!isUuid(submissionId)) return null;
  const [row] = await executor
    .select()
    .from(submissions)
    .where(eq(submissions.id, submissionId))
    .for("update");
  return row ?? null;
}

/** The organisation's submissions, newest first (withdrawn ones too: the history). */
export async function listOrganisationSubmissions(
  organisationId: string,
  executor?: Executor,
): Promise<SubmissionRow[]> {
  return readOnce(
    `listOrganisationSubmissions:${JSON.stringify([organisationId])}`,
    executor,
    async (executor) => {
      if (!isUuid(organisationId)) return [];
      return executor
        .select()
        .from(submissions)
        .where(eq(submissions.organisationId, organisationId))
        .orderBy(desc(submissions.submittedAt), desc(submissions.id));
    },
  );
}

export async function updateSubmission(
  submissionId: string,
  values: Partial<NewSubmission>,
  executor: Executor = db(),
): Promise<SubmissionRow | null> {
  if (!isUuid(submissionId)) return null;
  const [row] = await executor
    .update(submissions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(submissions.id, submissionId))
    .returning();
  return row ?? null;
}

/**
 * The items of submissions: the plan, the practice data, then the evidence in the order it was
 * added (items added by one statement share their time: then by label). The enum's order is the
 * kind's order.
 */
export async function listSubmissionItems(
  submissionIds: readonly string[],
  executor: Executor = db(),
): Promise<SubmissionItemRow[]> {
  const ids = submissionIds.filter(isUuid);
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(submissionItems)
    .where(inArray(submissionItems.submissionId, ids))
    .orderBy(
      asc(submissionItems.kind),
      asc(submissionItems.createdAt),
      asc(submissionItems.label),
      asc(submissionItems.id),
    );
}

export async function updateSubmissionItem(
  submissionId: string,
  itemId: string,
  values: Partial<NewSubmissionItem>,
  executor: Executor = db(),
): Promise<SubmissionItemRow | null> {
  if (!isUuid(submissionId) || !isUuid(itemId)) return null;
  const [row] = await executor
    .update(submissionItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(submissionItems.submissionId, submissionId), eq(submissionItems.id, itemId)))
    .returning();
  return row ?? null;
}

/**
 * The review item of each evidence item that is in a submission that is not withdrawn, with
 * the submission's status and when its summary decision was sent (to work out what the farmer
 * sees). Keyed by evidence id.
 */
export async function findEvidenceReviewStates(
  organisationId: string,
  evidenceIds: readonly string[],
  executor: Executor = db(),
): Promise<
  Map<string, { item: SubmissionItemRow; status: SubmissionStatus; decidedAt: Date | null }>
> {
  const ids = evidenceIds.filter(isUuid);
  const result = new Map<
    string,
    { item: SubmissionItemRow; status: SubmissionStatus; decidedAt: Date | null }
  >();
  if (!isUuid(organisationId) || ids.length === 0) return result;
  const rows = await executor
    .select({ item: submissionItems, status: submissions.status, decidedAt: submissions.decidedAt })
    .from(submissionItems)
    .innerJoin(submissions, eq(submissions.id, submissionItems.submissionId))
    .where(
      and(
        eq(submissionItems.organisationId, organisationId),
        inArray(submissionItems.evidenceId, ids),
        ne(submissions.status, "WITHDRAWN"),
      ),
    );
  for (const row of rows) result.set(row.item.evidenceId!, row);
  return result;
}

export interface SubmissionListRow extends SubmissionRow {
  organisationName: string;
  submittedByEmail: string | null;
  itemCount: number;
  pendingCount: number;
  changesCount: number;
  rejectedCount: number;
}

export interface SubmissionListFilter {
  statuses?: readonly SubmissionStatus[];
  organisationId?: string | null;
  season?: number | null;
}

function listWhere(filter: SubmissionListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.statuses && filter.statuses.length > 0)
    conditions.push(inArray(submissions.status, [...filter.statuses]));
  if (filter.organisationId && isUuid(filter.organisationId))
    conditions.push(eq(submissions.organisationId, filter.organisationId));
  if (filter.season !== undefined && filter.season !== null && Number.isInteger(filter.season))
    conditions.push(eq(submissions.season, filter.season));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Submissions across organisations with their organisation's name and item counts, one page.
 * `order`: 'queue' = oldest waiting first (the review queue); 'newest' = newest submitted first.
 */
export async function listSubmissionsAcross(
  filter: SubmissionListFilter,
  page: { limit: number; offset: number; order: "queue" | "newest" },
  executor: Executor = db(),
): Promise<{ rows: SubmissionListRow[]; total: number }> {
  const where = listWhere(filter);
  const counts = executor
    .select({
      submissionId: submissionItems.submissionId,
      itemCount: count().as("item_count"),
      pendingCount: sql<number>`count(*) filter (where ${submissionItems.status} = 'PENDING')`.as(
        "pending_count",
      ),
      changesCount:
        sql<number>`count(*) filter (where ${submissionItems.status} = 'CHANGES_REQUESTED')`.as(
          "changes_count",
        ),
      rejectedCount: sql<number>`count(*) filter (where ${submissionItems.status} = 'REJECTED')`.as(
        "rejected_count",
      ),
    })
    .from(submissionItems)
    .groupBy(submissionItems.submissionId)
    .as("counts");
  const [rows, [total]] = await Promise.all([
    executor
      .select({
        submission: submissions,
        organisationName: organisations.name,
        submittedByEmail: users.email,
        itemCount: counts.itemCount,
        pendingCount: counts.pendingCount,
        changesCount: counts.changesCount,
        rejectedCount: counts.rejectedCount,
      })
      .from(submissions)
      .innerJoin(organisations, eq(organisations.id, submissions.organisationId))
      .leftJoin(users, eq(users.id, submissions.submittedBy))
      .leftJoin(counts, eq(counts.submissionId, submissions.id))
      .where(where)
      .orderBy(
        ...(page.order === "queue"
          ? [asc(submissions.waitingSince), asc(submissions.id)]
          : [desc(submissions.submittedAt), desc(submissions.id)]),
      )
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: count() }).from(submissions).where(where),
  ]);
  return {
    total: total?.total ?? 0,
    rows: rows.map((row) => ({
      ...row.submission,
      organisationName: row.organisationName,
      submittedByEmail: row.submittedByEmail,
      itemCount: Number(row.itemCount ?? 0),
      pendingCount: Number(row.pendingCount ?? 0),
      changesCount: Number(row.changesCount ?? 0),
      rejectedCount: Number(row.rejectedCount ?? 0),
    })),
  };
}

/**
 * A season's submission with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. True when it was written.
 */
export async function insertMissingSubmission(
  organisationId: string,
  row: Omit<typeof submissions.$inferInsert, "organisationId"> & { id: string },
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(organisationId)) return false;
  const written = await executor
    .insert(submissions)
    .values({ ...row, organisationId })
    .onConflictDoNothing()
    .returning({ id: submissions.id });
  return written.length > 0;
}

/**
 * A submission's items with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingSubmissionItems(
  organisationId: string,
  rows: readonly (Omit<typeof submissionItems.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(submissionItems)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: submissionItems.id });
  return written.map((row) => row.id);
}
