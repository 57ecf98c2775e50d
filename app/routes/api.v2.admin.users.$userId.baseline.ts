// GET, PUT /api/v2/admin/users/{userId}/baseline (issue 18 'People'; decision 0101): read:admin
// reads a person's baseline; write:admin replaces it (every field, null for unknown) with a
// "reason", audited with each changed value. 404 for an unknown person.
import { auditActor, requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { baselineBodyDoc, baselineJson, baselineJsonSchema } from "~/services/people/api";
import { loadPerson, saveBaseline } from "~/services/people/people.server";

/** The person's baseline (every value null when nothing is recorded); 404 for nobody. */
async function loadBaselineJson(userId: string) {
  const { person, baselineUpdatedAt } = await loadPerson(userId);
  return { userId: person.userId, ...baselineJson(person.baseline, baselineUpdatedAt) };
}

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  GET: async ({ params }) => apiOk(await loadBaselineJson(params.userId ?? "")),
  // The whole baseline and a reason; audited.
  PUT: async ({ caller, request, params, context }) => {
    requireScope(caller, "write:admin");
    const userId = params.userId ?? "";
    const body = await readJsonObject(request);
    await loadPerson(userId);
    await saveBaseline(auditActor(caller, context.requestId), userId, body);
    return apiOk(await loadBaselineJson(userId));
  },

  describe: {
    GET: {
      summary: "A person's baseline",
      description: "read:admin or write:admin. Every value null when nothing is recorded.",
      response: baselineJsonSchema,
      errors: [403, 404],
      scopes: ["read:admin"],
    },
    PUT: {
      summary: "Replace a person's baseline",
      description:
        "Every value (null or left out for not known) and a `reason`, audited with each " +
        "changed value. A value out of range is a 422 naming the field." +
        " `farmingSinceYear` a whole year from 1940 to this year, `hectaresAtJoining` 0 to 500 " +
        "000, `notes` at most 2000 characters, `reason` 3 to 500. A save that changes nothing " +
        "writes nothing.",
      body: baselineBodyDoc,
      response: baselineJsonSchema,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
