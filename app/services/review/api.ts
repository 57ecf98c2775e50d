// The JSON of the farmer's submission API and of the feedback pages (issue 16; decision 0085;
// the OpenAPI document; spec §7 'Submission: GET, POST, DELETE'). Pure: the routes and the
// page loaders answer with these. A decision shows only once the farmer can see it
// (visibleItemStatus); the reviewer's reason only with it. The season's view is a zod schema too:
// the OpenAPI document shows it (decision 0111) and seasonSubmissionJson's return type is
// inferred from it, so tsc holds what the routes send and what the document says together.
import { z } from "zod";
import {
  REVIEW_STATUSES,
  SUBMISSION_ITEM_KINDS,
  SUBMISSION_STATUSES,
  TASK_STATUSES,
  TASK_TYPES,
  type ReviewStatus,
  type SubmissionItemKind,
  type SubmissionStatus,
  type TaskStatus,
  type TaskType,
} from "~/shared/review";

export interface VisibleItemInput {
  id: string;
  kind: SubmissionItemKind;
  label: string;
  evidenceId: string | null;
  status: ReviewStatus;
  reason: string | null;
  resubmittedAt: Date | null;
  evidenceStatus: "draft" | "submitted" | null;
  resubmitProblem: string | null;
  snapshot: unknown;
}

