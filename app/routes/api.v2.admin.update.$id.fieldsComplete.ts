// POST /api/v2/admin/update/{id}/fieldsComplete (spec §3 'Company progress steps: fieldsComplete';
// decision 0070): confirms the organisation's fields complete, which moves its journey to the
// implementation plan (or, with "value": false, sends them back to the farmer). write:admin.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiOk, readJsonObject, parseBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { companyFlagJson, companyFlagJsonSchema, updateFlagBody } from "~/services/contracting/api";
import { setFieldsComplete } from "~/services/fields/fields.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: async ({ request, params, context, caller }) => {
    const body = parseBody(updateFlagBody, await readJsonObject(request));
    const actor = auditActor(caller, context.requestId);
    return apiOk(companyFlagJson(await setFieldsComplete(actor, params.id ?? "", body)));
  },

  describe: {
    POST: {
      summary: "Confirm the fields complete, or send them back",
      description:
        "value true (the default) needs the signed contract confirmed (409) and moves the journey to the implementation plan; false sends the fields back to the farmer.",
      body: updateFlagBody,
      response: companyFlagJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
