// /admin/journey/reports' loader data and posts (issue 16; decision 0083): the organisation's
// files (?companyId=, ?kind=) and the removal dialog's report. Each form names itself in its body
// (decision 0128): intent 'upload' (a multipart post) leads to the organisation's files, 'remove'
// (the reportId beside it, with a reason) back to the page as it was. A refused post comes back
// with every value as typed and the error beside its field. The route checks who is asking.
import type { Viewer } from "~/services/auth/guards.server";
import type { Actor } from "~/services/kit/actor";
import { formRefusal, readPost, validatePost } from "~/services/kit/forms/validate-form.server";
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
import { reportsPageQuery, reportsPost } from "~/services/reports/queries";
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
  const post = await readPost(request, reportsPost, REPORT_UPLOAD_LIMITS);
  if (post instanceof Response) return post;
  switch (post.fields.intent) {
    case "upload": {
      const options = await reportFormOptions();
      const result = await validatePost(post, reportUploadValidator(options));
      if (result instanceof Response) return result;
      try {
        const { report, message } = await uploadReportFromForm(actor, result.data);
        return await redirectWithToast(`${ADMIN_REPORTS_PATH}?companyId=${report.organisationId}`, {
          type: "success",
          text: message,
        });
      } catch (error) {
        return formRefusal(error, "upload", result.submittedData, { status: 422 });
      }
    }
    case "remove": {
      const result = await validatePost(post, removeReportValidator);
      if (result instanceof Response) return result;
      try {
        const { message } = await removeReportFromForm(
          actor,
          post.fields.reportId ?? "",
          result.data.reason,
        );
        return await redirectWithToast(reportPageAfterPost(new URL(request.url)), {
          type: "success",
          text: message,
        });
      } catch (error) {
        return formRefusal(error, "remove", result.submittedData, { status: 422 });
      }
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}
