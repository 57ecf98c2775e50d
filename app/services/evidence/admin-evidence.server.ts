// /admin/journey/evidence (issue 16; decision 0084): every organisation's evidence for the
// programme's admins, filtered and paginated, and the inline previews of its photos and PDFs.
// The caller has checked read:admin. A page costs a fixed number of queries whatever its size:
// the filter options, the count, the page of items, and the files of those items.
import {
  countAdminEvidence,
  findEvidenceStoredFile,
  listAdminEvidenceFiles,
  listAdminEvidencePage,
  listEvidenceOrganisations,
  listEvidenceSeasons,
  listOrganisationFieldNames,
  type AdminEvidenceFileRow,
} from "~/models/evidence-admin.server";
import { logger } from "~/logger.server";
import { currentSeason, seasonLabel } from "~/services/fields/seasons";
import { programmeSeasonLabel, programmeSeasons } from "~/services/practice/seasons";
import { readQuery } from "~/services/kit/query";
import { fileStore, type FileStore } from "~/services/files/file-store.server";
import { EVIDENCE_CATEGORIES, EVIDENCE_CATEGORY_LABELS } from "~/shared/evidence";
import { PRACTICE_LABELS, type Practice } from "~/shared/practice";
import { REVIEW_STATUS_LABELS } from "~/shared/review";
import {
  ADMIN_EVIDENCE_PAGE_SIZE,
  inlineKindOf,
  NOT_IN_SUBMISSION,
  pageCount,
  REVIEW_FILTER_OPTIONS,
  STATUS_LABELS,
  WHOLE_FARM_FILTER,
  type AdminEvidenceFilters,
} from "./admin-filters";
import { adminEvidenceFiltersOf, adminEvidenceQuery } from "./queries";
import { WHOLE_FARM_LABEL } from "./rules";

const personOf = (name: string | null, email: string | null) =>
  name && email ? `${name} (${email})` : (name ?? email ?? null);

function fileView(file: AdminEvidenceFileRow) {
  return {
    fileId: file.fileId,
    name: file.name,
    size: file.size,
    kind: inlineKindOf(file.mimeType),
    capturedAt: file.capturedAt?.toISOString() ?? null,
    latitude: file.latitude,
    longitude: file.longitude,
    deletedAt: file.deletedAt?.toISOString() ?? null,
    deletedBy: file.deletedAt ? personOf(file.deletedByName, file.deletedByEmail) : null,
  };
}

export type AdminEvidenceFileView = ReturnType<typeof fileView>;

