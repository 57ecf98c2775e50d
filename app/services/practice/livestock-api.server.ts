// What the herds, livestock numbers and grazing events API routes share (issue 15; decision
// 0077): the writer checks, as on the pages: an editor role (403), then, once the body has been
// read (a body that is not JSON is a 400 whatever the journey's state), the practice data step
// open (409); and the actor of the audit.
import type { ApiMember } from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { routeAccess } from "~/services/journey/steps";
import { canEditOrganisation } from "~/services/organisations/rules";

/** An editor role, or a 403; the actor of the audit. */
export function requirePracticeApiEditor(caller: ApiMember, requestId: string) {
  if (!canEditOrganisation(caller.role)) {
    throw apiError(
      403,
      "Your role in this organisation does not allow changing its practice data.",
    );
  }
  return { userId: caller.user.id, label: caller.user.email, requestId };
}

/** The practice data step open for the organisation, or a 409 with the reason. */
export async function requirePracticeOpen(caller: ApiMember) {
  const access = routeAccess(await loadJourneyProgress(caller.organisationId), "practice_data");
  if (!access.open) throw apiError(409, access.reason);
}

/** The season a grazing event's start date falls in (1 July to 30 June), or null. */
export function seasonOfDate(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 2000) return null;
  return month >= 7 ? year - 2000 : year - 2001;
}
