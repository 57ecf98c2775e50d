// POST /api/v2/admin/access { email, action: "grant" | "revoke", scopes, reason } (spec §7 'POST
// /admin/access' with email and action; issue 18; decision 0096): grants or revokes admin scopes
// stored in Veld for the signed-up person with that e-mail. write:roles only; removing one's own
// last write:roles, or the programme's last, is a 409.
import {
  accessChangeJson,
  accessChangeJsonSchema,
  accessChangeMessage,
} from "~/services/access/api";
import { changeAccessByEmail, describePerson } from "~/services/access/access.server";
import { accessChangeSchema } from "~/services/access/forms";
import { auditActor, requireApiPermission, requireSignedUp } from "~/services/api/callers.server";
import { apiOk, readJsonBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";

const api = apiRoute({
  guard: async ({ request }) => requireSignedUp(await requireApiPermission(request, "write:roles")),
  POST: async ({ request, context, caller }) => {
    const input = await readJsonBody(request, accessChangeSchema);
    const result = await changeAccessByEmail(auditActor(caller, context.requestId), input);
    return apiOk(accessChangeJson(result, await describePerson(result.userId)), {
      message: accessChangeMessage(result),
    });
  },

  describe: {
    POST: {
      summary: "Grant or revoke admin scopes by e-mail address",
      description:
        "For a signed-up person; a grant waits for their confirmed e-mail address (409). A " +
        "scope only the identity provider gives is named in `providerOnly`, not revoked." +
        " The `reason` (5 to 500 characters) is audited; the change takes effect on the person's " +
        "next request. An unknown e-mail address is a 404; removing one's own last write:roles, " +
        "or the programme's last, is a 409.",
      body: accessChangeSchema,
      response: accessChangeJsonSchema,
      message: true,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:roles"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
