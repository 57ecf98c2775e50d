// GET /api/v2/user/companies/{id} (spec §7 'User and company calls'): one of the caller's
// organisations with its info, members and the caller's role. Another organisation is a 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiError, apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { companyJson, memberCompanyJsonSchema } from "~/services/organisations/api";
import { loadCompany } from "~/services/organisations/organisations.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.id ?? ""),

  GET: async ({ caller }) => {
    const company = await loadCompany(caller.organisationId, caller.role);
    if (!company) throw apiError(404, "Organisation not found");
    return apiOk(companyJson(company, caller.role));
  },

  describe: {
    GET: {
      summary: "One of the caller's organisations, with its members and the caller's role",
      description: "Open invites only for owners. Another organisation is a 404.",
      response: memberCompanyJsonSchema,
      errors: [404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
