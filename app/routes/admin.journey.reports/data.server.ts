// /admin/journey/reports' loader data and posts (issue 16; decision 0083): the organisation's
// files (?companyId=, ?kind=) and the removal dialog's report; ?do=upload (a multipart post)
// leads to the organisation's files, ?do=remove (&report=<id>, with a reason) back to the page as
// it was. A refused post comes back with every value as typed and the error beside its field.
// The route checks who is asking.
import type { Viewer } from "~/services/auth/guards.server";
import type { Actor } from "~/services/kit/actor";
import { formRefusal, validateForm } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  loadReportsPage,
  removeReportFromForm,
  REPORT_UPLOAD_LIMITS,
  reportFormOptions,
  reportPageAfterPost,
  uploadReportFromForm,
} from "~/services/reports/admin-view.server";
import { REPORT_REMOVE_FORM_ID, REPORT_UPLOAD_FORM_ID } from "~/services/reports/forms";
import { reportsPagePostQuery, reportsPageQuery } from "~/services/reports/queries";
import { ADMIN_REPORTS_PATH } from "~/services/reports/rules";
import {
  removeReportValidator,
  reportUploadValidator,
} from "~/components/reports/report-validators";

export function reportsPage(request: Request, viewer: Viewer) {
  return loadReportsPage(
    readQuery(request, reportsPageQuery),
    viewer.permissions.includes("write:admin"),
  );
}

export async function handleReportsPost(request: Request, actor: Actor) {
  const query = readQuery(request, reportsPagePostQuery);
  switch (query.do) {
    case "upload": {
      const options = await reportFormOptions();
      const result = await validateForm(request, reportUploadValidator(options), {
        upload: REPORT_UPLOAD_LIMITS,
      });
      if (result instanceof Response) return result;
      try {
        const { report, message } = await uploadReportFromForm(actor, result.data);
        return await redirectWithToast(`${ADMIN_REPORTS_PATH}?companyId=${report.organisationId}`, {
          type: "success",
          text: message,
        });
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
        return await redirectWithToast(reportPageAfterPost(new URL(request.url)), {
          type: "success",
          text: message,
        });
      } catch (error) {
        return formRefusal(error, REPORT_REMOVE_FORM_ID, result.submittedData, { status: 422 });
      }
    }
    default:
      throw new Response("There is no such form on this page.", { status: 400 });
  }
}
