// GET /api/v2/constants[?type=] (spec §7 'User and company calls': constants; issue 17; decision
// 0090): the latest values of the calculation constants, with units and sources, for any
// signed-up person, so every number the checker and calculator show can be traced.
import { requireApiUser } from "~/services/api/callers.server";
import { apiOk, readQuery } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  constantTypesQueryDoc,
  memberConstantsJson,
  memberConstantsJsonSchema,
} from "~/services/constants/api";
import { loadConstantVersion } from "~/services/constants/constants.server";
import { constantTypesApiQuery } from "~/services/constants/queries";
import { CONSTANT_TYPES } from "~/shared/constants";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  // Not the change notes nor who saved them: those are the programme's (decision 0090).
  GET: async ({ request }) => {
    const { type } = readQuery(request, constantTypesApiQuery);
    const types = type ? [type] : [...CONSTANT_TYPES];
    const rows = await Promise.all(types.map((each) => loadConstantVersion(each)));
    return apiOk(rows.map(memberConstantsJson));
  },

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
