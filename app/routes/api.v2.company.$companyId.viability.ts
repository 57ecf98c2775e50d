// /api/v2/company/{companyId}/viability (spec §7 'Eligibility: GET, POST, PUT; viability the same way (decision 0038)'): the
// organisation's viability answers. POST { answers, intent: 'save' | 'submit' } saves a draft or
// submits; PUT changes a saved draft. Bearer token; the caller's organisations only (404 else).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getQuestionnaireApi, writeQuestionnaireApi } from "~/services/journey/journey-api.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return getQuestionnaireApi(request, params.companyId ?? "", "viability");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return writeQuestionnaireApi(request, params.companyId ?? "", "viability", context.requestId);
}
