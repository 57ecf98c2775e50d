// GET /api/v2/admin/companies (spec §7 'Admin calls'): every organisation with its journey step
// (spec §4 'Journey steps', with its numeric ordering) and progress flags. read:admin.
import { z } from "zod";
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { adminCompanyJsonSchema } from "~/services/journey/api";
import { listCompaniesApi } from "~/services/journey/journey-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: () => listCompaniesApi(),

  describe: {
    GET: {
      summary: "Every organisation with its journey step and progress flags",
      description:
        "`status` is todo, awaitingReview or declined (decision 0038); `step` the journey's " +
        "current step.",
      response: z.array(adminCompanyJsonSchema),
      errors: [403],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
