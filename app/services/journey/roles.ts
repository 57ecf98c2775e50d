// Who in an organisation may change its journey answers (decision 0036): the people who run the
// farm or advise it. A SIGNATORY signs the contract; OTHER members only look.
export const JOURNEY_EDITOR_ROLES = ["OWNER", "STAFF", "CONSULTANT"] as const;

export function canEditJourney(role: string | null | undefined): boolean {
  return !!role && (JOURNEY_EDITOR_ROLES as readonly string[]).includes(role);
}
