// POST /api/v2/admin/{id}/field/{fieldId}/signoff/{criteria} (spec §7 admin calls): an admin's
// decision on one criterion (boundary, wetland, ownership, landConversion, nativeEcosystem) of
// one field of the organisation {id}: `value` true, false or null, the criterion's data and the
// `reason` (decision 0072). write:signoff (spec §6 SIGNOFF).
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject, apiRefused, parseBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { isSignoffCriterion } from "~/services/fields/auto-signoff";
import {
  fieldSignoffJson,
  fieldSignoffJsonSchema,
  signoffBody,
  signoffBodyDoc,
} from "~/services/fields/signoff-api";
import { signOffCriterion, type SignoffInput } from "~/services/fields/signoff.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:signoff"),
  POST: async ({ request, params, context, caller }) => {
    const criterion = params.criteria;
    if (!isSignoffCriterion(criterion)) {
      throw apiError(
        404,
        "There is no such signoff criterion: use boundary, wetland, ownership, landConversion or " +
          "nativeEcosystem.",
      );
    }
    const body = parseBody(signoffBody(criterion), await readJsonObject(request));
    try {
      const { record } = await signOffCriterion(
        auditActor(caller, context.requestId),
        params.id ?? "",
        params.fieldId ?? "",
        criterion,
        // The schema lets through only the criterion's data; the service checks each value.
        body as SignoffInput,
      );
      return apiOk(fieldSignoffJson(record.fieldId, record.organisationId, record));
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    POST: {
      summary: "Decide one signoff criterion of a field",
      description:
        "{criteria}: boundary, wetland, ownership, landConversion or nativeEcosystem (another is " +
        "a 404). The body carries only that criterion's data; a data field left out keeps its " +
        "value, null clears it." +
        " `value` true is Passed, false Failed, null Not Done; a `reason` is required (422 " +
        "beside it). The criteria's data: wetland `wetlandReason`; ownership `farmBoundaryIds` " +
        "(the organisation's farm boundaries: another's is a 422); landConversion " +
        "`landConversionSeason` (a year, like 2015), `degradationCategory`, `naraValue`, " +
        "`conservationIndex`; nativeEcosystem `nativeEcosystemType`, `dominantLandUse`; boundary " +
        "none. The answer is the field's record this season: `criteria` each criterion by spec " +
        "§4's rules, `signoffPass` all five, `decisions` each criterion's last decision (also in " +
        "the audit log). 409 for a deleted field.",
      body: signoffBodyDoc,
      response: fieldSignoffJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:signoff"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
