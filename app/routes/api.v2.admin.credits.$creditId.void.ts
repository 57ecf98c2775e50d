// POST /api/v2/admin/credits/{creditId}/void { "reason" } (issue 17; decision 0092): write:admin
// voids a record of issued credits with a reason (audited; the record stays, marked void). 404
// for an unknown id, 409 when it is already void.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { voidAdminCreditApi } from "~/services/calculations/records-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: ({ caller, request, params, context }) =>
    voidAdminCreditApi(caller, request, params.creditId ?? "", context.requestId),
});

export const loader = api.loader;
export const action = api.action;
