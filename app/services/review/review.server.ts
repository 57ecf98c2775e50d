// The programme's side of a season's submission (issue 16; decision 0086): the review queue
// (waiting submissions, oldest first), one submission with its items, the live evidence and
// where to see the plan and practice data, each item's decision with its reason, the summary
// decision (e-mailed to every member of the organisation through the outbox, with a request
// opened per item that needs changes), and the programme's own requests (ADMIN_REQUESTED tasks).
// The rules are app/services/review/rules.ts; this module reads and writes through the models,
// one transaction per change with the submission locked, and audits who, what and why. The
// routes check read:admin / write:admin before calling.
import { getEnv } from "~/env.server";
import { listEntityEntries } from "~/models/audit-log.server";
import { listMembers } from "~/models/memberships.server";
import { findOrganisation, listOrganisations } from "~/models/organisations.server";
import { findUserById } from "~/models/profiles.server";
import {
  findSubmissionById,
  listSubmissionItems,
  listSubmissionsAcross,
  lockSubmission,
  updateSubmission,
  updateSubmissionItem,
  type SubmissionItemRow,
  type SubmissionListFilter,
  type SubmissionListRow,
  type SubmissionRow,
} from "~/models/submissions.server";
import { findTask, insertTask, listTasks, updateTask, type TaskRow } from "~/models/tasks.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { tellOrganisation } from "~/services/notifications/programme-messages.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import {
  englishT,
  mailTranslator,
  recipientLanguages,
  type MailT,
} from "~/services/email/recipient-language.server";
import { findEvidence } from "~/services/evidence/evidence.server";
import { formatPosition, isPhoto } from "~/services/evidence/rules";
import { currentSeason, seasonLabel } from "~/services/fields/seasons";
import { paginate, type PageInfo } from "~/services/kit/table";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import { programmeSeasonLabel, type ProgrammeSeasons } from "~/services/practice/seasons";
import { isUuid } from "~/shared/ids";
import {
  REVIEW_STATUS_LABELS,
  SUBMISSION_ITEM_KINDS,
  SUBMISSION_STATUS_LABELS,
  type ReviewStatus,
  type SubmissionItemKind,
  type SubmissionStatus,
} from "~/shared/review";
import type { z } from "zod";
import {
  checkHref,
  REVIEW_ADMIN_MESSAGES,
  type reviewDecisionHistoryJsonSchema,
  type reviewFileJsonSchema,
  type reviewItemJsonSchema,
  type reviewTaskJsonSchema,
  type submissionSummaryJsonSchema,
  type SubmissionReviewJson,
} from "./admin-api";
import {
  checkReason,
  checkTaskInput,
  fixPathFor,
  ITEM_DECISIONS,
  itemDecisionProblem,
  REVIEW_MESSAGES,
  SUMMARY_DECISIONS,
  summaryDecisionProblem,
  taskTypeFor,
  waitingDays,
  type ItemDecision,
  type SummaryDecision,
} from "./rules";
import { Refusal } from "~/services/kit/refusal";
import type { Actor } from "~/services/kit/actor";

export const REVIEW_PAGE_SIZE = 20;

/** The farmer's feedback page, where the e-mail sends them. */
export const FEEDBACK_PATH = "/profile/journey/complete";

export interface ReviewListFilter {
  organisationId?: string | null;
  season?: number | null;
  status?: SubmissionStatus | null;
}

/** One row of the queue or of the all-submissions list. */
export type SubmissionSummaryView = z.infer<typeof submissionSummaryJsonSchema>;

async function programmesOf(organisationIds: readonly string[]) {
  const unique = [...new Set(organisationIds)];
  const programmes = await Promise.all(unique.map((id) => loadProgrammeSeasons(id)));
  return new Map(unique.map((id, index) => [id, programmes[index]!]));
}

function labelOfSeason(season: number, programme: ProgrammeSeasons | undefined) {
  return programme ? programmeSeasonLabel(season, programme) : seasonLabel(season);
}

