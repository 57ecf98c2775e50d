// POST /api/v2/admin/email/send (issue 18; spec §7 'POST /admin/email/send templateId, userIds';
// decision 0099): write:admin sends a template to people (userIds and/or the audience's criteria)
// through the outbox, once per sendKey (audited).
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { postSendApi } from "~/services/email-templates/api.server";

const FORBIDDEN = "You do not have permission to do this.";

const api = apiRoute({
  guard: async ({ request }) => {
    const caller = await requireApiCaller(request);
    if (!caller.permissions.includes("read:admin") && !caller.permissions.includes("write:admin"))
      throw apiError(403, FORBIDDEN);
    return caller;
  },
  POST: ({ caller, request, context }) => {
    if (!caller.permissions.includes("write:admin")) throw apiError(403, FORBIDDEN);
    return postSendApi(caller, request, context.requestId ?? null);
  },
});

export const loader = api.loader;
export const action = api.action;
