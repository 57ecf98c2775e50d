// The programme's review of submissions as the admin pages and /api/v2/admin read it (issue 16;
// decision 0086): the list filters from a query string, the
// bodies of the decision and request calls, and the JSON of a submission, its items and the
// requests. Pure: no I/O, no framework imports; the routes and review.server.ts use it.
import { z } from "zod";
import {
  REVIEW_STATUSES,
  SUBMISSION_ITEM_KINDS,
  SUBMISSION_STATUSES,
  TASK_STATUSES,
  TASK_TYPES,
  type SubmissionStatus,
} from "~/shared/review";
import { ITEM_DECISIONS, REVIEW_REASON_MAX, SUMMARY_DECISIONS, TASK_TITLE_MAX } from "./rules";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";

export const REVIEW_ADMIN_MESSAGES = {
  decision: "Choose a decision: Accepted, Needs changes or Rejected.",
  organisationNotFound: "There is no such organisation.",
  href: "The link must be a path inside the farmer's pages, such as /journey/evidence.",
  taskStatus: 'Send { "status": "COMPLETE" } to close the request.',
} as const;

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

// ---- The JSON of the admin's calls, as zod schemas ----
// The OpenAPI document shows these (decision 0111) and review.server.ts's views are their
// inferred types, so tsc holds what /api/v2/admin/submissions… send and what the document says.

const timestamp = () => z.string().datetime({ offset: true });
const whole = () => z.string().regex(/^\d+$/);

/** GET /admin/submissions: the query parameters queries.ts apiSubmissionListQuery reads (strict: 400). */
export const submissionListQueryDoc = z.object({
  status: z.enum(SUBMISSION_STATUSES).optional(),
  companyId: z.string().uuid().optional().describe("One organisation's id."),
  season: whole().optional().describe("The season's start year − 2000, e.g. 26 for 2026/2027."),
  order: z
    .enum(["queue", "newest"])
    .optional()
    .describe(
      "queue: the one waiting longest first; newest (the default): newest submitted first.",
    ),
  page: whole().optional().describe("From 0."),
  limit: whole().optional().describe("From 1 to 100; 20 when left out (`size` is read too)."),
});

/** GET /admin/submissions: the list's size and the page read. */
export const submissionListMetadata = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  order: z.enum(["queue", "newest"]),
});

/** One row of the queue or of the all-submissions list. */
export const submissionSummaryJsonSchema = z.object({
  id: z.string().uuid(),
  organisation: z.object({ id: z.string().uuid(), name: z.string() }),
  season: z.number().int(),
  seasonLabel: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  statusLabel: z.string(),
  submittedAt: timestamp(),
  /** The e-mail address of who submitted it, while they have a profile. */
  submittedBy: z.string().nullable(),
  waitingSince: timestamp(),
  /** Whole days since it (or a resubmitted item) went into the queue; null when not waiting. */
  waitingDays: z.number().int().nullable(),
  decidedAt: timestamp().nullable(),
  counts: z.object({
    items: z.number().int(),
    pending: z.number().int(),
    changes: z.number().int(),
    rejected: z.number().int(),
  }),
});

/** A file of an evidence item as the reviewer sees it, kept or removed. */
export const reviewFileJsonSchema = z.object({
  fileId: z.string().uuid(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  photo: z.boolean(),
  capturedAt: timestamp().nullable(),
  position: z.string().nullable(),
  /** Where it downloads (admins may: /files/:fileId). */
  href: z.string(),
  deletedAt: timestamp().nullable(),
});

/** An earlier decision on an item (from the audit log). */
export const reviewDecisionHistoryJsonSchema = z.object({
  at: timestamp(),
  by: z.string(),
  /** The decision's label, as the page shows it. */
  status: z.string(),
  reason: z.string().nullable(),
});

/** An item of a submission as the reviewer sees it: its real status, not what the farmer sees. */
export const reviewItemJsonSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(SUBMISSION_ITEM_KINDS),
  label: z.string(),
  status: z.enum(REVIEW_STATUSES),
  statusLabel: z.string(),
  reason: z.string().nullable(),
  decidedAt: timestamp().nullable(),
  /** Who decided, as a label ('Name Surname (e-mail)'). */
  decidedBy: z.string().nullable(),
  resubmittedAt: timestamp().nullable(),
  /** What was packaged when it was submitted. */
  snapshot: z.unknown(),
  /** The admin's view of the plan or practice data; the farmer's evidence page for evidence. */
  viewHref: z.string().nullable(),
  evidence: z
    .object({
      id: z.string().uuid(),
      title: z.string(),
      description: z.string().nullable(),
      status: z.string(),
      categories: z.array(z.string()),
      files: z.array(reviewFileJsonSchema),
      removedFiles: z.array(reviewFileJsonSchema),
    })
    .nullable(),
  /** Earlier decisions on this item, newest first. */
  history: z.array(reviewDecisionHistoryJsonSchema),
});

