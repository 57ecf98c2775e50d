// POST /api/v2/admin/credits/{creditId}/void { "reason" } (issue 17; decision 0092): write:admin
// voids a record of issued credits with a reason (audited; the record stays, marked void). 404
// for an unknown id, 409 when it is already void.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiOk, readJsonObject, parseBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { creditJsonSchema } from "~/services/calculations/api";
import { voidSchema } from "~/services/calculations/credits-schema";
import { creditJson, voidCredits } from "~/services/calculations/credits.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: async ({ caller, request, params, context }) => {
    const body = parseBody(voidSchema, await readJsonObject(request));
    const actor = auditActor(caller, context.requestId);
    return apiOk(creditJson(await voidCredits(actor, params.creditId ?? "", body)));
  },

  describe: {
    POST: {
      summary: "Void an issuance of credits, with the reason",
      description:
        "A voided issuance is kept, left out of the sums; audited." +
        " The reason is 5 to 500 characters; records are never deleted. 409 when it is void " +
        "already.",
      body: voidSchema,
      response: creditJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
