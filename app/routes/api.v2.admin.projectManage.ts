// GET /api/v2/admin/projectManage (issue 16; decision 0082): every organisation with its
// journey step, who it waits on (programme or farmer), its next action, how long it has waited
// and its assigned admin; oldest waiting first. Filters ?step=, ?admin= (an id, or 'none'),
// ?waitsOn=; pages ?page= (from 0) and ?size=. read:admin.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { getProjectListApi } from "~/services/project/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: ({ request }) => getProjectListApi(request),
});

export const loader = api.loader;
export const action = api.action;
