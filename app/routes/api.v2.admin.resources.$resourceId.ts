// PUT, DELETE /api/v2/admin/resources/{resourceId} (issue 18; decision 0098): changes the fields
// given (and publishes or takes back with "status"), or deletes with { "reason" } kept in the
// audit log. write:admin; an unknown or malformed id is a 404.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { changeAdminApi, deleteAdminApi } from "~/services/resources/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  PUT: ({ request, params, context, caller }) =>
    changeAdminApi(caller, request, params.resourceId ?? "", context.requestId),
  DELETE: ({ request, params, context, caller }) =>
    deleteAdminApi(caller, request, params.resourceId ?? "", context.requestId),
});

export const loader = api.loader;
export const action = api.action;
