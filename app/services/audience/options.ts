// The choices an audience form offers (decision 0099): every journey step, province and role, and
// the organisations and people Veld knows, each once, sorted by name. Pure: the pages of
// /admin/doemails and /admin/notifications build it from the same rows.
import { JOURNEY_STEPS, STEP_LABELS } from "~/services/journey/steps";
import { PROVINCES } from "~/shared/provinces";
import { MEMBER_ROLES, ROLE_LABELS } from "~/shared/roles";

export interface AudienceOption {
  value: string;
  label: string;
}

export interface AudienceOptions {
  steps: AudienceOption[];
  provinces: AudienceOption[];
  roles: AudienceOption[];
  organisations: AudienceOption[];
  people: AudienceOption[];
}

export interface AudienceOptionRow {
  userId: string;
  email: string;
  name: string | null;
  surname: string | null;
  organisationId: string | null;
  organisationName: string | null;
}

/** A person as the lists show them: "Name Surname (e-mail)", or the e-mail alone. */
export function personLabel(row: Pick<AudienceOptionRow, "email" | "name" | "surname">): string {
  const name = [row.name, row.surname].filter(Boolean).join(" ");
  return name ? `${name} (${row.email})` : row.email;
}

export function audienceOptions(rows: readonly AudienceOptionRow[]): AudienceOptions {
  const organisations = new Map<string, string>();
  const people = new Map<string, string>();
  for (const row of rows) {
    if (row.organisationId && !organisations.has(row.organisationId))
      organisations.set(row.organisationId, row.organisationName ?? row.organisationId);
    if (!people.has(row.userId)) people.set(row.userId, personLabel(row));
  }
  const sorted = (map: Map<string, string>) =>
    [...map]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  return {
    steps: JOURNEY_STEPS.map((value) => ({ value, label: STEP_LABELS[value] })),
    provinces: PROVINCES.map(({ value, label }) => ({ value, label })),
    roles: MEMBER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
    organisations: sorted(organisations),
    people: sorted(people),
  };
}
