// The JSON shapes of the people calls of /api/v2 (issue 18 'People'; decision 0101): GET
// /admin/users and GET, PUT /admin/users/{userId}/baseline. Pure.
import type { BaselineValues, Person } from "./rules";

function baselineValuesJson(b: BaselineValues | null) {
  return {
    farmingSinceYear: b?.farmingSinceYear ?? null,
    enterpriseType: b?.enterpriseType ?? null,
    hectaresAtJoining: b?.hectaresAtJoining ?? null,
    landTenure: b?.landTenure ?? null,
    regenerativeExperience: b?.regenerativeExperience ?? null,
    notes: b?.notes ?? null,
    recorded: b !== null,
  };
}

/** GET /admin/users/{userId}/baseline: the values, and when they last changed. */
export function baselineJson(b: BaselineValues | null, updatedAt: Date | null) {
  return { ...baselineValuesJson(b), updatedAt: b ? (updatedAt?.toISOString() ?? null) : null };
}

/** A person of GET /admin/users: spec §7 'userStep' per organisation, and the baseline. */
export function personJson(p: Person) {
  return {
    userId: p.userId,
    email: p.email,
    name: p.name,
    surname: p.surname,
    hearAboutUs: p.hearAboutUs,
    companies: p.organisations.map((o) => ({
      companyId: o.organisationId,
      name: o.organisationName,
      role: o.role,
      userStep: o.step,
    })),
    baseline: baselineValuesJson(p.baseline),
  };
}
