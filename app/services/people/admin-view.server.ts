// The views of /admin/baseline and /admin/baseline/{userId} (issue 18 'People'; decision 0101).
// The routes check who is asking (read:admin reads; write:admin saves), read the query string
// and the baseline form's post; an unknown person is a 404 Refusal.
import type { Viewer } from "~/services/auth/session.server";
import { Refusal } from "~/services/kit/refusal";
import { roleLabel } from "~/shared/roles";
import { isUuid } from "~/shared/ids";
import { hearAboutUsLabel, listPeople, loadPerson, PEOPLE_MESSAGES } from "./people.server";
import { baselineSummary, filterSearch, personName, type PeopleFilter, type Person } from "./rules";

export const BASELINE_PATH = "/admin/baseline";

/** A person as a row of the list (and the API's summary). */
export function personRow(p: Person) {
  return {
    userId: p.userId,
    name: personName(p),
    email: p.email,
    organisations: p.organisations.map((o) => ({
      organisationId: o.organisationId,
      name: o.organisationName,
      stepLabel: o.stepLabel,
      roleLabel: roleLabel(o.role),
    })),
    baselineSummary: baselineSummary(p.baseline),
    hearAboutUs: p.hearAboutUs ? hearAboutUsLabel(p.hearAboutUs) : null,
  };
}

/** /admin/baseline: the people the filter chooses, one page of them. */
export async function loadPeoplePage(
  filter: PeopleFilter,
  paging: { page: number; limit: number },
  viewer: Viewer,
) {
  const { people, pageInfo, organisations } = await listPeople(filter, paging);
  const search = filterSearch(filter);
  return {
    canWrite: viewer.permissions.includes("write:admin"),
    filter,
    organisations,
    pageInfo,
    rows: people.map(personRow),
    exportHref: `${BASELINE_PATH}/export${search ? `?${search}` : ""}`,
  };
}

/** /admin/baseline/{userId}: the person and their baseline; not an id or nobody is a 404. */
export async function loadPersonPage(userId: string, viewer: Viewer) {
  if (!isUuid(userId)) throw new Refusal(404, PEOPLE_MESSAGES.notFound);
  const { person, signup, baselineUpdatedAt, referrals } = await loadPerson(userId);
  const b = person.baseline;
  return {
    canWrite: viewer.permissions.includes("write:admin"),
    person: personRow(person),
    signup,
    referrals,
    baselineUpdatedAt,
    // The values the form starts from ('' for unknown, as the fields hold them).
    baseline: {
      farmingSinceYear: b?.farmingSinceYear ?? "",
      enterpriseType: b?.enterpriseType ?? "",
      hectaresAtJoining: b?.hectaresAtJoining ?? "",
      landTenure: b?.landTenure ?? "",
      regenerativeExperience: b?.regenerativeExperience ?? "",
      notes: b?.notes ?? "",
    },
    recorded: b !== null,
  };
}
