// The farmer's side of a season's submission (issue 16; decisions 0080, 0085; spec §7
// 'Submission: GET, POST, DELETE'): what the farmer sees of it, submitting the season (plan,
// practice data and the submitted evidence as one), withdrawing it before the review begins,
// sending a fixed item for review again, adding evidence while changes are requested, and the
// programme's requests (tasks). The evidence page, the feedback page, the home page and the API
// call these. Every write is scoped to the organisation the caller was checked for, needs an
// editor role, runs in one transaction and is audited. The rules are in ./rules.
import {
  findEvidenceItem,
  listEvidenceFiles,
  listEvidenceItems,
  type EvidenceItemRow,
} from "~/models/evidence.server";
import { listCropJourneys } from "~/models/crop-journeys.server";
import { listFertiliserInputs } from "~/models/fertiliser-inputs.server";
import { listGrazingEvents } from "~/models/grazing-events.server";
import { listHerds } from "~/models/herds.server";
import { findPlan, listActions } from "~/models/implementation-plans.server";
import { listMembers } from "~/models/memberships.server";
import { findPracticeDataSubmission } from "~/models/organisation-details.server";
import { findUserById } from "~/models/profiles.server";
import {
  findActiveSubmission,
  findSubmission,
  insertSubmission,
  insertSubmissionItems,
  listOrganisationSubmissions,
  listSubmissionItems,
  lockSubmission,
  updateSubmission,
  updateSubmissionItem,
  type NewSubmissionItem,
  type SubmissionItemRow,
  type SubmissionRow,
} from "~/models/submissions.server";
import { completeTasksOfItem, findTask, listTasks, updateTask } from "~/models/tasks.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import {
  mailTranslator,
  recipientLanguages,
  type MailT,
} from "~/services/email/recipient-language.server";
import { seasonLabel } from "~/services/fields/seasons";
import { canEditOrganisation } from "~/services/organisations/rules";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import type { ProgrammeSeasons } from "~/services/practice/seasons";
import type { ReviewStatus, SubmissionItemKind, SubmissionStatus } from "~/shared/review";
import {
  addEvidenceProblem,
  evidenceUnchanged,
  resubmitProblem,
  type EvidenceSnapshot,
  REVIEW_MESSAGES,
  seasonResendProblem,
  statusAfterResubmit,
  submissionBlockers,
  visibleItemStatus,
  withdrawProblem,
} from "./rules";
import { Refusal } from "~/services/kit/refusal";
import type { Actor } from "~/services/kit/actor";

/** The refusals of this service that are not in REVIEW_MESSAGES (decision 0085). */
export const SUBMISSION_MESSAGES = {
  requestForbidden: "Your role in this organisation does not allow marking its requests as done.",
  requestByResubmit:
    "This request is done when you send its item for review again, not by marking it here.",
  otherSeason: "This evidence belongs to another season than the submission.",
} as const;

export interface SubmissionWrite {
  actor: Actor;
  organisationId: string;
  role: string | null | undefined;
}

/** A refused submission: a Refusal with every reason (the blockers); several name the season. */
export class SubmissionError extends Refusal {
  override name = "SubmissionError";
  constructor(
    status: 403 | 404 | 409 | 422,
    message: string,
    /** Every reason, when there are several (the blockers). */
    readonly reasons: readonly string[] = [message],
  ) {
    super(
      status,
      message,
      reasons.length > 1 ? { fieldErrors: { season: reasons.join(" ") } } : {},
    );
  }
}

export function isSubmissionError(error: unknown): error is SubmissionError {
  return error instanceof SubmissionError;
}

