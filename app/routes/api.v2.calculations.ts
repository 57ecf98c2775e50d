// GET /api/v2/calculations[?companyId=] (issue 17; decision 0093): the carbon calculator's
// result for the caller's organisation (the one named, of which they must be a member, or their
// only one), with the constants versions it used.
import { requireApiUser } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import {
  memberOrganisationQueryDoc,
  organisationCalculationJsonSchema,
} from "~/services/calculations/api";
import { memberCalculationsApi } from "~/services/calculations/carbon-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  GET: ({ request, caller }) => memberCalculationsApi(request, caller),

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
