// POST /api/v2/admin/apiClients/{id}/rotate { reason } (issue 19; decision 0112): a new secret for
// the client, answered once; the old secret and every token issued with it stop working at once.
// write:roles, and only a person.
import { issuedApiClientJsonSchema } from "~/services/api-clients/api";
import { rotateApiClientSecret } from "~/services/api-clients/api-clients.server";
import { apiClientReasonSchema } from "~/services/api-clients/forms";
import { auditActor, requireApiPermission, requireSignedUp } from "~/services/api/callers.server";
import { apiOk, readJsonBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";

const api = apiRoute({
  guard: async ({ request }) => requireSignedUp(await requireApiPermission(request, "write:roles")),
  POST: async ({ request, params, context, caller }) => {
    const { reason } = await readJsonBody(request, apiClientReasonSchema.strict());
    const actor = auditActor(caller, context.requestId);
    const issued = await rotateApiClientSecret(actor, params.id ?? "", reason);
    return apiOk(
      { ...issued.client, clientSecret: issued.clientSecret },
      { message: "New secret issued. The old secret and its tokens no longer work." },
    );
  },

  describe: {
    POST: {
      summary: "Issue an API client a new secret",
      description:
        "With the reason, audited. The answer carries the new clientSecret, shown this once; the " +
        "old secret and every token issued with it stop working at once. A person with " +
        "write:roles only. 409 when the client is revoked.",
      body: apiClientReasonSchema,
      response: issuedApiClientJsonSchema,
      message: true,
      scopes: ["write:roles"],
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
