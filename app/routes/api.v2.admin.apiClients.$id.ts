// GET, DELETE /api/v2/admin/apiClients/{id} (issue 19; decision 0112): one API client, and
// revoking it { reason }: its secret and every token it holds stop working at once. read:admin
// reads; write:roles revokes, and only a person does.
import { apiClientJsonSchema } from "~/services/api-clients/api";
import { describeApiClient, revokeApiClient } from "~/services/api-clients/api-clients.server";
import { apiClientReasonSchema } from "~/services/api-clients/forms";
import { auditActor, requireApiPermission, requireSignedUp } from "~/services/api/callers.server";
import { apiOk, readJsonBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";

const api = apiRoute({
  guard: async ({ request }) => {
    const method = request.method.toUpperCase();
    if (method === "GET" || method === "HEAD") return requireApiPermission(request, "read:admin");
    return requireSignedUp(await requireApiPermission(request, "write:roles"));
  },
  GET: async ({ params }) => apiOk(await describeApiClient(params.id ?? "")),
  DELETE: async ({ request, params, context, caller }) => {
    const person = requireSignedUp(caller);
    const { reason } = await readJsonBody(request, apiClientReasonSchema.strict());
    const actor = auditActor(person, context.requestId);
    const client = await revokeApiClient(actor, params.id ?? "", reason);
    return apiOk(client, { message: "API client revoked." });
  },

  describe: {
    GET: {
      summary: "One API client",
      description: "read:admin.",
      response: apiClientJsonSchema,
      scopes: ["read:admin"],
      errors: [403, 404],
    },
    DELETE: {
      summary: "Revoke an API client",
      description:
        "With the reason, audited. Its secret and every token it holds stop working at once. " +
        "A person with write:roles only. 409 when it is revoked already.",
      body: apiClientReasonSchema,
      response: apiClientJsonSchema,
      message: true,
      scopes: ["write:roles"],
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