function requireEditor(
  role: string | null | undefined,
  message: string = REVIEW_MESSAGES.forbidden,
) {
  if (!canEditOrganisation(role)) throw new SubmissionError(403, message);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * The plan a season's submission packages: the season's own, and for a baseline season (which
 * has no plan of its own: a plan says what the farm will do) the programme's first season's.
 */
function planSeasonOf(season: number, programme: ProgrammeSeasons) {
  return programme.baseline.includes(season) ? programme.first : season;
}

interface SeasonFacts {
  programme: ProgrammeSeasons;
  plan: Awaited<ReturnType<typeof findPlan>>;
  practiceDataSubmittedAt: Date | null;
  evidence: EvidenceItemRow[];
  active: SubmissionRow | null;
}

/** `programme` is read before a transaction (it reads outside it). */
async function seasonFacts(
  organisationId: string,
  season: number,
  programme: ProgrammeSeasons,
  executor?: Executor,
): Promise<SeasonFacts> {
  const [plan, practice, evidence, active] = await Promise.all([
    findPlan(organisationId, planSeasonOf(season, programme), executor),
    findPracticeDataSubmission(organisationId, executor),
    listEvidenceItems(organisationId, season, executor),
    findActiveSubmission(organisationId, season, executor),
  ]);
  return { programme, plan, practiceDataSubmittedAt: practice?.at ?? null, evidence, active };
}

function blockersOf(facts: SeasonFacts): string[] {
  return submissionBlockers({
    planSubmitted: !!facts.plan?.submittedAt,
    practiceDataSubmitted: facts.practiceDataSubmittedAt !== null,
    evidence: facts.evidence.map((e) => ({
      status: e.status === "submitted" ? "submitted" : "draft",
    })),
    existing: facts.active?.status ?? null,
  });
}

export interface VisibleItem {
  id: string;
  kind: SubmissionItemKind;
  label: string;
  evidenceId: string | null;
  /** The review status the farmer sees (a decision shows once its summary decision is sent). */
  status: ReviewStatus;
  /** The reviewer's reason, only when the farmer sees the decision. */
  reason: string | null;
  /** When the farmer last sent this item for review again. */
  resubmittedAt: Date | null;
  /** The evidence item's status now (for sending the season again); null for other kinds. */
  evidenceStatus: "draft" | "submitted" | null;
  /** Why this item cannot go back for review yet; null when it can (it has changed). */
  resubmitProblem: string | null;
  snapshot: unknown;
}

export interface VisibleSubmission {
  id: string;
  season: number;
  status: SubmissionStatus;
  submittedAt: Date;
  submittedBy: { id: string; name: string } | null;
  waitingSince: Date;
  /** The summary decision, once sent: when, which (the submission's status) and the message. */
  decidedAt: Date | null;
  decisionMessage: string | null;
  items: VisibleItem[];
  /** Why it cannot be withdrawn; null while it can. */
  withdrawProblem: string | null;
}

export interface SeasonSubmissionView {
  season: number;
  submission: VisibleSubmission | null;
  /** What stops the season from being submitted; empty when it can be. */
  blockers: string[];
  /** What a submission would package now. */
  includes: {
    planSubmitted: boolean;
    practiceDataSubmitted: boolean;
    evidence: { id: string; title: string }[];
    /** Drafts are left out (the page names them). */
    drafts: { id: string; title: string }[];
  };
  /** Submitted evidence items not in the submission that may be added now. */
  addable: { id: string; title: string }[];
  /** The season's withdrawn submissions, newest first. */
  withdrawn: { id: string; submittedAt: Date; withdrawnAt: Date | null }[];
}

function personName(row: { name: string | null; surname: string | null; email: string }) {
  return [row.name, row.surname].filter(Boolean).join(" ") || row.email;
}

function visibleItem(
  item: SubmissionItemRow,
  submission: SubmissionRow,
  evidence: ReadonlyMap<string, EvidenceItemRow>,
  /** The evidence items that need changes as they are now, by evidence id. */
  current: ReadonlyMap<string, EvidenceSnapshot>,
): VisibleItem {
  const status = visibleItemStatus(item, submission.decidedAt);
  const ev = item.evidenceId ? evidence.get(item.evidenceId) : undefined;
  const now = item.evidenceId ? current.get(item.evidenceId) : undefined;
  const evidenceStatus =
    item.kind === "EVIDENCE" ? (ev?.status === "submitted" ? "submitted" : "draft") : null;
  return {
    id: item.id,
    kind: item.kind,
    label: item.label,
    evidenceId: item.evidenceId,
    status,
    reason: status === "CHANGES_REQUESTED" || status === "REJECTED" ? item.reason : null,
    resubmittedAt: item.resubmittedAt,
    evidenceStatus,
    resubmitProblem:
      item.kind === "EVIDENCE" && !ev
        ? REVIEW_MESSAGES.resubmitDraft
        : resubmitProblem(
            status,
            item.kind,
            evidenceStatus,
            now !== undefined && evidenceUnchanged(item.snapshot, now),
          ),
    snapshot: item.snapshot,
  };
}

const KIND_ORDER: Record<SubmissionItemKind, number> = { PLAN: 0, PRACTICE_DATA: 1, EVIDENCE: 2 };

/**
 * Items in the order the farmer reads them: the plan, the practice data, then the evidence in
 * the evidence page's order (items inserted in one transaction share their createdAt).
 */
function inOrder(items: readonly SubmissionItemRow[], evidence: readonly EvidenceItemRow[]) {
  const position = new Map(evidence.map((e, i) => [e.id, i]));
  const rank = (item: SubmissionItemRow) =>
    item.evidenceId !== null ? (position.get(item.evidenceId) ?? evidence.length) : -1;
  return [...items].sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      rank(a) - rank(b) ||
      a.createdAt.getTime() - b.createdAt.getTime(),
  );
}

