// GET /api/v2/partnershipInfo[?companyId=] (spec §7 'User and company calls': partnershipInfo;
// issue 17; decision 0092): the member's organisation's programme partnership at a glance: the
// journey step, the contract's status, the hectares mapped and included this season, the
// constants versions its calculations use, and the credits issued.
import { apiRoute } from "~/services/api/route.server";
import { partnershipInfoJsonSchema, memberOrganisationQueryDoc } from "~/services/calculations/api";
import {
  getPartnershipInfoApi,
  requireApiOrganisationMember,
} from "~/services/calculations/records-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiOrganisationMember(request),
  GET: ({ caller }) => getPartnershipInfoApi(caller),

  describe: {
    GET: {
      summary: "The organisation's programme partnership at a glance",
      description:
        "The journey step, the contract's status, the hectares mapped and included this season, " +
        "the constants versions its calculations use, and the credits issued. Any member." +
        " `constants` names the pinned version of each set, null for one not pinned yet (the " +
        "latest applies); `hectares` are this season's, deleted fields left out.",
      query: memberOrganisationQueryDoc,
      response: partnershipInfoJsonSchema,
      errors: [400, 404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