function summaryView(
  row: SubmissionListRow,
  programme: ProgrammeSeasons | undefined,
  now: Date,
): SubmissionSummaryView {
  return {
    id: row.id,
    organisation: { id: row.organisationId, name: row.organisationName },
    season: row.season,
    seasonLabel: labelOfSeason(row.season, programme),
    status: row.status,
    statusLabel: SUBMISSION_STATUS_LABELS[row.status],
    submittedAt: row.submittedAt.toISOString(),
    submittedBy: row.submittedByEmail,
    waitingSince: row.waitingSince.toISOString(),
    waitingDays: row.status === "SUBMITTED" ? waitingDays(row.waitingSince, now) : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    counts: {
      items: row.itemCount,
      pending: row.pendingCount,
      changes: row.changesCount,
      rejected: row.rejectedCount,
    },
  };
}

async function listPage(
  filter: SubmissionListFilter,
  page: { page: number; size: number },
  order: "queue" | "newest",
): Promise<{ rows: SubmissionSummaryView[]; info: PageInfo }> {
  const size = Math.min(Math.max(1, Math.trunc(page.size) || REVIEW_PAGE_SIZE), 100);
  const wanted = Math.max(0, Math.trunc(page.page) || 0);
  let result = await listSubmissionsAcross(filter, { limit: size, offset: wanted * size, order });
  let info = paginate(result.total, wanted, size);
  // A page past the last one shows the last one (its index clamped by paginate).
  if (info.page !== wanted && result.total > 0)
    result = await listSubmissionsAcross(filter, { limit: size, offset: info.offset, order });
  info = paginate(result.total, info.page, size);
  const now = new Date();
  const programmes = await programmesOf(result.rows.map((r) => r.organisationId));
  return {
    rows: result.rows.map((row) => summaryView(row, programmes.get(row.organisationId), now)),
    info,
  };
}

function modelFilter(filter: ReviewListFilter): SubmissionListFilter {
  return {
    organisationId:
      filter.organisationId && isUuid(filter.organisationId) ? filter.organisationId : null,
    season: filter.season ?? null,
    ...(filter.status ? { statuses: [filter.status] } : {}),
  };
}

/** The review queue: submissions waiting for review, the one waiting longest first. */
export function listReviewQueue(
  filter: Omit<ReviewListFilter, "status">,
  page: { page: number; size: number },
) {
  return listPage({ ...modelFilter(filter), statuses: ["SUBMITTED"] }, page, "queue");
}

/** Every submission across organisations (withdrawn ones too), the newest first. */
export function listAllSubmissions(
  filter: ReviewListFilter,
  page: { page: number; size: number },
  order: "queue" | "newest" = "newest",
) {
  return listPage(modelFilter(filter), page, order);
}

/** The organisations a list can be filtered by, by name. */
export async function listFilterOrganisations() {
  const rows = await listOrganisations();
  return rows.map((o) => ({ id: o.id, name: o.name })).sort((a, b) => a.name.localeCompare(b.name));
}

// ---- One submission ----

// The reviewer's views are the types of the API's schemas (admin-api.ts), so the pages, the
// calls and the OpenAPI document read one shape (decision 0111).
export type ReviewFileView = z.infer<typeof reviewFileJsonSchema>;

export type ReviewDecisionHistory = z.infer<typeof reviewDecisionHistoryJsonSchema>;

export type ReviewItemView = z.infer<typeof reviewItemJsonSchema>;

export type ReviewTaskView = z.infer<typeof reviewTaskJsonSchema>;

export function taskView(task: TaskRow): ReviewTaskView {
  return {
    id: task.id,
    type: task.type,
    status: task.status,
    title: task.title,
    description: task.description,
    href: task.href,
    submissionItemId: task.submissionItemId,
    createdAt: task.createdAt.toISOString(),
    completedAt: task.completedAt?.toISOString() ?? null,
  };
}

export const ITEM_DECIDE_ACTION = "submission.item.decide";
export const SUBMISSION_DECIDE_ACTION = "submission.decide";

function personLabel(user: { name: string | null; surname: string | null; email: string } | null) {
  if (!user) return null;
  const name = [user.name, user.surname].filter(Boolean).join(" ");
  return name ? `${name} (${user.email})` : user.email;
}

async function peopleOf(ids: readonly (string | null)[]) {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  const users = await Promise.all(unique.map((id) => findUserById(id)));
  return new Map(unique.map((id, index) => [id, personLabel(users[index] ?? null)]));
}

