// POST /api/v2/user/companies (issue 32; decision 0145): the caller founds a further organisation
// (a consultant serving several farms) and becomes its OWNER, through the same service as the
// /profile/company form and sign-up's first organisation.
import { apiActor, requireApiUser } from "~/services/api/callers.server";
import { apiCreated, readJsonBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { newCompanyBody, newCompanyJsonSchema } from "~/services/organisations/api";
import { createOrganisation } from "~/services/organisations/members.server";
import { roleLabel } from "~/shared/roles";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),

  POST: async ({ request, context, caller }) => {
    const { name } = await readJsonBody(request, newCompanyBody);
    const company = await createOrganisation(apiActor(caller, context.requestId), name);
    return apiCreated({
      id: company.id,
      companyId: company.id,
      name: company.name,
      role: company.role,
      roleLabel: roleLabel(company.role),
    });
  },

  describe: {
    POST: {
      summary: "Create a further organisation",
      description:
        "Any signed-up person; they become its owner (decision 0145). 404 for someone not signed up.",
      body: newCompanyBody,
      response: newCompanyJsonSchema,
      status: 201,
      errors: [400, 404, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
