// PUT, DELETE /api/v2/admin/roles/{userId} (spec §7 'GET, PUT, DELETE roles'; issue 18; decision
// 0096): PUT { scopes, reason } makes the person's Veld grants exactly `scopes`; DELETE { reason }
// removes them all (ADMIN_USER_REMOVED). write:roles; the lock-out rules answer 409.
import { accessChangeJsonSchema } from "~/services/access/api";
import { deleteRolesApi, putRolesApi } from "~/services/access/api.server";
import { reasonSchema, setScopesSchema } from "~/services/access/forms";
import { requireApiPermission, requireSignedUp } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";

const api = apiRoute({
  guard: async ({ request }) => requireSignedUp(await requireApiPermission(request, "write:roles")),
  PUT: ({ request, params, context, caller }) =>
    putRolesApi(caller, request, params.userId ?? "", context.requestId),
  DELETE: ({ request, params, context, caller }) =>
    deleteRolesApi(caller, request, params.userId ?? "", context.requestId),

  describe: {
    PUT: {
      summary: "Set a person's admin scopes granted in Veld",
      description:
        "The Veld grants become exactly `scopes` (may be empty); the identity provider's stay. " +
        "Adding a scope waits for a confirmed e-mail address; removing one's own last " +
        "write:roles, or the programme's last, is a 409.",
      body: setScopesSchema,
      response: accessChangeJsonSchema,
      message: true,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:roles"],
    },
    DELETE: {
      summary: "Remove every admin scope granted in Veld",
      description: "The person becomes ADMIN_USER_REMOVED; the lock-out rules of PUT hold.",
      body: reasonSchema,
      response: accessChangeJsonSchema,
      message: true,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:roles"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
