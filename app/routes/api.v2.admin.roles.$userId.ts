// PUT, DELETE /api/v2/admin/roles/{userId} (spec §7 'GET, PUT, DELETE roles'; issue 18; decision
// 0096): PUT { scopes, reason } makes the person's Veld grants exactly `scopes`; DELETE { reason }
// removes them all (ADMIN_USER_REMOVED). write:roles; the lock-out rules answer 409.
import {
  accessChangeJson,
  accessChangeJsonSchema,
  accessChangeMessage,
} from "~/services/access/api";
import {
  describePerson,
  removeVeldGrants,
  setVeldScopes,
  type AccessChangeResult,
} from "~/services/access/access.server";
import { reasonSchema, setScopesSchema } from "~/services/access/forms";
import { auditActor, requireApiPermission, requireSignedUp } from "~/services/api/callers.server";
import { apiOk, readJsonBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";

/** The change and the person's access after it, with what it did in sentences. */
async function changed(result: AccessChangeResult): Promise<Response> {
  return apiOk(accessChangeJson(result, await describePerson(result.userId)), {
    message: accessChangeMessage(result),
  });
}

const api = apiRoute({
  guard: async ({ request }) => requireSignedUp(await requireApiPermission(request, "write:roles")),
  PUT: async ({ request, params, context, caller }) => {
    const { scopes, reason } = await readJsonBody(request, setScopesSchema);
    const actor = auditActor(caller, context.requestId);
    return changed(await setVeldScopes(actor, params.userId ?? "", scopes, reason));
  },
  DELETE: async ({ request, params, context, caller }) => {
    const { reason } = await readJsonBody(request, reasonSchema, { optional: true });
    const actor = auditActor(caller, context.requestId);
    return changed(await removeVeldGrants(actor, params.userId ?? "", reason));
  },

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
