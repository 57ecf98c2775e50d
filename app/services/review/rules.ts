// The review rules of a season's submission (issue 16; decision 0080). Pure: what blocks a
// submission, when it can be withdrawn, what a reviewer may decide, what the farmer sees, what a
// resubmission re-opens, and which request (task) a 'needs changes' opens. The farmer's pages,
// the admin's review page, the API and the tests share them.
import type { ReviewStatus, SubmissionItemKind, SubmissionStatus, TaskType } from "~/shared/review";
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from "~/services/kit/forms/messages";
import { isMultiLineText, isSingleLineText } from "~/shared/text";
import { DAY_MS } from "~/shared/time";

export const REVIEW_REASON_MAX = 2000;
export const TASK_TITLE_MAX = 200;

export const REVIEW_MESSAGES = {
  notFound: "There is no such submission in this organisation.",
  itemNotFound: "There is no such item in this submission.",
  forbidden: "Your role in this organisation does not allow submitting or withdrawing its season.",
  alreadySubmitted: "This season has already been submitted.",
  planMissing: "Submit the implementation plan before submitting the season.",
  practiceDataMissing: "Submit the practice data before submitting the season.",
  noEvidence: "Mark at least one evidence item as submitted before submitting the season.",
  season: "Choose one of the programme's seasons.",
  withdrawNotSubmitted: "Only a submission that is waiting for review can be withdrawn.",
  withdrawAfterReview: "The review has begun, so this submission can no longer be withdrawn.",
  reviewClosed: "This submission is not waiting for review, so its items cannot be decided now.",
  reasonRequired: "Give a reason, so the farmer knows what to change.",
  rejectReasonRequired: "Give a reason for rejecting.",
  reasonLong: `The reason can be at most ${REVIEW_REASON_MAX} characters.`,
  undecidedItems: "Decide every item before sending the decision.",
  acceptWithChanges: "Items still need changes: send 'Changes requested' instead, or accept them.",
  noChangesAsked: "No item needs changes: accept the submission or reject it.",
  resubmitNotAsked: "Only an item that needs changes can be sent for review again.",
  resubmitDraft:
    "Mark the evidence as submitted before sending it for review again: it is still a draft.",
  resubmitUnchanged:
    "Change the evidence before sending it for review again: replace the file or correct what the reviewer asked for.",
  resendNotAsked: "Only a season the programme asked to change can be sent for review again.",
  addNotAllowed: "Evidence can be added to a submission only while changes are requested.",
  addDraft: "Mark the evidence as submitted before adding it to the submission.",
  alreadyIncluded: "This evidence is already part of the submission.",
  evidenceLocked:
    "This evidence is part of the season's submission. It can be changed only when the programme asks for changes to it.",
  deleteLocked: "This evidence is part of the season's submission and cannot be deleted.",
  taskTitle: "Say what the organisation should do.",
  taskTitleLong: `The request can be at most ${TASK_TITLE_MAX} characters.`,
  taskNotFound: "There is no such request in this organisation.",
} as const;

/** The summary decisions a reviewer sends. */
export const SUMMARY_DECISIONS = ["ACCEPTED", "CHANGES_REQUESTED", "REJECTED"] as const;
export type SummaryDecision = (typeof SUMMARY_DECISIONS)[number];

/** The per-item decisions a reviewer makes. */
export const ITEM_DECISIONS = ["ACCEPTED", "CHANGES_REQUESTED", "REJECTED"] as const;
export type ItemDecision = (typeof ITEM_DECISIONS)[number];

export interface SubmissionFacts {
  planSubmitted: boolean;
  practiceDataSubmitted: boolean;
  /** The season's evidence items by status. */
  evidence: readonly { status: "draft" | "submitted" }[];
  /** The season's current submission, when there is one that is not withdrawn. */
  existing: SubmissionStatus | null;
}

/**
 * What stops a season from being submitted, in the order a farmer fixes them; empty when it can
 * be submitted. Drafts do not block: they are left out (the page says so).
 */
