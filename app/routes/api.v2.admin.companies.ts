// GET /api/v2/admin/companies (spec §7 'Admin calls'): every organisation with its journey step
// (spec §4 'Journey steps', with its numeric ordering) and progress flags. read:admin.
import { z } from "zod";
import { requireApiPermission } from "~/services/api/callers.server";
import { apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { listCompanyJourneys } from "~/services/journey/admin-overview.server";
import { adminCompanyJsonSchema, type AdminCompanyJson } from "~/services/journey/api";
import { STEP_ORDER } from "~/services/journey/steps";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: async () => {
    const companies = await listCompanyJourneys();
    return apiOk(
      companies.map((company): AdminCompanyJson => ({
        id: company.id,
        name: company.name,
        createdAt: company.createdAt.toISOString(),
        step: company.step,
        stepOrder: STEP_ORDER[company.step],
        status: company.status,
        eligibility: company.progress.eligibility,
        viability: company.progress.viability,
        farmsComplete: company.progress.farmsComplete,
        contractSent: company.progress.contractSent,
        fieldsComplete: company.progress.fieldsComplete,
      })),
    );
  },

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
