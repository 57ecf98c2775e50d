// GET, PUT /api/v2/admin/company/{id}/notes (spec §7 'GET, PUT company notes'; decision 0081):
// the organisation's notes with every earlier version, and a save of a new version ({ notes,
// basedOn? }; a save over a version the caller did not see is a 409). Admins only: read:admin
// to read, write:admin to save; the organisation's own members get a 403 like anyone else.
import type { z } from "zod";
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { fieldErrorsOf } from "~/services/kit/field-errors";
import { apiRoute } from "~/services/api/route.server";
import {
  companyNotesJson,
  companyNotesJsonSchema,
  noteVersionJson,
  notesSaveJsonSchema,
} from "~/services/notes/api";
import { notesBodySchema } from "~/services/notes/forms";
import { readCompanyNotes, saveCompanyNotes } from "~/services/notes/notes.server";
import { STALE_NOTES_MESSAGE } from "~/services/notes/rules";
import { NOTES_SAVE_FAILURE, NOTES_SAVED } from "~/shared/review";

const NOT_FOUND = "Organisation not found";

type NotesSaveJson = z.infer<typeof notesSaveJsonSchema>;

const api = apiRoute({
  guard: ({ request }) =>
    requireApiPermission(request, request.method === "PUT" ? "write:admin" : "read:admin"),
  GET: async ({ params }) => {
    const view = await readCompanyNotes(params.id ?? "");
    if (!view) return apiError(404, NOT_FOUND);
    return apiOk(companyNotesJson(view));
  },
  PUT: async ({ request, params, context, caller }) => {
    const body = await readJsonObject(request);
    const parsed = notesBodySchema.safeParse(body);
    if (!parsed.success) {
      return apiError(422, NOTES_SAVE_FAILURE, fieldErrorsOf(parsed.error.issues));
    }
    const actor = auditActor(caller, context.requestId);
    const outcome = await saveCompanyNotes(actor, params.id ?? "", parsed.data);
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
  },

  describe: {
    GET: {
      summary: "The organisation's notes with every earlier version",
      description:
        "Admins only, never shown to the organisation's members. `history` holds the earlier " +
        "versions, newest first.",
      response: companyNotesJsonSchema,
      errors: [403, 404],
      scopes: ["read:admin"],
    },
    PUT: {
      summary: "Save a new version of the organisation's notes",
      description:
        "basedOn names the version the text was written over; a save over a newer one is a 409." +
        " `basedOn` null: there were none; left out, the save goes ahead. Over 20,000 characters " +
        "is a 422 'There was a problem saving the notes' in `errors.notes`.",
      body: notesBodySchema,
      response: notesSaveJsonSchema,
      message: true,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
