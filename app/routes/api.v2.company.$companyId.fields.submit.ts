// POST /api/v2/company/{companyId}/fields/submit (issue 14, decision 0070): the farmer says the
// fields are complete; an admin then confirms them (POST /admin/update/{id}/fieldsComplete).
// Owners, staff and consultants. 409 once submitted or confirmed, or before mapping is open;
// 422 with no field included this season.
import type { z } from "zod";
import { requireApiMember } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject, apiRefused } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { fieldsSubmitBodyDoc, fieldsSubmittedJsonSchema } from "~/services/fields/api";
import { submitFields } from "~/services/fields/fields.server";
import { canEditOrganisation } from "~/services/organisations/rules";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),
  POST: async ({ request, context, caller }) => {
    if (!canEditOrganisation(caller.role)) {
      throw apiError(403, "Your role in this organisation does not allow submitting its fields.");
    }
    await readJsonObject(request);
    try {
      await submitFields(
        { userId: caller.user.id, label: caller.user.email, requestId: context.requestId },
        caller.organisationId,
      );
    } catch (error) {
      apiRefused(error);
    }
    const json: z.infer<typeof fieldsSubmittedJsonSchema> = {
      companyId: caller.organisationId,
      fieldsSubmitted: true,
    };
    return apiOk(json);
  },

  describe: {
    POST: {
      summary: "Say the fields are complete, for an admin to confirm",
      description:
        "Owners, staff and consultants. 409 once submitted or confirmed, or before mapping is " +
        "open; 422 with no field included this season.",
      body: fieldsSubmitBodyDoc,
      response: fieldsSubmittedJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
