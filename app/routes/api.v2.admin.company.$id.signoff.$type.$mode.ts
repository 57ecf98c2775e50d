// PUT /api/v2/admin/company/{id}/signoff/{type}/{mode} (spec §7 admin calls): one criterion
// ({type}: boundary, wetland, ownership, landConversion, nativeEcosystem) for every field of the
// organisation that is not deleted: {mode} pass (true), fail (false) or clear (null), with the
// `reason` in the body (decision 0072). write:signoff (spec §6 SIGNOFF).
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject, apiRefused, parseBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { isBulkMode, isSignoffCriterion } from "~/services/fields/auto-signoff";
import {
  bulkSignoffBody,
  bulkSignoffJsonSchema,
  type BulkSignoffJson,
} from "~/services/fields/signoff-api";
import { bulkSignOff } from "~/services/fields/signoff.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:signoff"),
  PUT: async ({ request, params, context, caller }) => {
    const { type, mode } = params;
    if (!isSignoffCriterion(type)) {
      throw apiError(
        404,
        "There is no such signoff type: use boundary, wetland, ownership, landConversion or " +
          "nativeEcosystem.",
      );
    }
    if (!isBulkMode(mode)) throw apiError(404, "There is no such mode: use pass, fail or clear.");
    const body = parseBody(bulkSignoffBody, await readJsonObject(request));
    try {
      const outcome = await bulkSignOff(
        auditActor(caller, context.requestId),
        params.id ?? "",
        type,
        mode,
        body.reason,
      );
      return apiOk({
        companyId: outcome.organisationId,
        type: outcome.criterion,
        mode: outcome.mode,
        value: outcome.value,
        fields: outcome.fields,
      } satisfies BulkSignoffJson);
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    PUT: {
      summary: "Set one signoff criterion on every field of the organisation",
      description:
        "{type}: boundary, wetland, ownership, landConversion or nativeEcosystem; {mode}: pass " +
        "(true), fail (false) or clear (null); deleted fields are left out. An unknown type or " +
        "mode is a 404." +
        " The body is `{ reason }`; one audit entry per field.",
      body: bulkSignoffBody,
      response: bulkSignoffJsonSchema,
      errors: [400, 403, 404, 422],
      scopes: ["write:signoff"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
