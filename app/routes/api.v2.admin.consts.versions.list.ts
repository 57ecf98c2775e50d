// GET /api/v2/admin/consts/versions/list (spec §7 'Admin calls'; issue 17; decision 0090): every
// saved version of the calculation constants (or of one set, ?type=), newest first, each with
// its change note, author and date; without values (GET /admin/consts/{type}?version=n has them).
import { requireApiStaff } from "~/services/api/callers.server";
import { apiOk, readQuery } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  constantTypesMetadata,
  constantTypesQueryDoc,
  constantVersionSummaryJsonSchema,
  versionSummaryJson,
} from "~/services/constants/api";
import { loadConstantVersions } from "~/services/constants/constants.server";
import { constantTypesApiQuery } from "~/services/constants/queries";
import { CONSTANT_TYPES } from "~/shared/constants";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request, "write:consts"),
  GET: async ({ request }) => {
    const { type } = readQuery(request, constantTypesApiQuery);
    const types = type ? [type] : [...CONSTANT_TYPES];
    const lists = await Promise.all(types.map((each) => loadConstantVersions(each)));
    return apiOk(lists.flat().map(versionSummaryJson), { metadata: { types } });
  },

  describe: {
    GET: {
      summary: "Every version of the calculation constants, without their values, newest first",
      description: "read:admin or write:consts.",
      query: constantTypesQueryDoc,
      response: z.array(constantVersionSummaryJsonSchema),
      metadata: constantTypesMetadata,
      errors: [400, 403],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
