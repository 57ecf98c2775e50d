// The handlers of GET /api/v2/admin/projectManage and POST /api/v2/admin/company/{id}/assign
// (decision 0082). The routes' guards check read:admin and write:admin.
import { auditActor, type ApiCaller } from "~/services/api/callers.server";
import { apiError, apiOk, fieldErrorsOf, readJsonObject, readQuery } from "~/services/api/envelope";
import { tableStateOf } from "~/services/kit/table";
import { assignBodySchema, assignmentJson, projectRowJson } from "./api";
import { assignAdmin, loadProjectList } from "./project.server";
import { projectApiQuery, projectFiltersOf } from "./queries";

export async function getProjectListApi(request: Request): Promise<Response> {
  const query = readQuery(request, projectApiQuery);
  // `limit` as the other admin lists name it (docs/api.md); `size` as the page does.
  const table = tableStateOf({ ...query, size: query.size ?? query.limit });
  const list = await loadProjectList(projectFiltersOf(query), table);
  return apiOk(list.rows.map(projectRowJson), {
    metadata: {
      total: list.pageInfo.total,
      page: list.pageInfo.page,
      limit: list.pageInfo.size,
      pageCount: list.pageInfo.pageCount,
      stepCounts: list.stepCounts.map(({ step, count }) => ({ step, count })),
    },
  });
}

export async function postAssignApi(
  caller: ApiCaller,
  request: Request,
  organisationId: string,
  requestId: string | null | undefined,
): Promise<Response> {
  const parsed = assignBodySchema.safeParse(await readJsonObject(request));
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    return apiError(422, Object.values(errors)[0] ?? "The assignment cannot be read.", errors);
  }
  const outcome = await assignAdmin(
    auditActor(caller, requestId),
    organisationId,
    parsed.data.adminId,
  );
  switch (outcome.kind) {
    case "notFound":
      return apiError(404, "Organisation not found");
    case "notAnAdmin":
      return apiError(422, outcome.message, { adminId: outcome.message });
    default:
      return apiOk(assignmentJson(outcome), {
        message: outcome.admin
          ? `${outcome.admin.label} looks after ${outcome.organisation.name}.`
          : `Nobody is assigned to ${outcome.organisation.name}.`,
      });
  }
}
