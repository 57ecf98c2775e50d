// Changing applications (spec §7 'Update application: takes id plus status, or a notes field, or
// interviewStatus'; §4 'Rejection emails'). Every change and its audit entry commit together
// (who, when, from what to what), and the applicant dialog shows that history.
import { listEntityEntries } from "~/models/audit-log.server";
import {
  findApplication,
  lockApplication,
  lockRejectionCandidates,
  updateApplicationRow,
  type ApplicationPatch,
} from "~/models/job-applications.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import { MULTI_LINE_TEXT } from "~/services/kit/forms/messages";
import { nextRejectionSendAt } from "~/services/jobs/rejection-schedule";
import {
  APPLICATION_STATUS_VALUES,
  isNoteField,
  normaliseNote,
  NOTES_MAX_LENGTH,
  type NoteField,
} from "./admin-view";
import { type ApplicationStatus, type InterviewStatus } from "./options";
import { isUuid } from "~/shared/ids";
import { INTERVIEW_STATUS_VALUES } from "~/shared/jobs";
import { isMultiLineText } from "~/shared/text";
import type { Actor } from "~/services/kit/actor";

export const APPLICATION_ENTITY = "job_application";

export type ApplicationChange =
  | { kind: "status"; status: ApplicationStatus }
  | { kind: "interviewStatus"; interviewStatus: InterviewStatus | null }
  | { kind: "notes"; field: NoteField; value: string | null };

/**
 * Reads one change from posted or JSON values: `status`, or one notes field, or
 * `interviewStatus` (spec §7). A string error for anything else (the caller answers 400).
 */
export function parseApplicationChange(input: Record<string, unknown>): ApplicationChange | string {
  const noteFields = Object.keys(input).filter(isNoteField);
  const given = [
    "status" in input ? 1 : 0,
    "interviewStatus" in input ? 1 : 0,
    noteFields.length,
  ].reduce((a, b) => a + b, 0);
  if (given !== 1) return "Send exactly one of status, interviewStatus or a notes field.";
  if ("status" in input) {
    const status = input.status;
    if (typeof status !== "string" || !(APPLICATION_STATUS_VALUES as string[]).includes(status))
      return "Choose one of the application statuses.";
    return { kind: "status", status: status as ApplicationStatus };
  }
  if ("interviewStatus" in input) {
    const value = input.interviewStatus;
    if (value === null || value === "") return { kind: "interviewStatus", interviewStatus: null };
    if (
      typeof value !== "string" ||
      !(INTERVIEW_STATUS_VALUES as readonly string[]).includes(value)
    )
      return "Choose one of the interview statuses.";
    return { kind: "interviewStatus", interviewStatus: value as InterviewStatus };
  }
  const field = noteFields[0]!;
  const raw = input[field];
  if (raw !== null && typeof raw !== "string") return "Notes must be text.";
  if (typeof raw === "string" && raw.length > NOTES_MAX_LENGTH) return "Too many characters";
  if (typeof raw === "string" && !isMultiLineText(raw)) return MULTI_LINE_TEXT;
  return { kind: "notes", field, value: normaliseNote(raw) };
}

function patchOf(change: ApplicationChange): ApplicationPatch {
  switch (change.kind) {
    case "status":
      return { status: change.status };
    case "interviewStatus":
      return { interviewStatus: change.interviewStatus };
    case "notes":
      return { [change.field]: change.value };
  }
}

/**
 * Applies one change to application `id` and records it. Returns the applicant as it now is, or
 * null when there is no such application. A change to the same value is not recorded again.
 */
export async function changeApplication(actor: Actor, id: string, change: ApplicationChange) {
  if (!isUuid(id)) return null;
  const patch = patchOf(change);
  const [field] = Object.keys(patch) as (keyof ApplicationPatch)[];
  const changed = await transaction(async (tx) => {
    const before = await lockApplication(id, tx);
    if (!before) return false;
    const from = before[field!] ?? null;
    const to = patch[field!] ?? null;
    if (from === to) return true;
    await updateApplicationRow(id, patch, tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "job_application.update",
        entityType: APPLICATION_ENTITY,
        entityId: id,
        changes: { field, from, to },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return true;
  });
  return changed ? findApplication(id) : null;
}

export function rejectionEmail(applicant: { firstName: string; jobTitle: string }) {
  return {
    subject: `Your application for ${applicant.jobTitle}`,
    text: [
      `Dear ${applicant.firstName},`,
      "",
      `Thank you for applying for the position of ${applicant.jobTitle} and for the time you took over your application.`,
      "",
      "After careful consideration we have decided not to take your application further. We wish you every success in your search and hope you will apply again when a position suits you.",
      "",
      "Kind regards,",
      "The Veld hiring team",
    ].join("\n"),
  };
}

/**
 * spec §4 'Rejection emails': every applicant marked decline (not toDecline) without a sent
 * e-mail gets one through the outbox, sent at the next weekday 14:00 South African time.
 * Returns how many were queued (0: 'No applicants to send rejection emails to').
 */
export async function sendRejectionEmails(actor: Actor, now = new Date()) {
  const sendAt = nextRejectionSendAt(now);
  return transaction(async (tx) => {
    const candidates = await lockRejectionCandidates(tx);
    let queuedCount = 0;
    for (const applicant of candidates) {
      const email = rejectionEmail(applicant);
      const queued = await enqueueEmail(
        {
          to: applicant.email,
          subject: email.subject,
          text: email.text,
          sendAt,
          // Once per applicant; a failed e-mail is replaced by a new one.
          idempotencyKey: `job-rejection:${applicant.id}:${applicant.rejectionEmailId ?? "first"}`,
        },
        tx,
      );
      if (!queued.id) continue;
      queuedCount += 1;
      await updateApplicationRow(applicant.id, { rejectionEmailId: queued.id }, tx);
      await recordAudit(
        {
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: "job_application.rejection_email",
          entityType: APPLICATION_ENTITY,
          entityId: applicant.id,
          changes: {
            field: "rejectionEmailId",
            from: applicant.rejectionEmailId,
            to: queued.id,
            sendAt: sendAt.toISOString(),
          },
          requestId: actor.requestId ?? null,
        },
        tx,
      );
    }
    return { queued: queuedCount, sendAt };
  });
}

export interface HistoryEntry {
  at: Date;
  who: string;
  field: string;
  from: unknown;
  to: unknown;
}

/** The latest changes of one application, newest first (the applicant dialog's history). */
export async function applicationHistory(id: string, limit = 20): Promise<HistoryEntry[]> {
  if (!isUuid(id)) return [];
  const rows = await listEntityEntries(
    {
      type: APPLICATION_ENTITY,
      id,
      actions: ["job_application.update", "job_application.rejection_email"],
    },
    limit,
  );
  return rows.map((row) => {
    const changes = (row.changes ?? {}) as { field?: string; from?: unknown; to?: unknown };
    return {
      at: row.createdAt,
      who: row.actorLabel,
      field: changes.field ?? row.action,
      from: changes.from ?? null,
      to: changes.to ?? null,
    };
  });
}
