// The invite limits (invite-limits.ts) against what was sent: one check for invites to join and
// for the invites that naming a signatory sends.
import { countInvitesSince } from "~/models/invites.server";
import type { Executor } from "~/models/transaction.server";
import { inviteLimitMessage } from "./invite-limits";
import { DAY_MS, HOUR_MS } from "~/shared/time";

/** Why one more invite may not be sent now, or null. `invitedBy` null: an API client. */
export async function inviteLimitReached(
  organisationId: string,
  invitedBy: string | null,
  executor: Executor,
  now = new Date(),
): Promise<string | null> {
  // One after the other: inside a transaction there is one connection.
  const byPersonLastHour = invitedBy
    ? await countInvitesSince({ invitedBy }, new Date(now.getTime() - HOUR_MS), executor)
    : 0;
  const byOrganisationLastDay = await countInvitesSince(
    { organisationId },
    new Date(now.getTime() - DAY_MS),
    executor,
  );
  return inviteLimitMessage({ byPersonLastHour, byOrganisationLastDay });
}
