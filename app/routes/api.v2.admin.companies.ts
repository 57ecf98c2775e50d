// GET /api/v2/admin/companies (spec §7 'Admin calls'): every organisation with its journey step
// (spec §4 'Journey steps', with its numeric ordering) and progress flags. read:admin.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCompaniesApi } from "~/services/journey/journey-api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return listCompaniesApi(request);
}
