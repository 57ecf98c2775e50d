// POST /api/v2/admin/email/templates/{templateId}/archive (issue 18; decision 0099): write:admin
// archives a template with a reason: it can no longer be edited or sent (audited).
import { auditActor, requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { archiveBodyDoc, templateJson, templateJsonSchema } from "~/services/email-templates/api";
import { archiveTemplate } from "~/services/email-templates/templates.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  POST: async ({ caller, request, params, context }) => {
    requireScope(caller, "write:admin");
    const body = await readJsonObject(request);
    const actor = auditActor(caller, context.requestId ?? null);
    return apiOk(templateJson(await archiveTemplate(actor, params.templateId ?? "", body)));
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
