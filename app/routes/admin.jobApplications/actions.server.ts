// The forms of /admin/jobApplications (one action, a switch on what was sent, 400 for
// anything unknown). Every post names its form in `intent` (decision 0128): the posting forms
// are KitForms (multipart) with the intent hidden, the others small forms with an `intent`
// button. Each answers with a redirect carrying the
// spec's notification (§8), back to the page with the dialog it came from closed.
import { logger } from "~/logger.server";
import { isUploadError } from "~/services/files/upload-error";
import { formOfRefusal } from "~/services/files/upload-form.server";
import {
  readForm,
  refuseForm,
  refusedFormBody,
  uploadErrorResponse,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import { intentOf } from "~/services/kit/forms/intent";
import {
  APPLICATION_PARAM,
  isNoteField,
  NOTES_TAB_INTENT,
  NOTES_TAB_PARAM,
  POSTING_PARAM,
} from "~/services/jobs/admin-view";
import {
  changeApplication,
  parseApplicationChange,
  sendRejectionEmails,
  type ApplicationChange,
} from "~/services/jobs/applications.server";
import { postingFormIdOf, postingValuesOf } from "~/services/jobs/posting-fields";
import { postingValidator, postingEditValidator } from "~/components/jobs-admin/posting-validators";
import { createPosting, disablePosting, updatePosting } from "~/services/jobs/postings.server";
import { formatDateTime } from "~/services/kit/format";
import { REQUIRED } from "~/services/kit/forms/messages";
import { dataWithToast, redirectWithToast } from "~/services/kit/toast.server";
import type { ToastInput } from "~/services/kit/toast";
import { closeDialogSearch, openDialogs } from "~/services/kit/url-state";
import type { Actor } from "~/services/kit/actor";

export const MESSAGES = {
  statusUpdated: "Application status updated successfully.",
  statusFailed: "There was a problem updating the application status, please try again later.",
  notesSaved: "Notes saved successfully",
  notesFailed: "There was a problem saving the notes",
  interviewUpdated: "Interview status updated successfully",
  interviewFailed: "There was a problem updating interview status",
  postingUpdated: "Job posting updated",
  postingFailed: "Unable to update job posting",
  noRejections: "No applicants to send rejection emails to",
} as const;

/** The page again with dialog `closing` shut (and, once no dialog is left, its record ids). */
export function backTo(request: Request, closing: string | null) {
  const url = new URL(request.url);
  let search = url.search;
  if (closing) search = closeDialogSearch(search, closing);
  const params = new URLSearchParams(search);
  if (openDialogs(params).length === 0) {
    for (const key of [APPLICATION_PARAM, NOTES_TAB_PARAM, "disable"]) params.delete(key);
  }
  params.delete("index");
  const text = params.toString();
  return url.pathname + (text ? `?${text}` : "");
}

async function savePosting(request: Request, form: FormData, actor: Actor, isNew: boolean) {
  // A new posting needs its leaflet; an edit keeps the stored one unless a new one is chosen
  // (issue 13, decision 0066).
  const formId = postingFormIdOf(form);
  const result = await (isNew ? postingValidator : postingEditValidator).validate(form);
  const refuse = (fieldErrors: Record<string, string>) =>
    refuseForm(formId, { fieldErrors, values: result.submittedData });
  if (result.error) return refuse(result.error.fieldErrors);
  const values = postingValuesOf(result.data);
  const leaflet = (result.data.leaflet?.files[0] as File | undefined) ?? null;
  const postingId = String(form.get("postingId") ?? "");
  try {
    if (isNew) {
      // The schema counts the stored files a post names as kept; a new posting has none, so it
      // needs a new file (only a crafted post names a stored file here).
      if (!leaflet) {
        return refuse({ leaflet: REQUIRED });
      }
      await createPosting(actor, values, leaflet);
    } else {
      const updated = await updatePosting(actor, postingId, values, leaflet);
      if (updated === null || updated === "disabled") {
        return redirectWithToast(backTo(request, null), {
          type: "error",
          text: MESSAGES.postingFailed,
        });
      }
    }
  } catch (error) {
    if (isUploadError(error)) {
      return refuse({ leaflet: error.message });
    }
    logger().error({ err: error }, "job posting could not be saved");
    return redirectWithToast(backTo(request, null), {
      type: "error",
      text: MESSAGES.postingFailed,
    });
  }
  const url = new URL(backTo(request, isNew ? "new-job" : null), "http://x");
  if (!isNew) url.searchParams.delete(POSTING_PARAM);
  return redirectWithToast(url.pathname + url.search, {
    type: "success",
    text: MESSAGES.postingUpdated,
  });
}

/** A refused small form: 400, the notification, and the sentence inline (pages without JS). */
function refused(intent: string | null, text: string) {
  const toast: ToastInput = { type: "error", text };
  return dataWithToast(refusedFormBody(intent ?? undefined, { formError: text }), toast, {
    status: 400,
  });
}

async function applyChange(
  request: Request,
  form: FormData,
  actor: Actor,
  input: Record<string, unknown>,
  texts: { ok: string; failed: string; dialog: string },
) {
  const change = parseApplicationChange(input);
  if (typeof change === "string") return refused(intentOf(form), texts.failed);
  try {
    const updated = await changeApplication(actor, String(form.get("applicationId") ?? ""), change);
    if (!updated) return refused(intentOf(form), texts.failed);
  } catch (error) {
    logger().error({ err: error }, "job application could not be updated");
    return redirectWithToast(backTo(request, null), { type: "error", text: texts.failed });
  }
  return redirectWithToast(backTo(request, texts.dialog), { type: "success", text: texts.ok });
}

/**
 * Saves every notes field the form holds (spec §7 'Update application' takes one field: one
 * change, each audited, per field that differs). `stay`: a notes tab pressed without JavaScript
 * (decision 0066): saved, and back on the dialog with the tab the request's URL names.
 */
async function saveNotes(request: Request, form: FormData, actor: Actor, stay: boolean) {
  const fields = [...new Set([...form.keys()].filter(isNoteField))];
  const changes = fields.map((field) => parseApplicationChange({ [field]: form.get(field) }));
  if (changes.length === 0) return refused(intentOf(form), MESSAGES.notesFailed);
  const valid = changes.filter((change): change is ApplicationChange => typeof change !== "string");
  if (valid.length !== changes.length) return refused(intentOf(form), MESSAGES.notesFailed);
  const id = String(form.get("applicationId") ?? "");
  try {
    for (const change of valid) {
      if (!(await changeApplication(actor, id, change)))
        return refused(intentOf(form), MESSAGES.notesFailed);
    }
  } catch (error) {
    logger().error({ err: error }, "job application notes could not be saved");
    return redirectWithToast(backTo(request, null), {
      type: "error",
      text: MESSAGES.notesFailed,
    });
  }
  return redirectWithToast(backTo(request, stay ? null : "notes"), {
    type: "success",
    text: MESSAGES.notesSaved,
  });
}

export async function handleAction(request: Request, actor: Actor) {
  let form: FormData;
  try {
    form = await readForm(request, { maxFiles: 1 });
  } catch (error) {
    if (!isUploadError(error)) throw error;
    // Only a posting form sends files. A leaflet refused for its count or size leaves the rest
    // of the form read: the refusal goes beside the leaflet of the form that sent it, with
    // every typed value kept. A body that could not be read at all is the 422 of the page.
    const rest = formOfRefusal(error);
    if (!rest) return uploadErrorResponse(error);
    const validator = intentOf(rest) === "update-posting" ? postingEditValidator : postingValidator;
    const refused = await validatePost({ form: rest, refused: error }, validator, {
      formId: postingFormIdOf(rest),
    });
    if (refused instanceof Response) return refused;
    throw error;
  }
  switch (intentOf(form)) {
    case "create-posting":
      return savePosting(request, form, actor, true);
    case "update-posting":
      return savePosting(request, form, actor, false);
    case "disable-posting": {
      const done = await disablePosting(actor, String(form.get("postingId") ?? "")).catch(
        (error: unknown) => {
          logger().error({ err: error }, "job posting could not be disabled");
          return null;
        },
      );
      const ok = done !== null && done !== "disabled";
      return redirectWithToast(backTo(request, "disable-posting"), {
        type: ok ? "success" : "error",
        text: ok ? MESSAGES.postingUpdated : MESSAGES.postingFailed,
      });
    }
    case "update-status":
      return applyChange(
        request,
        form,
        actor,
        { status: form.get("status") },
        {
          ok: MESSAGES.statusUpdated,
          failed: MESSAGES.statusFailed,
          dialog: "respond",
        },
      );
    case "save-notes":
      return saveNotes(request, form, actor, false);
    case NOTES_TAB_INTENT:
      return saveNotes(request, form, actor, true);
    case "update-interview-status":
      return applyChange(
        request,
        form,
        actor,
        { interviewStatus: form.get("interviewStatus") },
        {
          ok: MESSAGES.interviewUpdated,
          failed: MESSAGES.interviewFailed,
          dialog: "interview-status",
        },
      );
    case "send-rejections": {
      const { queued, sendAt } = await sendRejectionEmails(actor);
      return redirectWithToast(
        backTo(request, null),
        queued === 0
          ? { type: "message", text: MESSAGES.noRejections }
          : {
              type: "success",
              text: `Rejection emails to ${queued} applicant(s) will be sent on ${formatDateTime(sendAt)}`,
            },
      );
    }
    default:
      throw new Response("That action is not known here.", { status: 400 });
  }
}
