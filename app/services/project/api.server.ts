// The handlers of GET /api/v2/admin/projectManage and POST /api/v2/admin/company/{id}/assign
// (decision 0082). The routes' guards check read:admin and write:admin.
import { auditActor, type ApiCaller } from "~/services/api/callers.server";
import { apiError, apiOk, fieldErrorsOf, readJsonObject, readQuery } from "~/services/api/envelope";
import { assignBodySchema, assignmentJson, projectRowJson } from "./api";
import { assignAdmin, loadProjectList } from "./project.server";
import { parseProjectFilters } from "./rules";

export async function getProjectListApi(request: Request): Promise<Response> {
  const search = new URL(request.url).searchParams;
  // `limit` as the other admin lists name it (docs/api.md); `size` as the page does.
  const limit = search.get("limit");
  if (limit !== null && !search.has("size")) search.set("size", limit);
  const filters = readQuery(request, parseProjectFilters);
  const list = await loadProjectList(search, filters);
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
