// Evidence across organisations, for the programme's admins (/admin/journey/evidence; issue 16;
// decision 0084). Unlike app/models/evidence.server.ts these read every organisation: only
// read:admin pages call them. A page of items is one query (organisation, field, submitter, the
// programme's first season and the review status joined in), its files one more: nothing per row.
// Ids that are not UUIDs never reach PostgreSQL (it would raise).
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Executor } from "~/db/client.server";
import {
  evidenceFiles,
  evidenceItems,
  farms,
  fields,
  implementationPlans,
  organisations,
  storedFiles,
  submissionItems,
  submissions,
  users,
} from "~/db/schema";
import type { EvidenceCategory, EvidenceStatus } from "~/shared/evidence";
import { isUuid } from "~/shared/ids";
import type { ReviewStatus } from "~/shared/review";

/** What narrows the list; null is 'all'. `field` is a field id, 'farm' (no field) or null. */
export interface EvidenceAdminQuery {
  organisationId: string | null;
  category: EvidenceCategory | null;
  field: string | null;
  season: number | null;
  status: EvidenceStatus | null;
  /** A review status, 'NONE' (in no active submission), or null. */
  review: ReviewStatus | "NONE" | null;
}

/**
 * The item's review status: its submission item in the organisation's submission that is not
 * withdrawn (at most one per organisation and season), the newest should there be several.
 */
const reviewStatusOf = sql<ReviewStatus | null>`(
  select ${submissionItems.status} from ${submissionItems}
  inner join ${submissions} on ${submissions.id} = ${submissionItems.submissionId}
  where ${submissionItems.evidenceId} = ${evidenceItems.id}
    and ${submissionItems.organisationId} = ${evidenceItems.organisationId}
    and ${submissions.status} <> 'WITHDRAWN'
  order by ${submissionItems.createdAt} desc
  limit 1)`;

/** The programme's first season of the item's organisation (decision 0073), or null. */
const firstPlanSeasonOf = sql<number | null>`(
  select min(${implementationPlans.season}) from ${implementationPlans}
  where ${implementationPlans.organisationId} = ${evidenceItems.organisationId}
    and ${implementationPlans.submittedAt} is not null)`;

function whereOf(query: EvidenceAdminQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.organisationId !== null) {
    if (!isUuid(query.organisationId)) return sql`false`;
    conditions.push(eq(evidenceItems.organisationId, query.organisationId));
  }
  if (query.category !== null)
    conditions.push(sql`${query.category} = any(${evidenceItems.categories})`);
  if (query.field === "farm") conditions.push(isNull(evidenceItems.fieldId));
  else if (query.field !== null) {
    if (!isUuid(query.field)) return sql`false`;
    conditions.push(eq(evidenceItems.fieldId, query.field));
  }
  if (query.season !== null) conditions.push(eq(evidenceItems.season, query.season));
  if (query.status !== null) conditions.push(eq(evidenceItems.status, query.status));
  if (query.review === "NONE") conditions.push(sql`${reviewStatusOf} is null`);
  else if (query.review !== null) conditions.push(sql`${reviewStatusOf} = ${query.review}`);
  return conditions.length ? and(...conditions) : undefined;
}

export async function countAdminEvidence(
  query: EvidenceAdminQuery,
  executor: Executor = db(),
): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(evidenceItems)
    .where(whereOf(query));
  return Number(row?.count ?? 0);
}

const submitter = alias(users, "submitter");

export interface AdminEvidenceRow {
  id: string;
  organisationId: string;
  organisationName: string;
  season: number;
  firstPlanSeason: number | null;
  fieldId: string | null;
  fieldName: string | null;
  farmName: string | null;
  practice: string | null;
  categories: string[];
  title: string;
  description: string | null;
  status: EvidenceStatus;
  submittedAt: Date | null;
  submittedByEmail: string | null;
  submittedByName: string | null;
  createdBy: string | null;
  submittedBy: string | null;
  createdAt: Date;
  reviewStatus: ReviewStatus | null;
}

