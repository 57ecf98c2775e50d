// GET, POST /api/v2/admin/credits[?companyId=] (spec §7 'Admin calls': credits; issue 17;
// decision 0092): read:admin lists every organisation's issued credits (or one's); write:admin
// records credits for an organisation (201; audited).
import { auditActor, requireApiStaff, requireScope } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  readJsonObject,
  readQuery,
  parseBody,
} from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  adminCreditBodyDoc,
  adminCreditsJsonSchema,
  adminCreditsQueryDoc,
  creditJsonSchema,
} from "~/services/calculations/api";
import { creditSchema } from "~/services/calculations/credits-schema";
import { creditJson, loadAllCredits, recordCredits } from "~/services/calculations/credits.server";
import { organisationQuery } from "~/services/calculations/queries";
import { todayInSouthAfrica } from "~/services/calculations/samples";
import { isUuid } from "~/shared/ids";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  // Every organisation's, or the one ?companyId= names.
  GET: async ({ request }) => {
    const { companyId } = readQuery(request, organisationQuery);
    return apiOk(await loadAllCredits(companyId ?? null));
  },

  POST: async ({ caller, request, context }) => {
    requireScope(caller, "write:admin");
    const json = await readJsonObject(request);
    const companyId = json.companyId;
    if (typeof companyId !== "string" || !isUuid(companyId)) {
      throw apiError(422, "Some fields are missing or not valid.", {
        companyId: "Name the organisation the credits were issued to (its id).",
      });
    }
    const { companyId: _id, ...values } = json;
    const body = parseBody(creditSchema(todayInSouthAfrica()), values);
    const actor = auditActor(caller, context.requestId);
    return apiCreated(creditJson(await recordCredits(actor, companyId, body)));
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
