// Report files of organisations (issue 16; decision 0083; spec §3 'Organisation: … report files',
// §7 'Report GET', admin 'GET downloads of reports, summary files and ndvi'). The admin pages and
// the API call these. An upload stores the file (its type judged by its bytes, per kind), the
// report row and the audit entry in one transaction, and queues the e-mail to every member of
// the organisation through the outbox in the same transaction; a removal marks the row removed,
// keeps the bytes, and is audited with its reason. Anything the person can fix is a ReportError.
import { getEnv } from "~/env.server";
import { listMembers } from "~/models/memberships.server";
import { findOrganisation } from "~/models/organisations.server";
import {
  countReportFiles,
  findReportFile,
  insertReportFile,
  listOrganisationReportFiles,
  listReportFiles,
  markReportFileDeleted,
  type ReportFileListed,
} from "~/models/report-files.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import { currentSeason } from "~/services/fields/seasons";
import { isUploadError } from "~/services/files/upload-error";
import { paginate } from "~/services/kit/table";
import { transactionWithUploads } from "~/services/files/uploads.server";
import {
  checkReason,
  MEMBER_REPORTS_ANCHOR,
  MEMBER_REPORTS_PATH,
  newReportEmail,
  REPORT_ACCEPT,
  REPORT_MAX_FILE_BYTES,
  REPORT_MESSAGES,
  reportSeasons,
  validateReportInput,
  type RawReportInput,
  type ReportKind,
} from "./rules";
import { MULTI_LINE_TEXT } from "~/services/kit/forms/messages";
import { isMultiLineText } from "~/shared/text";
import { Refusal } from "~/services/kit/refusal";
import type { Actor } from "~/services/kit/actor";

export const REPORT_FILE_PURPOSE = "report";

/** The seasons a report may name now. */
export function currentReportSeasons() {
  return reportSeasons(currentSeason());
}

/**
 * Stores a new report file for the organisation and tells its members. `file` is checked
 * against the kind's accepted types by its bytes ('Invalid file type: {type}', spec §5).
 */
export async function uploadReport(
  actor: Actor,
  organisationId: string,
  raw: RawReportInput,
  file: File | undefined,
): Promise<ReportFileListed> {
  const organisation = await findOrganisation(organisationId);
  if (!organisation)
    throw new Refusal(404, REPORT_MESSAGES.organisationNotFound, { field: "companyId" });
  const checked = validateReportInput(raw, currentReportSeasons());
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.errors)[0]!;
    throw new Refusal(422, message, { field, fieldErrors: checked.errors });
  }
  if (!file || (file.size === 0 && file.name === "")) {
    throw new Refusal(422, REPORT_MESSAGES.file, { field: "file" });
  }
  const input = checked.input;
  let reportId: string;
  try {
    reportId = await transactionWithUploads(async (tx, save) => {
      const stored = await save({
        file,
        accept: REPORT_ACCEPT[input.kind],
        purpose: REPORT_FILE_PURPOSE,
        organisationId: organisation.id,
        uploadedBy: actor.userId,
        actor,
        maxBytes: REPORT_MAX_FILE_BYTES,
      });
      const row = await insertReportFile(
        {
          organisationId: organisation.id,
          kind: input.kind,
          season: input.season,
          title: input.title,
          fileId: stored.id,
          uploadedBy: actor.userId,
        },
        tx,
      );
      await recordAudit(
        {
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: "report.upload",
          entityType: "report_file",
          entityId: row.id,
          changes: {
            organisationId: organisation.id,
            kind: input.kind,
            season: input.season,
            title: input.title,
            fileId: stored.id,
            fileName: stored.originalName,
          },
          requestId: actor.requestId ?? null,
        },
        tx,
      );
      // The members hear of it only if it is kept: the e-mails are rows of this transaction.
      const link = `${getEnv().APP_URL ?? ""}${MEMBER_REPORTS_PATH}#${MEMBER_REPORTS_ANCHOR}`;
      for (const member of await listMembers(organisation.id, tx)) {
        await enqueueEmail(
          {
            to: member.email,
            ...newReportEmail({
              recipientName: member.name,
              organisationName: organisation.name,
              kind: input.kind,
              title: input.title,
              season: input.season,
              link,
            }),
            idempotencyKey: `report-ready-${row.id}-${member.userId}`,
          },
          tx,
        );
      }
      return row.id;
    });
  } catch (error) {
    if (isUploadError(error)) throw new Refusal(422, error.message, { field: "file" });
    throw error;
  }
  return (await findReportFile(reportId))!;
}

/**
 * Removes a report from its organisation's lists: the row is marked removed (who, when), the
 * stored file and its bytes stay, and the audit log keeps the reason. With `organisationId` only
 * that organisation's report is found.
 */
export async function removeReport(
  actor: Actor,
  reportId: string,
  rawReason: unknown,
  organisationId: string | null = null,
): Promise<ReportFileListed> {
  const report = await findReportFile(reportId, organisationId);
  if (!report) throw new Refusal(404, REPORT_MESSAGES.notFound);
  if (typeof rawReason === "string" && !isMultiLineText(rawReason))
    throw new Refusal(422, MULTI_LINE_TEXT, { field: "reason" });
  const reason = checkReason(rawReason);
  if (reason === null) throw new Refusal(422, REPORT_MESSAGES.reason, { field: "reason" });
  const removed = await transaction(async (tx) => {
    if (!(await markReportFileDeleted(report.id, actor.userId, tx))) return false;
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "report.remove",
        entityType: "report_file",
        entityId: report.id,
        changes: {
          organisationId: report.organisationId,
          kind: report.kind,
          title: report.title,
          fileId: report.fileId,
          reason,
        },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return true;
  });
  // Removed meanwhile by someone else: it is not there any more.
  if (!removed) throw new Refusal(404, REPORT_MESSAGES.notFound);
  return report;
}

/** What the organisation's members see (spec §7 'Report GET'). */
export function listReportsOfOrganisation(organisationId: string) {
  return listOrganisationReportFiles(organisationId);
}

export function findReport(reportId: string, organisationId: string | null = null) {
  return findReportFile(reportId, organisationId);
}

/** Reports across organisations for admins, newest first, one page (a page past the end is the last). */
export async function listReports(query: {
  companyIds: readonly string[];
  kinds: readonly ReportKind[];
  page: number;
  size: number;
}) {
  const filter = { organisationIds: query.companyIds, kinds: query.kinds };
  const info = paginate(await countReportFiles(filter), query.page, query.size);
  const rows = await listReportFiles({ ...filter, limit: info.size, offset: info.offset });
  return { rows, info };
}
