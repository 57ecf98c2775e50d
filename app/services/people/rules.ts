// The people list (issue 18 'People': 'a users list (search, filter by journey step (userStep)
// and baseline fields, organisation, role; CSV export)'; spec §7 'GET /admin/users userStep,
// baseline'; decision 0101). Pure: people grouped from their memberships, the filter (read from a
// query string by queries.ts), searching, filtering, sorting, and the CSV row. Used by /admin/baseline, its CSV
// export and GET /api/v2/admin/users.
import type { JourneyStep } from "~/services/journey/steps";
import type { CsvCell } from "~/services/kit/csv";
import {
  ENTERPRISE_TYPE_LABELS,
  LAND_TENURE_LABELS,
  REGENERATIVE_EXPERIENCE_LABELS,
  type EnterpriseType,
  type LandTenure,
  type RegenerativeExperience,
} from "~/shared/baseline";
import { roleLabel, type MemberRole } from "~/shared/roles";

/**
 * The longest search the /admin/userView picker takes (its field's maxLength). Here, not beside
 * the query's schema: the page's form reads it, and the browser's modules carry no zod.
 */
export const PERSON_SEARCH_MAX = 200;

/** One membership of a person (the audience service's rows: one per person and organisation). */
export interface MemberRow {
  userId: string;
  email: string;
  name: string | null;
  surname: string | null;
  organisationId: string | null;
  organisationName: string | null;
  role: string | null;
  step: JourneyStep | null;
  stepLabel: string | null;
}

export interface PersonMembership {
  organisationId: string;
  organisationName: string;
  role: string;
  step: JourneyStep | null;
  stepLabel: string | null;
}

export interface BaselineValues {
  farmingSinceYear: number | null;
  enterpriseType: string | null;
  hectaresAtJoining: number | null;
  landTenure: string | null;
  regenerativeExperience: string | null;
  notes: string | null;
}

export interface Person {
  userId: string;
  email: string;
  name: string | null;
  surname: string | null;
  /** spec §3 'hearAboutUs' from sign-up (its option value); null: not signed up. */
  hearAboutUs: string | null;
  organisations: PersonMembership[];
  /** null: nothing recorded yet. */
  baseline: BaselineValues | null;
}

/** People from their membership rows (in the rows' order), with baselines and sign-up answers. */
export function groupPeople(
  rows: readonly MemberRow[],
  baselines: ReadonlyMap<string, BaselineValues>,
  hearAboutUs: ReadonlyMap<string, string>,
): Person[] {
  const people = new Map<string, Person>();
  for (const row of rows) {
    let person = people.get(row.userId);
    if (!person) {
      const baseline = baselines.get(row.userId);
      person = {
        userId: row.userId,
        email: row.email,
        name: row.name,
        surname: row.surname,
        hearAboutUs: hearAboutUs.get(row.userId) ?? null,
        organisations: [],
        baseline: baseline && !isBaselineEmpty(baseline) ? baseline : null,
      };
      people.set(row.userId, person);
    }
    if (row.organisationId && row.organisationName !== null && row.role !== null) {
      person.organisations.push({
        organisationId: row.organisationId,
        organisationName: row.organisationName,
        role: row.role,
        step: row.step,
        stepLabel: row.stepLabel,
      });
    }
  }
  return [...people.values()];
}

/** A baseline with no value at all counts as not recorded. */
export function isBaselineEmpty(b: BaselineValues): boolean {
  return (
    b.farmingSinceYear === null &&
    b.enterpriseType === null &&
    b.hectaresAtJoining === null &&
    b.landTenure === null &&
    b.regenerativeExperience === null &&
    (b.notes === null || b.notes === "")
  );
}

// ---- The filter (a query string: the page's GET form, its CSV link and the API) ----

export const BASELINE_STATES = ["missing", "recorded"] as const;
export type BaselineState = (typeof BASELINE_STATES)[number];
export const BASELINE_STATE_LABELS: Record<BaselineState, string> = {
  missing: "Baseline missing",
  recorded: "Baseline recorded",
};

export interface PeopleFilter {
  /** Part of a name, an e-mail address or an organisation's name ('' for everyone). */
  q: string;
  /** spec §7 'userStep': the journey step of one of the person's organisations. */
  userStep: JourneyStep | null;
  organisationId: string | null;
  role: MemberRole | null;
  /** spec §7 'baseline': whether a baseline is recorded. */
  baseline: BaselineState | null;
  enterpriseType: EnterpriseType | null;
  landTenure: LandTenure | null;
  regenerativeExperience: RegenerativeExperience | null;
}

export const EMPTY_PEOPLE_FILTER: PeopleFilter = {
  q: "",
  userStep: null,
  organisationId: null,
  role: null,
  baseline: null,
  enterpriseType: null,
  landTenure: null,
  regenerativeExperience: null,
};

export const PEOPLE_LIMITS = { query: 200, pageSize: 50, maxPageSize: 100 } as const;

/** The parameters of the filter, in the order the form shows them. */
export const FILTER_PARAMS = [
  "q",
  "userStep",
  "organisationId",
  "role",
  "baseline",
  "enterpriseType",
  "landTenure",
  "regenerativeExperience",
] as const;

/** The query string of a filter (empty values left out), for the CSV link and page links. */
export function filterSearch(filter: PeopleFilter): string {
  const search = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = filter[name];
    if (value !== null && value !== "") search.set(name, value);
  }
  return search.toString();
}

