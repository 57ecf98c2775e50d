// POST /api/v2/admin/update/{id}/contractSent (spec §7 admin calls: payload updatedBy): marks the
// contract sent (it must be uploaded first: 409), shows it to the organisation's members and
// e-mails the signatories and owners through the outbox. write:admin.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiOk, readJsonObject, parseBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { companyFlagJson, companyFlagJsonSchema, updateFlagBody } from "~/services/contracting/api";
import { markContractSent } from "~/services/contracting/contract.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  // 409 for a declined organisation (decision 0066).
  POST: async ({ request, params, context, caller }) => {
    const body = parseBody(updateFlagBody, await readJsonObject(request));
    const actor = auditActor(caller, context.requestId);
    return apiOk(
      companyFlagJson(
        await markContractSent(actor, params.id ?? "", { updatedBy: body.updatedBy }),
      ),
    );
  },

  describe: {
    POST: {
      summary: "Mark the contract sent",
      description:
        "The contract must be uploaded first (409); the signatories and owners are e-mailed. 409 for a declined organisation.",
      body: updateFlagBody,
      response: companyFlagJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
