// POST /api/v2/admin/users { companyIds, adminId } (issue 18; spec §7; decision 0095): assigns one
// admin to several organisations with project management's own assignment (assignAdmin,
// decision 0082: only someone holding an admin grant, audited per organisation, unchanged when
// already assigned), so /admin/journey/projectManage and the onboarding queue see it. Every id is
// checked first: an unknown organisation is a 404 and nothing is assigned; the assignments are
// one transaction, so nothing is assigned either when one is refused later. The route's guard
// checks write:admin.
import { findExistingOrganisationIds } from "~/models/admin-dashboard.server";
import { auditActor, type ApiCaller } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { assignmentJson } from "~/services/project/api";
import { assignAdminToMany } from "~/services/project/project.server";
import { parseAssignAdminsBody, type AssignAdminsJson } from "./assign-admins";

export async function postAssignAdminsApi(
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
