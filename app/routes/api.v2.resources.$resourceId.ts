// GET /api/v2/resources/{resourceId} (issue 18; decision 0098): one published learning resource
// for anyone signed in. A draft, an unknown id and a malformed one are all 404.
import { requireApiCaller } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { resourceJsonSchema } from "~/services/resources/api";
import { getPublishedApi } from "~/services/resources/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiCaller(request),
  GET: ({ params }) => getPublishedApi(params.resourceId ?? ""),

  describe: {
    GET: {
      summary: "One published learning resource",
      description:
        "Anyone signed in, and API clients. A draft, an unknown id and a malformed one are all 404.",
      anyCaller: true,
      response: resourceJsonSchema,
      errors: [404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
