// /admin/journey/projectManage: the page's loader data and its posts (decision 0082). The
// route checks read:admin (loader) and write:admin (action) before calling these.
import { data } from "@remix-run/node";
import type { Viewer } from "~/services/auth/guards.server";
import { readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { tableStateOf } from "~/services/kit/table";
import { redirectWithToast } from "~/services/kit/toast.server";
import { assignAdmin, listAdminChoices, loadProjectList } from "~/services/project/project.server";
import { projectFiltersOf, projectPageQuery } from "~/services/project/queries";
import { isUuid } from "~/shared/ids";

export async function loadProjectPage(url: URL, viewer: Viewer) {
  const query = readQuery(url, projectPageQuery);
  const [list, admins] = await Promise.all([
    loadProjectList(projectFiltersOf(query), tableStateOf(query)),
    listAdminChoices(),
  ]);
  return { ...list, admins, canWrite: viewer.permissions.includes("write:admin") };
}

/** A refused assignment, shown beside the row's form. */
export interface AssignRefusal {
  companyId: string;
  adminId: string;
  message: string;
}

export async function handleProjectPost(viewer: Viewer, request: Request, requestId?: string) {
  const url = new URL(request.url);
  const form = await readFormOrRefuse(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const companyId = text("companyId");
  const intent = text("intent");
  if (intent !== "assign" && intent !== "unassign") {
    throw new Response("This form is not known on this page.", { status: 400 });
  }
  if (!isUuid(companyId)) throw new Response("Organisation not found", { status: 404 });
  const adminId = intent === "assign" ? text("adminId") : "";
  if (intent === "assign" && !isUuid(adminId)) {
    const refusal: AssignRefusal = { companyId, adminId, message: "Choose an admin to assign." };
    return data({ refusal }, { status: 422 });
  }
  const outcome = await assignAdmin(
    { userId: viewer.user?.id ?? null, label: viewer.email, requestId: requestId ?? null },
    companyId,
    intent === "assign" ? adminId : null,
  );
  if (outcome.kind === "notFound") throw new Response("Organisation not found", { status: 404 });
  if (outcome.kind === "notAnAdmin") {
    const refusal: AssignRefusal = { companyId, adminId, message: outcome.message };
    return data({ refusal }, { status: 422 });
  }
  const text2 = outcome.admin
    ? `${outcome.admin.label} now looks after ${outcome.organisation.name}.`
    : `Nobody is assigned to ${outcome.organisation.name} now.`;
  return redirectWithToast(url.pathname + url.search, { type: "success", text: text2 });
}
