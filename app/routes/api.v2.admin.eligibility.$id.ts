// POST /api/v2/admin/eligibility/{id} (spec §7 'Admin calls': value, updatedBy): decides an
// organisation's eligibility, opening (true) or closing (false) the next steps, and e-mails its
// owners. write:admin.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { decideApi } from "~/services/journey/journey-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: ({ request, params, context, caller }) =>
    decideApi(caller, request, "eligibility", params.id ?? "", context.requestId),
});

export const loader = api.loader;
export const action = api.action;
