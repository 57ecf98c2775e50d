// POST /api/v2/admin/users { companyIds: string[], adminId } (issue 18 'assigning an admin to
// organisations'; spec §7 'Admin calls'; decision 0095): assigns that admin (someone holding an
// admin grant; null assigns nobody) to each organisation, audited per organisation, idempotent.
// 400 for ids that are not ids, 404 (nothing assigned) for unknown organisations. write:admin.
import { postAssignAdminsApi } from "~/services/admin/assign-admins.server";
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: ({ request, caller, context }) => postAssignAdminsApi(caller, request, context.requestId),
});

export const loader = api.loader;
export const action = api.action;
