// The posts of the 'Requests' section (issue 16; decision 0086), shared by the review page and
// /admin/submissions?companyId=: 'Request something specific' (intent=request: title and
// description, refused beside its field with the values kept) and 'Close' (intent=closeRequest).
// The caller has checked write:admin and chosen the organisation.
import { pageRefused } from "~/services/kit/forms/refusal.server";
import { readFormOrRefuse, validateForm } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { REQUEST_FORM_ID, requestValidator } from "./admin-forms";
import { closeRequest, createRequest } from "./review.server";
import { formRefusal } from "~/services/kit/forms/refusal.server";
import type { Actor } from "~/services/kit/actor";

/** intent=request: sends the request and goes back to `back` with a toast. */
export async function postRequest(
  actor: Actor,
  organisationId: string,
  request: Request,
  back: string,
) {
  const result = await validateForm(request, requestValidator);
  if (result instanceof Response) return result;
  try {
    const created = await createRequest(actor, organisationId, result.data);
    return await redirectWithToast(back, {
      type: "success",
      text: `Request sent: '${created.task.title}'.`,
    });
  } catch (error) {
    return formRefusal(error, REQUEST_FORM_ID, result.submittedData, { formLevel: true });
  }
}

/** intent=closeRequest (taskId): closes the request and goes back to `back` with a toast. */
export async function postCloseRequest(
  actor: Actor,
  organisationId: string,
  request: Request,
  back: string,
) {
  const form = await readFormOrRefuse(request);
  try {
    const task = await closeRequest(actor, organisationId, String(form.get("taskId") ?? ""));
    return await redirectWithToast(back, {
      type: "success",
      text: `Request closed: '${task.title}'.`,
    });
  } catch (error) {
    pageRefused(error);
  }
}
