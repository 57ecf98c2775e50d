// GET /api/v2/openapi.json (issue 19, decision 0111): the OpenAPI 3.1 document of every /api/v2
// call, made from the route modules and the zod schemas they parse with. Public: the contract
// is no secret, and tools (code generators, API clients) fetch it before they hold a token.
// The one answer of /api/v2 that is not the envelope: tools expect the document at the top level.
// Other methods, OPTIONS and HEAD behave as on every call (apiRoute).
import { apiDocument } from "~/api-document.server";
import { NO_CACHE_HEADERS } from "~/services/api/envelope";
import { openApiDocumentShape } from "~/services/api/openapi.server";
import { apiRoute } from "~/services/api/route.server";

const api = apiRoute({
  guard: async () => null,

  GET: async () =>
    new Response(JSON.stringify(await apiDocument()), {
      headers: { ...NO_CACHE_HEADERS, "Content-Type": "application/json; charset=utf-8" },
    }),

  describe: {
    GET: {
      summary: "This document",
      description: "The OpenAPI 3.1 document of /api/v2. A readable page of it is /docs/api.",
      response: openApiDocumentShape,
      bare: true,
      public: true,
    },
  },
});

export const loader = api.loader;
export const action = api.action;