export function submissionBlockers(facts: SubmissionFacts): string[] {
  if (facts.existing !== null && facts.existing !== "WITHDRAWN")
    return [REVIEW_MESSAGES.alreadySubmitted];
  const blockers: string[] = [];
  if (!facts.planSubmitted) blockers.push(REVIEW_MESSAGES.planMissing);
  if (!facts.practiceDataSubmitted) blockers.push(REVIEW_MESSAGES.practiceDataMissing);
  if (!facts.evidence.some((e) => e.status === "submitted"))
    blockers.push(REVIEW_MESSAGES.noEvidence);
  return blockers;
}

export interface ItemFacts {
  status: ReviewStatus;
  decidedAt: Date | null;
}

/** Whether the farmer may still withdraw (Submission DELETE): waiting, and nothing decided yet. */
export function withdrawProblem(status: SubmissionStatus, items: readonly ItemFacts[]) {
  if (status !== "SUBMITTED") return REVIEW_MESSAGES.withdrawNotSubmitted;
  if (items.some((i) => i.decidedAt !== null)) return REVIEW_MESSAGES.withdrawAfterReview;
  return null;
}

/** Checks a reason: trimmed text, or the refusal. Needed for CHANGES_REQUESTED and REJECTED. */
export function checkReason(
  decision: ItemDecision | SummaryDecision,
  raw: unknown,
): { reason: string | null } | { refusal: string } {
  const reason = typeof raw === "string" ? raw.trim() : "";
  if (reason.length > REVIEW_REASON_MAX) return { refusal: REVIEW_MESSAGES.reasonLong };
  if (!isMultiLineText(reason)) return { refusal: MULTI_LINE_TEXT };
  if (reason === "" && decision === "CHANGES_REQUESTED")
    return { refusal: REVIEW_MESSAGES.reasonRequired };
  if (reason === "" && decision === "REJECTED")
    return { refusal: REVIEW_MESSAGES.rejectReasonRequired };
  return { reason: reason === "" ? null : reason };
}

/** Whether a reviewer may decide items now: only while the submission waits for review. */
export function itemDecisionProblem(status: SubmissionStatus) {
  return status === "SUBMITTED" ? null : REVIEW_MESSAGES.reviewClosed;
}

/**
 * Whether the summary decision fits the items: every item decided; 'Accepted' only when no item
 * needs changes (REJECTED items are left out of the credits); 'Changes requested' only when one
 * does. Rejecting the whole season is always possible while it waits (with a reason).
 */
export function summaryDecisionProblem(
  status: SubmissionStatus,
  decision: SummaryDecision,
  items: readonly { status: ReviewStatus }[],
): string | null {
  if (status !== "SUBMITTED") return REVIEW_MESSAGES.reviewClosed;
  if (decision === "REJECTED") return null;
  if (items.some((i) => i.status === "PENDING")) return REVIEW_MESSAGES.undecidedItems;
  const changes = items.some((i) => i.status === "CHANGES_REQUESTED");
  if (decision === "ACCEPTED" && changes) return REVIEW_MESSAGES.acceptWithChanges;
  if (decision === "CHANGES_REQUESTED" && !changes) return REVIEW_MESSAGES.noChangesAsked;
  return null;
}

/**
 * The review status the farmer sees for an item: a decision counts once the reviewer has sent
 * the summary decision that includes it (decided before it); until then 'waiting for review'.
 * A reviewer working through the queue never shows a half-finished review.
 */
export function visibleItemStatus(item: ItemFacts, submissionDecidedAt: Date | null): ReviewStatus {
  if (item.status === "PENDING" || !item.decidedAt || !submissionDecidedAt) return "PENDING";
  return item.decidedAt.getTime() <= submissionDecidedAt.getTime() ? item.status : "PENDING";
}

/**
 * Whether the farmer may send a fixed item for review again: it needs changes (as the farmer
 * sees it) and, for evidence, it is marked submitted and has changed since it was reviewed
 * (issue 31: the same file sent back is refused). Resubmitting re-opens only that item (PENDING)
 * and puts the submission back in the queue.
 */
