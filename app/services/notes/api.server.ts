// The handlers of /api/v2/admin/company/{id}/notes (spec §7 'GET, PUT company notes'; decision
// 0081). The route's guard checks read:admin (GET) and write:admin (PUT); an unknown id is a
// 404, a body that is not the notes a 400 or 422, a save over a newer version a 409.
import type { z } from "zod";
import { auditActor, type ApiCaller } from "~/services/api/callers.server";
import { apiError, apiOk, fieldErrorsOf, readJsonObject } from "~/services/api/envelope";
import { NOTES_SAVE_FAILURE, NOTES_SAVED } from "~/shared/review";
import { companyNotesJson, noteVersionJson, type notesSaveJsonSchema } from "./api";
import { notesBodySchema } from "./forms";
import { readCompanyNotes, saveCompanyNotes } from "./notes.server";
import { STALE_NOTES_MESSAGE } from "./rules";

const NOT_FOUND = "Organisation not found";

type NotesSaveJson = z.infer<typeof notesSaveJsonSchema>;

export async function getNotesApi(organisationId: string): Promise<Response> {
  const view = await readCompanyNotes(organisationId);
  if (!view) return apiError(404, NOT_FOUND);
  return apiOk(companyNotesJson(view));
}

export async function putNotesApi(
  caller: ApiCaller,
  request: Request,
  organisationId: string,
  requestId: string | null | undefined,
): Promise<Response> {
  const body = await readJsonObject(request);
  const parsed = notesBodySchema.safeParse(body);
  if (!parsed.success) {
    return apiError(422, NOTES_SAVE_FAILURE, fieldErrorsOf(parsed.error.issues));
  }
  const actor = auditActor(caller, requestId);
  const outcome = await saveCompanyNotes(actor, organisationId, parsed.data);
  switch (outcome.kind) {
    case "notFound":
      return apiError(404, NOT_FOUND);
    case "stale":
      return apiError(409, STALE_NOTES_MESSAGE, { basedOn: STALE_NOTES_MESSAGE });
    case "unchanged":
      return apiOk(
        {
          current: outcome.version ? noteVersionJson(outcome.version) : null,
          saved: false,
        } satisfies NotesSaveJson,
        { message: NOTES_SAVED },
      );
    case "saved":
      return apiOk(
        { current: noteVersionJson(outcome.version), saved: true } satisfies NotesSaveJson,
        { message: NOTES_SAVED },
      );
  }
}
