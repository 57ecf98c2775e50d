// Job postings (spec §3 'Job posting') and their applicant counts (spec §2 'Job Listings tab').
// Admin-side data access; the public list of /jobs has its own queries. An id that is not a
// UUID is not found.
import { desc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { jobApplications, jobPostings, storedFiles } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type JobPosting = typeof jobPostings.$inferSelect;
export type NewJobPosting = typeof jobPostings.$inferInsert;

export interface PostingCounts {
  total: number;
  pending: number;
  future: number;
  /** Status 'interview' ('To interview'). */
  awaitingInterview: number;
}

export interface PostingWithCounts extends JobPosting {
  counts: PostingCounts;
  leaflet: { id: string; name: string } | null;
}

/** Every posting, newest first, with its applicant counts: one grouped query over the index. */
export async function listPostingsWithCounts(
  executor: Executor = db(),
): Promise<PostingWithCounts[]> {
  const counts = executor
    .select({
      jobId: jobApplications.jobId,
      total: sql<number>`count(*)::int`.as("total"),
      pending: sql<number>`(count(*) filter (where ${jobApplications.status} = 'pending'))::int`.as(
        "pending",
      ),
      future: sql<number>`(count(*) filter (where ${jobApplications.status} = 'future'))::int`.as(
        "future",
      ),
      awaiting:
        sql<number>`(count(*) filter (where ${jobApplications.status} = 'interview'))::int`.as(
          "awaiting",
        ),
    })
    .from(jobApplications)
    .groupBy(jobApplications.jobId)
    .as("counts");
  const rows = await executor
    .select({
      posting: jobPostings,
      total: counts.total,
      pending: counts.pending,
      future: counts.future,
      awaiting: counts.awaiting,
      leafletName: storedFiles.originalName,
    })
    .from(jobPostings)
    .leftJoin(counts, eq(counts.jobId, jobPostings.id))
    .leftJoin(storedFiles, eq(storedFiles.id, jobPostings.leafletFileId))
    .orderBy(desc(jobPostings.createdAt), jobPostings.id);
  return rows.map((row) => ({
    ...row.posting,
    counts: {
      total: row.total ?? 0,
      pending: row.pending ?? 0,
      future: row.future ?? 0,
      awaitingInterview: row.awaiting ?? 0,
    },
    leaflet:
      row.posting.leafletFileId && row.leafletName
        ? { id: row.posting.leafletFileId, name: row.leafletName }
        : null,
  }));
}

/** Id and title of every posting, for the 'filter by job listing' choice. */
export async function listPostingTitles(executor: Executor = db()) {
  return executor
    .select({ id: jobPostings.id, title: jobPostings.title, status: jobPostings.status })
    .from(jobPostings)
    .orderBy(jobPostings.title, jobPostings.id);
}

export async function findPosting(id: string, executor: Executor = db()) {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .select({ posting: jobPostings, leafletName: storedFiles.originalName })
    .from(jobPostings)
    .leftJoin(storedFiles, eq(storedFiles.id, jobPostings.leafletFileId))
    .where(eq(jobPostings.id, id));
  if (!row) return null;
  return {
    ...row.posting,
    leaflet:
      row.posting.leafletFileId && row.leafletName
        ? { id: row.posting.leafletFileId, name: row.leafletName }
        : null,
  };
}

/** The posting locked for an update in `tx` (null when it does not exist). */
export async function lockPosting(id: string, tx: Executor) {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(jobPostings).where(eq(jobPostings.id, id)).for("update");
  return row ?? null;
}

export async function insertPosting(values: NewJobPosting, executor: Executor = db()) {
  const [row] = await executor.insert(jobPostings).values(values).returning();
  return row!;
}

export async function updatePostingRow(
  id: string,
  values: Partial<NewJobPosting>,
  executor: Executor = db(),
) {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .update(jobPostings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobPostings.id, id))
    .returning();
  return row ?? null;
}

/**
 * Job postings with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingPostings(
  rows: readonly (typeof jobPostings.$inferInsert & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await executor
    .insert(jobPostings)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: jobPostings.id });
  return written.map((row) => row.id);
}
