// POST /api/v2/admin/update/{id}/farmsComplete (spec §7 admin calls: payload updatedBy): marks
// the organisation's farms complete (or, with "value": false, not complete). write:admin. 409 for
// a declined organisation (decision 0066).
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiOk, readJsonObject, parseBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { companyFlagJson, companyFlagJsonSchema, updateFlagBody } from "~/services/contracting/api";
import { setFarmsComplete } from "~/services/contracting/contract.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: async ({ request, params, context, caller }) => {
    const body = parseBody(updateFlagBody, await readJsonObject(request));
    const actor = auditActor(caller, context.requestId);
    return apiOk(companyFlagJson(await setFarmsComplete(actor, params.id ?? "", body)));
  },

  describe: {
    POST: {
      summary: "Mark the farms complete, or not",
      description: "value true (the default) or false. 409 for a declined organisation.",
      body: updateFlagBody,
      response: companyFlagJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
