// Report files of organisations: reports, summary files and NDVI images (issue 16; decision 0083;
// spec §3 'Organisation: … report files'). Rows point at stored files; a removed report keeps its
// row and bytes with deletedAt/deletedBy set, and no list or lookup here returns it. Every lookup
// for an organisation's members takes the organisation id in its `where`; an id that is not a
// UUID is simply not found (PostgreSQL would raise on it).
import { and, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Executor } from "~/db/client.server";
import { organisations, reportFiles, storedFiles, users } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { ReportKind } from "~/shared/review";

export type ReportFileRow = typeof reportFiles.$inferSelect;
export type NewReportFile = Omit<
  typeof reportFiles.$inferInsert,
  "id" | "createdAt" | "deletedAt" | "deletedBy"
>;

/** A report with what its stored file, its organisation and its uploader say about it. */
export interface ReportFileListed {
  id: string;
  organisationId: string;
  organisationName: string;
  kind: ReportKind;
  season: number | null;
  title: string;
  fileId: string;
  fileName: string;
  mimeType: string;
  size: number;
  uploadedBy: string | null;
  uploaderEmail: string | null;
  uploaderName: string | null;
  createdAt: Date;
}

const uploader = alias(users, "report_uploader");

const listed = {
  id: reportFiles.id,
  organisationId: reportFiles.organisationId,
  organisationName: organisations.name,
  kind: reportFiles.kind,
  season: reportFiles.season,
  title: reportFiles.title,
  fileId: reportFiles.fileId,
  fileName: storedFiles.originalName,
  mimeType: storedFiles.mimeType,
  size: storedFiles.size,
  uploadedBy: reportFiles.uploadedBy,
  uploaderEmail: uploader.email,
  uploaderName: uploader.name,
  createdAt: reportFiles.createdAt,
};

function selectListed(executor: Executor) {
  return executor
    .select(listed)
    .from(reportFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, reportFiles.fileId))
    .innerJoin(organisations, eq(organisations.id, reportFiles.organisationId))
    .leftJoin(uploader, eq(uploader.id, reportFiles.uploadedBy));
}

export async function insertReportFile(
  values: NewReportFile,
  executor: Executor = db(),
): Promise<ReportFileRow> {
  const [row] = await executor.insert(reportFiles).values(values).returning();
  return row!;
}

export interface ReportQuery {
  /** Only these organisations; empty or absent for all (admins only). */
  organisationIds?: readonly string[];
  kinds?: readonly ReportKind[];
  limit?: number;
  offset?: number;
}

function whereOf(query: ReportQuery): SQL | undefined {
  return and(
    isNull(reportFiles.deletedAt),
    query.organisationIds && query.organisationIds.length > 0
      ? inArray(reportFiles.organisationId, [...query.organisationIds])
      : undefined,
    query.kinds && query.kinds.length > 0 ? inArray(reportFiles.kind, [...query.kinds]) : undefined,
  );
}

/** Reports not removed, newest first, across the organisations asked for (admins). */
export async function listReportFiles(
  query: ReportQuery,
  executor: Executor = db(),
): Promise<ReportFileListed[]> {
  if (query.organisationIds?.some((id) => !isUuid(id))) return [];
  const rows = await selectListed(executor)
    .where(whereOf(query))
    .orderBy(desc(reportFiles.createdAt), desc(reportFiles.id))
    .limit(query.limit ?? 1000)
    .offset(query.offset ?? 0);
  return rows as ReportFileListed[];
}

/** How many reports listReportFiles would find without paging. */
export async function countReportFiles(
  query: ReportQuery,
  executor: Executor = db(),
): Promise<number> {
  if (query.organisationIds?.some((id) => !isUuid(id))) return 0;
  const [row] = await executor.select({ n: count() }).from(reportFiles).where(whereOf(query));
  return Number(row?.n ?? 0);
}

/** One organisation's reports not removed, newest first (what its members see). */
export async function listOrganisationReportFiles(
  organisationId: string,
  executor: Executor = db(),
): Promise<ReportFileListed[]> {
  if (!isUuid(organisationId)) return [];
  return listReportFiles({ organisationIds: [organisationId] }, executor);
}

/**
 * One report not removed, or null (unknown, removed, not a UUID). With `organisationId` it is
 * found only in that organisation (another organisation's report is not found).
 */
export async function findReportFile(
  reportId: string,
  organisationId: string | null = null,
  executor: Executor = db(),
): Promise<ReportFileListed | null> {
  if (!isUuid(reportId) || (organisationId !== null && !isUuid(organisationId))) return null;
  const [row] = await selectListed(executor).where(
    and(
      eq(reportFiles.id, reportId),
      isNull(reportFiles.deletedAt),
      organisationId === null ? undefined : eq(reportFiles.organisationId, organisationId),
    ),
  );
  return (row as ReportFileListed | undefined) ?? null;
}

/** Whether the stored file belongs to a removed report (and to no report that is kept). */
export async function isRemovedReportFile(
  fileId: string,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(fileId)) return false;
  const rows = await executor
    .select({ deletedAt: reportFiles.deletedAt })
    .from(reportFiles)
    .where(eq(reportFiles.fileId, fileId));
  return rows.length > 0 && rows.every((row) => row.deletedAt !== null);
}

/** Marks a report removed; false when it was not there or already removed. */
export async function markReportFileDeleted(
  reportId: string,
  deletedBy: string | null,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(reportId)) return false;
  const rows = await executor
    .update(reportFiles)
    .set({ deletedAt: new Date(), deletedBy })
    .where(and(eq(reportFiles.id, reportId), isNull(reportFiles.deletedAt)))
    .returning({ id: reportFiles.id });
  return rows.length > 0;
}
