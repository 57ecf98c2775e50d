// GET /api/v2/credits[?companyId=] (spec §7 'User and company calls': credits; issue 17;
// decision 0092): the credits issued to the member's organisation, voided records included and
// marked, with the tonnes per season and in all (voided ones left out of the sums).
import type { z } from "zod";
import { apiOk } from "~/services/api/envelope";
import { requireApiOrganisationMember } from "~/services/api/organisation-member.server";
import { apiRoute } from "~/services/api/route.server";
import { memberCreditsJsonSchema, memberOrganisationQueryDoc } from "~/services/calculations/api";
import { loadOrganisationCredits } from "~/services/calculations/credits.server";

const api = apiRoute({
  guard: ({ request }) => requireApiOrganisationMember(request),
  GET: async ({ caller }) => {
    const json: z.infer<typeof memberCreditsJsonSchema> = {
      companyId: caller.organisationId,
      ...(await loadOrganisationCredits(caller.organisationId)),
    };
    return apiOk(json);
  },

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
