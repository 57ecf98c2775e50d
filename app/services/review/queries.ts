// The query strings of the submissions lists (issue 16, issue 28; decision 0086;
// services/kit/query.ts): ?status=&companyId=&season=&order=queue|newest&page=&limit= (`size`
// too, as the pages' tables call it). The API refuses a malformed parameter naming it; the pages
// (/admin/submissions, /admin/journey/review) leave it out, so an old link still opens. Pure.
import { z } from "zod";
import { postSchema, q, querySchema } from "~/services/kit/query";
import { seasonKind } from "~/services/practice/queries";
import { SUBMISSION_STATUSES } from "~/shared/review";
import type { SubmissionListQuery } from "./admin-api";
import { REQUESTS_INTENTS, REVIEW_INTENTS } from "./admin-forms";

const ORDERS = ["queue", "newest"] as const;
const MAX_PAGE = 999_999;
const MAX_LIMIT = 100;

/** GET /api/v2/admin/submissions: every filter refused, naming it, when malformed. */
export const apiSubmissionListQuery = querySchema({
  status: q.choice(SUBMISSION_STATUSES),
  companyId: q.id(),
  season: seasonKind.season(),
  order: q.choice(ORDERS),
  page: q.int({ min: 0, max: MAX_PAGE }),
  limit: q.int({ min: 1, max: MAX_LIMIT }),
  size: q.int({ min: 1, max: MAX_LIMIT }),
});

/** A page's filter: one of `values`, or left out (anything else too). */
function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z
    .enum(values as unknown as [Values[number], ...Values[number][]])
    .optional()
    .catch(undefined);
}

const lenientInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .refine((value) => value >= min && value <= max)
    .optional()
    .catch(undefined);

/** The pages' lists: a filter they cannot use is left out. */
export const pageSubmissionListQuery = querySchema({
  status: oneOf(SUBMISSION_STATUSES),
  companyId: q.id().catch(undefined),
  season: seasonKind.pageSeason(),
  order: oneOf(ORDERS),
  page: lenientInt(0, MAX_PAGE),
  limit: lenientInt(1, MAX_LIMIT),
  size: lenientInt(1, MAX_LIMIT),
});

type ListValues = z.infer<typeof apiSubmissionListQuery> | z.infer<typeof pageSubmissionListQuery>;

/** The list's filters from either schema's values, with the caller's order and page size. */
export function submissionListQueryOf(
  values: ListValues,
  options: { defaultOrder: "queue" | "newest"; defaultSize: number },
): SubmissionListQuery {
  return {
    status: values.status ?? null,
    organisationId: values.companyId ?? null,
    season: values.season ?? null,
    order: values.order ?? options.defaultOrder,
    page: values.page ?? 0,
    size: values.limit ?? values.size ?? options.defaultSize,
  };
}

// ---- The posts of the review page and the requests section (decision 0128) ----
// The ids are read as text: one that is not an id is a 404, as one that does not exist.

/** /admin/journey/review/{id}: the form's intent, the request closed. */
export const reviewPost = postSchema({
  intent: q.choice(REVIEW_INTENTS),
  taskId: q.text({ max: 100 }),
});

/** /admin/submissions?companyId=: the requests section's intent and the request closed. */
export const requestsPost = postSchema({
  intent: q.choice(REQUESTS_INTENTS),
  taskId: q.text({ max: 100 }),
});
