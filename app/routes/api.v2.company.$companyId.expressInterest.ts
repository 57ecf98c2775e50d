// /api/v2/company/{companyId}/expressInterest (spec §7 'expressInterest: GET, POST'; §3 'Express
// interest'): GET lists the organisation's expressions of interest, POST { programme, hectares,
// description, regenStarted } adds one (companyId, requestedBy and dateCreated are set here).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError } from "~/services/api.server";
import {
  createExpressInterestApi,
  listExpressInterestApi,
} from "~/services/journey/journey-api.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return listExpressInterestApi(request, params.companyId ?? "");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw apiError(405, "Use GET or POST.");
  return createExpressInterestApi(request, params.companyId ?? "", context.requestId);
}
