// GET /api/v2/admin/users and GET, PUT /api/v2/admin/users/{userId}/baseline (issue 18 'People';
// spec §7 'GET /admin/users userStep, baseline'; decision 0101): the same services as
// /admin/baseline. The routes' guards check read:admin (GET) and write:admin (PUT).
import { auditActor, type ApiCaller } from "~/services/api/callers.server";
import { apiOk, readJsonObject, readQuery, apiRefused } from "~/services/api/envelope";
import { baselineJson, personJson } from "./api";
import { listPeople, loadPerson, saveBaseline } from "./people.server";
import { peopleFilterOf, peopleFilterQuery, peoplePagingQuery } from "./queries";

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    apiRefused(error);
  }
}

/** GET /admin/users?userStep=&baseline=&q=&organisationId=&role=&…&page=&limit= */
export async function getUsersApi(request: Request) {
  const filter = peopleFilterOf(readQuery(request, peopleFilterQuery));
  const paging = readQuery(request, peoplePagingQuery);
  const { people, pageInfo } = await listPeople(filter, paging);
  return apiOk(
    { users: people.map(personJson) },
    { metadata: { total: pageInfo.total, page: pageInfo.page, limit: pageInfo.size } },
  );
}

/** GET /admin/users/{userId}/baseline: the baseline (every value null when nothing is recorded). */
export async function getBaselineApi(userId: string) {
  const { person, baselineUpdatedAt } = await guarded(() => loadPerson(userId));
  return apiOk({ userId: person.userId, ...baselineJson(person.baseline, baselineUpdatedAt) });
}

/** PUT /admin/users/{userId}/baseline: the whole baseline and a reason; audited. */
export async function putBaselineApi(
  caller: ApiCaller,
  request: Request,
  userId: string,
  requestId: string | null | undefined,
) {
  const body = await readJsonObject(request);
  await guarded(() => loadPerson(userId));
  await guarded(() => saveBaseline(auditActor(caller, requestId), userId, body));
  return getBaselineApi(userId);
}
