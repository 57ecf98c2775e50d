// GET /api/v2/resources (issue 18; decision 0098): the published learning resources for anyone
// signed in; ?step=<journey step> puts those written for that step first (forStep), the rest come
// by topic (byTopic); ?topic= keeps one topic. Drafts never appear.
import type { z } from "zod";
import { requireApiCaller } from "~/services/api/callers.server";
import { apiOk, readQuery } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  learnerResourcesJsonSchema,
  resourceJson,
  resourceQueryDoc,
} from "~/services/resources/api";
import { resourcesApiQuery } from "~/services/resources/queries";
import { learnerResources } from "~/services/resources/resources.server";

const api = apiRoute({
  guard: ({ request }) => requireApiCaller(request),
  GET: async ({ request }) => {
    const query = readQuery(request, resourcesApiQuery);
    const order = await learnerResources(query.step ?? null, query.topic ?? null);
    const json: z.infer<typeof learnerResourcesJsonSchema> = {
      step: order.step,
      stepLabel: order.stepLabel,
      forStep: order.forStep.map(resourceJson),
      byTopic: order.byTopic.map((g) => ({
        topic: g.topic,
        topicLabel: g.label,
        resources: g.resources.map(resourceJson),
      })),
    };
    return apiOk(json);
  },

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
