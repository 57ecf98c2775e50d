// How many invitation e-mails (invites to join, and the invites that naming a signatory sends)
// Veld sends for one person and for one organisation, so an account cannot mail hundreds of
// addresses in minutes (issue 12). Generous for a farm adding its people; far below abuse.

export const INVITE_LIMITS = {
  /** Invites one person may send in an hour. */
  perPersonPerHour: 20,
  /** Invites one organisation may send in a day, by all its people together. */
  perOrganisationPerDay: 50,
} as const;

/** The sentence the person sees when a limit is reached, or null while below both. */
export function inviteLimitMessage(sent: {
  byPersonLastHour: number;
  byOrganisationLastDay: number;
}): string | null {
  if (sent.byPersonLastHour >= INVITE_LIMITS.perPersonPerHour) {
    return `You have sent ${INVITE_LIMITS.perPersonPerHour} invites in the last hour, the most Veld sends for one person. Please wait an hour before inviting more people.`;
  }
  if (sent.byOrganisationLastDay >= INVITE_LIMITS.perOrganisationPerDay) {
    return `This organisation has sent ${INVITE_LIMITS.perOrganisationPerDay} invites in the last 24 hours, the most Veld sends for one organisation. Please try again tomorrow, or ask Veld's staff if you need to invite more people.`;
  }
  return null;
}
