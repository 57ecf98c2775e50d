// GET, POST /api/v2/samples[?companyId=] (spec §7 'User and company calls': samples; issue 17;
// decision 0092): members read their organisation's soil samples with the carbon stock each
// measures; owners, staff and consultants add one (201). ?companyId= names the organisation
// when the caller belongs to several.
import { apiRoute } from "~/services/api/route.server";
import {
  getSamplesApi,
  postSampleApi,
  requireApiOrganisationMember,
} from "~/services/calculations/records-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiOrganisationMember(request),
  GET: ({ caller }) => getSamplesApi(caller),
  POST: ({ caller, request, context }) => postSampleApi(caller, request, context.requestId),
});

export const loader = api.loader;
export const action = api.action;
