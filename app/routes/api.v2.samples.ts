// GET, POST /api/v2/samples[?companyId=] (spec §7 'User and company calls': samples; issue 17;
// decision 0092): members read their organisation's soil samples with the carbon stock each
// measures; owners, staff and consultants add one (201). ?companyId= names the organisation
// when the caller belongs to several.
import { apiRoute } from "~/services/api/route.server";
import {
  sampleBodyDoc,
  sampleJsonSchema,
  samplesJsonSchema,
  memberOrganisationQueryDoc,
} from "~/services/calculations/api";
import {
  getSamplesApi,
  postSampleApi,
  requireApiOrganisationMember,
} from "~/services/calculations/records-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiOrganisationMember(request),
  GET: ({ caller }) => getSamplesApi(caller),
  POST: ({ caller, request, context }) => postSampleApi(caller, request, context.requestId),

  describe: {
    GET: {
      summary: "The organisation's soil samples, with the carbon stock each measures",
      description: "Any member; the fields listed are those a sample may be added to.",
      query: memberOrganisationQueryDoc,
      response: samplesJsonSchema,
      errors: [400, 404],
    },
    POST: {
      summary: "Add a soil sample to a field",
      description: "Owners, staff and consultants.",
      query: memberOrganisationQueryDoc,
      body: sampleBodyDoc,
      response: sampleJsonSchema,
      status: 201,
      errors: [400, 403, 404, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
