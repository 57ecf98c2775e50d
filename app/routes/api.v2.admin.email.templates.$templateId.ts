// GET, PUT /api/v2/admin/email/templates/{templateId} (issue 18; spec §7; decision 0099):
// read:admin reads one template; write:admin changes its values (audited).
import { auditActor, requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { templateBodyDoc, templateJson, templateJsonSchema } from "~/services/email-templates/api";
import { editTemplate, requireTemplate } from "~/services/email-templates/templates.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  GET: async ({ params }) => apiOk(templateJson(await requireTemplate(params.templateId ?? ""))),
  PUT: async ({ caller, request, params, context }) => {
    requireScope(caller, "write:admin");
    const body = await readJsonObject(request);
    const actor = auditActor(caller, context.requestId ?? null);
    return apiOk(templateJson(await editTemplate(actor, params.templateId ?? "", body)));
  },

  describe: {
    GET: {
      summary: "An e-mail template",
      description: "read:admin or write:admin.",
      response: templateJsonSchema,
      errors: [403, 404],
      scopes: ["read:admin"],
    },
    PUT: {
      summary: "Change an e-mail template",
      description: "All of its values, with the rules of creating one. An archived one is a 409.",
      body: templateBodyDoc,
      response: templateJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
