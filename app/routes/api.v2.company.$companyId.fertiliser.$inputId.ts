// GET, PUT and DELETE /api/v2/company/{companyId}/fertiliser/{inputId} (spec §3 'Fertilizer
// input'; issue 15; decision 0076): members read an input with the
// N, P and K it applied; owners, staff and consultants change its values (PUT: the POST's body
// without fieldId and season) or delete it, once the step is open (409 before). Another
// organisation's input, or an id that is not a UUID, is a 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiNoContent, apiOk, readJsonObject, parseBody } from "~/services/api/envelope";
import { memberActor } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import {
  fertiliserJsonSchema,
  fertiliserUpdateBody,
  fertiliserValuesOfBody,
} from "~/services/practice/fertiliser-api";
import {
  deleteFertiliserInput,
  fertiliserJson,
  findFertiliser,
  updateFertiliserInput,
} from "~/services/practice/fertiliser.server";
import {
  requirePracticeDataOpen,
  requirePracticeEditor,
} from "~/services/practice/practice-data.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ params, caller }) =>
    apiOk(fertiliserJson(await findFertiliser(caller.organisationId, params.inputId ?? ""))),

  PUT: async ({ request, params, context, caller }) => {
    // The role, the body, then the step open, as every practice data write.
    requirePracticeEditor(caller.role);
    const json = await readJsonObject(request);
    const orgId = caller.organisationId;
    await requirePracticeDataOpen(orgId);
    const actor = memberActor(caller, context.requestId);
    const inputId = params.inputId ?? "";
    await findFertiliser(orgId, inputId);
    const body = parseBody(fertiliserUpdateBody, json);
    const row = await updateFertiliserInput(actor, orgId, inputId, fertiliserValuesOfBody(body));
    return apiOk(fertiliserJson(row));
  },

  DELETE: async ({ params, context, caller }) => {
    requirePracticeEditor(caller.role);
    await requirePracticeDataOpen(caller.organisationId);
    const actor = memberActor(caller, context.requestId);
    await deleteFertiliserInput(actor, caller.organisationId, params.inputId ?? "");
    return apiNoContent();
  },

  describe: {
    GET: {
      summary: "One fertiliser input, with the N, P and K it applied",
      description: "Any member.",
      response: fertiliserJsonSchema,
      errors: [404],
    },
    PUT: {
      summary: "Change a fertiliser input's values",
      description:
        "The POST's body without fieldId and season. Owners, staff and consultants, once the " +
        "practice data step is open.",
      body: fertiliserUpdateBody,
      response: fertiliserJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
    DELETE: {
      summary: "Delete a fertiliser input",
      description: "With the programme's corrections of it. Owners, staff and consultants.",
      response: null,
      status: 204,
      errors: [403, 404, 409],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
