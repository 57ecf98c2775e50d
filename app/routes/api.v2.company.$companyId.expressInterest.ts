// /api/v2/company/{companyId}/expressInterest (spec §7 'expressInterest: GET, POST'; §3 'Express
// interest'): GET lists the organisation's expressions of interest, POST { programme, hectares,
// description, regenStarted } adds one (companyId, requestedBy and dateCreated are set here).
import { listExpressInterests } from "~/models/express-interests.server";
import { auditActor, requireApiMember } from "~/services/api/callers.server";
import { apiCreated, apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { fieldErrorsOf } from "~/services/kit/field-errors";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  expressInterestBodyDoc,
  expressInterestJson,
  expressInterestJsonSchema,
} from "~/services/journey/api";
import { expressInterestSchema } from "~/services/journey/express-interest-schema";
import { expressInterest } from "~/services/journey/express-interest.server";
import { answersAsFormValues } from "~/services/journey/questionnaire";
import { requireJourneyEditor } from "~/services/journey/questionnaire.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),
  GET: async ({ caller }) =>
    apiOk((await listExpressInterests(caller.organisationId)).map(expressInterestJson)),

  // The body holds the form's fields, as JSON: read with the form's schema.
  POST: async ({ request, context, caller }) => {
    const companyId = caller.organisationId;
    requireJourneyEditor(caller.role);
    const body = await readJsonObject(request);
    const result = await expressInterestSchema.safeParseAsync(answersAsFormValues(body));
    if (!result.success) {
      throw apiError(
        422,
        "Some fields are missing or not valid.",
        fieldErrorsOf(result.error.issues),
      );
    }
    const id = await expressInterest(auditActor(caller, context.requestId), companyId, result.data);
    const created = (await listExpressInterests(companyId)).find((row) => row.id === id)!;
    return apiCreated(expressInterestJson(created));
  },

  describe: {
    GET: {
      summary: "The organisation's expressions of interest",
      description: "Newest first. Any member.",
      response: z.array(expressInterestJsonSchema),
      errors: [404],
    },
    POST: {
      summary: "Express interest in a programme",
      description: "Owners, staff and consultants; who and when are set by Veld.",
      body: expressInterestBodyDoc,
      response: expressInterestJsonSchema,
      status: 201,
      errors: [400, 403, 404, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
