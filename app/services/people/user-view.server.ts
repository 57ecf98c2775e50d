// /admin/userView (issue 18 '/admin/userView: … see their /profile pages read-only, with the
// banner saying whose pages these are; every view audited'; decision 0101): the person whose
// pages staff open, and the audit entry of each view. 404 for an unknown person.
import { Refusal } from "~/services/kit/refusal";
import { findUserById } from "~/models/profiles.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Viewer } from "~/services/auth/guards.server";
import { authorLabel } from "~/services/notes/rules";
import { PEOPLE_MESSAGES } from "./people.server";

export async function auditPersonView(
  viewer: Viewer,
  userId: string,
  path: string,
  requestId: string | null | undefined,
) {
  const row = await findUserById(userId);
  if (!row) throw new Refusal(404, PEOPLE_MESSAGES.notFound);
  await recordAudit({
    actorUserId: viewer.user?.id ?? null,
    actorLabel: viewer.email,
    action: "userView.view",
    entityType: "user",
    entityId: row.id,
    changes: { path },
    requestId: requestId ?? null,
  });
  return { id: row.id, label: authorLabel(row), email: row.email };
}
