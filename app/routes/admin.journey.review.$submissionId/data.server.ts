// /admin/journey/review/{submissionId}: the review page's data and posts (issue 16; decision
// 0086, 0140). Every form posts to the page with its `intent` in its body (decision 0128): review
// (every item's decision and reason as `items[i].…`, then the season's decision and message, in
// one post), request (ask the organisation for something specific) and closeRequest (its taskId).
// A refusal comes back beside its field with every value as typed (422, or 409 when the
// submission's state does not allow it); an unknown submission, item or request is a 404; an
// unknown intent a 400.
import { type Viewer, actorOf } from "~/services/auth/session.server";
import type { Actor } from "~/services/kit/actor";
import {
  formRefusal,
  pageRefused,
  readPost,
  validatePost,
  type ReadPost,
} from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { CLOSE_REQUEST_INTENT, REQUEST_INTENT, REVIEW_INTENT } from "~/services/review/admin-forms";
import { reviewPost } from "~/services/review/queries";
import { reviewValidator } from "./forms";
import { requestValidator } from "~/components/review/admin-review-validators";
import {
  closeRequest,
  createRequest,
  loadSubmissionForReview,
  reviewSubmission,
} from "~/services/review/review.server";
import { REVIEW_MESSAGES } from "~/services/review/rules";
import { SUBMISSION_STATUS_LABELS } from "~/shared/review";

export const reviewPath = (submissionId: string) => `/admin/journey/review/${submissionId}`;

export async function loadReviewPage(viewer: Viewer, submissionId: string) {
  const review = await loadSubmissionForReview(submissionId);
  if (!review) throw new Response(REVIEW_MESSAGES.notFound, { status: 404 });
  return { ...review, canWrite: viewer.permissions.includes("write:admin") };
}

export type ReviewPageData = Awaited<ReturnType<typeof loadReviewPage>>;

export async function handleReviewPost(
  viewer: Viewer,
  submissionId: string,
  request: Request,
  requestId: string | null | undefined,
) {
  const review = await loadSubmissionForReview(submissionId);
  if (!review) throw new Response(REVIEW_MESSAGES.notFound, { status: 404 });
  const actor = actorOf(viewer, requestId);
  const post = await readPost(request, reviewPost);
  if (post instanceof Response) return post;
  const back = reviewPath(review.submission.id);
  switch (post.fields.intent) {
    case REVIEW_INTENT: {
      const result = await validatePost(post, reviewValidator);
      if (result instanceof Response) return result;
      try {
        const decided = await reviewSubmission(actor, review.submission.id, result.data);
        const label = SUBMISSION_STATUS_LABELS[decided.submission.status];
        return await redirectWithToast(back, {
          type: "success",
          text: `Review sent: ${label}. ${decided.emailed} ${decided.emailed === 1 ? "member" : "members"} e-mailed.`,
        });
      } catch (error) {
        return formRefusal(error, REVIEW_INTENT, result.submittedData, { formLevel: true });
      }
    }
    case REQUEST_INTENT:
      return postRequest(actor, review.organisation.id, post, `${back}#requests-heading`);
    case CLOSE_REQUEST_INTENT:
      return postCloseRequest(
        actor,
        review.organisation.id,
        post.fields.taskId ?? "",
        `${back}#requests-heading`,
      );
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}

/** intent=request: sends the request and goes back to `back` with a toast. */
async function postRequest(actor: Actor, organisationId: string, post: ReadPost, back: string) {
  const result = await validatePost(post, requestValidator);
  if (result instanceof Response) return result;
  try {
    const created = await createRequest(actor, organisationId, result.data);
    return await redirectWithToast(back, {
      type: "success",
      text: `Request sent: '${created.task.title}'.`,
    });
  } catch (error) {
    return formRefusal(error, REQUEST_INTENT, result.submittedData, { formLevel: true });
  }
}

/** intent=closeRequest (taskId): closes the request and goes back to `back` with a toast. */
async function postCloseRequest(
  actor: Actor,
  organisationId: string,
  taskId: string,
  back: string,
) {
  try {
    const task = await closeRequest(actor, organisationId, taskId);
    return await redirectWithToast(back, {
      type: "success",
      text: `Request closed: '${task.title}'.`,
    });
  } catch (error) {
    pageRefused(error);
  }
}
