// GET, POST /api/v2/admin/email/templates (issue 18; spec §7; decision 0099): read:admin lists
// the templates; write:admin creates one (201; audited).
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { getTemplatesApi, postTemplateApi } from "~/services/email-templates/api.server";

const FORBIDDEN = "You do not have permission to do this.";

const api = apiRoute({
  guard: async ({ request }) => {
    const caller = await requireApiCaller(request);
    if (!caller.permissions.includes("read:admin") && !caller.permissions.includes("write:admin"))
      throw apiError(403, FORBIDDEN);
    return caller;
  },
  GET: () => getTemplatesApi(),
  POST: ({ caller, request, context }) => {
    if (!caller.permissions.includes("write:admin")) throw apiError(403, FORBIDDEN);
    return postTemplateApi(caller, request, context.requestId ?? null);
  },
});

export const loader = api.loader;
export const action = api.action;
