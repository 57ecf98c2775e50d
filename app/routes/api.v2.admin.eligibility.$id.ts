// POST /api/v2/admin/eligibility/{id} (spec §7 'Admin calls': value, updatedBy): decides an
// organisation's eligibility, opening (true) or closing (false) the next steps, and e-mails its
// owners. write:admin.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, requireApiPermission } from "~/services/api.server";
import { decideApi } from "~/services/journey/journey-api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiPermission(request, "write:admin");
  throw apiError(405, "Use POST.");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw apiError(405, "Use POST.");
  return decideApi(request, "eligibility", params.id ?? "", context.requestId);
}
