// /api/v2/company/{companyId}/viability (spec §7 'Eligibility: GET, POST, PUT'; viability the
// same way, decision 0038): the organisation's viability answers. POST { answers, intent: 'save' |
// 'submit' } saves a draft or submits; PUT changes a saved draft. Bearer token; the caller's
// organisations only (404 else).
import { auditActor, requireApiMember, type ApiMember } from "~/services/api/callers.server";
import { apiCreated, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute, type ApiHandler } from "~/services/api/route.server";
import { viabilityBodyDoc, viabilityFormJsonSchema } from "~/services/journey/api";
import {
  loadQuestionnaireForm,
  requireJourneyEditor,
  writeQuestionnaireAnswers,
} from "~/services/journey/questionnaire.server";

/**
 * POST saves or submits the answers (201 with the first ones saved), PUT changes a saved draft.
 * A body that cannot be read is refused before the state of the answers is looked at.
 */
const write: ApiHandler<ApiMember> = async ({ request, context, caller }) => {
  requireJourneyEditor(caller.role);
  const raw = await readJsonObject(request);
  const { form, created } = await writeQuestionnaireAnswers(
    auditActor(caller, context.requestId),
    caller.organisationId,
    "viability",
    raw,
    request.method === "PUT",
  );
  return created ? apiCreated(form) : apiOk(form);
};

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),
  GET: async ({ caller }) => apiOk(await loadQuestionnaireForm(caller.organisationId, "viability")),
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
