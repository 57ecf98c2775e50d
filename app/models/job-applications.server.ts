// Job applications (spec §3 'Job application / applicant record') for the admin page, the CSV
// export and the /api/v2 helpers (spec §7 'Job applications helpers'). Filtering, counting and
// paging happen in SQL over the table's indexes (status + date, job + status + date), so a list
// stays fast at tens of thousands of applications. Applications are inserted by the public
// form (job-application-submit.server.ts). An id that is not a UUID is not found.
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { emailOutbox, jobApplications, jobPostings, storedFiles } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type JobApplication = typeof jobApplications.$inferSelect;

/** Which applications a list holds; null leaves that part open. */
export interface ApplicationFilter {
  /** An empty list matches nothing. */
  statuses: JobApplication["status"][] | null;
  jobId: string | null;
  /** Part of the applicant's first name and surname, as typed. */
  name: string | null;
}

/** `%`, `_` and `\` typed in a name filter are literal characters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The expression of the job_applications_name_idx index. */
const fullName = sql`lower(${jobApplications.firstName} || ' ' || ${jobApplications.surname})`;

export function applicationWhere(filter: ApplicationFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.statuses) {
    // An empty list matches nothing (a filter that excludes every status).
    if (filter.statuses.length === 0) conditions.push(sql`false`);
    else conditions.push(inArray(jobApplications.status, filter.statuses));
  }
  if (filter.jobId) {
    // No posting has an id that is not a UUID: nothing matches (PostgreSQL would raise).
    conditions.push(isUuid(filter.jobId) ? eq(jobApplications.jobId, filter.jobId) : sql`false`);
  }
  if (filter.name) {
    conditions.push(sql`${fullName} like ${`%${escapeLike(filter.name.toLowerCase())}%`}`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** 'Sent' once the linked outbox row has actually left (spec §4 'Rejection emails'). */
const rejectionSent = sql<boolean>`coalesce(${emailOutbox.status} = 'sent', false)`;

const listColumns = {
  id: jobApplications.id,
  jobId: jobApplications.jobId,
  jobTitle: jobPostings.title,
  applicationDate: jobApplications.applicationDate,
  status: jobApplications.status,
  interviewStatus: jobApplications.interviewStatus,
  firstName: jobApplications.firstName,
  surname: jobApplications.surname,
  email: jobApplications.email,
  phoneNumber: jobApplications.phoneNumber,
  rejectionEmailId: jobApplications.rejectionEmailId,
  rejectionEmailSent: rejectionSent,
  generalNotes: jobApplications.generalNotes,
  interviewPreparationNotes: jobApplications.interviewPreparationNotes,
  interview1Notes: jobApplications.interview1Notes,
  interview2Notes: jobApplications.interview2Notes,
  interview3Notes: jobApplications.interview3Notes,
  interviewerNotes: jobApplications.interviewerNotes,
};

export interface ApplicationListRow {
  id: string;
  jobId: string;
  jobTitle: string;
  applicationDate: Date;
  status: JobApplication["status"];
  interviewStatus: JobApplication["interviewStatus"];
  firstName: string;
  surname: string;
  email: string;
  phoneNumber: string;
  rejectionEmailId: string | null;
  rejectionEmailSent: boolean;
  generalNotes: string | null;
  interviewPreparationNotes: string | null;
  interview1Notes: string | null;
  interview2Notes: string | null;
  interview3Notes: string | null;
  interviewerNotes: string | null;
}

/**
 * One page of the filtered list, newest first. `limit` null returns every match (spec §7: 'page
 * 0 and limit 0 to load all applications').
 */
export async function listApplications(
  filter: ApplicationFilter,
  window: { offset: number; limit: number | null },
  executor: Executor = db(),
): Promise<ApplicationListRow[]> {
  const query = executor
    .select(listColumns)
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, jobApplications.rejectionEmailId))
    .where(applicationWhere(filter))
    .orderBy(desc(jobApplications.applicationDate), desc(jobApplications.id))
    .offset(window.offset);
  return window.limit === null ? query : query.limit(window.limit);
}

