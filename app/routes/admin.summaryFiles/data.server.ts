// /admin/summaryFiles' loader data and posts (issue 16, decisions 0083 and 0102): the summary
// files and NDVI images (?companyId=, ?kind=, ?page=, ?size=), the removal dialog's report and
// the generated summaries; ?do=upload (a multipart post) and ?do=remove (&report=<id>, with a
// reason) lead back to the page as it was, a refused one with every value as typed and the error
// beside its field; ?do=generate { kind } queues a generated summary. The route checks who is
// asking.
import type { Viewer } from "~/services/auth/session.server";
import type { Actor } from "~/services/kit/actor";
import {
  formRefusal,
  pageRefused,
  readFormOrRefuse,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  loadSummaryFilesPage,
  removeReportFromForm,
  REPORT_UPLOAD_LIMITS,
  reportFormOptions,
  reportPageAfterPost,
  uploadReportFromForm,
} from "~/services/reports/admin-view.server";
import { REPORT_REMOVE_FORM_ID, REPORT_UPLOAD_FORM_ID } from "~/services/reports/forms";
import { reportsPagePostQuery, reportsPageQuery } from "~/services/reports/queries";
import { SUMMARY_PAGE_KINDS } from "~/services/reports/rules";
import { loadGeneratedSummaries, SUMMARY_FILES_PATH } from "~/services/summaries/admin-view.server";
import {
  isSummaryKind,
  SUMMARY_EXPORT_KIND_LABELS,
  SUMMARY_MESSAGES,
} from "~/services/summaries/rules";
import { requestSummary } from "~/services/summaries/summaries.server";
import {
  removeReportValidator,
  reportUploadValidator,
} from "~/components/reports/report-validators";

export async function summaryFilesPage(request: Request, viewer: Viewer) {
  const [page, generated] = await Promise.all([
    loadSummaryFilesPage(
      readQuery(request, reportsPageQuery),
      viewer.permissions.includes("write:admin"),
    ),
    loadGeneratedSummaries(viewer),
  ]);
  return { ...page, generated };
}

/** POST /admin/summaryFiles?do=generate { kind }: queue (or find) the summary, then back. */
export async function handleGeneratePost(request: Request, viewer: Viewer, actor: Actor) {
  const form = await readFormOrRefuse(request);
  const kind = form.get("kind");
  if (!isSummaryKind(kind)) throw new Response(SUMMARY_MESSAGES.kind, { status: 400 });
  try {
    const { created } = await requestSummary(actor, viewer.permissions, kind);
    const label = SUMMARY_EXPORT_KIND_LABELS[kind];
    return redirectWithToast(SUMMARY_FILES_PATH, {
      type: "success",
      text: created
        ? `The ${label.toLowerCase()} summary is being prepared. It appears below when it is ready.`
        : `The ${label.toLowerCase()} summary is already being prepared. It appears below when it is ready.`,
    });
  } catch (error) {
    pageRefused(error);
  }
}

/** The files' posts: ?do=upload and ?do=remove, each back to the page as it was. */
export async function handleSummaryFilesPost(request: Request, actor: Actor) {
  const query = readQuery(request, reportsPagePostQuery);
  const back = () => reportPageAfterPost(new URL(request.url));
  switch (query.do) {
    case "upload": {
      const options = await reportFormOptions(SUMMARY_PAGE_KINDS);
      const result = await validateForm(request, reportUploadValidator(options), {
        upload: REPORT_UPLOAD_LIMITS,
      });
      if (result instanceof Response) return result;
      try {
        const { message } = await uploadReportFromForm(actor, result.data);
        return await redirectWithToast(back(), { type: "success", text: message });
      } catch (error) {
        return formRefusal(error, REPORT_UPLOAD_FORM_ID, result.submittedData, { status: 422 });
      }
    }
    case "remove": {
      const result = await validateForm(request, removeReportValidator);
      if (result instanceof Response) return result;
      try {
        const { message } = await removeReportFromForm(
          actor,
          query.report ?? "",
          result.data.reason,
        );
        return await redirectWithToast(back(), { type: "success", text: message });
      } catch (error) {
        return formRefusal(error, REPORT_REMOVE_FORM_ID, result.submittedData, { status: 422 });
      }
    }
    default:
      throw new Response("There is no such form on this page.", { status: 400 });
  }
}
