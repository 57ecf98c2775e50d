// GET /api/v2/user/companies/{id} (spec §7 'User and company calls'): one of the caller's
// organisations with its info, members and the caller's role. Another organisation is a 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, requireApiMembership, requireApiUser } from "~/services/api.server";
import { companyJson } from "~/services/organisations-api.server";
import { loadCompany } from "~/services/organisations.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const caller = await requireApiUser(request);
  const id = params.id ?? "";
  const { role } = await requireApiMembership(caller, id);
  const company = await loadCompany(id, role);
  if (!company) throw apiError(404, "Organisation not found");
  return apiJson(companyJson(company, role));
}