export async function loadAdminEvidencePage(url: URL, now: Date = new Date()) {
  const asked = adminEvidenceFiltersOf(readQuery(url, adminEvidenceQuery));
  const [organisations, seasons, fieldRows] = await Promise.all([
    listEvidenceOrganisations(),
    listEvidenceSeasons(),
    asked.organisationId ? listOrganisationFieldNames(asked.organisationId) : Promise.resolve([]),
  ]);
  // Only what the form offers: an organisation or season without evidence (unknown, or its
  // items since deleted), or a field of another organisation, is 'all' like any other junk, so
  // the selects always show what the list is filtered by.
  const organisationId = organisations.some((o) => o.id === asked.organisationId)
    ? asked.organisationId
    : null;
  const filters: AdminEvidenceFilters = {
    ...asked,
    organisationId,
    season: asked.season !== null && seasons.includes(asked.season) ? asked.season : null,
    field:
      organisationId &&
      (asked.field === WHOLE_FARM_FILTER || fieldRows.some((f) => f.id === asked.field))
        ? asked.field
        : null,
  };
  const total = await countAdminEvidence(filters);
  const pages = pageCount(total);
  const page = Math.min(filters.page, pages);
  const rows =
    total === 0
      ? []
      : await listAdminEvidencePage(filters, {
          limit: ADMIN_EVIDENCE_PAGE_SIZE,
          offset: (page - 1) * ADMIN_EVIDENCE_PAGE_SIZE,
        });
  const files = await listAdminEvidenceFiles(rows.map((r) => r.id));
  const filesOf = new Map<string, AdminEvidenceFileRow[]>();
  for (const file of files) {
    const list = filesOf.get(file.evidenceId) ?? [];
    list.push(file);
    filesOf.set(file.evidenceId, list);
  }
  const current = currentSeason(now);
  return {
    filters: { ...filters, page },
    total,
    pages,
    pageSize: ADMIN_EVIDENCE_PAGE_SIZE,
    options: {
      organisations,
      categories: EVIDENCE_CATEGORIES.map((c) => ({
        value: c,
        label: EVIDENCE_CATEGORY_LABELS[c],
      })),
      fields: organisationId
        ? [
            { value: WHOLE_FARM_FILTER, label: WHOLE_FARM_LABEL },
            ...fieldRows.map((f) => ({ value: f.id, label: `${f.name} (${f.farmName})` })),
          ]
        : [],
      seasons: seasons.map((s) => ({ value: s, label: seasonLabel(s) })),
      statuses: (["draft", "submitted"] as const).map((s) => ({
        value: s,
        label: STATUS_LABELS[s],
      })),
      reviews: REVIEW_FILTER_OPTIONS,
    },
    items: rows.map((row) => {
      const itemFiles = filesOf.get(row.id) ?? [];
      const farmer = row.createdBy ?? row.submittedBy;
      return {
        id: row.id,
        organisation: { id: row.organisationId, name: row.organisationName },
        seasonLabel: programmeSeasonLabel(
          row.season,
          programmeSeasons(row.firstPlanSeason ?? current),
        ),
        field: row.fieldId
          ? row.fieldName
            ? `${row.fieldName} (${row.farmName})`
            : "A field that no longer exists"
          : WHOLE_FARM_LABEL,
        practice: row.practice ? (PRACTICE_LABELS[row.practice as Practice] ?? row.practice) : null,
        categories: row.categories.map(
          (c) => EVIDENCE_CATEGORY_LABELS[c as keyof typeof EVIDENCE_CATEGORY_LABELS] ?? c,
        ),
        title: row.title,
        description: row.description,
        status: row.status,
        statusLabel: STATUS_LABELS[row.status],
        submittedAt: row.submittedAt?.toISOString() ?? null,
        submittedBy: row.submittedAt ? personOf(row.submittedByName, row.submittedByEmail) : null,
        review: row.reviewStatus ?? NOT_IN_SUBMISSION,
        reviewLabel: row.reviewStatus
          ? REVIEW_STATUS_LABELS[row.reviewStatus]
          : "Not in a submission",
        farmerViewHref: farmer
          ? `/admin/userView/journey/evidence?userId=${encodeURIComponent(farmer)}&organisationId=${encodeURIComponent(row.organisationId)}&season=${row.season}#evidence-${row.id}`
          : null,
        files: itemFiles.filter((f) => f.deletedAt === null).map(fileView),
        removedFiles: itemFiles.filter((f) => f.deletedAt !== null).map(fileView),
      };
    }),
  };
}

export type AdminEvidencePage = Awaited<ReturnType<typeof loadAdminEvidencePage>>;
export type AdminEvidenceItemView = AdminEvidencePage["items"][number];

type InlineFile = NonNullable<Awaited<ReturnType<typeof findEvidenceStoredFile>>>;

/** Why an inline preview is refused; the route turns each into its answer. */
export type InlineRefusal = "not-found" | "not-inline";

/**
 * An evidence file's bytes for an inline preview: only photos (JPEG, PNG) and PDFs, only files
 * of evidence items (kept or removed), judged by the type stored when the bytes were checked.
 */
export async function openInlineEvidenceFile(
  fileId: string,
  store: FileStore = fileStore(),
): Promise<
  | { file: InlineFile; body: ReadableStream<Uint8Array>; kind: "image" | "pdf" }
  | { refusal: InlineRefusal }
> {
  const file = await findEvidenceStoredFile(fileId);
  if (!file) return { refusal: "not-found" };
  const kind = inlineKindOf(file.mimeType);
  if (kind === null) return { refusal: "not-inline" };
  const body = await store.get(file.storageKey);
  if (!body) {
    logger().error({ fileId: file.id, storageKey: file.storageKey }, "stored file has no bytes");
    return { refusal: "not-found" };
  }
  return { file, body, kind };
}
