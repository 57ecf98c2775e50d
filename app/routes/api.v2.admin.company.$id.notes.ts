// GET, PUT /api/v2/admin/company/{id}/notes (spec §7 'GET, PUT company notes'; decision 0081):
// the organisation's notes with every earlier version, and a save of a new version ({ notes,
// basedOn? }; a save over a version the caller did not see is a 409). Admins only: read:admin
// to read, write:admin to save; the organisation's own members get a 403 like anyone else.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { companyNotesJsonSchema, notesSaveJsonSchema } from "~/services/notes/api";
import { getNotesApi, putNotesApi } from "~/services/notes/api.server";
import { notesBodySchema } from "~/services/notes/forms";

const api = apiRoute({
  guard: ({ request }) =>
    requireApiPermission(request, request.method === "PUT" ? "write:admin" : "read:admin"),
  GET: ({ params }) => getNotesApi(params.id ?? ""),
  PUT: ({ request, params, context, caller }) =>
    putNotesApi(caller, request, params.id ?? "", context.requestId),

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