/**
 * The season's submission as the farmer sees it (the active one, or null), what blocks
 * submitting, what a submission would package, and the season's withdrawn submissions.
 */
export async function loadSeasonSubmission(
  organisationId: string,
  season: number,
): Promise<SeasonSubmissionView> {
  const facts = await seasonFacts(
    organisationId,
    season,
    await loadProgrammeSeasons(organisationId),
  );
  const evidenceById = new Map(facts.evidence.map((e) => [e.id, e]));
  const [history, items, submitter] = await Promise.all([
    listOrganisationSubmissions(organisationId),
    facts.active ? listSubmissionItems([facts.active.id]) : Promise.resolve([]),
    facts.active?.submittedBy ? findUserById(facts.active.submittedBy) : Promise.resolve(null),
  ]);
  const active = facts.active;
  // The evidence asked to change, as it is now: the season goes back only once it has changed.
  const asked = active
    ? items.filter(
        (i) =>
          i.evidenceId !== null &&
          evidenceById.has(i.evidenceId) &&
          visibleItemStatus(i, active.decidedAt) === "CHANGES_REQUESTED",
      )
    : [];
  const askedFiles = asked.length
    ? await listEvidenceFiles(
        organisationId,
        asked.map((i) => i.evidenceId!),
      )
    : [];
  const current = new Map(
    asked.map((i) => [i.evidenceId!, snapshotOf(evidenceById.get(i.evidenceId!)!, askedFiles)]),
  );
  const included = new Set(items.map((i) => i.evidenceId).filter(Boolean));
  const submitted = facts.evidence.filter((e) => e.status === "submitted");
  return {
    season,
    submission: active && {
      id: active.id,
      season: active.season,
      status: active.status,
      submittedAt: active.submittedAt,
      submittedBy: submitter && { id: submitter.id, name: personName(submitter) },
      waitingSince: active.waitingSince,
      decidedAt: active.decidedAt,
      decisionMessage: active.decidedAt ? active.decisionMessage : null,
      items: inOrder(items, facts.evidence).map((item) =>
        visibleItem(item, active, evidenceById, current),
      ),
      withdrawProblem: withdrawProblem(active.status, items),
    },
    blockers: blockersOf(facts),
    includes: {
      planSubmitted: !!facts.plan?.submittedAt,
      practiceDataSubmitted: facts.practiceDataSubmittedAt !== null,
      evidence: submitted.map((e) => ({ id: e.id, title: e.title })),
      drafts: facts.evidence
        .filter((e) => e.status !== "submitted")
        .map((e) => ({ id: e.id, title: e.title })),
    },
    addable:
      active?.status === "CHANGES_REQUESTED"
        ? submitted.filter((e) => !included.has(e.id)).map((e) => ({ id: e.id, title: e.title }))
        : [],
    withdrawn: history
      .filter((s) => s.season === season && s.status === "WITHDRAWN")
      .map((s) => ({ id: s.id, submittedAt: s.submittedAt, withdrawnAt: s.withdrawnAt })),
  };
}

