// POST /api/v2/admin/users { companyIds, adminId } (issue 18; spec §7; decision 0095): assigns one
// admin to several organisations with project management's own assignment (assignAdmin,
// decision 0082: only someone holding an admin grant, audited per organisation, unchanged when
// already assigned), so /admin/journey/projectManage and the onboarding queue see it. Every id is
// checked first: an unknown organisation is a 404 and nothing is assigned. The route's guard
// checks write:admin.
import { findExistingOrganisationIds } from "~/models/admin-dashboard.server";
import { auditActor, type ApiCaller } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { assignmentJson } from "~/services/project/api";
import { assignAdmin } from "~/services/project/project.server";
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
  const actor = auditActor(caller, requestId);
  const results: AssignAdminsJson["organisations"] = [];
  let changed = 0;
  for (const id of companyIds) {
    const outcome = await assignAdmin(actor, id, adminId);
    if (outcome.kind === "notAnAdmin") {
      // Checked before anything is written (the first organisation's transaction refuses it).
      return apiError(422, outcome.message, { adminId: outcome.message });
    }
    if (outcome.kind === "notFound") {
      // Removed while this call ran: the ones before it stay assigned (each is audited).
      return apiError(404, `No organisation has the id ${id}: it was removed during the call.`);
    }
    if (outcome.kind !== "unchanged") changed += 1;
    results.push(assignmentJson(outcome));
  }
  const who = results[0]?.assignedAdmin?.label;
  const count = results.length === 1 ? "1 organisation" : `${results.length} organisations`;
  const data: AssignAdminsJson = { adminId, changed, organisations: results };
  return apiOk(data, {
    message: who
      ? `${who} looks after ${count} (${changed} changed).`
      : `Nobody is assigned to ${count} (${changed} changed).`,
  });
}
