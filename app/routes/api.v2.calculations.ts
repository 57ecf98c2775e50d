// GET /api/v2/calculations[?companyId=] (issue 17; decision 0093): the carbon calculator's
// result for the caller's organisation (the one named, of which they must be a member, or their
// only one), with the constants versions it used.
import { listMemberOrganisations } from "~/models/memberships.server";
import { requireApiMembership, requireApiUser } from "~/services/api/callers.server";
import { apiError, apiOk, readQuery } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  memberOrganisationQueryDoc,
  organisationCalculationJsonSchema,
} from "~/services/calculations/api";
import { calculateOrganisation } from "~/services/calculations/carbon.server";
import { organisationQuery } from "~/services/calculations/queries";

const SEVERAL_ORGANISATIONS =
  "You belong to several organisations: name one with ?companyId=<the organisation's id>.";
const NO_ORGANISATION = "You don't belong to an organisation yet.";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  // The one ?companyId= names (a 404 unless the caller is its member), or their only one.
  GET: async ({ request, caller }) => {
    const { companyId } = readQuery(request, organisationQuery);
    let organisationId: string;
    if (companyId !== undefined) {
      await requireApiMembership(caller, companyId);
      organisationId = companyId;
    } else {
      const organisations = await listMemberOrganisations(caller.user.id);
      if (organisations.length === 0) return apiError(404, NO_ORGANISATION);
      if (organisations.length > 1) return apiError(400, SEVERAL_ORGANISATIONS);
      organisationId = organisations[0]!.id;
    }
    return apiOk(await calculateOrganisation(organisationId));
  },

  describe: {
    GET: {
      summary: "The carbon calculation of the caller's organisation",
      description:
        "Worked out afresh with the organisation's pinned constants, the versions it used " +
        "among them. A caller of several organisations names one (400 otherwise)." +
        " `?companyId=` names the organisation (a 404 unless the caller is its member); without " +
        "it, the caller's only one (404 'You don't belong to an organisation yet.'). Nothing is " +
        "stored: an organisation's first calculation pins the latest constants versions " +
        "(decision 0090).",
      query: memberOrganisationQueryDoc,
      response: organisationCalculationJsonSchema,
      errors: [400, 404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