function fileView(file: {
  fileId: string;
  name: string;
  size: number;
  mimeType: string;
  capturedAt: Date | null;
  latitude: number | null;
  longitude: number | null;
  deletedAt: Date | null;
}): ReviewFileView {
  return {
    fileId: file.fileId,
    name: file.name,
    size: file.size,
    mimeType: file.mimeType,
    photo: isPhoto(file.mimeType),
    capturedAt: file.capturedAt?.toISOString() ?? null,
    position:
      file.latitude !== null && file.longitude !== null
        ? formatPosition(file.latitude, file.longitude)
        : null,
    href: `/files/${file.fileId}`,
    deletedAt: file.deletedAt?.toISOString() ?? null,
  };
}

function historyOf(
  entries: Awaited<ReturnType<typeof listEntityEntries>>,
): ReviewDecisionHistory[] {
  return entries.map((entry) => {
    const changes = (entry.changes ?? {}) as { to?: unknown; reason?: unknown };
    const status = typeof changes.to === "string" ? changes.to : "";
    return {
      at: entry.createdAt.toISOString(),
      by: entry.actorLabel,
      status: REVIEW_STATUS_LABELS[status as ReviewStatus] ?? status,
      reason: typeof changes.reason === "string" ? changes.reason : null,
    };
  });
}

function viewHrefOf(submission: SubmissionRow, item: SubmissionItemRow, farmerId: string | null) {
  const org = encodeURIComponent(submission.organisationId);
  switch (item.kind) {
    case "PRACTICE_DATA":
      return `/admin/journey/companies/${submission.organisationId}/practice?season=${submission.season}`;
    case "PLAN":
      return farmerId
        ? `/admin/userView/journey/implementation?userId=${encodeURIComponent(farmerId)}&organisationId=${org}&season=${submission.season}`
        : null;
    case "EVIDENCE":
      return farmerId
        ? `/admin/userView/journey/evidence?userId=${encodeURIComponent(farmerId)}&organisationId=${org}&season=${submission.season}${item.evidenceId ? `#evidence-${item.evidenceId}` : ""}`
        : null;
  }
}

/**
 * A submission as the reviewer sees it, or null for an unknown id (or one that is not a UUID).
 * Items carry their real statuses (not what the farmer sees yet), the reason and who decided.
 */
export async function loadSubmissionForReview(
  submissionId: string,
): Promise<SubmissionReviewJson | null> {
  const submission = await findSubmissionById(submissionId);
  if (!submission) return null;
  const [organisation, items, members, tasks, programme] = await Promise.all([
    findOrganisation(submission.organisationId),
    listSubmissionItems([submission.id]),
    listMembers(submission.organisationId),
    listTasks(submission.organisationId),
    loadProgrammeSeasons(submission.organisationId),
  ]);
  if (!organisation) return null;
  // Whose pages the admin opens through userView: the person who submitted, else a member.
  const farmerId =
    (submission.submittedBy && members.some((m) => m.userId === submission.submittedBy)
      ? submission.submittedBy
      : null) ??
    members.find((m) => m.role === "OWNER")?.userId ??
    members[0]?.userId ??
    null;
  const people = await peopleOf([
    submission.submittedBy,
    submission.decidedBy,
    ...items.map((i) => i.decidedBy),
  ]);
  const itemViews: ReviewItemView[] = [];
  for (const item of items) {
    const [evidence, entries] = await Promise.all([
      item.kind === "EVIDENCE" && item.evidenceId
        ? findEvidence(submission.organisationId, item.evidenceId)
        : Promise.resolve(null),
      listEntityEntries(
        { type: "submission_item", id: item.id, actions: [ITEM_DECIDE_ACTION] },
        20,
      ),
    ]);
    itemViews.push({
      id: item.id,
      kind: item.kind,
      label: item.label,
      status: item.status,
      statusLabel: REVIEW_STATUS_LABELS[item.status],
      reason: item.reason,
      decidedAt: item.decidedAt?.toISOString() ?? null,
      decidedBy: item.decidedBy ? (people.get(item.decidedBy) ?? null) : null,
      resubmittedAt: item.resubmittedAt?.toISOString() ?? null,
      snapshot: item.snapshot ?? null,
      viewHref: viewHrefOf(submission, item, farmerId),
      evidence: evidence
        ? {
            id: evidence.id,
            title: evidence.title,
            description: evidence.description,
            status: evidence.status,
            categories: evidence.categories,
            files: evidence.files.map(fileView),
            removedFiles: evidence.removedFiles.map(fileView),
          }
        : null,
      history: historyOf(entries),
    });
  }
  const order = (kind: SubmissionItemKind) => SUBMISSION_ITEM_KINDS.indexOf(kind);
  itemViews.sort((a, b) => order(a.kind) - order(b.kind));
  return {
    submission: {
      id: submission.id,
      season: submission.season,
      seasonLabel: labelOfSeason(submission.season, programme),
      status: submission.status,
      statusLabel: SUBMISSION_STATUS_LABELS[submission.status],
      submittedAt: submission.submittedAt.toISOString(),
      submittedBy: submission.submittedBy ? (people.get(submission.submittedBy) ?? null) : null,
      waitingSince: submission.waitingSince.toISOString(),
      waitingDays:
        submission.status === "SUBMITTED" ? waitingDays(submission.waitingSince, new Date()) : null,
      withdrawnAt: submission.withdrawnAt?.toISOString() ?? null,
      decidedAt: submission.decidedAt?.toISOString() ?? null,
      decidedBy: submission.decidedBy ? (people.get(submission.decidedBy) ?? null) : null,
      decisionMessage: submission.decisionMessage,
      /** Items and the summary can be decided only while it waits for review. */
      open: itemDecisionProblem(submission.status) === null,
    },
    organisation: { id: organisation.id, name: organisation.name },
    items: itemViews,
    requests: tasks.map(taskView),
  };
}