export function resubmitProblem(
  visible: ReviewStatus,
  kind: SubmissionItemKind,
  evidenceStatus: "draft" | "submitted" | null,
  unchanged = false,
): string | null {
  if (visible !== "CHANGES_REQUESTED") return REVIEW_MESSAGES.resubmitNotAsked;
  if (kind === "EVIDENCE" && evidenceStatus !== "submitted") return REVIEW_MESSAGES.resubmitDraft;
  if (kind === "EVIDENCE" && unchanged) return REVIEW_MESSAGES.resubmitUnchanged;
  return null;
}

/** An evidence item as a submission packaged it (its submission item's snapshot). */
export interface EvidenceSnapshot {
  title: string;
  description?: string | null;
  categories: readonly string[];
  fieldId: string | null;
  practice: string | null;
  files: readonly { fileId: string; name: string }[];
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");

function isEvidenceSnapshot(value: unknown): value is EvidenceSnapshot {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<EvidenceSnapshot>;
  return (
    typeof v.title === "string" &&
    Array.isArray(v.categories) &&
    Array.isArray(v.files) &&
    v.files.every((f) => typeof f === "object" && f !== null && typeof f.fileId === "string")
  );
}

/**
 * Whether an evidence item is as it was when it went for review (issue 31): the same title,
 * categories, field, practice and current files (in any order), and the same description where
 * the snapshot kept one. A snapshot of another shape cannot tell, so it counts as changed.
 */
export function evidenceUnchanged(reviewed: unknown, now: EvidenceSnapshot): boolean {
  if (!isEvidenceSnapshot(reviewed)) return false;
  return (
    reviewed.title === now.title &&
    (reviewed.fieldId ?? null) === now.fieldId &&
    (reviewed.practice ?? null) === now.practice &&
    (!("description" in reviewed) ||
      (reviewed.description ?? null) === (now.description ?? null)) &&
    sameSet(reviewed.categories, now.categories) &&
    sameSet(
      reviewed.files.map((f) => f.fileId),
      now.files.map((f) => f.fileId),
    )
  );
}

/** Whether a submitted evidence item not yet in the submission may be added to it. */
export function addEvidenceProblem(
  status: SubmissionStatus,
  evidenceStatus: "draft" | "submitted",
  alreadyIncluded: boolean,
): string | null {
  if (alreadyIncluded) return REVIEW_MESSAGES.alreadyIncluded;
  if (status !== "CHANGES_REQUESTED") return REVIEW_MESSAGES.addNotAllowed;
  if (evidenceStatus !== "submitted") return REVIEW_MESSAGES.addDraft;
  return null;
}

/**
 * Whether an evidence item in a submission may go back to draft (or be changed): only when the
 * farmer can see that the programme asked for changes to it. Not in a submission (null): free.
 */
export function evidenceLockProblem(visible: ReviewStatus | null): string | null {
  if (visible === null || visible === "CHANGES_REQUESTED") return null;
  return REVIEW_MESSAGES.evidenceLocked;
}

/** The request (task) type a 'needs changes' opens: records → PRACTICE_DATA; evidence → FARM. */
export function taskTypeFor(kind: SubmissionItemKind): TaskType {
  return kind === "EVIDENCE" ? "FARM" : "PRACTICE_DATA";
}

/** Where in /profile the farmer fixes an item of this kind. */
export function fixPathFor(kind: SubmissionItemKind, evidenceId: string | null): string {
  switch (kind) {
    case "PLAN":
      return "/journey/implementation";
    case "PRACTICE_DATA":
      return "/journey/practice_data";
    case "EVIDENCE":
      return evidenceId ? `/journey/evidence#evidence-${evidenceId}` : "/journey/evidence";
  }
}

/** The summary decision the farmer reads on the feedback page and in the e-mail. */
export const SUMMARY_DECISION_TEXTS: Record<SummaryDecision, string> = {
  ACCEPTED: "Your season's submission has been accepted.",
  CHANGES_REQUESTED: "The programme has asked for changes to your season's submission.",
  REJECTED: "Your season's submission has been rejected.",
};

/** What the farmer should do next, by the submission's status. */
export function nextStepText(status: SubmissionStatus): string {
  switch (status) {
    case "SUBMITTED":
      return "We are reviewing your submission. We will e-mail you when the review is done.";
    case "CHANGES_REQUESTED":
      return "Fix each item that needs changes, then send it for review again.";
    case "ACCEPTED":
      return "Nothing more to do for this season. Your credits are calculated from what was accepted.";
    case "REJECTED":
      return "Read the reason below. Contact the programme if you want to discuss it.";
    case "WITHDRAWN":
      return "You withdrew this submission. Submit the season again when it is ready.";
  }
}

/** Checks an admin request: the title, and the optional description. */
export function checkTaskInput(raw: {
  title?: unknown;
  description?: unknown;
}):
  | { ok: true; title: string; description: string | null }
  | { ok: false; errors: Record<string, string> } {
  const title = typeof raw.title === "string" ? raw.title.trim() : "";
  const description = typeof raw.description === "string" ? raw.description.trim() : "";
  const errors: Record<string, string> = {};
  if (title === "") errors.title = REVIEW_MESSAGES.taskTitle;
  else if (title.length > TASK_TITLE_MAX) errors.title = REVIEW_MESSAGES.taskTitleLong;
  else if (!isSingleLineText(title)) errors.title = SINGLE_LINE_TEXT;
  if (description.length > REVIEW_REASON_MAX) errors.description = REVIEW_MESSAGES.reasonLong;
  else if (!isMultiLineText(description)) errors.description = MULTI_LINE_TEXT;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, title, description: description === "" ? null : description };
}

