// GET /api/v2/admin/calculations/{companyId} (issue 17; decision 0093): any organisation's
// carbon calculation, for read:admin (the organisation's own members get a 403 like anyone else).
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { organisationCalculationJsonSchema } from "~/services/calculations/api";
import { adminCalculationsApi } from "~/services/calculations/carbon-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: ({ params }) => adminCalculationsApi(params.companyId ?? ""),

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
