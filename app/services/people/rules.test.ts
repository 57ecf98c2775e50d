// The people list's rules (issue 18 'People': 'search, filter by journey step (userStep) and
// baseline fields, organisation, role; CSV export'; decision 0101).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JOURNEY_STEPS, STEP_LABELS } from "~/services/journey/steps";
import { cellText } from "~/services/kit/csv";
import { ENTERPRISE_TYPES } from "~/shared/baseline";
import { MEMBER_ROLES } from "~/shared/roles";
import {
  baselineSummary,
  EMPTY_PEOPLE_FILTER,
  groupPeople,
  matchesFilter,
  NO_BASELINE,
  peopleCsvRow,
  PEOPLE_CSV_HEADER,
  selectPeople,
  type BaselineValues,
  type MemberRow,
  type PeopleFilter,
  type Person,
} from "./rules";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const C = "00000000-0000-4000-8000-00000000000c";
const ORG1 = "00000000-0000-4000-8000-000000000001";
const ORG2 = "00000000-0000-4000-8000-000000000002";

const row = (values: Partial<MemberRow> & { userId: string }): MemberRow => ({
  email: `${values.userId.slice(-1)}@people.example`,
  name: null,
  surname: null,
  organisationId: null,
  organisationName: null,
  role: null,
  step: null,
  stepLabel: null,
  ...values,
});

const BASELINE: BaselineValues = {
  farmingSinceYear: 1998,
  enterpriseType: "livestock",
  hectaresAtJoining: 420,
  landTenure: "communal",
  regenerativeExperience: "none",
  notes: null,
};

const rows: MemberRow[] = [
  row({
    userId: A,
    name: "Thandi",
    surname: "Mokoena",
    organisationId: ORG1,
    organisationName: "Rietvlei Boerdery",
    role: "OWNER",
    step: "CONTRACT",
    stepLabel: STEP_LABELS.CONTRACT,
  }),
  row({
    userId: A,
    name: "Thandi",
    surname: "Mokoena",
    organisationId: ORG2,
    organisationName: "Karoo Trust",
    role: "STAFF",
    step: "EVIDENCE",
    stepLabel: STEP_LABELS.EVIDENCE,
  }),
  row({
    userId: B,
    name: "Pieter",
    surname: "Botha",
    organisationId: ORG2,
    organisationName: "Karoo Trust",
    role: "OWNER",
    step: "EVIDENCE",
    stepLabel: STEP_LABELS.EVIDENCE,
  }),
  row({ userId: C, email: "staff@veld.example" }),
];

const people = groupPeople(
  rows,
  new Map([
    [A, BASELINE],
    // An all-empty row counts as not recorded.
    [
      B,
      {
        ...BASELINE,
        farmingSinceYear: null,
        enterpriseType: null,
        hectaresAtJoining: null,
        landTenure: null,
        regenerativeExperience: null,
      },
    ],
  ]),
  new Map([[A, "webinar"]]),
);

const ids = (list: readonly Person[]) => list.map((p) => p.userId);
const filter = (values: Partial<PeopleFilter>): PeopleFilter => ({
  ...EMPTY_PEOPLE_FILTER,
  ...values,
});

describe("grouping people", () => {
  it("gives each person once, with every organisation, baseline and sign-up answer", () => {
    expect(ids(people)).toEqual([A, B, C]);
    expect(people[0]!.organisations.map((o) => o.organisationName)).toEqual([
      "Rietvlei Boerdery",
      "Karoo Trust",
    ]);
    expect(people[0]!.hearAboutUs).toBe("webinar");
    expect(people[1]!.baseline).toBeNull();
    expect(people[2]!.organisations).toEqual([]);
  });
});

