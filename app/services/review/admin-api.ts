// The programme's review of submissions as the admin pages and /api/v2/admin read it (issue 16;
// decision 0086; docs/api.md 'Submissions (admin)'): the list filters from a query string, the
// bodies of the decision and request calls, and the JSON of a submission, its items and the
// requests. Pure: no I/O, no framework imports; the routes and review.server.ts use it.
import { apiError, type ApiErrorStatus } from "~/services/api/envelope";
import { isUuid } from "~/shared/ids";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "~/shared/review";

export const REVIEW_ADMIN_MESSAGES = {
  decision: "Choose a decision: Accepted, Needs changes or Rejected.",
  organisationNotFound: "There is no such organisation.",
  href: "The link must be a path inside the farmer's pages, such as /journey/evidence.",
  status: `status must be one of ${SUBMISSION_STATUSES.join(", ")}.`,
  companyId: "companyId must be an organisation id (a UUID).",
  season: "season must be a whole number (the season's start year − 2000, e.g. 26 for 2026/2027).",
  order: "order must be queue or newest.",
  page: "page must be a whole number from 0.",
  limit: "limit must be a whole number from 1 to 100.",
  taskStatus: 'Send { "status": "COMPLETE" } to close the request.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days a submission has waited since `since` (0 on the day itself). */
export function waitingDays(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

/** 'Waiting 0 days' reads oddly: 'Since today', '1 day', 'N days'. */
export function waitingText(days: number | null): string {
  if (days === null) return "Not waiting";
  if (days === 0) return "Since today";
  return days === 1 ? "1 day" : `${days} days`;
}

export const HREF_MAX = 300;

/** An optional path inside /profile ('/journey/evidence'), or the refusal. */
export function checkHref(raw: unknown): { href: string | null } | { refusal: string } {
  if (raw === undefined || raw === null) return { href: null };
  if (typeof raw !== "string") return { refusal: REVIEW_ADMIN_MESSAGES.href };
  const href = raw.trim();
  if (href === "") return { href: null };
  const path = href.startsWith("/profile/") ? href.slice("/profile".length) : href;
  if (
    href.length > HREF_MAX ||
    !/^\/[A-Za-z0-9_\-./?=&#%]*$/.test(path) ||
    path.startsWith("//") ||
    path.includes("..")
  )
    return { refusal: REVIEW_ADMIN_MESSAGES.href };
  return { href: path };
}

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return typeof value === "string" && (SUBMISSION_STATUSES as readonly string[]).includes(value);
}

export interface SubmissionListQuery {
  status: SubmissionStatus | null;
  organisationId: string | null;
  season: number | null;
  order: "queue" | "newest";
  page: number;
  size: number;
}

const WHOLE = /^\d{1,6}$/;

/**
 * The filters of a submissions list from a query string (?status=&companyId=&season=&order=
 * &page=&limit= — `size` too, as the pages' tables call it). `strict` (the API): a malformed
 * parameter is the sentence naming it; otherwise (the pages) it is ignored.
 */
export function readSubmissionListQuery(
  search: URLSearchParams,
  options: { strict: boolean; defaultOrder: "queue" | "newest"; defaultSize: number },
): SubmissionListQuery | string {
  const query: SubmissionListQuery = {
    status: null,
    organisationId: null,
    season: null,
    order: options.defaultOrder,
    page: 0,
    size: options.defaultSize,
  };
  const fail = (message: string) => (options.strict ? message : null);
  const status = search.get("status");
  if (status) {
    if (isSubmissionStatus(status)) query.status = status;
    else if (fail(REVIEW_ADMIN_MESSAGES.status)) return REVIEW_ADMIN_MESSAGES.status;
  }
  const companyId = search.get("companyId");
  if (companyId) {
    if (isUuid(companyId)) query.organisationId = companyId;
    else if (fail(REVIEW_ADMIN_MESSAGES.companyId)) return REVIEW_ADMIN_MESSAGES.companyId;
  }
  const season = search.get("season");
  if (season) {
    if (/^\d{1,3}$/.test(season)) query.season = Number(season);
    else if (fail(REVIEW_ADMIN_MESSAGES.season)) return REVIEW_ADMIN_MESSAGES.season;
  }
  const order = search.get("order");
  if (order) {
    if (order === "queue" || order === "newest") query.order = order;
    else if (fail(REVIEW_ADMIN_MESSAGES.order)) return REVIEW_ADMIN_MESSAGES.order;
  }
  const page = search.get("page");
  if (page) {
    if (WHOLE.test(page)) query.page = Number(page);
    else if (fail(REVIEW_ADMIN_MESSAGES.page)) return REVIEW_ADMIN_MESSAGES.page;
  }
  const size = search.get("limit") ?? search.get("size");
  if (size) {
    const n = Number(size);
    if (WHOLE.test(size) && n >= 1 && n <= 100) query.size = n;
    else if (fail(REVIEW_ADMIN_MESSAGES.limit)) return REVIEW_ADMIN_MESSAGES.limit;
  }
  return query;
}

/** A body with only `allowed` keys; the refusal naming the first unknown one, or null. */
export function unknownKeyProblem(
  body: Record<string, unknown>,
  allowed: readonly string[],
): Record<string, string> | null {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  if (extra.length === 0) return null;
  return Object.fromEntries(extra.map((key) => [key, "This field is not known."]));
}

/** PUT …/tasks/{taskId}: only { status: "COMPLETE" } (the programme closes a request). */
export function readTaskStatusBody(body: Record<string, unknown>): true | string {
  const keys = Object.keys(body);
  return body.status === "COMPLETE" && keys.every((k) => k === "status")
    ? true
    : REVIEW_ADMIN_MESSAGES.taskStatus;
}

/** A ReviewError (or any `{ status, message, field?, errors? }` refusal) in the API's envelope. */
export function reviewApiRefusal(error: {
  status: number;
  message: string;
  field?: string | undefined;
  errors?: Record<string, string> | undefined;
}): Response {
  const errors = error.errors ?? (error.field ? { [error.field]: error.message } : undefined);
  return apiError(error.status as ApiErrorStatus, error.message, errors);
}
