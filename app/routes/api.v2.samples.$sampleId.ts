// DELETE /api/v2/samples/{sampleId}[?companyId=] (issue 17; decision 0092): owners, staff and
// consultants delete one of their organisation's soil samples (204); another organisation's
// sample, or an id that is not a UUID, is a 404.
import { apiRoute } from "~/services/api/route.server";
import { memberOrganisationQueryDoc } from "~/services/calculations/api";
import {
  deleteSampleApi,
  requireApiOrganisationMember,
} from "~/services/calculations/records-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiOrganisationMember(request),
  DELETE: ({ caller, params, context }) =>
    deleteSampleApi(caller, params.sampleId ?? "", context.requestId),

  describe: {
    DELETE: {
      summary: "Delete a soil sample",
      description: "Owners, staff and consultants.",
      query: memberOrganisationQueryDoc,
      response: null,
      status: 204,
      errors: [400, 403, 404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
