// GET /api/v2/admin/email/sends/{sendId} (issue 18; decision 0099): read:admin reads a send with
// each person's e-mail: status, attempts, the error of a failed one.
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
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
});

export const loader = api.loader;
export const action = api.action;