export interface SeasonSubmissionInput {
  season: number;
  submission: {
    id: string;
    season: number;
    status: SubmissionStatus;
    submittedAt: Date;
    submittedBy: { id: string; name: string } | null;
    waitingSince: Date;
    decidedAt: Date | null;
    decisionMessage: string | null;
    items: VisibleItemInput[];
    withdrawProblem: string | null;
  } | null;
  blockers: string[];
  includes: {
    planSubmitted: boolean;
    practiceDataSubmitted: boolean;
    evidence: { id: string; title: string }[];
    drafts: { id: string; title: string }[];
  };
  addable: { id: string; title: string }[];
  withdrawn: { id: string; submittedAt: Date; withdrawnAt: Date | null }[];
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const timestamp = () => z.string().datetime({ offset: true });

/** An item of a submission as the farmer sees it: a decision only once it is sent. */
export const submissionItemJsonSchema = z.object({
  itemId: z.string().uuid(),
  kind: z.enum(SUBMISSION_ITEM_KINDS),
  label: z.string(),
  /** The evidence item, for an EVIDENCE item. */
  evidenceId: z.string().uuid().nullable(),
  status: z.enum(REVIEW_STATUSES),
  /** The reviewer's reason, with a decision of changes requested or rejected. */
  reason: z.string().nullable(),
  resubmittedAt: timestamp().nullable(),
  /** The evidence item's own status now, for an EVIDENCE item. */
  evidenceStatus: z.enum(["draft", "submitted"]).nullable(),
  canResubmit: z.boolean(),
  /** Why it cannot be sent for review again, or null. */
  resubmitProblem: z.string().nullable(),
  /** What was packaged when it was submitted. */
  snapshot: z.unknown(),
});

/** A titled item: evidence a submission would package, or could take now. */
const titledJson = z.object({ id: z.string().uuid(), title: z.string() });

/** GET, POST …/submission and the calls that change one: the season's submission. */
export const seasonSubmissionJsonSchema = z.object({
  season: z.number().int(),
  /** The season's submission that is not withdrawn, or null. */
  submission: z
    .object({
      submissionId: z.string().uuid(),
      season: z.number().int(),
      status: z.enum(SUBMISSION_STATUSES),
      submittedAt: timestamp(),
      submittedBy: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
      waitingSince: timestamp(),
      decidedAt: timestamp().nullable(),
      decisionMessage: z.string().nullable(),
      canWithdraw: z.boolean(),
      withdrawProblem: z.string().nullable(),
      items: z.array(submissionItemJsonSchema),
    })
    .nullable(),
  canSubmit: z.boolean(),
  /** What stops the season from being submitted; empty when it can be. */
  blockers: z.array(z.string()),
  /** What a submission would package now; drafts are left out. */
  includes: z.object({
    planSubmitted: z.boolean(),
    practiceDataSubmitted: z.boolean(),
    evidence: z.array(titledJson),
    drafts: z.array(titledJson),
  }),
  /** Submitted evidence not in the submission that may be added now. */
  addableEvidence: z.array(titledJson),
  /** The season's withdrawn submissions, newest first. */
  withdrawn: z.array(
    z.object({
      submissionId: z.string().uuid(),
      submittedAt: timestamp(),
      withdrawnAt: timestamp().nullable(),
    }),
  ),
});

export type SeasonSubmissionJson = z.infer<typeof seasonSubmissionJsonSchema>;

export function submissionItemJson(
  item: VisibleItemInput,
): z.infer<typeof submissionItemJsonSchema> {
  return {
    itemId: item.id,
    kind: item.kind,
    label: item.label,
    evidenceId: item.evidenceId,
    status: item.status,
    reason: item.reason,
    resubmittedAt: iso(item.resubmittedAt),
    evidenceStatus: item.evidenceStatus,
    canResubmit: item.resubmitProblem === null,
    resubmitProblem: item.resubmitProblem,
    snapshot: item.snapshot ?? null,
  };
}

/** The season's submission as the farmer sees it (GET …/submission?season=). */
export function seasonSubmissionJson(view: SeasonSubmissionInput): SeasonSubmissionJson {
  const s = view.submission;
  return {
    season: view.season,
    submission: s && {
      submissionId: s.id,
      season: s.season,
      status: s.status,
      submittedAt: s.submittedAt.toISOString(),
      submittedBy: s.submittedBy,
      waitingSince: s.waitingSince.toISOString(),
      decidedAt: iso(s.decidedAt),
      decisionMessage: s.decisionMessage,
      canWithdraw: s.withdrawProblem === null,
      withdrawProblem: s.withdrawProblem,
      items: s.items.map(submissionItemJson),
    },
    canSubmit: view.blockers.length === 0,
    blockers: view.blockers,
    includes: view.includes,
    addableEvidence: view.addable,
    withdrawn: view.withdrawn.map((w) => ({
      submissionId: w.id,
      submittedAt: w.submittedAt.toISOString(),
      withdrawnAt: iso(w.withdrawnAt),
    })),
  };
}

export interface TaskInput {
  id: string;
  type: TaskType;
  status: TaskStatus;
  title: string;
  description: string | null;
  href: string | null;
  submissionItemId: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** A request of the programme as the API answers it; taskJson's return type is inferred from it. */
export const taskJsonSchema = z.object({
  taskId: z.string().uuid(),
  type: z.enum(TASK_TYPES),
  status: z.enum(TASK_STATUSES),
  title: z.string(),
  description: z.string().nullable(),
  /** Where in Veld the request is dealt with, when it names a place. */
  href: z.string().nullable(),
  submissionItemId: z.string().uuid().nullable(),
  createdAt: z.string().datetime(),
  completedAt: z.string().datetime().nullable(),
});

/** PUT …/tasks/{taskId}: marks a programme's request done (readTaskBody reads it). */
export const taskCompleteBodyDoc = z.object({ status: z.literal("COMPLETE") }).strict();

/** A request of the programme (spec §4 'Task or request types'). */
export function taskJson(task: TaskInput): z.infer<typeof taskJsonSchema> {
  return {
    taskId: task.id,
    type: task.type,
    status: task.status,
    title: task.title,
    description: task.description,
    href: task.href,
    submissionItemId: task.submissionItemId,
    createdAt: task.createdAt.toISOString(),
    completedAt: iso(task.completedAt),
  };
}

export type TaskJson = ReturnType<typeof taskJson>;

/** POST …/submission: the season to submit, one of the programme's (422 otherwise). */
export const seasonSubmitBody = z
  .object({
    season: z.number().int().describe("The season's start year − 2000, e.g. 26 for 2026/2027."),
  })
  .strict();

/** POST …/submission: the season, or the one sentence of the refusal. */
export function readSeasonBody(body: Record<string, unknown>): number | string {
  const parsed = seasonSubmitBody.safeParse(body);
  return parsed.success
    ? parsed.data.season
    : 'Send { "season": <the season, a whole number such as 26 for 2026/2027> }.';
}

/** PUT …/tasks/{taskId}: { status: "COMPLETE" }; the error, or null. */
export function readTaskBody(body: Record<string, unknown>): string | null {
  const keys = Object.keys(body);
  if (body.status !== "COMPLETE" || keys.some((k) => k !== "status"))
    return 'Send { "status": "COMPLETE" } to mark the request as done.';
  return null;
}

/**
 * A path inside /profile (a task's href, fixPathFor) under the page's basePath, keeping its
 * search ('?userId=…' under userView) before the #fragment.
 */
export function profileHref(basePath: string, path: string, search: string): string {
  const hash = path.indexOf("#");
  const bare = hash >= 0 ? path.slice(0, hash) : path;
  const fragment = hash >= 0 ? path.slice(hash) : "";
  return `${basePath}${bare}${search}${fragment}`;
}

/** Open requests for the pages' task list, their links under the page's basePath. */
export function taskViews(tasks: readonly TaskInput[], basePath: string, search: string) {
  return tasks
    .filter((t) => t.status === "IN_PROGRESS")
    .map((t) => ({
      taskId: t.id,
      type: t.type,
      title: t.title,
      description: t.description,
      href: t.href ? profileHref(basePath, t.href, search) : null,
      createdAt: t.createdAt.toISOString(),
    }));
}
