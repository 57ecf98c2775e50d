// /api/v2/company/{companyId}/eligibility (spec §7 'Eligibility: GET, POST, PUT'): the
// organisation's eligibility answers. POST { answers, intent: 'save' | 'submit' } saves a draft or
// submits; PUT changes a saved draft. Bearer token; the caller's organisations only (404 else).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getQuestionnaireApi, writeQuestionnaireApi } from "~/services/journey/journey-api.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return getQuestionnaireApi(request, params.companyId ?? "", "eligibility");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return writeQuestionnaireApi(request, params.companyId ?? "", "eligibility", context.requestId);
}
