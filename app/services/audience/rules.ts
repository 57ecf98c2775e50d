// Who a programme e-mail or notification goes to (issue 18 'E-mail: recipients by list, filter or
// journey step', 'Notifications: to people or organisations (by step, province, role)'; decision
// 0099). Pure: the filter, whether one person's membership matches it, and the recipients without
// repeats (a person in two matching organisations is reached once).
import type { JourneyStep } from "~/services/journey/steps";

export interface AudienceFilter {
  /** Everyone with a Veld profile; the other criteria are then ignored. */
  everyone: boolean;
  /** People chosen one by one. They are added to whoever the criteria below match. */
  userIds: string[];
  /** Criteria on a person's organisation: within one kind any value matches, across kinds all must. */
  organisationIds: string[];
  steps: JourneyStep[];
  provinces: string[];
  roles: string[];
}

export const EMPTY_AUDIENCE: AudienceFilter = {
  everyone: false,
  userIds: [],
  organisationIds: [],
  steps: [],
  provinces: [],
  roles: [],
};

/** Whether the filter chooses anybody at all (an empty filter never means "everyone"). */
export function isAudienceChosen(filter: AudienceFilter): boolean {
  return (
    filter.everyone ||
    filter.userIds.length > 0 ||
    filter.organisationIds.length > 0 ||
    filter.steps.length > 0 ||
    filter.provinces.length > 0 ||
    filter.roles.length > 0
  );
}

function hasCriteria(filter: AudienceFilter): boolean {
  return (
    filter.organisationIds.length > 0 ||
    filter.steps.length > 0 ||
    filter.provinces.length > 0 ||
    filter.roles.length > 0
  );
}

/** One person's place: a membership (or none), with its organisation's step and province. */
export interface AudienceCandidate {
  userId: string;
  organisationId: string | null;
  step: JourneyStep | null;
  province: string | null;
  role: string | null;
}

function within<T>(values: readonly T[], value: T | null): boolean {
  return values.length === 0 || (value !== null && values.includes(value));
}

/** Whether this membership of this person is chosen by the filter. */
export function matchesAudience(filter: AudienceFilter, candidate: AudienceCandidate): boolean {
  if (filter.everyone) return true;
  if (filter.userIds.includes(candidate.userId)) return true;
  if (!hasCriteria(filter)) return false;
  return (
    within(filter.organisationIds, candidate.organisationId) &&
    within(filter.steps, candidate.step) &&
    within(filter.provinces, candidate.province) &&
    within(filter.roles, candidate.role)
  );
}

/**
 * The chosen people, each once, in the order first met; the membership kept for a person is the
 * first that matched (the organisation their message speaks of).
 */
export function selectAudience<T extends AudienceCandidate>(
  filter: AudienceFilter,
  candidates: readonly T[],
): T[] {
  const chosen = new Map<string, T>();
  for (const candidate of candidates) {
    if (chosen.has(candidate.userId)) continue;
    if (matchesAudience(filter, candidate)) chosen.set(candidate.userId, candidate);
  }
  return [...chosen.values()];
}
