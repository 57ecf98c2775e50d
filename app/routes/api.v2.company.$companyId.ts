// GET and PUT /api/v2/company/{companyId} (spec §7 'User and company calls': company info): the
// organisation's info with its legal entity, progress flags, contract (once sent) and farms.
// Members only; another organisation is a 404. PUT changes the organisation's details through
// their one owner (decision 0054): owners, staff and consultants the legal entity, owners the name.
import { apiActor, requireApiMember } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { companyJson, contractingCompanyJsonSchema } from "~/services/contracting/api";
import { loadContractingDetails } from "~/services/contracting/details.server";
import { companyDetailsBodyDoc, parseDetailsBody } from "~/services/organisations/api";
import { saveOrganisationDetails } from "~/services/organisations/details.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ caller }) => {
    const details = await loadContractingDetails(caller.organisationId);
    if (!details) throw apiError(404, "Organisation not found");
    return apiOk(companyJson(details, { showDraftContract: false }));
  },

  PUT: async ({ request, context, caller }) => {
    const id = caller.organisationId;
    const body = await readJsonObject(request);
    const current = await loadContractingDetails(id);
    if (!current) throw apiError(404, "Organisation not found");
    const parsed = await parseDetailsBody(body, current.company);
    if ("errors" in parsed) {
      throw apiError(422, "Some fields are missing or not valid.", parsed.errors);
    }
    await saveOrganisationDetails(
      apiActor(caller, context.requestId),
      id,
      caller.role,
      parsed.changes,
    );
    const details = await loadContractingDetails(id);
    return apiOk(companyJson(details!, { showDraftContract: false }));
  },

  describe: {
    GET: {
      summary: "The organisation's info",
      description:
        "Its legal entity, progress, the contract once it is sent, its signatories and farms. " +
        "Any member.",
      response: contractingCompanyJsonSchema,
      errors: [404],
    },
    PUT: {
      summary: "Change the organisation's name or legal entity",
      description:
        "Any of the fields, laid over the stored details; null clears one. Owners, staff and " +
        "consultants change the legal entity, owners alone the name (403).",
      body: companyDetailsBodyDoc,
      response: contractingCompanyJsonSchema,
      errors: [400, 403, 404, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
