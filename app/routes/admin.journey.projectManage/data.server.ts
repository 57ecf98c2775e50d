// /admin/journey/projectManage: the page's loader data and its posts (decision 0082). The
// route checks read:admin (loader) and write:admin (action) before calling these.
import type { Viewer } from "~/services/auth/guards.server";
import { formKey } from "~/services/kit/forms/intent";
import { readPost, refuseForm } from "~/services/kit/forms/validate-form.server";
import { postSchema, q, readQuery } from "~/services/kit/query";
import { tableStateOf } from "~/services/kit/table-query";
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

/** A row's buttons, by the intent each posts (decision 0128). */
export const ASSIGN_INTENTS = ["assign", "unassign"] as const;

/**
 * The rows' posts: the button's intent and the organisation (read as text: one that is not an id
 * is a 404, as one that does not exist).
 */
const projectPost = postSchema({
  intent: q.choice(ASSIGN_INTENTS),
  companyId: q.text({ max: 100 }),
});

/**
 * A refused assignment, beside the row's form: the one action result under the row's key
 * (formKey('assign', companyId)), which the row reads with useActionResult.
 */
function refuseAssign(companyId: string, adminId: string, message: string) {
  return refuseForm(formKey("assign", companyId), {
    fieldErrors: { adminId: message },
    values: { adminId },
  });
}

export async function handleProjectPost(viewer: Viewer, request: Request, requestId?: string) {
  const url = new URL(request.url);
  const post = await readPost(request, projectPost);
  if (post instanceof Response) return post;
  const { intent } = post.fields;
  if (!intent) throw new Response("This form is not known on this page.", { status: 400 });
  const companyId = post.fields.companyId ?? "";
  if (!isUuid(companyId)) throw new Response("Organisation not found", { status: 404 });
  const posted = post.form.get("adminId");
  const adminId = intent === "assign" && typeof posted === "string" ? posted.trim() : "";
  if (intent === "assign" && !isUuid(adminId)) {
    return refuseAssign(companyId, adminId, "Choose an admin to assign.");
  }
  const outcome = await assignAdmin(
    { userId: viewer.user?.id ?? null, label: viewer.email, requestId: requestId ?? null },
    companyId,
    intent === "assign" ? adminId : null,
  );
  if (outcome.kind === "notFound") throw new Response("Organisation not found", { status: 404 });
  if (outcome.kind === "notAnAdmin") return refuseAssign(companyId, adminId, outcome.message);
  const text2 = outcome.admin
    ? `${outcome.admin.label} now looks after ${outcome.organisation.name}.`
    : `Nobody is assigned to ${outcome.organisation.name} now.`;
  return redirectWithToast(url.pathname + url.search, { type: "success", text: text2 });
}