describe("filtering and searching", () => {
  it.each([
    ["journey step", filter({ userStep: "EVIDENCE" }), [B, A]],
    ["step and role hold in one membership", filter({ userStep: "EVIDENCE", role: "OWNER" }), [B]],
    ["organisation", filter({ organisationId: ORG1 }), [A]],
    ["role", filter({ role: "STAFF" }), [A]],
    ["baseline missing", filter({ baseline: "missing" }), [B, C]],
    ["baseline recorded", filter({ baseline: "recorded" }), [A]],
    ["enterprise type", filter({ enterpriseType: "livestock" }), [A]],
    ["land tenure", filter({ landTenure: "owned" }), []],
    ["regenerative experience", filter({ regenerativeExperience: "none" }), [A]],
    ["search by name", filter({ q: "thandi mok" }), [A]],
    ["search by e-mail", filter({ q: "STAFF@veld" }), [C]],
    ["search by organisation", filter({ q: "karoo" }), [B, A]],
  ])("by %s", (_, f, expected) => {
    expect(ids(selectPeople(people, f))).toEqual(expected);
  });

  it("sorts by surname, then name, people without a name last", () => {
    expect(ids(selectPeople(people, EMPTY_PEOPLE_FILTER))).toEqual([B, A, C]);
  });

  it("an empty filter chooses everyone; every filter chooses a subset", () => {
    const arbFilter = fc.record({
      q: fc.oneof(fc.constant(""), fc.constantFrom("thandi", "karoo", "example", "zz")),
      userStep: fc.option(fc.constantFrom(...JOURNEY_STEPS), { nil: null }),
      organisationId: fc.option(fc.constantFrom(ORG1, ORG2), { nil: null }),
      role: fc.option(fc.constantFrom(...MEMBER_ROLES), { nil: null }),
      baseline: fc.option(fc.constantFrom("missing" as const, "recorded" as const), { nil: null }),
      enterpriseType: fc.option(fc.constantFrom(...ENTERPRISE_TYPES), { nil: null }),
      landTenure: fc.constant(null),
      regenerativeExperience: fc.constant(null),
    });
    expect(selectPeople(people, EMPTY_PEOPLE_FILTER)).toHaveLength(3);
    fc.assert(
      fc.property(arbFilter, (f) => {
        const chosen = selectPeople(people, f);
        // Each chosen person matches, each left out does not; nobody twice.
        expect(new Set(ids(chosen)).size).toBe(chosen.length);
        for (const p of people) expect(chosen.includes(p)).toBe(matchesFilter(p, f));
      }),
    );
  });
});

describe("what the list and the CSV show", () => {
  it("summarises a baseline in one line", () => {
    expect(baselineSummary(BASELINE)).toBe(
      "Livestock; 420 ha; Communal land; farming since 1998; regenerative: None yet",
    );
    expect(baselineSummary(null)).toBe(NO_BASELINE);
  });

  it("has one cell per header, organisations joined, and defuses formulas", () => {
    const person: Person = {
      ...people[0]!,
      name: '=HYPERLINK("http://evil")',
      baseline: { ...BASELINE, notes: "+27 82 555 0101" },
    };
    const cells = peopleCsvRow(person, (v) => (v === "webinar" ? "A webinar" : v)).map(cellText);
    expect(cells).toHaveLength(PEOPLE_CSV_HEADER.length);
    expect(cells[0]).toBe('\'=HYPERLINK("http://evil")');
    expect(cells[3]).toBe("Rietvlei Boerdery; Karoo Trust");
    expect(cells[4]).toBe("Contract; Evidence");
    expect(cells[5]).toBe("Farmer / Land Owner; Farm Manager / Staff / Associate");
    expect(cells[6]).toBe("A webinar");
    expect(cells[12]).toBe("'+27 82 555 0101");
    expect(cells[13]).toBe(A);
  });

  it("no cell of any row starts with a formula character", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (name, surname, notes) => {
        const cells = peopleCsvRow(
          { ...people[0]!, name, surname, baseline: { ...BASELINE, notes } },
          (v) => v,
        ).map(cellText);
        for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});