/** A request of the programme to the organisation (spec §4 'Task or request types'). */
export const reviewTaskJsonSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(TASK_TYPES),
  status: z.enum(TASK_STATUSES),
  title: z.string(),
  description: z.string().nullable(),
  href: z.string().nullable(),
  submissionItemId: z.string().uuid().nullable(),
  createdAt: timestamp(),
  completedAt: timestamp().nullable(),
});

/** GET /admin/submissions/{id}: a submission as the reviewer sees it. */
export const submissionReviewJsonSchema = z.object({
  submission: z.object({
    id: z.string().uuid(),
    season: z.number().int(),
    seasonLabel: z.string(),
    status: z.enum(SUBMISSION_STATUSES),
    statusLabel: z.string(),
    submittedAt: timestamp(),
    submittedBy: z.string().nullable(),
    waitingSince: timestamp(),
    waitingDays: z.number().int().nullable(),
    withdrawnAt: timestamp().nullable(),
    decidedAt: timestamp().nullable(),
    decidedBy: z.string().nullable(),
    decisionMessage: z.string().nullable(),
    /** Items and the summary can be decided only while it waits for review. */
    open: z.boolean(),
  }),
  organisation: z.object({ id: z.string().uuid(), name: z.string() }),
  items: z.array(reviewItemJsonSchema),
  /** The organisation's requests, open ones first. */
  requests: z.array(reviewTaskJsonSchema),
});
export type SubmissionReviewJson = z.infer<typeof submissionReviewJsonSchema>;

/** POST /admin/submissions/{id}/decision: the submission after it, and what the decision did. */
export const submissionDecisionJsonSchema = submissionReviewJsonSchema.extend({
  /** The requests 'Changes requested' opened, one per item that needs changes. */
  tasksOpened: z.array(reviewTaskJsonSchema),
  /** How many members were e-mailed. */
  emailed: z.number().int(),
});

const reviewReason = (what: string) =>
  multiLineText().max(REVIEW_REASON_MAX).nullish().describe(what);

/**
 * PUT /admin/submissions/{id}/items/{itemId}: the body decideItem reads (checkReason, rules.ts),
 * for the OpenAPI document; any other key is a 422.
 */
export const itemDecisionBodyDoc = z
  .object({
    decision: z.enum(ITEM_DECISIONS),
    reason: reviewReason("Required for CHANGES_REQUESTED and REJECTED: the farmer reads it."),
  })
  .strict();

/**
 * POST /admin/submissions/{id}/decision: the body decideSubmission reads, for the OpenAPI
 * document; any other key is a 422.
 */
export const summaryDecisionBodyDoc = z
  .object({
    decision: z.enum(SUMMARY_DECISIONS),
    message: reviewReason("Required to reject the season; sent to every member."),
  })
  .strict();

/**
 * POST /admin/company/{id}/tasks: the body createRequest reads (checkTaskInput, checkHref), for
 * the OpenAPI document; any other key is a 422.
 */
export const taskRequestBodyDoc = z
  .object({
    title: singleLineText().min(1).max(TASK_TITLE_MAX),
    description: multiLineText().max(REVIEW_REASON_MAX).nullish(),
    href: singleLineText()
      .max(HREF_MAX)
      .nullish()
      .describe("A path inside the farmer's pages, such as /journey/evidence."),
  })
  .strict();

/** POST /admin/company/{id}/tasks: how many members were e-mailed. */
export const taskRequestMetadata = z.object({ emailed: z.number().int() });

/** PUT /admin/company/{id}/tasks/{taskId}: the one body readTaskStatusBody takes. */
export const taskStatusBodyDoc = z.object({ status: z.literal("COMPLETE") }).strict();
