// GET, POST /api/v2/admin/email/templates (issue 18; spec §7; decision 0099): read:admin lists
// the templates; write:admin creates one (201; audited).
import { auditActor, requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiCreated, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  templateBodyDoc,
  templateJson,
  templateJsonSchema,
  templateListJsonSchema,
} from "~/services/email-templates/api";
import { createTemplate, listTemplates } from "~/services/email-templates/templates.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  // Every template by name; archived ones with their archivedAt.
  GET: async () => {
    const rows = await listTemplates({ includeArchived: true });
    return apiOk({ templates: rows.map(templateJson) });
  },
  POST: async ({ caller, request, context }) => {
    requireScope(caller, "write:admin");
    const body = await readJsonObject(request);
    return apiCreated(
      templateJson(await createTemplate(auditActor(caller, context.requestId ?? null), body)),
    );
  },

  describe: {
    GET: {
      summary: "The e-mail templates",
      description: "By name; archived ones too, with their archivedAt. read:admin or write:admin.",
      response: templateListJsonSchema,
      errors: [403],
      scopes: ["read:admin"],
    },
    POST: {
      summary: "Create an e-mail template",
      description:
        "Unknown variables and broken braces in the subject or body are a 422, as is a name " +
        "another template has. Audited." +
        " `kind` programme goes to everyone chosen; marketing only to people on the mailing " +
        "list, with an unsubscribe link (POPIA s69). The variables are {{firstName}}, " +
        "{{lastName}}, {{email}}, {{organisationName}}, {{journeyStep}} and {{profileUrl}}. Name " +
        "3 to 120 characters and unique, subject 3 to 200, body 10 to 10 000." +
        " Unsubscribing is a page, not a call: `/unsubscribe?token=…` from the e-mail's footer.",
      body: templateBodyDoc,
      response: templateJsonSchema,
      status: 201,
      errors: [400, 403, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
