// The people pages' and API's query strings (issue 28; decision 0101): values read, a filter read
// back from its own query string, and refusals that name the parameter.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JOURNEY_STEPS } from "~/services/journey/steps";
import { parseQuery } from "~/services/kit/query";
import { ENTERPRISE_TYPES, LAND_TENURES } from "~/shared/baseline";
import { MEMBER_ROLES } from "~/shared/roles";
import {
  peopleFilterOf,
  peopleFilterQuery,
  peoplePagingQuery,
  personSearchQuery,
  userViewQuery,
} from "./queries";
import { EMPTY_PEOPLE_FILTER, filterSearch } from "./rules";

const ORG = "00000000-0000-4000-8000-000000000001";
const search = (text: string) => new URLSearchParams(text);

function filterOf(text: string) {
  const values = parseQuery(search(text), peopleFilterQuery);
  return typeof values === "string" ? values : peopleFilterOf(values);
}

describe("the people filter (spec §7 'GET /admin/users userStep, baseline')", () => {
  it("reads the spec's names and leaves empty ones out", () => {
    expect(filterOf("userStep=MAP_FIELDS&baseline=missing&role=&q=%20karoo%20")).toEqual({
      ...EMPTY_PEOPLE_FILTER,
      userStep: "MAP_FIELDS",
      baseline: "missing",
      q: "karoo",
    });
    expect(filterOf("")).toEqual(EMPTY_PEOPLE_FILTER);
  });

  it("reads a filter back from its own query string", () => {
    const arbFilter = fc.record({
      q: fc.oneof(fc.constant(""), fc.constantFrom("thandi", "karoo", "a b", "zz")),
      userStep: fc.option(fc.constantFrom(...JOURNEY_STEPS), { nil: null }),
      organisationId: fc.option(fc.constant(ORG), { nil: null }),
      role: fc.option(fc.constantFrom(...MEMBER_ROLES), { nil: null }),
      baseline: fc.option(fc.constantFrom("missing" as const, "recorded" as const), { nil: null }),
      enterpriseType: fc.option(fc.constantFrom(...ENTERPRISE_TYPES), { nil: null }),
      landTenure: fc.option(fc.constantFrom(...LAND_TENURES), { nil: null }),
      regenerativeExperience: fc.constant(null),
    });
    fc.assert(
      fc.property(arbFilter, (f) => {
        expect(filterOf(filterSearch(f))).toEqual(f);
      }),
    );
  });

  it.each([
    [
      "userStep=NOPE",
      "The address's 'userStep' parameter must be a journey step, such as ELIGIBILITY or MAP_FIELDS.",
    ],
    ["organisationId=abc", "The address's 'organisationId' parameter must be an id (a UUID)."],
    [
      "role=BOSS",
      "The address's 'role' parameter must be one of: OWNER, STAFF, CONSULTANT, SIGNATORY, OTHER.",
    ],
    ["baseline=yes", "The address's 'baseline' parameter must be one of: missing, recorded."],
    ["enterpriseType=fish", "The address's 'enterpriseType' parameter must be one of: livestock,"],
    ["q=a%00b", "The address's 'q' parameter cannot hold control characters"],
    [`q=${"x".repeat(201)}`, "The address's 'q' parameter is too long: at most 200 characters."],
  ])("refuses %s with a sentence naming it", (text, message) => {
    expect(filterOf(text)).toMatch(message);
  });
});

describe("pages of the people list", () => {
  it("pages from 0, 50 a page by default, at most 100", () => {
    expect(parseQuery(search(""), peoplePagingQuery)).toEqual({ page: 0, limit: 50 });
    expect(parseQuery(search("page=2&limit=10"), peoplePagingQuery)).toEqual({
      page: 2,
      limit: 10,
    });
    expect(parseQuery(search("limit=101"), peoplePagingQuery)).toBe(
      "The address's 'limit' parameter must be a whole number from 1 to 100.",
    );
    expect(parseQuery(search("page=-1"), peoplePagingQuery)).toBe(
      "The address's 'page' parameter must be a whole number from 0 to 999999.",
    );
  });
});

describe("/admin/userView", () => {
  it("reads the person and the picker's search", () => {
    expect(parseQuery(search(`userId=${ORG.toUpperCase()}`), userViewQuery)).toEqual({
      userId: ORG,
    });
    expect(parseQuery(search("userId="), userViewQuery)).toEqual({ userId: undefined });
    expect(parseQuery(search("q=+Lindiwe+Zulu+"), personSearchQuery)).toEqual({
      q: "Lindiwe Zulu",
    });
  });

  it("refuses an id that is not one, and control characters in the search", () => {
    expect(parseQuery(search("userId=7"), userViewQuery)).toBe(
      "The address's 'userId' parameter must be an id (a UUID).",
    );
    for (const text of ["q=%00", "q=a%0Ab"]) {
      expect(parseQuery(search(text), personSearchQuery)).toMatch(
        "The address's 'q' parameter cannot hold control characters",
      );
    }
  });
});