/** One page of items, newest first. */
export async function listAdminEvidencePage(
  query: EvidenceAdminQuery,
  page: { limit: number; offset: number },
  executor: Executor = db(),
): Promise<AdminEvidenceRow[]> {
  return executor
    .select({
      id: evidenceItems.id,
      organisationId: evidenceItems.organisationId,
      organisationName: organisations.name,
      season: evidenceItems.season,
      firstPlanSeason: firstPlanSeasonOf,
      fieldId: evidenceItems.fieldId,
      fieldName: fields.name,
      farmName: farms.name,
      practice: evidenceItems.practice,
      categories: evidenceItems.categories,
      title: evidenceItems.title,
      description: evidenceItems.description,
      status: evidenceItems.status,
      submittedAt: evidenceItems.submittedAt,
      submittedByEmail: submitter.email,
      submittedByName: sql<
        string | null
      >`nullif(concat_ws(' ', ${submitter.name}, ${submitter.surname}), '')`,
      createdBy: evidenceItems.createdBy,
      submittedBy: evidenceItems.submittedBy,
      createdAt: evidenceItems.createdAt,
      reviewStatus: reviewStatusOf,
    })
    .from(evidenceItems)
    .innerJoin(organisations, eq(organisations.id, evidenceItems.organisationId))
    .leftJoin(fields, eq(fields.id, evidenceItems.fieldId))
    .leftJoin(farms, eq(farms.id, fields.farmId))
    .leftJoin(submitter, eq(submitter.id, evidenceItems.submittedBy))
    .where(whereOf(query))
    .orderBy(desc(evidenceItems.createdAt), desc(evidenceItems.id))
    .limit(page.limit)
    .offset(page.offset);
}

const remover = alias(users, "remover");

export interface AdminEvidenceFileRow {
  evidenceId: string;
  fileId: string;
  name: string;
  mimeType: string;
  size: number;
  capturedAt: Date | null;
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
  deletedAt: Date | null;
  deletedByEmail: string | null;
  deletedByName: string | null;
}

/** The files of the given items (removed ones too), oldest first. */
export async function listAdminEvidenceFiles(
  evidenceIds: readonly string[],
  executor: Executor = db(),
): Promise<AdminEvidenceFileRow[]> {
  const ids = evidenceIds.filter(isUuid);
  if (ids.length === 0) return [];
  return executor
    .select({
      evidenceId: evidenceFiles.evidenceId,
      fileId: evidenceFiles.fileId,
      name: storedFiles.originalName,
      mimeType: storedFiles.mimeType,
      size: storedFiles.size,
      capturedAt: evidenceFiles.capturedAt,
      latitude: evidenceFiles.latitude,
      longitude: evidenceFiles.longitude,
      createdAt: evidenceFiles.createdAt,
      deletedAt: evidenceFiles.deletedAt,
      deletedByEmail: remover.email,
      deletedByName: sql<
        string | null
      >`nullif(concat_ws(' ', ${remover.name}, ${remover.surname}), '')`,
    })
    .from(evidenceFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, evidenceFiles.fileId))
    .leftJoin(remover, eq(remover.id, evidenceFiles.deletedBy))
    .where(inArray(evidenceFiles.evidenceId, ids))
    .orderBy(asc(evidenceFiles.createdAt), asc(evidenceFiles.id));
}

/** The organisations that have evidence, by name, for the filter. */
export async function listEvidenceOrganisations(
  executor: Executor = db(),
): Promise<Array<{ id: string; name: string }>> {
  return executor
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(
      sql`exists (select 1 from ${evidenceItems} where ${evidenceItems.organisationId} = ${organisations.id})`,
    )
    .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id));
}

/** The seasons evidence exists for, newest first. */
export async function listEvidenceSeasons(executor: Executor = db()): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ season: evidenceItems.season })
    .from(evidenceItems)
    .orderBy(desc(evidenceItems.season));
  return rows.map((r) => r.season);
}

/** An organisation's fields with their farm's name, for the field filter. */
export async function listOrganisationFieldNames(
  organisationId: string,
  executor: Executor = db(),
): Promise<Array<{ id: string; name: string; farmName: string }>> {
  if (!isUuid(organisationId)) return [];
  return executor
    .select({ id: fields.id, name: fields.name, farmName: farms.name })
    .from(fields)
    .innerJoin(farms, eq(farms.id, fields.farmId))
    .where(eq(fields.organisationId, organisationId))
    .orderBy(asc(farms.name), asc(fields.name), asc(fields.id));
}

/**
 * The stored file `fileId` when it belongs to an evidence item (kept or removed): the only files
 * the admin preview route serves. Null for any other file (a CV, a contract) or a junk id.
 */
export async function findEvidenceStoredFile(fileId: string, executor: Executor = db()) {
  if (!isUuid(fileId)) return null;
  const [row] = await executor
    .select({
      id: storedFiles.id,
      storageKey: storedFiles.storageKey,
      originalName: storedFiles.originalName,
      mimeType: storedFiles.mimeType,
      extension: storedFiles.extension,
      size: storedFiles.size,
      purpose: storedFiles.purpose,
    })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        sql`exists (select 1 from ${evidenceFiles} where ${evidenceFiles.fileId} = ${storedFiles.id})`,
      ),
    );
  return row ?? null;
}
