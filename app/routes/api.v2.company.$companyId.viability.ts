// /api/v2/company/{companyId}/viability (spec §7 'Eligibility: GET, POST, PUT'; viability the
// same way, decision 0038): the organisation's viability answers. POST { answers, intent: 'save' |
// 'submit' } saves a draft or submits; PUT changes a saved draft. Bearer token; the caller's
// organisations only (404 else).
import { requireApiMember, type ApiMember } from "~/services/api/callers.server";
import { apiRoute, type ApiHandler } from "~/services/api/route.server";
import { viabilityBodyDoc, viabilityFormJsonSchema } from "~/services/journey/api";
import { getQuestionnaireApi, writeQuestionnaireApi } from "~/services/journey/journey-api.server";

const write: ApiHandler<ApiMember> = ({ request, context, caller }) =>
  writeQuestionnaireApi(caller, request, "viability", context.requestId);

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),
  GET: ({ caller }) => getQuestionnaireApi(caller, "viability"),
  POST: write,
  PUT: write,

  describe: {
    POST: {
      summary: "Save or submit the viability answers",
      description:
        "201 with the answers when it saves the first ones, 200 when it changes the saved " +
        "draft. Owners, staff and consultants. intent 'submit' sends them for review, which " +
        "needs every required answer (422); 409 once submitted or decided. Open once the " +
        "organisation is eligible (409 before)." +
        " intent 'save' (the default) keeps a draft.",
      body: viabilityBodyDoc,
      response: viabilityFormJsonSchema,
      status: 201,
      alsoStatus: [200],
      errors: [400, 403, 404, 409, 422],
    },
    GET: {
      summary: "The organisation's viability answers and the admin's decision",
      description:
        "An empty draft before the first save. Any member." +
        " `viability` is the admin's decision: null until decided.",
      response: viabilityFormJsonSchema,
      errors: [404],
    },
    PUT: {
      summary: "Change the saved draft of the viability answers",
      description:
        "Owners, staff and consultants. intent 'submit' sends them for review, which needs " +
        "every required answer (422). 404 before the first save (POST it); 409 once submitted " +
        "or decided. Open once the organisation is eligible (409 before).",
      body: viabilityBodyDoc,
      response: viabilityFormJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