/** The season view of the organisation's submission with this id; null when not theirs. */
export async function loadSubmissionSeason(organisationId: string, submissionId: string) {
  const row = await findSubmission(organisationId, submissionId);
  return row ? loadSeasonSubmission(organisationId, row.season) : null;
}

/** An evidence item with its current files (not removed), as a submission packages it. */
function snapshotOf(
  item: EvidenceItemRow,
  files: readonly { evidenceId: string; fileId: string; name: string; deletedAt: Date | null }[],
): EvidenceSnapshot {
  return {
    title: item.title,
    description: item.description,
    categories: item.categories,
    fieldId: item.fieldId,
    practice: item.practice,
    files: files
      .filter((f) => f.evidenceId === item.id && !f.deletedAt)
      .map((f) => ({ fileId: f.fileId, name: f.name })),
  };
}

/** What an evidence item's review item keeps: what was submitted, so later edits do not rewrite it. */
async function evidenceSnapshot(organisationId: string, item: EvidenceItemRow, tx: Executor) {
  return snapshotOf(item, await listEvidenceFiles(organisationId, [item.id], tx));
}

function evidenceItemValues(
  organisationId: string,
  submissionId: string,
  item: EvidenceItemRow,
  snapshot: unknown,
): NewSubmissionItem {
  return {
    submissionId,
    organisationId,
    kind: "EVIDENCE",
    evidenceId: item.id,
    label: item.title,
    snapshot,
  };
}

function audit(
  tx: Executor,
  actor: Actor,
  action: string,
  entityType: string,
  entityId: string,
  changes: unknown,
) {
  return recordAudit(
    {
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action,
      entityType,
      entityId,
      changes,
      requestId: actor.requestId ?? null,
    },
    tx,
  );
}

/**
 * Submits the season (spec §7 'Submission POST'): the plan, the practice data and every
 * submitted evidence item (drafts are left out), each a review item with a snapshot. The
 * organisation's members get a confirmation e-mail. A season already submitted is a 409, also
 * when two submits race (the unique index submissions_active_season).
 */
