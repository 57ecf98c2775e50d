// GET, POST /api/v2/admin/apiClients (issue 19 'Machine-to-machine clients'; decision 0112): the
// integrations' API clients, and registering one { name, scopes, reason } (201 with its
// clientSecret, shown once). read:admin reads; write:roles registers, and only a person does (an
// API client holding write:roles is refused with 403).
import { z } from "zod";
import { apiClientJsonSchema, issuedApiClientJsonSchema } from "~/services/api-clients/api";
import { createApiClient, listApiClientViews } from "~/services/api-clients/api-clients.server";
import { createApiClientSchema } from "~/services/api-clients/forms";
import { auditActor, requireApiPermission, requireSignedUp } from "~/services/api/callers.server";
import { apiCreated, apiOk, readJsonBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";

const api = apiRoute({
  guard: async ({ request }) => {
    const method = request.method.toUpperCase();
    if (method === "GET" || method === "HEAD") return requireApiPermission(request, "read:admin");
    return requireSignedUp(await requireApiPermission(request, "write:roles"));
  },
  GET: async () => apiOk(await listApiClientViews()),
  POST: async ({ request, context, caller }) => {
    const person = requireSignedUp(caller);
    const input = await readJsonBody(request, createApiClientSchema.strict());
    const issued = await createApiClient(
      auditActor(person, context.requestId),
      person.permissions,
      input,
    );
    return apiCreated(
      { ...issued.client, clientSecret: issued.clientSecret },
      { message: "API client registered. Keep the secret now: it is not shown again." },
    );
  },

  describe: {
    GET: {
      summary: "The integrations' API clients",
      description: "Standing clients first, then revoked ones. read:admin.",
      response: z.array(apiClientJsonSchema),
      scopes: ["read:admin"],
      errors: [403],
    },
    POST: {
      summary: "Register an API client",
      description:
        "With the admin scopes it may use, each one the registering admin holds. The answer " +
        "carries clientSecret, shown this once. A person with write:roles only: an API client " +
        "never registers another (403), and one signed up to Veld ('User not found', 404). 409 " +
        "with an external identity provider, where clients are registered instead." +
        " `name` 3 to 80 characters on one line, not another standing client's (409); `scopes` " +
        "at least one, each held by the caller (422 in `errors.scopes`); `reason` 5 to 500 " +
        "characters.",
      body: createApiClientSchema,
      response: issuedApiClientJsonSchema,
      message: true,
      status: 201,
      scopes: ["write:roles"],
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