export type SubmissionReview = NonNullable<Awaited<ReturnType<typeof loadSubmissionForReview>>>;

// ---- Decisions ----

function readDecision<T extends string>(options: readonly T[], raw: unknown): T {
  if (typeof raw === "string" && (options as readonly string[]).includes(raw)) return raw as T;
  throw new Refusal(422, REVIEW_ADMIN_MESSAGES.decision, { field: "decision" });
}

/**
 * Decides one item: ACCEPTED, CHANGES_REQUESTED or REJECTED (the last two with a reason). Only
 * while the submission waits for review; a decision may be changed until the summary is sent.
 * (The API's PUT of one item; the review page sends every item at once: reviewSubmission.)
 */
export async function decideItem(
  actor: Actor,
  submissionId: string,
  itemId: string,
  rawDecision: unknown,
  rawReason: unknown,
) {
  const decision = readDecision<ItemDecision>(ITEM_DECISIONS, rawDecision);
  const checked = checkReason(decision, rawReason);
  if ("refusal" in checked) throw new Refusal(422, checked.refusal, { field: "reason" });
  const reason = checked.reason;
  return transaction(async (tx) => {
    const submission = await lockSubmission(submissionId, tx);
    if (!submission) throw new Refusal(404, REVIEW_MESSAGES.notFound);
    const items = await listSubmissionItems([submission.id], tx);
    const item = items.find((i) => i.id === itemId);
    if (!item) throw new Refusal(404, REVIEW_MESSAGES.itemNotFound);
    const problem = itemDecisionProblem(submission.status);
    if (problem) throw new Refusal(409, problem);
    const updated = await writeItemDecision(actor, submission, item, decision, reason, tx);
    return { submission, item: updated };
  });
}

/** Stores an item's decision and audits it (inside the caller's transaction). */
async function writeItemDecision(
  actor: Actor,
  submission: SubmissionRow,
  item: SubmissionItemRow,
  decision: ItemDecision,
  reason: string | null,
  tx: Executor,
): Promise<SubmissionItemRow> {
  const updated = await updateSubmissionItem(
    submission.id,
    item.id,
    { status: decision, reason, decidedAt: new Date(), decidedBy: actor.userId },
    tx,
  );
  await recordAudit(
    {
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action: ITEM_DECIDE_ACTION,
      entityType: "submission_item",
      entityId: item.id,
      changes: {
        submissionId: submission.id,
        organisationId: submission.organisationId,
        kind: item.kind,
        label: item.label,
        from: item.status,
        to: decision,
        reason,
      },
      requestId: actor.requestId ?? null,
    },
    tx,
  );
  return updated!;
}

/**
 * The e-mail of a summary decision (pure, so the test can read what members receive), in the
 * recipient's language (`t`; decision 0160), English by default.
 */
