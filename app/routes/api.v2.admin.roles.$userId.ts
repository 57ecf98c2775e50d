// PUT, DELETE /api/v2/admin/roles/{userId} (spec §7 'GET, PUT, DELETE roles'; issue 18; decision
// 0096): PUT { scopes, reason } makes the person's Veld grants exactly `scopes`; DELETE { reason }
// removes them all (ADMIN_USER_REMOVED). write:roles; the lock-out rules answer 409.
import { deleteRolesApi, putRolesApi } from "~/services/access/api.server";
import { requireApiPermission, requireSignedUp } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";

const api = apiRoute({
  guard: async ({ request }) => requireSignedUp(await requireApiPermission(request, "write:roles")),
  PUT: ({ request, params, context, caller }) =>
    putRolesApi(caller, request, params.userId ?? "", context.requestId),
  DELETE: ({ request, params, context, caller }) =>
    deleteRolesApi(caller, request, params.userId ?? "", context.requestId),
});

export const loader = api.loader;
export const action = api.action;
