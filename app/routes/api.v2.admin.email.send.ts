// POST /api/v2/admin/email/send (issue 18; spec §7 'POST /admin/email/send templateId, userIds';
// decision 0099): write:admin sends a template to people (userIds and/or the audience's criteria)
// through the outbox, once per sendKey (audited).
import { auditActor, requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiCreated, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { sendBodyDoc, sendResultJsonSchema } from "~/services/email-templates/api";
import { loadSendJson, sendTemplate } from "~/services/email-templates/sends.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  // 201 with the send; 200 with the same send when the sendKey was used before for the same
  // request (nothing new queued); 409 when it was used for another.
  POST: async ({ caller, request, context }) => {
    requireScope(caller, "write:admin");
    const body = await readJsonObject(request);
    const actor = auditActor(caller, context.requestId ?? null);
    const { send, alreadySent } = await sendTemplate(actor, body);
    const result = { ...(await loadSendJson(send.id)), alreadySent };
    return alreadySent ? apiOk(result) : apiCreated(result);
  },

  describe: {
    POST: {
      summary: "Send an e-mail template to people",
      description:
        "To `userIds` and/or whoever the audience's criteria match (a marketing template only " +
        "to people on the mailing list), through the outbox; audited. 201 with the send; 200 " +
        "with the earlier send, queuing nothing, when the `sendKey` was used before for the " +
        "same template and audience; a 409 when it was used for another. An archived template " +
        "is a 409; nobody to send to a 422." +
        " `sendKey` (8 to 100 characters, chosen by the caller) makes the call safe to repeat. " +
        "One outbox e-mail per person, keyed `email-send:{sendId}:{userId}`; people off the " +
        "mailing list are counted in `skippedCount` for a marketing template.",
      body: sendBodyDoc,
      response: sendResultJsonSchema,
      status: 201,
      alsoStatus: [200],
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