export async function countApplications(
  filter: ApplicationFilter,
  executor: Executor = db(),
): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(jobApplications)
    .where(applicationWhere(filter));
  return row?.n ?? 0;
}

export interface ApplicationDetail extends JobApplication {
  jobTitle: string;
  rejectionEmailSent: boolean;
  cv: { id: string; name: string } | null;
}

export async function findApplication(
  id: string,
  executor: Executor = db(),
): Promise<ApplicationDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .select({
      application: jobApplications,
      jobTitle: jobPostings.title,
      rejectionEmailSent: rejectionSent,
      cvName: storedFiles.originalName,
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, jobApplications.rejectionEmailId))
    .leftJoin(storedFiles, eq(storedFiles.id, jobApplications.cvFileId))
    .where(eq(jobApplications.id, id));
  if (!row) return null;
  const { application } = row;
  return {
    ...application,
    jobTitle: row.jobTitle,
    rejectionEmailSent: row.rejectionEmailSent,
    cv: application.cvFileId && row.cvName ? { id: application.cvFileId, name: row.cvName } : null,
  };
}

/** The application locked for an update in `tx` (null when it does not exist). */
export async function lockApplication(id: string, tx: Executor) {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.id, id))
    .for("update");
  return row ?? null;
}

export type ApplicationPatch = Partial<
  Pick<
    JobApplication,
    | "status"
    | "interviewStatus"
    | "cvFileId"
    | "rejectionEmailId"
    | "generalNotes"
    | "interviewPreparationNotes"
    | "interview1Notes"
    | "interview2Notes"
    | "interview3Notes"
    | "interviewerNotes"
  >
>;

export async function updateApplicationRow(id: string, patch: ApplicationPatch, tx: Executor) {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .update(jobApplications)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(jobApplications.id, id))
    .returning();
  return row ?? null;
}

/**
 * spec §4 'Rejection emails': applicants marked decline (not toDecline) without a rejection
 * e-mail, or whose e-mail failed for good; locked so two admins pressing the button at once
 * never queue two e-mails for one applicant.
 */
export async function lockRejectionCandidates(tx: Executor) {
  return tx
    .select({
      id: jobApplications.id,
      firstName: jobApplications.firstName,
      surname: jobApplications.surname,
      email: jobApplications.email,
      jobTitle: jobPostings.title,
      rejectionEmailId: jobApplications.rejectionEmailId,
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, jobApplications.rejectionEmailId))
    .where(
      and(
        eq(jobApplications.status, "decline"),
        sql`(${jobApplications.rejectionEmailId} is null or ${emailOutbox.status} = 'failed')`,
      ),
    )
    .orderBy(jobApplications.applicationDate, jobApplications.id)
    .for("update", { of: jobApplications, skipLocked: true });
}

/**
 * Every column an admin may need, for the CSV export and the API: the whole filtered list, or a
 * window of it (newest first).
 */
export async function listApplicationRecords(
  filter: ApplicationFilter,
  window: { offset: number; limit: number | null } = { offset: 0, limit: null },
  executor: Executor = db(),
) {
  const query = executor
    .select({
      application: jobApplications,
      jobTitle: jobPostings.title,
      rejectionEmailSent: rejectionSent,
      cvName: storedFiles.originalName,
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, jobApplications.rejectionEmailId))
    .leftJoin(storedFiles, eq(storedFiles.id, jobApplications.cvFileId))
    .where(applicationWhere(filter))
    .orderBy(desc(jobApplications.applicationDate), desc(jobApplications.id))
    .offset(window.offset);
  const rows = await (window.limit === null ? query : query.limit(window.limit));
  return rows.map(({ application, jobTitle, rejectionEmailSent, cvName }) => ({
    ...application,
    jobTitle,
    rejectionEmailSent,
    cv: application.cvFileId && cvName ? { id: application.cvFileId, name: cvName } : null,
  }));
}

export type ApplicationRecord = Awaited<ReturnType<typeof listApplicationRecords>>[number];
