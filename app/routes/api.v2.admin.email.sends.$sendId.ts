// GET /api/v2/admin/email/sends/{sendId} (issue 18; decision 0099): read:admin reads a send with
// each person's e-mail: status, attempts, the error of a failed one.
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { sendDetailJsonSchema } from "~/services/email-templates/api";
import { getSendApi } from "~/services/email-templates/api.server";

const FORBIDDEN = "You do not have permission to do this.";

const api = apiRoute({
  guard: async ({ request }) => {
    const caller = await requireApiCaller(request);
    if (!caller.permissions.includes("read:admin") && !caller.permissions.includes("write:admin"))
      throw apiError(403, FORBIDDEN);
    return caller;
  },
  GET: ({ params }) => getSendApi(params.sendId ?? ""),

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
