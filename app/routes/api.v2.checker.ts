// GET, POST /api/v2/checker (issue 17; decision 0091): the earnings-potential checker's estimate
// for any signed-up caller: GET with the public form's query parameters, POST with them as JSON.
import { requireApiUser } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { checkerBodyDoc, checkerJsonSchema, checkerQueryDoc } from "~/services/calculations/api";
import { checkerFromBody, checkerFromQuery } from "~/services/calculations/earnings-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  GET: ({ request }) => checkerFromQuery(request),
  POST: ({ request }) => checkerFromBody(request),

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
