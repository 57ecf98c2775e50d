// GET /api/v2/admin/calculations/{companyId} (issue 17; decision 0093): any organisation's
// carbon calculation, for read:admin (the organisation's own members get a 403 like anyone else).
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import type { z } from "zod";
import { findOrganisation } from "~/models/organisations.server";
import { apiError, apiOk } from "~/services/api/envelope";
import { organisationCalculationJsonSchema } from "~/services/calculations/api";
import { calculateOrganisation } from "~/services/calculations/carbon.server";
import { isUuid } from "~/shared/ids";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  // An unknown id or one not a UUID is a 404.
  GET: async ({ params }) => {
    const companyId = params.companyId ?? "";
    const organisation = isUuid(companyId) ? await findOrganisation(companyId) : null;
    if (!organisation) return apiError(404, "Organisation not found");
    // The answer is checked against its OpenAPI schema by tsc (decision 0111).
    const json: z.infer<typeof organisationCalculationJsonSchema> = await calculateOrganisation(
      organisation.id,
    );
    return apiOk(json);
  },

  describe: {
    GET: {
      summary: "Any organisation's carbon calculation",
      description:
        "Worked out afresh with the organisation's pinned constants: each field's baseline and " +
        "seasons with their steps, the seasons' and the whole's totals, and what data is missing.",
      response: organisationCalculationJsonSchema,
      errors: [403, 404],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
