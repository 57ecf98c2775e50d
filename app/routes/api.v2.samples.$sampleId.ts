// DELETE /api/v2/samples/{sampleId}[?companyId=] (issue 17; decision 0092): owners, staff and
// consultants delete one of their organisation's soil samples (204); another organisation's
// sample, or an id that is not a UUID, is a 404.
import { auditActor } from "~/services/api/callers.server";
import { apiNoContent } from "~/services/api/envelope";
import { requireApiOrganisationMember } from "~/services/api/organisation-member.server";
import { apiRoute } from "~/services/api/route.server";
import { memberOrganisationQueryDoc } from "~/services/calculations/api";
import { requireSampleEditor } from "~/services/calculations/samples";
import { deleteSample } from "~/services/calculations/samples.server";

const api = apiRoute({
  guard: ({ request }) => requireApiOrganisationMember(request),
  DELETE: async ({ caller, params, context }) => {
    requireSampleEditor(caller.role);
    const actor = auditActor(caller, context.requestId);
    await deleteSample(actor, caller.organisationId, params.sampleId ?? "");
    return apiNoContent();
  },

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
