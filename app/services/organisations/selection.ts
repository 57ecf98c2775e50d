// spec §4 'Organisation selection': when the list of organisations is set, the active
// organisation stays if its id is still in the new list (refreshed from that list); otherwise
// the first organisation of the list becomes active.

export interface OrganisationChoice {
  id: string;
}

export function chooseActiveOrganisation<T extends OrganisationChoice>(
  organisations: readonly T[],
  activeId: string | null | undefined,
): T | null {
  if (organisations.length === 0) return null;
  return organisations.find((o) => o.id === activeId) ?? organisations[0]!;
}
