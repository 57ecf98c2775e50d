// What /admin/journey/reports and /admin/summaryFiles show and do alike (issue 16; decision 0083),
// without HTTP: the upload form's options, the removal dialog's report, each page's data from its
// read query, the upload and the removal from a form's typed values (with the sentence to tell),
// and the page to go back to after a post. Each route guards, reads its query and forms, and
// answers.
import { listOrganisations } from "~/models/organisations.server";
import { listReportFiles } from "~/models/report-files.server";
import type { Actor } from "~/services/kit/actor";
import { closeDialogSearch } from "~/services/kit/url-state";
import { reportJson } from "./api";
import {
  KIND_OPTIONS,
  REMOVE_REPORT_DIALOG,
  REPORT_PARAM,
  type ReportFormOptions,
  type ReportUploadValues,
} from "./forms";
import type { ReportsPageQuery } from "./queries";
import {
  currentReportSeasons,
  findReport,
  listReports,
  removeReport,
  uploadReport,
} from "./reports.server";
import { REPORT_MAX_FILE_BYTES, SUMMARY_PAGE_KINDS, type ReportKind } from "./rules";

/** The upload form's limits, the largest form of either page (readPost reads every post of the
 * page with them): one more file than allowed reaches the form's check, which keeps the typed
 * values. */
export const REPORT_UPLOAD_LIMITS = { maxFiles: 2, maxFileBytes: REPORT_MAX_FILE_BYTES };

/** The upload form's choices: every organisation by name, the seasons a report may name. */
export async function reportFormOptions(kinds?: readonly ReportKind[]): Promise<ReportFormOptions> {
  const organisations = await listOrganisations();
  return {
    organisations: organisations.map((o) => ({ value: o.id, label: o.name })),
    seasons: currentReportSeasons(),
    ...(kinds ? { kinds } : {}),
  };
}

/** The report the removal dialog names (?dialog=remove-report&report=<id>), or null. */
async function reportToRemove(query: ReportsPageQuery) {
  const { dialog = [], report: id } = query;
  if (!dialog.includes(REMOVE_REPORT_DIALOG) || !id) return null;
  const report = await findReport(id);
  return report ? reportJson(report) : null;
}

/** The page's URL as it was, without the removal dialog and its report. */
export function reportPageAfterPost(url: URL): string {
  return url.pathname + closeDialogSearch(url.search, REMOVE_REPORT_DIALOG, [REPORT_PARAM]);
}

/** Uploads the form's file for its organisation; answers the report and what to tell. */
export async function uploadReportFromForm(actor: Actor, values: ReportUploadValues) {
  const { companyId, kind, title, season, file } = values;
  const report = await uploadReport(
    actor,
    companyId,
    { kind, title, season },
    file.files[0] as File | undefined,
  );
  return {
    report,
    message: `Uploaded '${report.title}' for ${report.organisationName}. Its members have been e-mailed.`,
  };
}

/** Removes the report with the removal form's reason; answers what to tell. */
export async function removeReportFromForm(actor: Actor, reportId: string, reason: string) {
  const report = await removeReport(actor, reportId, reason);
  return { message: `Removed '${report.title}' from ${report.organisationName}'s reports.` };
}

/**
 * /admin/journey/reports: an organisation chosen with a GET form (?companyId=, ?kind=) and its
 * report files, newest first.
 */
export async function loadReportsPage(filter: ReportsPageQuery, canWrite: boolean) {
  const options = await reportFormOptions();
  const companyId = filter.companyId ?? null;
  const organisation = companyId
    ? (options.organisations.find((o) => o.value === companyId) ?? null)
    : null;
  const reports = organisation
    ? await listReportFiles({
        organisationIds: [organisation.value],
        kinds: filter.kind ? [filter.kind] : [],
      })
    : [];
  return {
    companyId: organisation?.value ?? null,
    organisation: organisation ? { id: organisation.value, name: organisation.label } : null,
    kind: filter.kind ?? null,
    kindOptions: KIND_OPTIONS,
    options,
    reports: reports.map(reportJson),
    canWrite,
    removing: canWrite ? await reportToRemove(filter) : null,
  };
}

/**
 * /admin/summaryFiles: summary files and NDVI images of every organisation, newest first,
 * filtered by organisation and kind, a page at a time (?page=, ?size=).
 */
export async function loadSummaryFilesPage(filter: ReportsPageQuery, canWrite: boolean) {
  const kind = filter.kind && SUMMARY_PAGE_KINDS.includes(filter.kind) ? filter.kind : null;
  const options = await reportFormOptions(SUMMARY_PAGE_KINDS);
  const { rows, info } = await listReports({
    companyIds: filter.companyId ? [filter.companyId] : [],
    kinds: kind ? [kind] : SUMMARY_PAGE_KINDS,
    page: filter.page,
    size: filter.size,
  });
  return {
    companyId: filter.companyId ?? null,
    kind,
    kindOptions: KIND_OPTIONS.filter((o) => SUMMARY_PAGE_KINDS.includes(o.value as ReportKind)),
    options,
    reports: rows.map(reportJson),
    info,
    canWrite,
    removing: canWrite ? await reportToRemove(filter) : null,
  };
}
