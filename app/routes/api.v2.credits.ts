// GET /api/v2/credits[?companyId=] (spec §7 'User and company calls': credits; issue 17;
// decision 0092): the credits issued to the member's organisation, voided records included and
// marked, with the tonnes per season and in all (voided ones left out of the sums).
import { apiRoute } from "~/services/api/route.server";
import { memberCreditsJsonSchema, memberOrganisationQueryDoc } from "~/services/calculations/api";
import {
  getCreditsApi,
  requireApiOrganisationMember,
} from "~/services/calculations/records-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiOrganisationMember(request),
  GET: ({ caller }) => getCreditsApi(caller),

  describe: {
    GET: {
      summary: "The credits issued to the member's organisation",
      description:
        "Voided issuances included and marked, and left out of the tonnes per season and in " +
        "all. A caller of several organisations names one (400 otherwise).",
      query: memberOrganisationQueryDoc,
      response: memberCreditsJsonSchema,
      errors: [400, 404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