export async function submitSeason(who: SubmissionWrite, season: number): Promise<SubmissionRow> {
  requireEditor(who.role);
  const organisationId = who.organisationId;
  const programme = await loadProgrammeSeasons(organisationId);
  if (!Number.isInteger(season) || !programme.required.includes(season))
    throw new SubmissionError(422, REVIEW_MESSAGES.season);
  try {
    return await transaction(async (tx) => {
      const facts = await seasonFacts(organisationId, season, programme, tx);
      const blockers = blockersOf(facts);
      if (blockers.includes(REVIEW_MESSAGES.alreadySubmitted))
        throw new SubmissionError(409, REVIEW_MESSAGES.alreadySubmitted);
      if (blockers.length > 0) throw new SubmissionError(422, blockers[0]!, blockers);
      const now = new Date();
      const submission = await insertSubmission(
        {
          organisationId,
          season,
          status: "SUBMITTED",
          submittedAt: now,
          submittedBy: who.actor.userId,
          waitingSince: now,
        },
        tx,
      );
      const plan = facts.plan!;
      const actions = await listActions(organisationId, plan.id, tx);
      const [crops, herds, grazing, fertiliser] = await Promise.all([
        listCropJourneys(organisationId, [season], tx),
        listHerds(organisationId, tx),
        listGrazingEvents(organisationId, season, tx),
        listFertiliserInputs(organisationId, [season], tx),
      ]);
      const evidence = facts.evidence.filter((e) => e.status === "submitted");
      const evidenceValues: NewSubmissionItem[] = [];
      for (const item of evidence) {
        evidenceValues.push(
          evidenceItemValues(
            organisationId,
            submission.id,
            item,
            await evidenceSnapshot(organisationId, item, tx),
          ),
        );
      }
      const values: NewSubmissionItem[] = [
        {
          submissionId: submission.id,
          organisationId,
          kind: "PLAN",
          label: "Implementation plan",
          snapshot: {
            planId: plan.id,
            season: plan.season,
            submittedAt: plan.submittedAt?.toISOString() ?? null,
            fields: new Set(actions.map((a) => a.fieldId)).size,
            practices: new Set(actions.map((a) => a.practice)).size,
            actions: actions.length,
          },
        },
        {
          submissionId: submission.id,
          organisationId,
          kind: "PRACTICE_DATA",
          label: "Practice data",
          snapshot: {
            season,
            submittedAt: facts.practiceDataSubmittedAt?.toISOString() ?? null,
            cropJourneys: crops.length,
            herds: herds.length,
            grazingEvents: grazing.length,
            fertiliserInputs: fertiliser.length,
          },
        },
        ...evidenceValues,
      ];
      const items = await insertSubmissionItems(values, tx);
      await audit(tx, who.actor, "submission.submit", "submission", submission.id, {
        organisationId,
        season,
        items: items.map((i) => ({
          id: i.id,
          kind: i.kind,
          label: i.label,
          evidenceId: i.evidenceId,
        })),
        leftOut: facts.evidence
          .filter((e) => e.status !== "submitted")
          .map((e) => ({ id: e.id, title: e.title })),
      });
      const members = await listMembers(organisationId, tx);
      // Each member's e-mail in their saved language (decision 0160).
      const languageOf = await recipientLanguages(members, tx);
      for (const member of members) {
        const t = mailTranslator(languageOf(member));
        await enqueueEmail(
          {
            to: member.email,
            subject: t("emails.submissionReceivedSubject", { season: seasonLabel(season) }),
            text: receivedText(season, evidence.length, t),
            idempotencyKey: `submission-received:${submission.id}:${member.userId}`,
          },
          tx,
        );
      }
      return submission;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SubmissionError(409, REVIEW_MESSAGES.alreadySubmitted);
    throw error;
  }
}

function receivedText(season: number, evidenceCount: number, t: MailT) {
  return [
    t("emails.submissionReceivedWhat", { season: seasonLabel(season), count: evidenceCount }),
    "",
    t("emails.submissionReceivedNext"),
  ].join("\n");
}

async function requireSubmission(organisationId: string, submissionId: string, tx: Executor) {
  const found = await findSubmission(organisationId, submissionId, tx);
  if (!found) throw new SubmissionError(404, REVIEW_MESSAGES.notFound);
  // Lock it: a reviewer's decision and the farmer's change queue up behind each other.
  return (await lockSubmission(found.id, tx))!;
}

/** Withdraws a submission before its review begins (spec §7 'Submission DELETE'). */
export async function withdrawSubmission(
  who: SubmissionWrite,
  submissionId: string,
): Promise<SubmissionRow> {
  requireEditor(who.role);
  return transaction(async (tx) => {
    const submission = await requireSubmission(who.organisationId, submissionId, tx);
    const items = await listSubmissionItems([submission.id], tx);
    const problem = withdrawProblem(submission.status, items);
    if (problem) throw new SubmissionError(409, problem);
    const row = (await updateSubmission(
      submission.id,
      { status: "WITHDRAWN", withdrawnAt: new Date(), withdrawnBy: who.actor.userId },
      tx,
    ))!;
    await audit(tx, who.actor, "submission.withdraw", "submission", submission.id, {
      organisationId: who.organisationId,
      season: submission.season,
      from: submission.status,
      to: row.status,
    });
    return row;
  });
}

/**
 * Whether an item asked to change can go back now: its evidence as it is (taken again as the new
 * snapshot), and resubmitProblem's answer for it.
 */
async function resubmitCheck(
  organisationId: string,
  submission: SubmissionRow,
  item: SubmissionItemRow,
  tx: Executor,
) {
  const visible = visibleItemStatus(item, submission.decidedAt);
  const evidence =
    item.kind === "EVIDENCE" && item.evidenceId
      ? await findEvidenceItem(organisationId, item.evidenceId, tx)
      : null;
  const snapshot = evidence ? await evidenceSnapshot(organisationId, evidence, tx) : null;
  const problem =
    item.kind === "EVIDENCE" && !evidence
      ? REVIEW_MESSAGES.resubmitDraft
      : resubmitProblem(
          visible,
          item.kind,
          item.kind === "EVIDENCE"
            ? evidence?.status === "submitted"
              ? "submitted"
              : "draft"
            : null,
          snapshot !== null && evidenceUnchanged(item.snapshot, snapshot),
        );
  return { item, visible, evidence, snapshot, problem };
}

/**
 * Puts a checked item back for review (inside the caller's transaction): waiting again, its new
 * snapshot, its open requests complete, audited. Its reason stays as the history of what was
 * asked.
 */
async function sendItemAgain(
  who: SubmissionWrite,
  submission: SubmissionRow,
  checked: Awaited<ReturnType<typeof resubmitCheck>>,
  now: Date,
  tx: Executor,
) {
  const { item, evidence, snapshot } = checked;
  const row = (await updateSubmissionItem(
    submission.id,
    item.id,
    {
      status: "PENDING",
      resubmittedAt: now,
      resubmittedBy: who.actor.userId,
      ...(evidence && snapshot ? { label: evidence.title, snapshot } : {}),
    },
    tx,
  ))!;
  const completed = await completeTasksOfItem(who.organisationId, item.id, who.actor.userId, tx);
  return { row, completed };
}

/**
 * 'Send the season for review again' (issue 31, decision 0141): every item that needs changes
 * goes back for review at once, with what was added meanwhile, and the season returns to the
 * review queue. Refused (409, naming the items) until each of them has changed
 * (seasonResendProblem), so the same evidence never goes back as it was.
 */
export async function resendSeason(who: SubmissionWrite, submissionId: string) {
  requireEditor(who.role);
  return transaction(async (tx) => {
    const submission = await requireSubmission(who.organisationId, submissionId, tx);
    const items = await listSubmissionItems([submission.id], tx);
    const asked = items.filter(
      (i) => visibleItemStatus(i, submission.decidedAt) === "CHANGES_REQUESTED",
    );
    const checked = [];
    for (const item of asked)
      checked.push(await resubmitCheck(who.organisationId, submission, item, tx));
    const problem = seasonResendProblem(
      submission.status,
      checked.map((c) => ({ label: c.item.label, status: c.visible, resubmitProblem: c.problem })),
    );
    if (problem) throw new SubmissionError(409, problem);
    const now = new Date();
    for (const one of checked) {
      const { completed } = await sendItemAgain(who, submission, one, now, tx);
      await audit(tx, who.actor, "submission.resubmitItem", "submission_item", one.item.id, {
        organisationId: who.organisationId,
        submissionId: submission.id,
        kind: one.item.kind,
        evidenceId: one.item.evidenceId,
        from: one.item.status,
        to: "PENDING",
        reason: one.item.reason,
        completedTasks: completed.map((t) => t.id),
      });
    }
    const row = (await updateSubmission(
      submission.id,
      { status: "SUBMITTED", waitingSince: now },
      tx,
    ))!;
    await audit(tx, who.actor, "submission.resend", "submission", submission.id, {
      organisationId: who.organisationId,
      season: submission.season,
      from: submission.status,
      to: row.status,
      items: checked.map((c) => c.item.id),
    });
    return { submission: row, sent: checked.length };
  });
}

/**
 * Sends one item that needs changes for review again (the API's call; the pages send the whole
 * season: resendSeason): only that item waits for review again, the others keep their decisions.
 * The submission goes back in the review queue once no other item still needs changes. An
 * evidence item's snapshot is taken again.
 */
export async function resubmitItem(
  who: SubmissionWrite,
  submissionId: string,
  itemId: string,
): Promise<SubmissionItemRow> {
  requireEditor(who.role);
  return transaction(async (tx) => {
    const submission = await requireSubmission(who.organisationId, submissionId, tx);
    const items = await listSubmissionItems([submission.id], tx);
    const item = items.find((i) => i.id === itemId);
    if (!item) throw new SubmissionError(404, REVIEW_MESSAGES.itemNotFound);
    const checked = await resubmitCheck(who.organisationId, submission, item, tx);
    if (checked.problem) throw new SubmissionError(409, checked.problem);
    const now = new Date();
    const { row, completed } = await sendItemAgain(who, submission, checked, now, tx);
    const stillAsked = items.filter(
      (i) => i.id !== item.id && visibleItemStatus(i, submission.decidedAt) === "CHANGES_REQUESTED",
    ).length;
    const status = statusAfterResubmit(submission.status, stillAsked);
    await updateSubmission(
      submission.id,
      {
        status,
        ...(submission.status === "CHANGES_REQUESTED" && status === "SUBMITTED"
          ? { waitingSince: now }
          : {}),
      },
      tx,
    );
    await audit(tx, who.actor, "submission.resubmitItem", "submission_item", item.id, {
      organisationId: who.organisationId,
      submissionId: submission.id,
      kind: item.kind,
      evidenceId: item.evidenceId,
      from: item.status,
      to: "PENDING",
      reason: item.reason,
      submission: { from: submission.status, to: status },
      completedTasks: completed.map((t) => t.id),
    });
    return row;
  });
}

/**
 * Adds a submitted evidence item to a submission while changes are requested: it waits for
 * review, and goes to the reviewer with the season when the season is sent again.
 */
export async function addEvidenceToSubmission(
  who: SubmissionWrite,
  submissionId: string,
  evidenceId: string,
): Promise<SubmissionItemRow> {
  requireEditor(who.role);
  return transaction(async (tx) => {
    const submission = await requireSubmission(who.organisationId, submissionId, tx);
    const evidence = await findEvidenceItem(who.organisationId, evidenceId, tx);
    if (!evidence)
      throw new SubmissionError(404, "There is no such evidence in this organisation.");
    if (evidence.season !== submission.season)
      throw new SubmissionError(409, SUBMISSION_MESSAGES.otherSeason);
    const items = await listSubmissionItems([submission.id], tx);
    const problem = addEvidenceProblem(
      submission.status,
      evidence.status === "submitted" ? "submitted" : "draft",
      items.some((i) => i.evidenceId === evidence.id),
    );
    if (problem) throw new SubmissionError(409, problem);
    const [row] = await insertSubmissionItems(
      [
        evidenceItemValues(
          who.organisationId,
          submission.id,
          evidence,
          await evidenceSnapshot(who.organisationId, evidence, tx),
        ),
      ],
      tx,
    );
    // The season goes back with it once nothing else needs changes (resendSeason).
    const stillAsked = items.filter(
      (i) => visibleItemStatus(i, submission.decidedAt) === "CHANGES_REQUESTED",
    ).length;
    const status = statusAfterResubmit(submission.status, stillAsked);
    if (status !== submission.status)
      await updateSubmission(submission.id, { status, waitingSince: new Date() }, tx);
    await audit(tx, who.actor, "submission.addEvidence", "submission_item", row!.id, {
      organisationId: who.organisationId,
      submissionId: submission.id,
      evidenceId: evidence.id,
      submission: { from: submission.status, to: "SUBMITTED" },
    });
    return row!;
  });
}

/** The organisation's requests: open ones first (oldest first), then done ones. */
export function listOrganisationTasks(organisationId: string) {
  return listTasks(organisationId);
}

/** The organisation's open requests. */
export function listOpenOrganisationTasks(organisationId: string) {
  return listTasks(organisationId, { status: "IN_PROGRESS" });
}

/**
 * A member marks a request of the programme (ADMIN_REQUESTED) done. Requests tied to a review
 * item (FARM, PRACTICE_DATA) are done when the item is sent for review again, not by hand.
 */
export async function completeRequest(who: SubmissionWrite, taskId: string) {
  requireEditor(who.role, SUBMISSION_MESSAGES.requestForbidden);
  return transaction(async (tx) => {
    const task = await findTask(who.organisationId, taskId, tx);
    if (!task) throw new SubmissionError(404, REVIEW_MESSAGES.taskNotFound);
    if (task.type !== "ADMIN_REQUESTED")
      throw new SubmissionError(409, SUBMISSION_MESSAGES.requestByResubmit);
    if (task.status === "COMPLETE") return task;
    const row = (await updateTask(
      who.organisationId,
      task.id,
      { status: "COMPLETE", completedAt: new Date(), completedBy: who.actor.userId },
      tx,
    ))!;
    await audit(tx, who.actor, "task.complete", "task", task.id, {
      organisationId: who.organisationId,
      title: task.title,
      from: task.status,
      to: row.status,
    });
    return row;
  });
}
