// GET /api/v2/resources/{resourceId} (issue 18; decision 0098): one published learning resource
// for anyone signed in. A draft, an unknown id and a malformed one are all 404.
import { requireApiCaller } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { apiError, apiOk } from "~/services/api/envelope";
import { resourceJson, resourceJsonSchema } from "~/services/resources/api";
import { findPublishedResource } from "~/services/resources/resources.server";
import { RESOURCE_MESSAGES } from "~/services/resources/rules";

const api = apiRoute({
  guard: ({ request }) => requireApiCaller(request),
  GET: async ({ params }) => {
    const resource = await findPublishedResource(params.resourceId ?? "");
    if (!resource) return apiError(404, RESOURCE_MESSAGES.notFound);
    return apiOk(resourceJson(resource));
  },

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