// ---- Searching, filtering, sorting ----

export function personName(p: { name: string | null; surname: string | null }): string {
  return [p.name, p.surname].filter((part) => part && part.trim()).join(" ");
}

const fold = (text: string) => text.toLocaleLowerCase("en");

/** Whether `q` is part of the person's name, e-mail address or one of their organisations. */
export function matchesSearch(person: Person, q: string): boolean {
  const needle = fold(q.trim());
  if (needle === "") return true;
  return [personName(person), person.email, ...person.organisations.map((o) => o.organisationName)]
    .map(fold)
    .some((text) => text.includes(needle));
}

/** Whether the person is chosen: the organisation criteria hold together in one membership. */
export function matchesFilter(person: Person, filter: PeopleFilter): boolean {
  if (!matchesSearch(person, filter.q)) return false;
  if (filter.userStep || filter.organisationId || filter.role) {
    const member = person.organisations.some(
      (o) =>
        (!filter.userStep || o.step === filter.userStep) &&
        (!filter.organisationId || o.organisationId === filter.organisationId) &&
        (!filter.role || o.role === filter.role),
    );
    if (!member) return false;
  }
  if (filter.baseline === "missing" && person.baseline !== null) return false;
  if (filter.baseline === "recorded" && person.baseline === null) return false;
  const b = person.baseline;
  if (filter.enterpriseType && b?.enterpriseType !== filter.enterpriseType) return false;
  if (filter.landTenure && b?.landTenure !== filter.landTenure) return false;
  if (filter.regenerativeExperience && b?.regenerativeExperience !== filter.regenerativeExperience)
    return false;
  return true;
}

const collator = new Intl.Collator("en", { sensitivity: "base" });

/** By surname, then first name, then e-mail (people without a name last). */
export function comparePeople(a: Person, b: Person): number {
  const named = Number(!personName(a)) - Number(!personName(b));
  return (
    named ||
    collator.compare(a.surname ?? "", b.surname ?? "") ||
    collator.compare(a.name ?? "", b.name ?? "") ||
    collator.compare(a.email, b.email) ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

/** The people the filter chooses, sorted. */
export function selectPeople(people: readonly Person[], filter: PeopleFilter): Person[] {
  return people.filter((p) => matchesFilter(p, filter)).sort(comparePeople);
}

// ---- What the pages and the CSV show ----

const labelOf = <T extends string>(labels: Record<T, string>, value: string | null) =>
  value === null ? "" : ((labels as Record<string, string>)[value] ?? value);

export const enterpriseLabel = (v: string | null) => labelOf(ENTERPRISE_TYPE_LABELS, v);
export const tenureLabel = (v: string | null) => labelOf(LAND_TENURE_LABELS, v);
export const experienceLabel = (v: string | null) => labelOf(REGENERATIVE_EXPERIENCE_LABELS, v);

export function hectaresText(hectares: number | null): string {
  if (hectares === null) return "";
  // A point for decimals whatever the server's locale ('420.5 ha').
  return `${Number(hectares.toFixed(2))} ha`;
}

export const NO_BASELINE = "Not recorded yet";

/** One line: 'Livestock; 420 ha; Communal land; farming since 1998; None yet'. */
export function baselineSummary(b: BaselineValues | null): string {
  if (!b) return NO_BASELINE;
  const parts = [
    enterpriseLabel(b.enterpriseType),
    hectaresText(b.hectaresAtJoining),
    tenureLabel(b.landTenure),
    b.farmingSinceYear === null ? "" : `farming since ${b.farmingSinceYear}`,
    b.regenerativeExperience ? `regenerative: ${experienceLabel(b.regenerativeExperience)}` : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join("; ") : "Notes only";
}

export const PEOPLE_CSV_HEADER = [
  "First name",
  "Surname",
  "E-mail",
  "Organisations",
  "Journey steps",
  "Roles",
  "How they heard of the programme",
  "Farming since",
  "Enterprise type",
  "Hectares at joining",
  "Land tenure",
  "Regenerative experience",
  "Baseline notes",
  "User id",
];

/**
 * A person's CSV row: organisations, steps and roles in the same order, joined with '; ';
 * numbers as numbers. The kit's writer defuses the text (services/kit/csv.ts).
 */
export function peopleCsvRow(
  person: Person,
  hearAboutUsLabel: (value: string) => string,
): CsvCell[] {
  const b = person.baseline;
  return [
    person.name ?? "",
    person.surname ?? "",
    person.email,
    person.organisations.map((o) => o.organisationName).join("; "),
    person.organisations.map((o) => o.stepLabel ?? "").join("; "),
    person.organisations.map((o) => roleLabel(o.role)).join("; "),
    person.hearAboutUs ? hearAboutUsLabel(person.hearAboutUs) : "",
    b?.farmingSinceYear,
    enterpriseLabel(b?.enterpriseType ?? null),
    b?.hectaresAtJoining,
    tenureLabel(b?.landTenure ?? null),
    experienceLabel(b?.regenerativeExperience ?? null),
    b?.notes ?? "",
    person.userId,
  ];
}

/** A person in the admin's referral lists (decision 0150): who referred them, whom they referred. */
export interface ReferralEntry {
  userId: string;
  /** Their name, or their e-mail when they gave none. */
  label: string;
  signedUpAt: string | Date;
}
