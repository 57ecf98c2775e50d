// GET /api/v2/constants[?type=] (spec §7 'User and company calls': constants; issue 17; decision
// 0090): the latest values of the calculation constants, with units and sources, for any
// signed-up person, so every number the checker and calculator show can be traced.
import { requireApiUser } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import { constantTypesQueryDoc, memberConstantsJsonSchema } from "~/services/constants/api";
import { memberConstantsApi } from "~/services/constants/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  GET: ({ request }) => memberConstantsApi(request),

  describe: {
    GET: {
      summary: "The calculation constants' latest values",
      description:
        "Each set (or the one ?type= names) with its version, values and constants: their " +
        "units, bounds and sources. Any signed-up person." +
        " Without the notes or who saved them.",
      query: constantTypesQueryDoc,
      response: z.array(memberConstantsJsonSchema),
      errors: [400, 404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
