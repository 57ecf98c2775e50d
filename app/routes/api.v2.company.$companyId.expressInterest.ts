// /api/v2/company/{companyId}/expressInterest (spec §7 'expressInterest: GET, POST'; §3 'Express
// interest'): GET lists the organisation's expressions of interest, POST { programme, hectares,
// description, regenStarted } adds one (companyId, requestedBy and dateCreated are set here).
import { requireApiMember } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import { expressInterestBodyDoc, expressInterestJsonSchema } from "~/services/journey/api";
import {
  createExpressInterestApi,
  listExpressInterestApi,
} from "~/services/journey/journey-api.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),
  GET: ({ caller }) => listExpressInterestApi(caller),
  POST: ({ request, context, caller }) =>
    createExpressInterestApi(caller, request, context.requestId),

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
