// GET /api/v2/admin/email/sends (issue 18; decision 0099): read:admin lists the sends with how
// many of their e-mails are queued, sent and failed.
import { requireApiStaff } from "~/services/api/callers.server";
import { apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { sendJson, sendListJsonSchema } from "~/services/email-templates/api";
import { listSends } from "~/services/email-templates/sends.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  GET: async () => apiOk({ sends: (await listSends()).map(sendJson) }),

  describe: {
    GET: {
      summary: "The e-mail sends, with how many e-mails are queued, sent and failed",
      description: "The newest first. read:admin or write:admin." + " The latest 100.",
      response: sendListJsonSchema,
      errors: [403],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
