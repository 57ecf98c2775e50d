// /api/v2/company/{companyId}/eligibility (spec §7 'Eligibility: GET, POST, PUT'): the
// organisation's eligibility answers. POST { answers, intent: 'save' | 'submit' } saves a draft or
// submits; PUT changes a saved draft. Bearer token; the caller's organisations only (404 else).
import { requireApiMember, type ApiMember } from "~/services/api/callers.server";
import { apiRoute, type ApiHandler } from "~/services/api/route.server";
import { getQuestionnaireApi, writeQuestionnaireApi } from "~/services/journey/journey-api.server";

const write: ApiHandler<ApiMember> = ({ request, context, caller }) =>
  writeQuestionnaireApi(caller, request, "eligibility", context.requestId);

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),
  GET: ({ caller }) => getQuestionnaireApi(caller, "eligibility"),
  POST: write,
  PUT: write,
});

export const loader = api.loader;
export const action = api.action;
