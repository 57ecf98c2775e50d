// What /admin/journey/reports and /admin/summaryFiles share (issue 16; decision 0083): the
// upload form's options, the removal dialog's report, and the pages' posts. Each form posts to
// the page's own URL with ?do=upload or ?do=remove (&report=<id>, the open dialog's), so the
// action knows the form before reading a multipart body, and a refused post comes back to the
// same page with every value as typed and the error beside its field. The routes check
// write:admin before calling handleReportPagePost.
import { listOrganisations } from "~/models/organisations.server";
import { listReportFiles } from "~/models/report-files.server";

import { validateForm } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { readQuery } from "~/services/kit/query";
import { closeDialogSearch } from "~/services/kit/url-state";
import { reportJson } from "./api";
import {
  KIND_OPTIONS,
  REMOVE_REPORT_DIALOG,
  REPORT_PARAM,
  REPORT_REMOVE_FORM_ID,
  REPORT_UPLOAD_FORM_ID,
  removeReportValidator,
  reportUploadValidator,
  type ReportFormOptions,
} from "./forms";
import {
  currentReportSeasons,
  findReport,
  listReports,
  removeReport,
  uploadReport,
} from "./reports.server";
import { reportsPagePostQuery, reportsPageQuery } from "./queries";
import { REPORT_MAX_FILE_BYTES, SUMMARY_PAGE_KINDS, type ReportKind } from "./rules";
import { formRefusal } from "~/services/kit/forms/refusal.server";
import type { Actor } from "~/services/kit/actor";

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
export async function reportToRemove(url: URL) {
  const { dialog = [], report: id } = readQuery(url, reportsPageQuery);
  if (!dialog.includes(REMOVE_REPORT_DIALOG) || !id) return null;
  const report = await findReport(id);
  return report ? reportJson(report) : null;
}

/** The page's URL as it was, without the form's parameters and the removal dialog. */
function pageUrl(url: URL) {
  const search = new URLSearchParams(
    closeDialogSearch(url.search, REMOVE_REPORT_DIALOG, [REPORT_PARAM]),
  );
  search.delete("do");
  const text = search.toString();
  return url.pathname + (text ? `?${text}` : "");
}

export interface ReportPageOptions {
  /** The kinds the page's form offers. */
  kinds?: readonly ReportKind[];
  /** Where an accepted upload leads (by default the page as it was). */
  afterUpload?: (companyId: string, url: URL) => string;
}

export async function handleReportPagePost(
  actor: Actor,
  request: Request,
  options: ReportPageOptions = {},
) {
  const url = new URL(request.url);
  const query = readQuery(url, reportsPagePostQuery);
  switch (query.do) {
    case "upload": {
      const formOptions = await reportFormOptions(options.kinds);
      // One more file than allowed reaches the form's check, which keeps the typed values.
      const result = await validateForm(request, reportUploadValidator(formOptions), {
        upload: { maxFiles: 2, maxFileBytes: REPORT_MAX_FILE_BYTES },
      });
      if (result instanceof Response) return result;
      const { companyId, kind, title, season, file } = result.data;
      try {
        const report = await uploadReport(
          actor,
          companyId,
          { kind, title, season },
          file.files[0] as File | undefined,
        );
        const back = options.afterUpload
          ? options.afterUpload(report.organisationId, url)
          : pageUrl(url);
        return await redirectWithToast(back, {
          type: "success",
          text: `Uploaded '${report.title}' for ${report.organisationName}. Its members have been e-mailed.`,
        });
      } catch (error) {
        return formRefusal(error, REPORT_UPLOAD_FORM_ID, result.submittedData, { status: 422 });
      }
    }
    case "remove": {
      const result = await validateForm(request, removeReportValidator);
      if (result instanceof Response) return result;
      try {
        const report = await removeReport(actor, query.report ?? "", result.data.reason);
        return await redirectWithToast(pageUrl(url), {
          type: "success",
          text: `Removed '${report.title}' from ${report.organisationName}'s reports.`,
        });
      } catch (error) {
        return formRefusal(error, REPORT_REMOVE_FORM_ID, result.submittedData, { status: 422 });
      }
    }
    default:
      throw new Response("There is no such form on this page.", { status: 400 });
  }
}

/**
 * /admin/journey/reports: an organisation chosen with a GET form (?companyId=, ?kind=) and its
 * report files, newest first.
 */
export async function loadReportsPage(url: URL, canWrite: boolean) {
  const filter = readQuery(url, reportsPageQuery);
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
    removing: canWrite ? await reportToRemove(url) : null,
  };
}

/**
 * /admin/summaryFiles: summary files and NDVI images of every organisation, newest first,
 * filtered by organisation and kind, a page at a time (?page=, ?size=).
 */
export async function loadSummaryFilesPage(url: URL, canWrite: boolean) {
  const filter = readQuery(url, reportsPageQuery);
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
    removing: canWrite ? await reportToRemove(url) : null,
  };
}
