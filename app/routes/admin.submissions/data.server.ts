// /admin/submissions' loader data and posts. The posts are the 'Requests' section's (issue 16;
// decision 0086) for the organisation in ?companyId=, each naming its form in the `intent` of
// its body (decision 0128): 'Request something specific' (request: title and description,
// refused beside its field with the values kept) and 'Close' (closeRequest, with its taskId). The route checks who is asking.
import type { Viewer } from "~/services/auth/session.server";
import type { Actor } from "~/services/kit/actor";
import {
  formRefusal,
  pageRefused,
  readPost,
  validatePost,
  type ReadPost,
} from "~/services/kit/forms/validate-form.server";
import { q, querySchema, readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import { CLOSE_REQUEST_INTENT, REQUEST_INTENT } from "~/services/review/admin-forms";
import { requestValidator } from "~/components/review/admin-review-validators";
import {
  pageSubmissionListQuery,
  requestsPost,
  submissionListQueryOf,
} from "~/services/review/queries";
import {
  closeRequest,
  createRequest,
  filterSeasons,
  listAllSubmissions,
  listFilterOrganisations,
  listRequests,
  requireOrganisation,
  REVIEW_PAGE_SIZE,
} from "~/services/review/review.server";
import { isUuid } from "~/shared/ids";
import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES } from "~/shared/review";

export async function submissionsPage(request: Request, viewer: Viewer) {
  const query = submissionListQueryOf(readQuery(request, pageSubmissionListQuery), {
    defaultOrder: "newest",
    defaultSize: REVIEW_PAGE_SIZE,
  });
  const [list, organisations] = await Promise.all([
    listAllSubmissions(
      { organisationId: query.organisationId, season: query.season, status: query.status },
      { page: query.page, size: query.size },
    ),
    listFilterOrganisations(),
  ]);
  const chosenOrganisation = organisations.find((o) => o.id === query.organisationId) ?? null;
  return {
    canWrite: viewer.permissions.includes("write:admin"),
    requests: chosenOrganisation
      ? { organisation: chosenOrganisation, list: await listRequests(chosenOrganisation.id) }
      : null,
    rows: list.rows,
    info: list.info,
    organisations,
    seasons: filterSeasons(),
    statuses: SUBMISSION_STATUSES.map((value) => ({
      value,
      label: SUBMISSION_STATUS_LABELS[value],
    })),
    chosen: {
      organisationId: query.organisationId,
      season: query.season,
      status: query.status,
    },
  };
}

/** The requests section's organisation (not an id: a 404, as one that does not exist). */
const requestsQuery = querySchema({ companyId: q.text({ max: 100 }) });

/** The requests section's posts; the organisation is the one in ?companyId=. */
export async function handleRequestsPost(request: Request, actor: Actor) {
  const companyId = readQuery(request, requestsQuery).companyId ?? "";
  if (!isUuid(companyId)) throw new Response("Choose an organisation first.", { status: 404 });
  const organisation = await requireOrganisation(companyId).catch(() => {
    throw new Response("There is no such organisation.", { status: 404 });
  });
  const back = `/admin/submissions?companyId=${organisation.id}#requests-heading`;
  const post = await readPost(request, requestsPost);
  if (post instanceof Response) return post;
  switch (post.fields.intent) {
    case REQUEST_INTENT:
      return postRequest(actor, organisation.id, post, back);
    case CLOSE_REQUEST_INTENT:
      return postCloseRequest(actor, organisation.id, post.fields.taskId ?? "", back);
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
