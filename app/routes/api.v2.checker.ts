// GET, POST /api/v2/checker (issue 17; decision 0091): the earnings-potential checker's estimate
// for any signed-up caller: GET with the public form's query parameters, POST with them as JSON.
import { requireApiUser } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { checkerFromBody, checkerFromQuery } from "~/services/calculations/earnings-api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  GET: ({ request }) => checkerFromQuery(request),
  POST: ({ request }) => checkerFromBody(request),
});

export const loader = api.loader;
export const action = api.action;
