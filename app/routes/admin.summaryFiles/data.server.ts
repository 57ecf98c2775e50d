// /admin/summaryFiles' loader data and posts (issue 16, decisions 0083 and 0102): the summary
// files and NDVI images (?companyId=, ?kind=, ?page=, ?size=), the removal dialog's report and
// the generated summaries. Each form names itself in its body (decision 0128): intent 'upload' (a
// multipart post) and 'remove' (the reportId beside it, with a reason) lead back to the page as it
// was, a refused one with every value as typed and the error beside its field; 'generate'
// { kind } queues a generated summary. The route checks read:admin; the files' forms need
// write:admin, checked here once the post has said which form it is.
import { requirePermission, type Viewer } from "~/services/auth/guards.server";
import type { Actor } from "~/services/kit/actor";
import {
  formRefusal,
  pageRefused,
  readPost,
  validatePost,
  type ReadPost,
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
import { reportsPageQuery, summaryFilesPost } from "~/services/reports/queries";
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

/** The generate form { intent: generate, kind }: queue (or find) the summary, then back. */
async function handleGeneratePost(post: ReadPost, viewer: Viewer, actor: Actor) {
  // The form has no file: files refused for their count or size make the whole post bad input.
  if (post.refused) throw new Response(post.refused.message, { status: post.refused.status });
  const kind = post.form.get("kind");
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

/**
 * The page's posts: 'generate' for read:admin (asking for a generated summary changes nothing of
 * the programme's; it is audited), 'upload' and 'remove' for write:admin, each back to the page
 * as it was.
 */
export async function handleSummaryFilesPost(request: Request, viewer: Viewer, actor: Actor) {
  const post = await readPost(request, summaryFilesPost, REPORT_UPLOAD_LIMITS);
  if (post instanceof Response) return post;
  const { intent } = post.fields;
  if (intent === "generate") return handleGeneratePost(post, viewer, actor);
  await requirePermission(request, "write:admin");
  const back = () => reportPageAfterPost(new URL(request.url));
  switch (intent) {
    case "upload": {
      const options = await reportFormOptions(SUMMARY_PAGE_KINDS);
      const result = await validatePost(post, reportUploadValidator(options));
      if (result instanceof Response) return result;
      try {
        const { message } = await uploadReportFromForm(actor, result.data);
        return await redirectWithToast(back(), { type: "success", text: message });
      } catch (error) {
        return formRefusal(error, intent, result.submittedData, { status: 422 });
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
        return await redirectWithToast(back(), { type: "success", text: message });
      } catch (error) {
        return formRefusal(error, intent, result.submittedData, { status: 422 });
      }
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}