export function decisionEmail(
  input: {
    decision: SummaryDecision;
    organisationName: string;
    seasonLabel: string;
    message: string | null;
    changes: readonly { label: string; reason: string | null }[];
    link: string;
    recipientName: string | null;
  },
  t: MailT = englishT,
) {
  const values = { season: input.seasonLabel, decision: input.decision };
  const lines = [
    input.recipientName ? t("emails.dear", { name: input.recipientName }) : t("emails.dearFarmer"),
    "",
    t("notifications.submissionDecidedBody", values),
    "",
    t("emails.organisation", { name: input.organisationName }),
    t("emails.season", { season: input.seasonLabel }),
  ];
  if (input.message) lines.push("", t("emails.messageFromProgramme"), input.message);
  if (input.changes.length > 0) {
    lines.push("", t("emails.itemsNeedChanges"));
    for (const item of input.changes)
      lines.push(`- ${item.label}${item.reason ? `: ${item.reason}` : ""}`);
  }
  lines.push("", t("emails.seeReview", { link: input.link }), "", t("emails.signOff"));
  return {
    subject: t("notifications.submissionDecidedTitle", values),
    text: lines.join("\n"),
  };
}

/**
 * The summary decision (decision 0086): ACCEPTED, CHANGES_REQUESTED or REJECTED, as the rules
 * allow for the items' decisions. The message is optional, except for rejecting the season.
 * 'Changes requested' opens a request per item that needs changes (none twice). Every member of
 * the organisation is e-mailed. One transaction, the submission locked. (The API's POST of the
 * decision; the review page sends it with the items' decisions: reviewSubmission.)
 */
export async function decideSubmission(
  actor: Actor,
  submissionId: string,
  rawDecision: unknown,
  rawMessage: unknown,
) {
  const decision = readDecision<SummaryDecision>(SUMMARY_DECISIONS, rawDecision);
  const message = readMessage(decision, rawMessage);
  return withLockedSubmission(submissionId, async (submission, programme, tx) => {
    const items = await listSubmissionItems([submission.id], tx);
    return writeSummaryDecision(actor, submission, items, decision, message, programme, tx);
  });
}

/**
 * Runs `work` in one transaction with the submission locked, given the organisation's programme
 * seasons (read before the transaction: they are read outside it). 404 for no such submission.
 */
async function withLockedSubmission<T>(
  submissionId: string,
  work: (
    submission: SubmissionRow,
    programme: ProgrammeSeasons | undefined,
    tx: Executor,
  ) => Promise<T>,
): Promise<T> {
  const before = await findSubmissionById(submissionId);
  if (!before) throw new Refusal(404, REVIEW_MESSAGES.notFound);
  const programme = await loadProgrammeSeasons(before.organisationId);
  return transaction(async (tx) => {
    const submission = await lockSubmission(submissionId, tx);
    if (!submission) throw new Refusal(404, REVIEW_MESSAGES.notFound);
    return work(submission, programme, tx);
  });
}

/** Only rejecting the whole season needs a message; the items carry their own reasons. */
function readMessage(decision: SummaryDecision, raw: unknown): string | null {
  const checked = checkReason(decision === "REJECTED" ? "REJECTED" : "ACCEPTED", raw);
  if ("refusal" in checked) throw new Refusal(422, checked.refusal, { field: "message" });
  return checked.reason;
}

