// POST /api/v2/admin/email/templates/{templateId}/archive (issue 18; decision 0099): write:admin
// archives a template with a reason: it can no longer be edited or sent (audited).
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { archiveBodyDoc, templateJsonSchema } from "~/services/email-templates/api";
import { archiveTemplateApi } from "~/services/email-templates/api.server";

const FORBIDDEN = "You do not have permission to do this.";

const api = apiRoute({
  guard: async ({ request }) => {
    const caller = await requireApiCaller(request);
    if (!caller.permissions.includes("read:admin") && !caller.permissions.includes("write:admin"))
      throw apiError(403, FORBIDDEN);
    return caller;
  },
  POST: ({ caller, request, params, context }) => {
    if (!caller.permissions.includes("write:admin")) throw apiError(403, FORBIDDEN);
    return archiveTemplateApi(caller, request, params.templateId ?? "", context.requestId ?? null);
  },

  describe: {
    POST: {
      summary: "Archive an e-mail template",
      description:
        "With a reason, kept in the audit log; it can no longer be edited or sent. Already " +
        "archived: 409." +
        " The reason is 5 to 500 characters.",
      body: archiveBodyDoc,
      response: templateJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