/**
 * The items after the farmer resubmits one: that item waits for review again; every other item
 * keeps its decision (what a resubmission re-opens: only the fixed item).
 */
export function reopenItem<T extends { id: string; status: ReviewStatus }>(
  items: readonly T[],
  itemId: string,
): T[] {
  return items.map((item) => (item.id === itemId ? { ...item, status: "PENDING" } : item));
}

/** The submission's status after a resubmission: back in the review queue. */
export function statusAfterResubmit(status: SubmissionStatus, stillAsked = 0): SubmissionStatus {
  // While another item still needs changes, the season waits for the farmer, not the reviewer.
  if (status === "CHANGES_REQUESTED" && stillAsked > 0) return status;
  return status === "CHANGES_REQUESTED" || status === "SUBMITTED" ? "SUBMITTED" : status;
}

/** What the season's 'Send the season for review again' reads of each item. */
export interface ResendItemFacts {
  label: string;
  /** The status the farmer sees. */
  status: ReviewStatus;
  /** Why the item cannot go back yet (resubmitProblem); null when it can. */
  resubmitProblem: string | null;
}

/** The items that need changes and are not changed yet (the season cannot go back with them). */
export function itemsStillToChange<T extends ResendItemFacts>(items: readonly T[]): T[] {
  return items.filter((i) => i.status === "CHANGES_REQUESTED" && i.resubmitProblem !== null);
}

/** The toast after 'Send the season for review again', on the feedback and evidence pages. */
export const RESENT_TEXT =
  "Your season is sent for review again. We will e-mail you when it is reviewed.";

/** The refusal that names the items still to change. */
export function resendUnchangedText(labels: readonly string[]): string {
  const names = labels.map((label) => `'${label}'`).join(", ");
  return labels.length === 1
    ? `Change ${names} as the programme asked before sending the season for review again.`
    : `Change these items as the programme asked before sending the season for review again: ${names}.`;
}

/**
 * Why the season cannot be sent for review again now (issue 31, decision 0141): only while the
 * programme asks for changes, and only once every item that needs changes has changed (an
 * evidence item submitted and different from what was reviewed); null when it can.
 */
export function seasonResendProblem(
  status: SubmissionStatus,
  items: readonly ResendItemFacts[],
): string | null {
  if (status !== "CHANGES_REQUESTED") return REVIEW_MESSAGES.resendNotAsked;
  const left = itemsStillToChange(items);
  return left.length > 0 ? resendUnchangedText(left.map((i) => i.label)) : null;
}

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
