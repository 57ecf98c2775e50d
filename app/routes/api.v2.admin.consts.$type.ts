// GET, PUT /api/v2/admin/consts/{type} (spec §7 'Admin calls'; issue 17; decision 0090): GET the
// set's latest version (or ?version=n) with each value's unit and source; PUT { values, note }
// saves the next version (201), refused with an error per field (422). read:admin or
// write:consts may read; write:consts may save.
import { auditActor, requireApiStaff } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  apiRefusal,
  readJsonObject,
  readQuery,
} from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  constantVersionJsonSchema,
  constantVersionQueryDoc,
  constantsSaveBodyDoc,
  savedConstantVersionJsonSchema,
  savedVersionJson,
  versionJson,
} from "~/services/constants/api";
import { loadConstantVersion, saveConstantVersion } from "~/services/constants/constants.server";
import { constantVersionApiQuery } from "~/services/constants/queries";
import { isRefusal } from "~/services/kit/refusal";
import { isConstantType, UNKNOWN_CONSTANT_TYPE, type ConstantType } from "~/shared/constants";

const VALUES_NOT_AN_OBJECT = "values must be an object of the set's constants.";

/** The set named by the path; an unknown one is a 404 (it names no resource). */
function pathType(type: string | undefined): ConstantType {
  if (!isConstantType(type)) throw apiError(404, UNKNOWN_CONSTANT_TYPE);
  return type;
}

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request, "write:consts"),
  GET: async ({ request, params }) => {
    const set = pathType(params.type);
    const version = readQuery(request, constantVersionApiQuery).version ?? null;
    return apiOk(versionJson(await loadConstantVersion(set, version)));
  },
  PUT: async ({ request, params, context, caller }) => {
    const set = pathType(params.type);
    if (!caller.permissions.includes("write:consts")) {
      return apiError(403, "You do not have permission to do this.");
    }
    const body = await readJsonObject(request);
    const values = body.values;
    if (!values || typeof values !== "object" || Array.isArray(values)) {
      return apiError(422, VALUES_NOT_AN_OBJECT, { values: VALUES_NOT_AN_OBJECT });
    }
    try {
      const actor = auditActor(caller, context.requestId);
      const { row, changes } = await saveConstantVersion(actor, set, values, body.note);
      return apiCreated(savedVersionJson(row, changes), {
        message: `Saved as version ${row.version}.`,
      });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      // The service names a value by its key; the API's body holds them under `values`.
      return apiRefusal(error, (key) =>
        key === "note" || key === "values" ? key : `values.${key}`,
      );
    }
  },

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
