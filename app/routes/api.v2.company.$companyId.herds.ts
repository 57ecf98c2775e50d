// GET and POST /api/v2/company/{companyId}/herds (issue 15; spec §3 'Herd': id, type,
// frameSize; decision 0077). GET (members): the organisation's herds. POST
// (owners, staff and consultants, the practice data step open): { name, type, frameSize? }
// (frameSize for beef and dairy only, and required for them): 201 with the herd, 422 beside the
// field at fault. Another organisation's id is a 404.
import { z } from "zod";
import { requireApiMember } from "~/services/api/callers.server";
import { apiCreated, apiOk, readJsonObject, parseBody } from "~/services/api/envelope";
import { memberActor } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import { herdBody, herdJsonSchema } from "~/services/practice/herd-api";
import { addHerd, herdView, herdViews, listHerds } from "~/services/practice/herds.server";
import {
  requirePracticeDataOpen,
  requirePracticeEditor,
} from "~/services/practice/practice-data.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ caller }) =>
    apiOk((await herdViews(caller.organisationId, await listHerds(caller.organisationId))).herds),

  POST: async ({ request, context, caller }) => {
    requirePracticeEditor(caller.role);
    const actor = memberActor(caller, context.requestId);
    const body = parseBody(herdBody, await readJsonObject(request));
    await requirePracticeDataOpen(caller.organisationId);
    return apiCreated(
      await herdView(caller.organisationId, await addHerd(actor, caller.organisationId, body)),
    );
  },

  describe: {
    GET: {
      summary: "The organisation's herds",
      description: "Any member.",
      response: z.array(herdJsonSchema),
      errors: [404],
    },
    POST: {
      summary: "Add a herd",
      description:
        "Owners, staff and consultants, once the practice data step is open (409 before). " +
        "frameSize for beef and dairy only, and required for them." +
        " Sending a frameSize for another type is a 422.",
      body: herdBody,
      response: herdJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
