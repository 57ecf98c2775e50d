// POST /api/v2/admin/update/{id}/contractSigned (decision 0070, beside the spec's farmsComplete and
// contractSent): confirms the organisation's signed contract, which opens mapping fields and
// e-mails its signatories and owners (or, with "value": false, takes the confirmation back).
// write:admin. 409 until the contract is sent and the signed copy uploaded.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiOk, readJsonObject, parseBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { companyFlagJson, companyFlagJsonSchema, updateFlagBody } from "~/services/contracting/api";
import { setContractSigned } from "~/services/contracting/contract.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: async ({ request, params, context, caller }) => {
    const body = parseBody(updateFlagBody, await readJsonObject(request));
    const actor = auditActor(caller, context.requestId);
    return apiOk(companyFlagJson(await setContractSigned(actor, params.id ?? "", body)));
  },

  describe: {
    POST: {
      summary: "Confirm the signed contract, or take the confirmation back",
      description:
        "value true (the default) needs the contract sent and the signed copy uploaded (409) and opens mapping fields; false takes it back.",
      body: updateFlagBody,
      response: companyFlagJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
