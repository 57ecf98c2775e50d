// POST /api/v2/admin/eligibility/{id} (spec §7 'Admin calls': value, updatedBy): decides an
// organisation's eligibility, opening (true) or closing (false) the next steps, and e-mails its
// owners. write:admin.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { fieldErrorsOf } from "~/services/kit/field-errors";
import { apiRoute } from "~/services/api/route.server";
import { decisionBodySchema } from "~/services/journey/admin-decision";
import { eligibilityDecisionJsonSchema } from "~/services/journey/api";
import { decideByAdmin } from "~/services/journey/decisions.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: async ({ request, params, context, caller }) => {
    const parsed = decisionBodySchema.safeParse(await readJsonObject(request));
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error.issues);
      throw apiError(422, Object.values(errors)[0]!, errors);
    }
    const actor = auditActor(caller, context.requestId);
    return apiOk(await decideByAdmin(actor, "eligibility", params.id ?? "", parsed.data));
  },

  describe: {
    POST: {
      summary: "Decide the organisation's eligibility",
      description:
        "value true opens the next steps, false closes them and needs the reason the farmer " +
        "reads; the owners are e-mailed. updatedBy names a Veld user (default: the caller)." +
        " 422 for a `value` that is not a boolean or an unknown `updatedBy`; `emailed` counts " +
        "the e-mails queued.",
      body: decisionBodySchema,
      response: eligibilityDecisionJsonSchema,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
