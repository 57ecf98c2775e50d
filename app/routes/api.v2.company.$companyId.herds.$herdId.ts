// PUT and DELETE /api/v2/company/{companyId}/herds/{herdId} (issue 15; decision 0077); GET reads
// one herd. PUT (editors, the step open): { name, type, frameSize? }. DELETE:
// the herd and its livestock numbers; 409 'This herd has grazing events: delete or move them
// first.' while grazing events use it. A herd of another organisation, or an id that is not a
// UUID, is a 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiNoContent, apiOk, readJsonObject, parseBody } from "~/services/api/envelope";
import { memberActor } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import { herdBody, herdJsonSchema } from "~/services/practice/herd-api";
import { changeHerd, deleteHerd, herdView, requireHerd } from "~/services/practice/herds.server";
import {
  requirePracticeDataOpen,
  requirePracticeEditor,
} from "~/services/practice/practice-data.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ params, caller }) => {
    const herd = await requireHerd(caller.organisationId, params.herdId ?? "");
    return apiOk(await herdView(caller.organisationId, herd));
  },

  PUT: async ({ request, params, context, caller }) => {
    const herdId = params.herdId ?? "";
    await requireHerd(caller.organisationId, herdId);
    requirePracticeEditor(caller.role);
    const actor = memberActor(caller, context.requestId);
    const body = parseBody(herdBody, await readJsonObject(request));
    await requirePracticeDataOpen(caller.organisationId);
    const herd = await changeHerd(actor, caller.organisationId, herdId, body);
    return apiOk(await herdView(caller.organisationId, herd));
  },

  DELETE: async ({ params, context, caller }) => {
    const herdId = params.herdId ?? "";
    await requireHerd(caller.organisationId, herdId);
    requirePracticeEditor(caller.role);
    const actor = memberActor(caller, context.requestId);
    await requirePracticeDataOpen(caller.organisationId);
    await deleteHerd(actor, caller.organisationId, herdId);
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
