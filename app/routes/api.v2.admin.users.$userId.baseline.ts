// GET, PUT /api/v2/admin/users/{userId}/baseline (issue 18 'People'; decision 0101): read:admin
// reads a person's baseline; write:admin replaces it (every field, null for unknown) with a
// "reason", audited with each changed value. 404 for an unknown person.
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { getBaselineApi, putBaselineApi } from "~/services/people/api.server";

const api = apiRoute({
  guard: async ({ request }) => {
    const caller = await requireApiCaller(request);
    if (!caller.permissions.includes("read:admin") && !caller.permissions.includes("write:admin"))
      throw apiError(403, "You do not have permission to do this.");
    return caller;
  },
  GET: ({ params }) => getBaselineApi(params.userId ?? ""),
  PUT: ({ caller, request, params, context }) => {
    if (!caller.permissions.includes("write:admin"))
      throw apiError(403, "You do not have permission to do this.");
    return putBaselineApi(caller, request, params.userId ?? "", context.requestId);
  },
});

export const loader = api.loader;
export const action = api.action;
