// GET, PUT /api/v2/admin/events/{eventId} (issue 18; decision 0097): read:admin reads the event
// with who registered (names, organisations, e-mails); write:admin changes its values and/or
// status ("published"; "cancelled" with a "reason"), each change audited.
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { getAdminEventApi, putAdminEventApi } from "~/services/events/api.server";

const api = apiRoute({
  guard: async ({ request }) => {
    const caller = await requireApiCaller(request);
    if (!caller.permissions.includes("read:admin") && !caller.permissions.includes("write:admin"))
      throw apiError(403, "You do not have permission to do this.");
    return caller;
  },
  GET: ({ params }) => getAdminEventApi(params.eventId ?? ""),
  PUT: ({ caller, request, params, context }) => {
    if (!caller.permissions.includes("write:admin"))
      throw apiError(403, "You do not have permission to do this.");
    return putAdminEventApi(caller, request, params.eventId ?? "", context.requestId);
  },
});

export const loader = api.loader;
export const action = api.action;
