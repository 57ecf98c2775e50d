// Who looks after each organisation (the assigned admin of issue 16's project management, set on
// /admin/journey/projectManage or by POST /api/v2/admin/users), for the onboarding queue (issue 18
// 'People': 'which projectManage and the onboarding queue use'; decision 0101).
import { listAssignedAdmins } from "~/models/project-management.server";
import { authorLabel } from "~/services/notes/rules";

export interface AssignedAdmin {
  id: string;
  label: string;
}

/** Organisation id → its assigned admin (absent: nobody assigned). */
export async function loadAssignedAdmins(): Promise<Map<string, AssignedAdmin>> {
  const rows = await listAssignedAdmins();
  return new Map(
    rows.map((row) => [row.organisationId, { id: row.adminId, label: authorLabel(row) }]),
  );
}
