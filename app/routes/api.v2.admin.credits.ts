// GET, POST /api/v2/admin/credits[?companyId=] (spec §7 'Admin calls': credits; issue 17;
// decision 0092): read:admin lists every organisation's issued credits (or one's); write:admin
// records credits for an organisation (201; audited).
import { requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import {
  adminCreditBodyDoc,
  adminCreditsJsonSchema,
  adminCreditsQueryDoc,
  creditJsonSchema,
} from "~/services/calculations/api";
import {
  getAdminCreditsApi,
  postAdminCreditsApi,
} from "~/services/calculations/records-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  GET: ({ request }) => getAdminCreditsApi(request),
  POST: ({ caller, request, context }) => {
    requireScope(caller, "write:admin");
    return postAdminCreditsApi(caller, request, context.requestId);
  },

  describe: {
    GET: {
      summary: "Every organisation's issued credits, and the tonnes not voided",
      description: "read:admin or write:admin.",
      query: adminCreditsQueryDoc,
      response: adminCreditsJsonSchema,
      errors: [400, 403],
      scopes: ["read:admin"],
    },
    POST: {
      summary: "Record credits issued to an organisation",
      description:
        "The note says why; audited." +
        " The note is 5 to 1000 characters; `season` is years since 2000 (25 is 2025/2026). An " +
        "unknown organisation is a 404.",
      body: adminCreditBodyDoc,
      response: creditJsonSchema,
      status: 201,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
