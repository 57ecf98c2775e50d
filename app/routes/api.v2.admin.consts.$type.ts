// GET, PUT /api/v2/admin/consts/{type} (spec §7 'Admin calls'; issue 17; decision 0090): GET the
// set's latest version (or ?version=n) with each value's unit and source; PUT { values, note }
// saves the next version (201), refused with an error per field (422). read:admin or
// write:consts may read; write:consts may save.
import { requireApiStaff } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import {
  constantVersionJsonSchema,
  constantVersionQueryDoc,
  constantsSaveBodyDoc,
  savedConstantVersionJsonSchema,
} from "~/services/constants/api";
import { getConstantsApi, putConstantsApi } from "~/services/constants/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request, "write:consts"),
  GET: ({ request, params }) => getConstantsApi(request, params.type),
  PUT: ({ request, params, context, caller }) =>
    putConstantsApi(caller, request, params.type, context.requestId),

  describe: {
    GET: {
      summary: "A set of calculation constants: its latest version, or the one asked for",
      description:
        "read:admin or write:consts. An unknown set or version is a 404." +
        " `?version=n` for an earlier version. Each constant with its key, label, unit, range " +
        "and source, and `note: 'to verify against the source'` where the seeded value still has " +
        "to be checked.",
      query: constantVersionQueryDoc,
      response: constantVersionJsonSchema,
      errors: [400, 403, 404],
      scopes: ["read:admin"],
    },
    PUT: {
      summary: "Save a new version of a set of calculation constants",
      description:
        "Each value within its constant's bounds, and the change note; audited." +
        " Every key of the set, each in range; the note 5 to 1000 characters. 201 with the new " +
        "version and `changed` (each key, from → to); a 422 keys its errors `values.<key>` and " +
        "`note`, or `values` when nothing changed.",
      body: constantsSaveBodyDoc,
      response: savedConstantVersionJsonSchema,
      message: true,
      status: 201,
      errors: [400, 403, 404, 422],
      scopes: ["write:consts"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
