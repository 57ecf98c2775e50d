// PUT and DELETE /api/v2/company/{companyId}/herds/{herdId} (issue 15; decision 0077); GET reads
// one herd. PUT (editors, the step open): { name, type, frameSize? }. DELETE:
// the herd and its livestock numbers; 409 'This herd has grazing events: delete or move them
// first.' while grazing events use it. A herd of another organisation, or an id that is not a
// UUID, is a 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiNoContent, apiOk, readJsonObject, apiRefused } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { parseBody } from "~/services/contracting/api";
import { herdBody, herdJson, herdJsonSchema } from "~/services/practice/herd-api";
import { changeHerd, deleteHerd, requireHerd } from "~/services/practice/herds.server";
import {
  requirePracticeApiEditor,
  requirePracticeOpen,
} from "~/services/practice/livestock-api.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ params, caller }) => {
    try {
      return apiOk(herdJson(await requireHerd(caller.organisationId, params.herdId ?? "")));
    } catch (error) {
      apiRefused(error);
    }
  },

  PUT: async ({ request, params, context, caller }) => {
    const herdId = params.herdId ?? "";
    try {
      await requireHerd(caller.organisationId, herdId);
    } catch (error) {
      apiRefused(error);
    }
    const actor = requirePracticeApiEditor(caller, context.requestId);
    const body = parseBody(herdBody, await readJsonObject(request));
    await requirePracticeOpen(caller);
    try {
      return apiOk(herdJson(await changeHerd(actor, caller.organisationId, herdId, body)));
    } catch (error) {
      apiRefused(error);
    }
  },

  DELETE: async ({ params, context, caller }) => {
    const herdId = params.herdId ?? "";
    try {
      await requireHerd(caller.organisationId, herdId);
    } catch (error) {
      apiRefused(error);
    }
    const actor = requirePracticeApiEditor(caller, context.requestId);
    await requirePracticeOpen(caller);
    try {
      await deleteHerd(actor, caller.organisationId, herdId);
    } catch (error) {
      apiRefused(error);
    }
    return apiNoContent();
  },

  describe: {
    GET: {
      summary: "One herd",
      description: "Any member.",
      response: herdJsonSchema,
      errors: [404],
    },
    PUT: {
      summary: "Change a herd",
      description: "Owners, staff and consultants, once the practice data step is open.",
      body: herdBody,
      response: herdJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
    DELETE: {
      summary: "Delete a herd and its livestock numbers",
      description:
        "Owners, staff and consultants, once the practice data step is open. 409 while grazing " +
        "events use the herd.",
      response: null,
      status: 204,
      errors: [403, 404, 409],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
