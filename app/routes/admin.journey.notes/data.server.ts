// /admin/journey/notes' loader data and save (decision 0081): the form read and checked, the
// save, and the answer the page shows. The route says who is asking.
import { pageRefused, readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import { data } from "@remix-run/node";
import { logger } from "~/logger.server";
import type { Actor } from "~/services/kit/actor";
import { readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  BASED_ON_FIELD,
  NOTES_FIELD,
  notesFormSchema,
  notesFormValues,
} from "~/services/notes/forms";
import {
  loadNotesPage,
  notesPagePath,
  saveCompanyNotes,
  type NoteVersion,
} from "~/services/notes/notes.server";
import { notesPageQuery } from "~/services/notes/queries";
import { STALE_NOTES_MESSAGE } from "~/services/notes/rules";
import { NOTES_SAVED } from "~/shared/review";

/** The organisations to choose from and, once one is chosen (?companyId=), its notes. */
export async function notesPage(request: Request) {
  const { companyId } = readQuery(request, notesPageQuery);
  try {
    return await loadNotesPage(companyId);
  } catch (error) {
    pageRefused(error);
  }
}

/** A refused save as the page shows it: the typed text kept, with why. */
export interface NotesRefused {
  values: { notes: string; basedOn: string };
  errors: { notes?: string; basedOn?: string };
  /** The version saved while the editor was open (a lost update was refused). */
  newer: NoteVersion | null;
  stale: boolean;
}

function refuse(status: 409 | 422 | 500, refusal: NotesRefused) {
  return data({ refusal }, { status });
}

/**
 * The notes form's post on /admin/journey/notes for `companyId`: a new version and a redirect
 * with 'Notes saved successfully', or the refusal with the typed text (422 a bad value, 409 a
 * save after someone else's with the newer version, 500 spec §8 'Notes save failure').
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
    const errors: NotesRefused["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === BASED_ON_FIELD ? "basedOn" : "notes";
      errors[field] ??= issue.message;
    }
    return refuse(422, { values, errors, newer: null, stale: false });
  }
  let outcome;
  try {
    outcome = await saveCompanyNotes(actor, companyId, parsed.data);
  } catch (error) {
    // spec §8 'Notes save failure': the text stays in the box to try again.
    logger().error({ err: error, requestId: actor.requestId }, "saving company notes failed");
    return refuse(500, { values, errors: {}, newer: null, stale: false });
  }
  switch (outcome.kind) {
    case "notFound":
      throw new Response("Organisation not found", { status: 404 });
    case "stale":
      return refuse(409, {
        values,
        errors: { notes: STALE_NOTES_MESSAGE },
        newer: outcome.current,
        stale: true,
      });
    case "saved":
    case "unchanged":
      return redirectWithToast(notesPagePath(companyId), { type: "success", text: NOTES_SAVED });
  }
}
