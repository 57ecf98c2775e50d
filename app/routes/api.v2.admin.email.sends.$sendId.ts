// GET /api/v2/admin/email/sends/{sendId} (issue 18; decision 0099): read:admin reads a send with
// each person's e-mail: status, attempts, the error of a failed one.
import { requireApiStaff } from "~/services/api/callers.server";
import { apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { sendDetailJsonSchema } from "~/services/email-templates/api";
import { loadSendJson } from "~/services/email-templates/sends.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  GET: async ({ params }) => apiOk(await loadSendJson(params.sendId ?? "")),

  describe: {
    GET: {
      summary: "An e-mail send, with each person's e-mail",
      description: "Status, attempts and the error of a failed one. read:admin or write:admin.",
      response: sendDetailJsonSchema,
      errors: [403, 404],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
