// The public side of the jobs board (spec §2 '/jobs', §3 'Job posting', §4 'Job posting'): the
// postings anyone may see and apply for, their leaflets, and storing an application. A posting is
// active unless it is disabled or its closing date is past (spec §4). The admin side has its own
// models (job-postings.server.ts, job-applications.server.ts); these queries stand alone so /jobs
// never shows anything an admin query would let through by mistake.
import { and, asc, count, desc, eq, gte, isNull, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { jobApplications, jobPostings, storedFiles } from "~/db/schema";
import { isUuid } from "~/shared/ids";

/** The purpose of a posting's leaflet in stored_files. */
export const LEAFLET_PURPOSE = "job-leaflet";
/** The purpose of an applicant's CV in stored_files. */
export const CV_PURPOSE = "job-cv";

/** spec §4: not disabled, and no closing date or one not yet past. */
export function isActivePosting(now: Date) {
  return and(
    eq(jobPostings.status, "active"),
    or(isNull(jobPostings.closingDate), gte(jobPostings.closingDate, now)),
  );
}

/** What the public sees of a posting: never the internal-use-only section (spec §3). */
const publicColumns = {
  id: jobPostings.id,
  title: jobPostings.title,
  description: jobPostings.description,
  category: jobPostings.category,
  location: jobPostings.location,
  salary: jobPostings.salary,
  employmentType: jobPostings.employmentType,
  closingDate: jobPostings.closingDate,
  leafletFileId: jobPostings.leafletFileId,
};

export type PublicPosting = Awaited<ReturnType<typeof listActivePostings>>[number];

/**
 * Active postings, the ones closing soonest first and those open until filled last; a page of
 * them when `page` is given.
 */
export async function listActivePostings(
  now = new Date(),
  page?: { limit: number; offset: number },
  executor: Executor = db(),
) {
  const query = executor
    .select(publicColumns)
    .from(jobPostings)
    .where(isActivePosting(now))
    .orderBy(
      sql`${jobPostings.closingDate} asc nulls last`,
      desc(jobPostings.createdAt),
      asc(jobPostings.title),
    );
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countActivePostings(now = new Date(), executor: Executor = db()) {
  const [row] = await executor.select({ n: count() }).from(jobPostings).where(isActivePosting(now));
  return row?.n ?? 0;
}

/** One active posting, or null (unknown, malformed id, disabled or expired alike). */
export async function findActivePosting(id: string, now = new Date(), executor: Executor = db()) {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .select(publicColumns)
    .from(jobPostings)
    .where(and(eq(jobPostings.id, id), isActivePosting(now)));
  return row ?? null;
}

/**
 * The stored leaflet `fileId` if it belongs to a posting the public may see; else null, so a
 * CV or any other stored file is never served from the public pdf/ path.
 */
export async function findPublicLeaflet(fileId: string, now = new Date()) {
  if (!isUuid(fileId)) return null;
  const [row] = await db()
    .select({ file: storedFiles })
    .from(storedFiles)
    .innerJoin(jobPostings, eq(jobPostings.leafletFileId, storedFiles.id))
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.purpose, LEAFLET_PURPOSE),
        eq(storedFiles.mimeType, "application/pdf"),
        isActivePosting(now),
      ),
    )
    .limit(1);
  return row?.file ?? null;
}

/** The form's fields (spec §3 'Application form fields'), the posting and the stored CV. */
export type NewApplication = Pick<
  typeof jobApplications.$inferInsert,
  | "firstName"
  | "surname"
  | "email"
  | "phoneNumber"
  | "gender"
  | "race"
  | "highestQualification"
  | "salary"
  | "employmentStatus"
  | "noticePeriod"
  | "linkedin"
  | "motivation"
> & { jobId: string; cvFileId: string };

/**
 * Stores an application (status pending, applied now) if its posting is still active, inside the
 * caller's transaction: the posting row is locked FOR SHARE so it cannot be disabled between the
 * check and the insert. Returns the new row's id and the posting's title, or null.
 */
export async function insertApplicationForActivePosting(
  tx: Executor,
  application: NewApplication,
  now = new Date(),
) {
  if (!isUuid(application.jobId)) return null;
  const [posting] = await tx
    .select({ id: jobPostings.id, title: jobPostings.title })
    .from(jobPostings)
    .where(and(eq(jobPostings.id, application.jobId), isActivePosting(now)))
    .for("share");
  if (!posting) return null;
  const [row] = await tx
    .insert(jobApplications)
    .values({ ...application, status: "pending", applicationDate: now })
    .returning({ id: jobApplications.id });
  return { id: row!.id, jobTitle: posting.title };
}
