// Generated summary files (issue 18; decision 0102): the summary_exports rows (queued → running
// → ready | failed, with a lease so one instance builds a file), and the reads the generator
// makes a page at a time that no other model offers (organisation facts, practice data per
// field and season, job applications). Admin-only data: the routes' guards decide who reaches
// it. An id that is not a UUID finds nothing (PostgreSQL would raise on it).
import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  cropJourneys,
  fertiliserInputs,
  fields,
  grazingEvents,
  jobApplications,
  jobPostings,
  memberships,
  organisationDetails,
  organisations,
  storedFiles,
  summaryExports,
  users,
} from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { SummaryExportKind, SummaryExportStatus } from "~/shared/summary-files";

export type SummaryExportRow = typeof summaryExports.$inferSelect;

export interface SummaryExportView extends SummaryExportRow {
  requestedByEmail: string | null;
  requestedByName: string | null;
  requestedBySurname: string | null;
  fileName: string | null;
  fileSize: number | null;
}

const viewColumns = {
  export: summaryExports,
  requestedByEmail: users.email,
  requestedByName: users.name,
  requestedBySurname: users.surname,
  fileName: storedFiles.originalName,
  fileSize: storedFiles.size,
};

type ViewSelect = {
  export: SummaryExportRow;
  requestedByEmail: string | null;
  requestedByName: string | null;
  requestedBySurname: string | null;
  fileName: string | null;
  fileSize: number | null;
};
const toView = (row: ViewSelect): SummaryExportView => ({
  ...row.export,
  requestedByEmail: row.requestedByEmail,
  requestedByName: row.requestedByName,
  requestedBySurname: row.requestedBySurname,
  fileName: row.fileName,
  fileSize: row.fileSize,
});

const PENDING: SummaryExportStatus[] = ["queued", "running"];

/**
 * Serialises requests for one kind until the transaction ends, so two admins asking at once get
 * one export (there is no unique index on pending rows: an advisory lock per kind instead).
 */
