// GET /api/v2/resources (issue 18; decision 0098): the published learning resources for anyone
// signed in; ?step=<journey step> puts those written for that step first (forStep), the rest come
// by topic (byTopic); ?topic= keeps one topic. Drafts never appear.
import { requireApiCaller } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { learnerResourcesJsonSchema, resourceQueryDoc } from "~/services/resources/api";
import { listPublishedApi } from "~/services/resources/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiCaller(request),
  GET: ({ request }) => listPublishedApi(request),

  describe: {
    GET: {
      summary: "The published learning resources",
      description:
        "Anyone signed in, before sign-up too, and API clients. Drafts never appear." +
        " With `?step=` (a journey step such as PRACTICE_DATA) the resources written for it come " +
        "first, in `forStep`; the rest by topic, then title. An unknown topic or step is a 400.",
      anyCaller: true,
      query: resourceQueryDoc,
      response: learnerResourcesJsonSchema,
      errors: [400],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
