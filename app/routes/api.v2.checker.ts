// GET, POST /api/v2/checker (issue 17; decision 0091): the earnings-potential checker's estimate
// for any signed-up caller: GET with the public form's query parameters, POST with them as JSON.
import { requireApiUser } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  checkerBodyDoc,
  checkerJson,
  checkerJsonSchema,
  checkerQueryDoc,
} from "~/services/calculations/api";
import { estimateEarnings } from "~/services/calculations/earnings";
import {
  EARNINGS_FIELDS,
  earningsValuesOf,
  hasEarningsQuery,
  parseEarnings,
} from "~/services/calculations/earnings-forms";
import { latestEarningsConstants } from "~/services/calculations/earnings.server";
import { readGetForm } from "~/services/kit/query";

const NO_INPUTS =
  "Give the checker's inputs: croplandHa and/or grazingHa, province, and the practices (see /api/v2/openapi.json).";
const INVALID = "Some inputs cannot be used: see the fields.";

/** The estimate of the values read, or `status` with an error per field at fault. */
async function answer(raw: Record<string, unknown>, status: 400 | 422): Promise<Response> {
  const parsed = parseEarnings(raw);
  if (!parsed.ok) return apiError(status, INVALID, parsed.errors);
  const result = estimateEarnings(parsed.inputs, await latestEarningsConstants());
  return apiOk(checkerJson(parsed.inputs, result));
}

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  // ?croplandHa=…&province=…: a malformed query is a 400 with an error per parameter.
  GET: async ({ request }) => {
    const search = readGetForm(request);
    if (!hasEarningsQuery(search)) return apiError(400, NO_INPUTS);
    return answer({ ...earningsValuesOf(search) }, 400);
  },

  // { croplandHa, grazingHa, province, … }: a value at fault is a 422 beside its field.
  POST: async ({ request }) => {
    const body = await readJsonObject(request);
    const unknown = Object.keys(body).filter((key) => !EARNINGS_FIELDS.includes(key as never));
    if (unknown.length > 0) {
      return apiError(
        422,
        INVALID,
        Object.fromEntries(unknown.map((key) => [key, "This field is not known."])),
      );
    }
    return answer(body, 422);
  },

  describe: {
    GET: {
      summary: "The earnings-potential checker's estimate, from the page's query",
      description:
        "The public page's shareable URL works as it is. The latest constants, stamped. A " +
        "value at fault, or no inputs, is a 400 with an error per parameter." +
        " Hectares 0 to 1 000 000 (empty is 0; at least one above 0); `climate` and `soil` empty " +
        "for 'not sure' (a range across the province's regions or every soil class); `practices` " +
        "and `grazingPractices` repeated; a scalar given twice is at fault. Each range is `{ " +
        "low, high }`; tonnes before deductions may be negative (the land would lose carbon). " +
        "Nothing is stored.",
      query: checkerQueryDoc,
      response: checkerJsonSchema,
      errors: [400, 404],
    },
    POST: {
      summary: "The earnings-potential checker's estimate",
      description:
        "The same fields as JSON; a value at fault (or a field not known) is a 422 beside it.",
      body: checkerBodyDoc,
      response: checkerJsonSchema,
      errors: [400, 404, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
