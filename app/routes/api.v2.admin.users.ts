// GET /api/v2/admin/users?userStep=&baseline=&q=&organisationId=&role=&page=&limit= (issue 18
// 'People'; spec §7 'GET /admin/users userStep, baseline'; decision 0101): read:admin lists the
// people with each organisation's journey step and their baseline.
// POST /api/v2/admin/users { companyIds: string[], adminId } (issue 18 'assigning an admin to
// organisations'; spec §7 'Admin calls'; decision 0095): assigns that admin (someone holding an
// admin grant; null assigns nobody) to each organisation, audited per organisation, idempotent.
// 400 for ids that are not ids, 404 (nothing assigned) for unknown organisations. write:admin.
import { findExistingOrganisationIds } from "~/models/admin-dashboard.server";
import {
  assignAdminsBodyDoc,
  assignAdminsJsonSchema,
  parseAssignAdminsBody,
  type AssignAdminsJson,
} from "~/services/admin/assign-admins";
import {
  auditActor,
  requireApiStaff,
  requireScope,
  type ApiCaller,
} from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { apiError, apiOk, readJsonObject, readQuery } from "~/services/api/envelope";
import { assignmentJson } from "~/services/project/api";
import { assignAdminToMany } from "~/services/project/project.server";
import {
  peopleListJsonSchema,
  peopleListMetadataSchema,
  peopleListQueryDoc,
  personJson,
} from "~/services/people/api";
import { listPeople } from "~/services/people/people.server";
import { peopleFilterOf, peopleFilterQuery, peoplePagingQuery } from "~/services/people/queries";

/** POST: the assignment, all or nothing (decision 0095); the guard and write:admin checked. */
async function postAssignAdmins(
  caller: ApiCaller,
  request: Request,
  requestId: string | null | undefined,
): Promise<Response> {
  const parsed = parseAssignAdminsBody(await readJsonObject(request));
  if (!parsed.ok) return apiError(400, parsed.message, { [parsed.field]: parsed.message });
  const { companyIds, adminId } = parsed.value;
  const known = await findExistingOrganisationIds(companyIds);
  const unknown = companyIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const message =
      unknown.length === 1
        ? `No organisation has the id ${unknown[0]}: nothing was assigned.`
        : `No organisation has the ids ${unknown.join(", ")}: nothing was assigned.`;
    return apiError(404, message);
  }
  // All or nothing (assignAdminToMany): a refusal leaves every organisation as it was.
  const assigned = await assignAdminToMany(auditActor(caller, requestId), companyIds, adminId);
  if (!assigned.ok) {
    const { outcome, organisationId } = assigned;
    if (outcome.kind === "notAnAdmin")
      return apiError(422, outcome.message, { adminId: outcome.message });
    return apiError(
      404,
      `No organisation has the id ${organisationId}: it was removed during the call, and nothing was assigned.`,
    );
  }
  const results: AssignAdminsJson["organisations"] = assigned.outcomes.map(assignmentJson);
  const changed = assigned.outcomes.filter((o) => o.kind !== "unchanged").length;
  const who = results[0]?.assignedAdmin?.label;
  const count = results.length === 1 ? "1 organisation" : `${results.length} organisations`;
  const data: AssignAdminsJson = { adminId, changed, organisations: results };
  return apiOk(data, {
    message: who
      ? `${who} looks after ${count} (${changed} changed).`
      : `Nobody is assigned to ${count} (${changed} changed).`,
  });
}

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  GET: async ({ request }) => {
    const filter = peopleFilterOf(readQuery(request, peopleFilterQuery));
    const paging = readQuery(request, peoplePagingQuery);
    const { people, pageInfo } = await listPeople(filter, paging);
    return apiOk(
      { users: people.map(personJson) },
      { metadata: { total: pageInfo.total, page: pageInfo.page, limit: pageInfo.size } },
    );
  },
  POST: ({ request, caller, context }) => {
    requireScope(caller, "write:admin");
    return postAssignAdmins(caller, request, context.requestId);
  },

  describe: {
    GET: {
      summary: "The people, with each organisation's journey step and their baseline",
      description:
        "read:admin or write:admin. The filters hold together; a person matches `userStep`, " +
        "`organisationId` and `role` in one and the same organisation." +
        " Sorted by surname, then name. `q` is part of a name, an e-mail address or an " +
        "organisation's name; `enterpriseType`, `landTenure` and `regenerativeExperience` match " +
        "the baseline.",
      query: peopleListQueryDoc,
      response: peopleListJsonSchema,
      metadata: peopleListMetadataSchema,
      errors: [400, 403],
      scopes: ["read:admin"],
    },
    POST: {
      summary: "Assign an admin to organisations",
      description:
        "Each organisation audited; one already assigned to that admin is left unchanged. An " +
        "unknown organisation is a 404 and nothing is assigned; an `adminId` holding no admin " +
        "grant a 422." +
        " At most 500 organisations; `adminId` null assigns nobody. 400 with `errors` for a " +
        "missing or empty `companyIds`, an item that is not a UUID or a field it does not take.",
      body: assignAdminsBodyDoc,
      response: assignAdminsJsonSchema,
      message: true,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