/** What `read` returns, or the Refusal it throws (anything else is thrown on). */
function refusalOf<T>(read: () => T): T | Refusal {
  try {
    return read();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
}

/** One item's decision as the review page sends it: the item's id, its decision and reason. */
export interface ItemDecisionInput {
  id?: unknown;
  decision?: unknown;
  reason?: unknown;
}

/**
 * The review in one pass (issue 31): every item's decision and reason, then the season's, as
 * one change: all of it is stored, audited and e-mailed together, or none of it is. Each row is
 * checked as decideItem checks one (a reason for Needs changes and Rejected), and the season's
 * decision against the items as now decided; every refusal names its place in the form
 * (`items[2].reason`, `decision`). An item left out of `items` keeps its decision; an item whose
 * decision and reason are unchanged is not written again.
 */
export async function reviewSubmission(
  actor: Actor,
  submissionId: string,
  input: { items: readonly ItemDecisionInput[]; decision: unknown; message: unknown },
) {
  const rows = input.items.map((row, index) => {
    const field = (name: string) => `items[${index}].${name}`;
    if (
      typeof row.decision !== "string" ||
      !(ITEM_DECISIONS as readonly string[]).includes(row.decision)
    )
      return { index, refusal: { [field("decision")]: REVIEW_ADMIN_MESSAGES.decision } };
    const decision = row.decision as ItemDecision;
    const checked = checkReason(decision, row.reason);
    if ("refusal" in checked) return { index, refusal: { [field("reason")]: checked.refusal } };
    return {
      index,
      id: typeof row.id === "string" ? row.id : "",
      decision,
      reason: checked.reason,
    };
  });
  const fieldErrors: Record<string, string> = Object.assign(
    {},
    ...rows.map((row) => ("refusal" in row ? row.refusal : {})),
  );
  const season = refusalOf(() => {
    const decision = readDecision<SummaryDecision>(SUMMARY_DECISIONS, input.decision);
    return { decision, message: readMessage(decision, input.message) };
  });
  if (season instanceof Refusal) fieldErrors[season.field ?? "decision"] = season.message;
  const first = Object.values(fieldErrors)[0];
  if (first || season instanceof Refusal) throw new Refusal(422, first ?? "", { fieldErrors });
  const { decision, message } = season;
  return withLockedSubmission(submissionId, async (submission, programme, tx) => {
    const problem = itemDecisionProblem(submission.status);
    if (problem) throw new Refusal(409, problem);
    const items = await listSubmissionItems([submission.id], tx);
    const decided = new Map(items.map((item) => [item.id, item]));
    for (const row of rows) {
      if ("refusal" in row) continue;
      const item = decided.get(row.id);
      if (!item) throw new Refusal(404, REVIEW_MESSAGES.itemNotFound);
      if (item.status === row.decision && item.reason === row.reason) continue;
      decided.set(
        item.id,
        await writeItemDecision(actor, submission, item, row.decision, row.reason, tx),
      );
    }
    return writeSummaryDecision(
      actor,
      submission,
      [...decided.values()],
      decision,
      message,
      programme,
      tx,
    );
  });
}

/**
 * Sends the season's decision for items as decided (inside the caller's transaction, the
 * submission locked): checks it against them, stores it, opens the requests, e-mails every
 * member and audits it.
 */
async function writeSummaryDecision(
  actor: Actor,
  submission: SubmissionRow,
  items: readonly SubmissionItemRow[],
  decision: SummaryDecision,
  message: string | null,
  programme: ProgrammeSeasons | undefined,
  tx: Executor,
) {
  const organisation = await findOrganisation(submission.organisationId, tx);
  if (!organisation) throw new Refusal(404, REVIEW_MESSAGES.notFound);
  const problem = summaryDecisionProblem(submission.status, decision, items);
  if (problem) throw new Refusal(409, problem, { field: "decision" });
  const now = new Date();
  const updated = await updateSubmission(
    submission.id,
    { status: decision, decidedAt: now, decidedBy: actor.userId, decisionMessage: message },
    tx,
  );
  const changes = items.filter((i) => i.status === "CHANGES_REQUESTED");
  const opened: TaskRow[] = [];
  if (decision === "CHANGES_REQUESTED") {
    const open = await listTasks(submission.organisationId, { status: "IN_PROGRESS" }, tx);
    const asked = new Set(open.map((t) => t.submissionItemId).filter(Boolean));
    for (const item of changes) {
      if (asked.has(item.id)) continue;
      opened.push(
        await insertTask(
          {
            organisationId: submission.organisationId,
            type: taskTypeFor(item.kind),
            title: `Change needed: ${item.label}`,
            description: item.reason,
            href: fixPathFor(item.kind, item.evidenceId),
            submissionItemId: item.id,
            createdBy: actor.userId,
          },
          tx,
        ),
      );
    }
  }
  const members = await listMembers(submission.organisationId, tx);
  const label = labelOfSeason(submission.season, programme);
  // The farmer waited on this review: an e-mail to every member and a notification (promised.ts).
  const told = await tellOrganisation(
    {
      event: "submission.decided",
      organisationId: submission.organisationId,
      members,
      notification: { key: "submissionDecided", values: { season: label, decision } },
      link: FEEDBACK_PATH,
      kind: decision === "ACCEPTED" ? "default" : "message",
      key: `${submission.id}:${now.getTime()}`,
      createdBy: actor.userId,
      email: (to) =>
        decisionEmail(
          {
            decision,
            organisationName: organisation.name,
            seasonLabel: label,
            message,
            changes: decision === "CHANGES_REQUESTED" ? changes : [],
            link: `${getEnv().APP_URL ?? ""}${FEEDBACK_PATH}`,
            recipientName: to.name,
          },
          to.t,
        ),
    },
    tx,
  );
  await recordAudit(
    {
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action: SUBMISSION_DECIDE_ACTION,
      entityType: "submission",
      entityId: submission.id,
      changes: {
        organisationId: submission.organisationId,
        season: submission.season,
        from: submission.status,
        to: decision,
        message,
        tasksOpened: opened.map((t) => t.id),
        emailed: members.length,
      },
      requestId: actor.requestId ?? null,
    },
    tx,
  );
  return { submission: updated!, tasksOpened: opened, emailed: told.emailed };
}

export async function listRequests(organisationId: string) {
  return (await listTasks(organisationId)).map(taskView);
}

export async function requireOrganisation(organisationId: string) {
  const organisation = await findOrganisation(organisationId);
  if (!organisation) throw new Refusal(404, REVIEW_ADMIN_MESSAGES.organisationNotFound);
  return organisation;
}

/**
 * Asks an organisation for something specific (an ADMIN_REQUESTED task): shown on the members'
 * home page and e-mailed to each of them. `href`: where in /profile to do it (optional).
 */
export async function createRequest(
  actor: Actor,
  organisationId: string,
  raw: { title?: unknown; description?: unknown; href?: unknown },
) {
  const organisation = await requireOrganisation(organisationId);
  const checked = checkTaskInput(raw);
  const hrefChecked = checkHref(raw.href);
  const errors = {
    ...(checked.ok ? {} : checked.errors),
    ...("refusal" in hrefChecked ? { href: hrefChecked.refusal } : {}),
  };
  if (!checked.ok || "refusal" in hrefChecked) {
    const [field, message] = Object.entries(errors)[0]!;
    throw new Refusal(422, message, { field, fieldErrors: errors });
  }
  const href = hrefChecked.href;
  return transaction(async (tx) => {
    const task = await insertTask(
      {
        organisationId: organisation.id,
        type: "ADMIN_REQUESTED",
        title: checked.title,
        description: checked.description,
        href,
        createdBy: actor.userId,
      },
      tx,
    );
    const members = await listMembers(organisation.id, tx);
    const base = getEnv().APP_URL ?? "";
    // Each member's e-mail in their saved language (decision 0160); the request's own title and
    // description are as the admin wrote them.
    const languageOf = await recipientLanguages(members, tx);
    for (const member of members) {
      const t = mailTranslator(languageOf(member));
      await enqueueEmail(
        {
          to: member.email,
          subject: t("emails.programmeAsksSubject", { title: checked.title }),
          text: [
            member.name ? t("emails.dear", { name: member.name }) : t("emails.dearFarmer"),
            "",
            t("emails.programmeAsks", { name: organisation.name }),
            "",
            checked.title,
            ...(checked.description ? ["", checked.description] : []),
            "",
            t("emails.doItHere", { link: `${base}${href ? `/profile${href}` : "/profile"}` }),
            "",
            t("emails.signOff"),
          ].join("\n"),
          idempotencyKey: `task-request-${task.id}-${member.email}`,
        },
        tx,
      );
    }
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "task.request",
        entityType: "task",
        entityId: task.id,
        changes: {
          organisationId: organisation.id,
          title: task.title,
          description: task.description,
          href,
          emailed: members.length,
        },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return { task, emailed: members.length };
  });
}

/** Marks a request COMPLETE on the programme's side (audited). Already complete: unchanged. */
export async function closeRequest(actor: Actor, organisationId: string, taskId: string) {
  await requireOrganisation(organisationId);
  return transaction(async (tx) => {
    const task = await findTask(organisationId, taskId, tx);
    if (!task) throw new Refusal(404, REVIEW_MESSAGES.taskNotFound);
    if (task.status === "COMPLETE") return task;
    const updated = await updateTask(
      organisationId,
      task.id,
      { status: "COMPLETE", completedAt: new Date(), completedBy: actor.userId },
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "task.close",
        entityType: "task",
        entityId: task.id,
        changes: { organisationId, title: task.title, from: task.status, to: "COMPLETE" },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return updated!;
  });
}

/** The seasons the lists can be filtered by: the last few and the next one, newest first. */
export function filterSeasons(now: Date = new Date()) {
  const current = currentSeason(now);
  return Array.from({ length: 6 }, (_, i) => current + 1 - i).map((value) => ({
    value,
    label: seasonLabel(value),
  }));
}
