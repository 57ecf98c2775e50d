// Reading the admin field list's URL (issue 14; spec §7 'GET /admin/fields companyIds', §9 page
// sizes 10, 20 (default), 50, 100 and 'The page index starts at 0').
import { describe, expect, it } from "vitest";
import {
  filterSearch,
  parseAdminFieldQuery,
  parseApiFieldQuery,
  parseCompanyIds,
} from "./admin-list";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const q = (text: string) => new URLSearchParams(text);

describe("parseCompanyIds", () => {
  it.each([
    ["", [], []],
    [`companyIds=${A}`, [A], []],
    [`companyIds=${A},${B}`, [A, B], []],
    [`companyIds=${A}&companyIds=${B}`, [A, B], []],
    [`companyIds[]=${A}&companyIds=${A.toUpperCase()}`, [A], []],
    [`companyIds=${A},,%20${B}%20`, [A, B], []],
    [`companyIds=${A},nope`, [A], ["nope"]],
  ])("%s", (search, ids, invalid) => {
    expect(parseCompanyIds(q(search))).toEqual({ ids, invalid });
  });
});

describe("parseAdminFieldQuery (the page: leaves out what it cannot use)", () => {
  it("defaults to every organisation, the current season, page 0 of 20", () => {
    expect(parseAdminFieldQuery(q(""), 26)).toEqual({
      filter: { season: 26 },
      page: 0,
      size: 20,
      orgQuery: "",
    });
  });

  it("reads every filter", () => {
    expect(
      parseAdminFieldQuery(
        q(
          `companyIds=${A}&companyIds=${B}&farmId=${B}&status=COMPLETE&signoff=notDone&season=24&page=3&size=50&orgQuery=%20Bo%20%20plaas`,
        ),
        26,
      ),
    ).toEqual({
      filter: {
        season: 24,
        organisationIds: [A, B],
        farmId: B,
        status: "COMPLETE",
        signoff: "notDone",
      },
      page: 3,
      size: 50,
      orgQuery: "Bo plaas",
    });
  });

  it.each([
    "companyIds=nope&farmId=1&status=done&signoff=yes&season=-1&page=1.5&size=30",
    "status=%00&season=99999&page=99999999999999999999&size=1e3",
  ])("ignores values it cannot use: %s", (search) => {
    expect(parseAdminFieldQuery(q(search), 26)).toEqual({
      filter: { season: 26 },
      page: 0,
      size: 20,
      orgQuery: "",
    });
  });
});

describe("filterSearch", () => {
  it("gives the filters as URL parameters, comma-separating the organisations", () => {
    expect(
      filterSearch({ season: 26, organisationIds: [A, B], signoff: "failed" }).toString(),
    ).toBe(`companyIds=${A}%2C${B}&signoff=failed&season=26`);
  });
});

describe("parseApiFieldQuery (the API: a bad parameter is a 400 naming it)", () => {
  it("reads the defaults and the filters", () => {
    expect(parseApiFieldQuery(q(""), 26)).toEqual({ filter: { season: 26 }, page: 0, limit: 20 });
    expect(
      parseApiFieldQuery(q(`companyIds=${A},${B}&signoff=passed&page=2&limit=100&season=25`), 26),
    ).toEqual({
      filter: { season: 25, organisationIds: [A, B], signoff: "passed" },
      page: 2,
      limit: 100,
    });
  });

  it.each([
    ["companyIds=nope", /companyIds must be organisation ids .* 'nope' is not one/],
    [`companyIds=${A}&companyIds=1`, /'1' is not one/],
    ["page=-1", /page/],
    ["limit=0", /limit/],
    ["limit=1001", /limit/],
    ["farmId=x", /farmId/],
    ["status=GONE", /status/],
    ["signoff=maybe", /signoff/],
    ["season=1.5", /season/],
    ["season=200", /season/],
  ])("%s", (search, message) => {
    expect(parseApiFieldQuery(q(search), 26)).toMatch(message);
  });
});
