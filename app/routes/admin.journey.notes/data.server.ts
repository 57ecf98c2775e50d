// /admin/journey/notes' loader data and save (decisions 0081, 0128): the form read and checked,
// the save, and the answer the page shows: a redirect, or the one action result of a refused save.
// The route says who is asking.
import {
  pageRefused,
  readFormOrRefuse,
  refuseForm,
} from "~/services/kit/forms/validate-form.server";
import { logger } from "~/logger.server";
import type { Actor } from "~/services/kit/actor";
import { readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import { notesFormSchema, notesFormValues } from "~/services/notes/forms";
import {
  BASED_ON_FIELD,
  NOTES_FIELD,
  NOTES_INTENT,
  STALE_NOTES_MESSAGE,
} from "~/services/notes/rules";
import { loadNotesPage, notesPagePath, saveCompanyNotes } from "~/services/notes/notes.server";
import { notesPageQuery } from "~/services/notes/queries";
import { NOTES_SAVE_FAILURE, NOTES_SAVED } from "~/shared/review";

/** The organisations to choose from and, once one is chosen (?companyId=), its notes. */
export async function notesPage(request: Request) {
  const { companyId } = readQuery(request, notesPageQuery);
  try {
    return await loadNotesPage(companyId);
  } catch (error) {
    pageRefused(error);
  }
}

/**
 * The notes form's post on /admin/journey/notes for `companyId`: a new version and a redirect
 * with 'Notes saved successfully', or the refusal with the typed text (422 a bad value, 409 a
 * save after someone else's, 500 spec §8 'Notes save failure'). A 409 does not carry the newer
 * version: the page's loader runs again after it (the route's shouldRevalidate) and shows it.
 */
export async function handleNotesPost(actor: Actor, companyId: string, request: Request) {
  const form = await readFormOrRefuse(request);
  // A post without the field is not the page's form: never read it as 'clear the notes'.
  if (typeof form.get(NOTES_FIELD) !== "string") {
    throw new Response("The form must send the notes.", { status: 400 });
  }
  const values = notesFormValues(form);
  const parsed = notesFormSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === BASED_ON_FIELD ? BASED_ON_FIELD : NOTES_FIELD;
      fieldErrors[field] ??= issue.message;
    }
    return refuseForm(NOTES_INTENT, { formError: `${NOTES_SAVE_FAILURE}.`, fieldErrors, values });
  }
  let outcome;
  try {
    outcome = await saveCompanyNotes(actor, companyId, parsed.data);
  } catch (error) {
    // spec §8 'Notes save failure': the text stays in the box to try again.
    logger().error({ err: error, requestId: actor.requestId }, "saving company notes failed");
    return refuseForm(NOTES_INTENT, { formError: `${NOTES_SAVE_FAILURE}.`, values }, 500);
  }
  switch (outcome.kind) {
    case "notFound":
      throw new Response("Organisation not found", { status: 404 });
    case "stale":
      return refuseForm(
        NOTES_INTENT,
        {
          formError: `${NOTES_SAVE_FAILURE}. ${STALE_NOTES_MESSAGE}`,
          fieldErrors: { [NOTES_FIELD]: STALE_NOTES_MESSAGE },
          values,
        },
        409,
      );
    case "saved":
    case "unchanged":
      return redirectWithToast(notesPagePath(companyId), { type: "success", text: NOTES_SAVED });
  }
}
