// GET /api/v2/admin/companies (spec §7 'Admin calls'): every organisation with its journey step
// (spec §4 'Journey steps', with its numeric ordering) and progress flags. read:admin.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { listCompaniesApi } from "~/services/journey/journey-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: () => listCompaniesApi(),
});

export const loader = api.loader;
export const action = api.action;
