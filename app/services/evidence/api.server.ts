// What the evidence API routes share (issue 16; decision 0079): the writer's checks, as on the
// page (an editor role: 403; the evidence step open: 409), and an EvidenceError as the API's
// refusal.
import type { ApiMember } from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { routeAccess } from "~/services/journey/steps";
import { canEditOrganisation } from "~/services/organisations/rules";
import { type EvidenceWrite } from "./evidence.server";
import { EVIDENCE_MESSAGES } from "./rules";

/** An editor of the organisation with the evidence step open; who writes. */
export async function requireEvidenceApiWriter(
  caller: ApiMember,
  requestId: string,
): Promise<EvidenceWrite> {
  if (!canEditOrganisation(caller.role)) throw apiError(403, EVIDENCE_MESSAGES.forbidden);
  const access = routeAccess(await loadJourneyProgress(caller.organisationId), "evidence");
  if (!access.open) throw apiError(409, access.reason);
  return {
    actor: { userId: caller.user.id, label: caller.user.email, requestId },
    organisationId: caller.organisationId,
    role: caller.role,
  };
}
