// The filters of /admin/journey/evidence (issue 16; decision 0084), read from the URL of its GET
// form: organisation, category, field, season, status, review status and the page (read through
// adminEvidenceQuery, queries.ts: a value the page does not offer means 'all'). Pure.
import type { EvidenceCategory, EvidenceStatus } from "~/shared/evidence";
import { REVIEW_STATUSES, REVIEW_STATUS_LABELS, type ReviewStatus } from "~/shared/review";

export const ADMIN_EVIDENCE_PATH = "/admin/journey/evidence";
/** Items per page. */
export const ADMIN_EVIDENCE_PAGE_SIZE = 25;
/** No page link goes further; a larger ?page= is junk. */
export const ADMIN_EVIDENCE_MAX_PAGE = 10_000;
/** The field filter's value for items about the whole farm (no field). */
export const WHOLE_FARM_FILTER = "farm";
/** The review filter's value for items no (active) submission includes. */
export const NOT_IN_SUBMISSION = "NONE";

export type ReviewFilter = ReviewStatus | typeof NOT_IN_SUBMISSION;

export const REVIEW_FILTER_OPTIONS: ReadonlyArray<{ value: ReviewFilter; label: string }> = [
  ...REVIEW_STATUSES.map((s) => ({ value: s, label: REVIEW_STATUS_LABELS[s] })),
  { value: NOT_IN_SUBMISSION, label: "Not in a submission" },
];

export const STATUS_LABELS: Record<EvidenceStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
};

export interface AdminEvidenceFilters {
  organisationId: string | null;
  category: EvidenceCategory | null;
  /** A field id, WHOLE_FARM_FILTER, or null; only kept with an organisation. */
  field: string | null;
  season: number | null;
  status: EvidenceStatus | null;
  review: ReviewFilter | null;
  /** 1-based. */
  page: number;
}

export const NO_FILTERS: AdminEvidenceFilters = {
  organisationId: null,
  category: null,
  field: null,
  season: null,
  status: null,
  review: null,
  page: 1,
};

/** The URL of the page with `filters` (only what is set, so links stay short). */
export function adminEvidenceHref(filters: AdminEvidenceFilters): string {
  const search = new URLSearchParams();
  if (filters.organisationId) search.set("organisation", filters.organisationId);
  if (filters.category) search.set("category", filters.category);
  if (filters.organisationId && filters.field) search.set("field", filters.field);
  if (filters.season !== null) search.set("season", String(filters.season));
  if (filters.status) search.set("status", filters.status);
  if (filters.review) search.set("review", filters.review);
  if (filters.page > 1) search.set("page", String(filters.page));
  const query = search.toString();
  return query ? `${ADMIN_EVIDENCE_PATH}?${query}` : ADMIN_EVIDENCE_PATH;
}

/** How many pages `total` items make (at least 1). */
export function pageCount(total: number, size = ADMIN_EVIDENCE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page numbers to link: the first, the last, and two either side of the current one, with
 * null where numbers are left out ('1 … 4 5 6 7 8 … 40').
 */
export function pageLinks(current: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** An OpenStreetMap link with a marker at the position (decision 0084). */
export function mapHref(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** The file kinds served inline by the admin preview route; everything else is a download. */
export type InlineKind = "image" | "pdf" | null;

export function inlineKindOf(mimeType: string): InlineKind {
  if (mimeType === "image/jpeg" || mimeType === "image/png") return "image";
  if (mimeType === "application/pdf") return "pdf";
  return null;
}

export const adminEvidenceFileHref = (fileId: string) =>
  `${ADMIN_EVIDENCE_PATH}/file/${encodeURIComponent(fileId)}`;
