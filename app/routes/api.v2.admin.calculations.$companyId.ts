// GET /api/v2/admin/calculations/{companyId} (issue 17; decision 0093): any organisation's
// carbon calculation, for read:admin (the organisation's own members get a 403 like anyone else).
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { adminCalculationsApi } from "~/services/calculations/carbon-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: ({ params }) => adminCalculationsApi(params.companyId ?? ""),
});

export const loader = api.loader;
export const action = api.action;
