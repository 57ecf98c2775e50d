// /api/v2/pd/{id}/overrides (spec §7 'GET, POST, PUT, DELETE /pd/{id}/overrides'; decision 0078):
// the programme's corrections of the practice data of the organisation {id}. GET lists them
// (read:admin); POST adds one { recordType, recordId, valueName, value, reason } (409 when that
// value has one already: PUT it), PUT { overrideId, value, reason } changes one, DELETE
// { overrideId, reason } removes one (write:admin). Each write is audited with its reason; the
// farmer's value stays as typed.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiCreated, apiOk, readJsonObject, apiRefused, parseBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  createOverrideBody,
  deleteOverrideBody,
  overrideJsonSchema,
  updateOverrideBody,
} from "~/services/practice/overrides-api";
import {
  createOverride,
  deleteOverride,
  listOverrideViews,
  requireOverrideOrganisation,
  updateOverride,
} from "~/services/practice/overrides.server";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

const api = apiRoute({
  guard: ({ request }) =>
    requireApiPermission(
      request,
      READS.has(request.method.toUpperCase()) ? "read:admin" : "write:admin",
    ),
  GET: async ({ params }) => {
    try {
      await requireOverrideOrganisation(params.id ?? "");
      return apiOk(await listOverrideViews(params.id ?? ""));
    } catch (error) {
      apiRefused(error);
    }
  },
  POST: async ({ request, params, context, caller }) => {
    const body = parseBody(createOverrideBody, await readJsonObject(request));
    try {
      const actor = auditActor(caller, context.requestId);
      return apiCreated(await createOverride(actor, params.id ?? "", body));
    } catch (error) {
      apiRefused(error);
    }
  },
  PUT: async ({ request, params, context, caller }) => {
    const body = parseBody(updateOverrideBody, await readJsonObject(request));
    try {
      const actor = auditActor(caller, context.requestId);
      return apiOk(await updateOverride(actor, params.id ?? "", body));
    } catch (error) {
      apiRefused(error);
    }
  },
  DELETE: async ({ request, params, context, caller }) => {
    const body = parseBody(deleteOverrideBody, await readJsonObject(request));
    try {
      const actor = auditActor(caller, context.requestId);
      return apiOk(await deleteOverride(actor, params.id ?? "", body));
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    GET: {
      summary: "The programme's corrections of an organisation's practice data",
      description:
        "Oldest first; `by` is the admin's name or e-mail address, `at` when it was last written.",
      response: z.array(overrideJsonSchema),
      errors: [403, 404],
      scopes: ["read:admin"],
    },
    POST: {
      summary: "Correct one value of a practice data record",
      description:
        "A livestock-numbers row, a grazing event or a fertiliser input; the farmer's value " +
        "stays " +
        "as typed. 409 when the value has a correction already: PUT it. Audited with the reason." +
        " What can be corrected: `livestock` (`mature`, `juvenile`, whole numbers), `grazing` " +
        "(`hoursOnField`, above 0 and at most 24), `fertiliser` (`applicationRate`, " +
        "`nutrientPercent` at most 100, `nitrogen`, `phosphorus`, `potassium`); every value a " +
        "finite number of 0 or more. The `reason` (5 to 500 characters) is shown to the farmer " +
        "beside the value. A record that is not the organisation's is a 404 (`errors.recordId`); " +
        "a `valueName` the record type cannot correct, a value out of range or a short reason a " +
        "422.",
      body: createOverrideBody,
      response: overrideJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
    PUT: {
      summary: "Change a correction's value and reason",
      description:
        "`{ overrideId, value, reason }`, with POST's rules; another organisation's correction " +
        "is a 404. Audited.",
      body: updateOverrideBody,
      response: overrideJsonSchema,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
    DELETE: {
      summary: "Remove a correction",
      description:
        "The farmer's value counts again. Answers the correction removed." +
        " `{ overrideId, reason }`; audited.",
      body: deleteOverrideBody,
      response: overrideJsonSchema,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
