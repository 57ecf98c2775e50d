// The JSON of the farmer's submission API and of the feedback pages (issue 16; decision 0085;
// docs/api.md 'Submissions'; spec §7 'Submission: GET, POST, DELETE'). Pure: the routes and the
// page loaders answer with these. A decision shows only once the farmer can see it
// (visibleItemStatus); the reviewer's reason only with it.
import type {
  ReviewStatus,
  SubmissionItemKind,
  SubmissionStatus,
  TaskStatus,
  TaskType,
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

export function submissionItemJson(item: VisibleItemInput) {
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
export function seasonSubmissionJson(view: SeasonSubmissionInput) {
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

export type SeasonSubmissionJson = ReturnType<typeof seasonSubmissionJson>;

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

/** A request of the programme (spec §4 'Task or request types'). */
export function taskJson(task: TaskInput) {
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

/** POST …/submission: { season }; the error, or the season. */
export function readSeasonBody(body: Record<string, unknown>): number | string {
  const keys = Object.keys(body);
  if (
    typeof body.season !== "number" ||
    !Number.isInteger(body.season) ||
    keys.some((k) => k !== "season")
  )
    return 'Send { "season": <the season, a whole number such as 26 for 2026/2027> }.';
  return body.season;
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
