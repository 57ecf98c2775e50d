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
      description:
        "Any member; the fields listed are those a sample may be added to." +
        " `?companyId=` names the member's organisation (a 404 unless the caller is its member, " +
        "a 400 when it is not a UUID); without it, the caller's only one (404 for none, 400 for " +
        "several). The carbon stock is SOC % × bulk density (g/cm³) × depth (cm), in t C/ha to 2 " +
        "decimals.",
      query: memberOrganisationQueryDoc,
      response: samplesJsonSchema,
      errors: [400, 404],
    },
    POST: {
      summary: "Add a soil sample to a field",
      description:
        "Owners, staff and consultants." +
        " Depth 1 to 200 whole cm; SOC above 0 and at most 60 %; bulk density 0.1 to 2.5 g/cm³; " +
        "a real date from 1950 and not after today; texts at most 100 characters. A field that " +
        "is not the organisation's is a 404.",
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