export async function lockKindRequests(kind: SummaryExportKind, tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`summary-export:${kind}`}))`);
}

/** The queued or running export of `kind`, if there is one. */
export async function findPendingExport(
  kind: SummaryExportKind,
  executor: Executor = db(),
): Promise<SummaryExportRow | null> {
  const [row] = await executor
    .select()
    .from(summaryExports)
    .where(and(eq(summaryExports.kind, kind), inArray(summaryExports.status, PENDING)))
    .orderBy(asc(summaryExports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertExport(
  values: { kind: SummaryExportKind; requestedBy: string | null },
  executor: Executor = db(),
): Promise<SummaryExportRow> {
  const [row] = await executor.insert(summaryExports).values(values).returning();
  return row!;
}

export async function findExport(
  id: string,
  executor: Executor = db(),
): Promise<SummaryExportView | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .select(viewColumns)
    .from(summaryExports)
    .leftJoin(users, eq(users.id, summaryExports.requestedBy))
    .leftJoin(storedFiles, eq(storedFiles.id, summaryExports.fileId))
    .where(eq(summaryExports.id, id));
  return row ? toView(row) : null;
}

/** The latest exports of the given kinds, newest first. */
export async function listExports(
  kinds: readonly SummaryExportKind[],
  limit: number,
  executor: Executor = db(),
): Promise<SummaryExportView[]> {
  if (kinds.length === 0) return [];
  const rows = await executor
    .select(viewColumns)
    .from(summaryExports)
    .leftJoin(users, eq(users.id, summaryExports.requestedBy))
    .leftJoin(storedFiles, eq(storedFiles.id, summaryExports.fileId))
    .where(inArray(summaryExports.kind, [...kinds]))
    .orderBy(desc(summaryExports.createdAt), desc(summaryExports.id))
    .limit(limit);
  return rows.map(toView);
}

/**
 * Takes the oldest export waiting (queued, or running with a lease that ran out: its worker
 * died) with fewer than `maxAttempts` tries, and leases it to the caller until `now + leaseMs`.
 * FOR UPDATE SKIP LOCKED: two workers asking at once take different rows, never the same one.
 * The returned `attempts` is the caller's token: finishing checks it, so a worker whose lease
 * was taken over cannot overwrite the newer worker's result.
 */
export async function claimNextExport(
  now: Date,
  leaseMs: number,
  maxAttempts: number,
  executor: Executor = db(),
): Promise<SummaryExportRow | null> {
  const until = new Date(now.getTime() + leaseMs);
  const waiting = executor
    .select({ id: summaryExports.id })
    .from(summaryExports)
    .where(
      and(
        lt(summaryExports.attempts, maxAttempts),
        or(
          eq(summaryExports.status, "queued"),
          and(eq(summaryExports.status, "running"), lt(summaryExports.lockedUntil, now)),
        ),
      ),
    )
    .orderBy(asc(summaryExports.createdAt), asc(summaryExports.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await executor
    .update(summaryExports)
    .set({
      status: "running",
      lockedUntil: until,
      attempts: sql`${summaryExports.attempts} + 1`,
      startedAt: now,
      error: null,
    })
    .where(inArray(summaryExports.id, waiting))
    .returning();
  return row ?? null;
}

const heldBy = (id: string, attempt: number) =>
  and(
    eq(summaryExports.id, id),
    eq(summaryExports.status, "running"),
    eq(summaryExports.attempts, attempt),
  );

/** Extends the caller's lease; false when it is no longer theirs. */
export async function renewLease(
  id: string,
  attempt: number,
  until: Date,
  executor: Executor = db(),
): Promise<boolean> {
  const rows = await executor
    .update(summaryExports)
    .set({ lockedUntil: until })
    .where(heldBy(id, attempt))
    .returning({ id: summaryExports.id });
  return rows.length > 0;
}

/** Ends the caller's run as ready or failed; false when the lease is no longer theirs. */
export async function finishExport(
  id: string,
  attempt: number,
  outcome:
    { status: "ready"; fileId: string; rowCount: number } | { status: "failed"; error: string },
  now: Date,
  executor: Executor = db(),
): Promise<boolean> {
  const rows = await executor
    .update(summaryExports)
    .set(
      outcome.status === "ready"
        ? {
            status: "ready",
            fileId: outcome.fileId,
            rowCount: outcome.rowCount,
            error: null,
            finishedAt: now,
            lockedUntil: null,
          }
        : { status: "failed", error: outcome.error, finishedAt: now, lockedUntil: null },
    )
    .where(heldBy(id, attempt))
    .returning({ id: summaryExports.id });
  return rows.length > 0;
}

/** Running exports whose worker died `maxAttempts` times: failed with `error`. */
export async function failAbandonedExports(
  now: Date,
  maxAttempts: number,
  error: string,
  executor: Executor = db(),
): Promise<number> {
  const rows = await executor
    .update(summaryExports)
    .set({ status: "failed", error, finishedAt: now, lockedUntil: null })
    .where(
      and(
        inArray(summaryExports.status, PENDING),
        sql`${summaryExports.attempts} >= ${maxAttempts}`,
        or(eq(summaryExports.status, "queued"), lt(summaryExports.lockedUntil, now)),
      ),
    )
    .returning({ id: summaryExports.id });
  return rows.length;
}

/** Finished exports older than `before`, with their file's storage key (the sweep). */
export async function listFinishedBefore(
  before: Date,
  limit: number,
  executor: Executor = db(),
): Promise<{ id: string; fileId: string | null; storageKey: string | null }[]> {
  return executor
    .select({
      id: summaryExports.id,
      fileId: summaryExports.fileId,
      storageKey: storedFiles.storageKey,
    })
    .from(summaryExports)
    .leftJoin(storedFiles, eq(storedFiles.id, summaryExports.fileId))
    .where(and(isNotNull(summaryExports.finishedAt), lt(summaryExports.finishedAt, before)))
    .orderBy(asc(summaryExports.finishedAt))
    .limit(limit);
}

export async function deleteExportRow(id: string, executor: Executor = db()): Promise<void> {
  if (!isUuid(id)) return;
  await executor.delete(summaryExports).where(eq(summaryExports.id, id));
}

// ---- What the generator reads, a page at a time ----

export interface OrganisationFacts {
  id: string;
  province: string | null;
  members: number;
  createdAt: Date;
}

/** Province, member count and creation time of the organisations `ids`. */
export async function readOrganisationFacts(
  ids: readonly string[],
  executor: Executor = db(),
): Promise<OrganisationFacts[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await executor
    .select({
      id: organisations.id,
      province: organisationDetails.province,
      createdAt: organisations.createdAt,
      members: sql<number>`(select count(*)::int from ${memberships} m where m.organisation_id = ${organisations.id})`,
    })
    .from(organisations)
    .leftJoin(organisationDetails, eq(organisationDetails.organisationId, organisations.id))
    .where(inArray(organisations.id, valid));
  return rows.map((row) => ({
    ...row,
    province: row.province ?? null,
    members: Number(row.members),
  }));
}

export interface PracticeFieldSeason {
  organisationName: string;
  season: number;
  fieldName: string;
  landUse: string;
  tillage: string | null;
  residue: string | null;
  crops: unknown;
  grazingEvents: number;
  grazingHours: number;
  fertiliserInputs: number;
}

/**
 * The crop journeys (one per field and season) with the season's grazing events on the field
 * (count and hours) and fertiliser inputs (count): by organisation, season (newest first), field.
 */
export async function readPracticePage(
  page: { offset: number; limit: number },
  executor: Executor = db(),
): Promise<PracticeFieldSeason[]> {
  const rows = await executor
    .select({
      organisationName: organisations.name,
      season: cropJourneys.season,
      fieldName: fields.name,
      landUse: cropJourneys.landUse,
      tillage: cropJourneys.tillage,
      residue: cropJourneys.residue,
      crops: cropJourneys.crops,
      grazingEvents: sql<number>`(select count(*)::int from ${grazingEvents} g where g.organisation_id = ${cropJourneys.organisationId} and g.season = ${cropJourneys.season} and ${cropJourneys.fieldId} = any(g.field_ids))`,
      grazingHours: sql<number>`(select coalesce(sum(g.hours_on_field), 0)::float8 from ${grazingEvents} g where g.organisation_id = ${cropJourneys.organisationId} and g.season = ${cropJourneys.season} and ${cropJourneys.fieldId} = any(g.field_ids))`,
      fertiliserInputs: sql<number>`(select count(*)::int from ${fertiliserInputs} f where f.field_id = ${cropJourneys.fieldId} and f.season = ${cropJourneys.season})`,
    })
    .from(cropJourneys)
    .innerJoin(fields, eq(fields.id, cropJourneys.fieldId))
    .innerJoin(organisations, eq(organisations.id, cropJourneys.organisationId))
    .orderBy(
      asc(organisations.name),
      asc(organisations.id),
      desc(cropJourneys.season),
      asc(fields.name),
      asc(fields.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...row,
    grazingEvents: Number(row.grazingEvents),
    grazingHours: Number(row.grazingHours),
    fertiliserInputs: Number(row.fertiliserInputs),
  }));
}

export interface JobApplicationLine {
  posting: string;
  firstName: string;
  surname: string;
  email: string;
  status: string;
  appliedAt: Date;
}

/** Every job application with its posting's title, newest first. */
export async function readJobApplicationPage(
  page: { offset: number; limit: number },
  executor: Executor = db(),
): Promise<JobApplicationLine[]> {
  return executor
    .select({
      posting: jobPostings.title,
      firstName: jobApplications.firstName,
      surname: jobApplications.surname,
      email: jobApplications.email,
      status: jobApplications.status,
      appliedAt: jobApplications.applicationDate,
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .orderBy(desc(jobApplications.applicationDate), asc(jobApplications.id))
    .limit(page.limit)
    .offset(page.offset);
}
