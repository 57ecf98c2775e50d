// Reading the fields pages' and calls' query strings (issue 14, issue 28; spec §7 'GET
// /admin/fields companyIds', §9 page sizes 10, 20 (default), 50, 100 and 'The page index starts
// at 0'): the pages leave out what they cannot use, the API refuses it naming the parameter.
import { describe, expect, it } from "vitest";
import { parsePostFields, parseQuery } from "~/services/kit/query";
import {
  adminFieldPageQuery,
  adminFieldQueryOf,
  apiFieldQuery,
  apiFieldQueryOf,
  boundaryAssignQuery,
  fieldRecordsPost,
  fieldRecordsQuery,
  wetlandRunQuery,
} from "./queries";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";
const search = (text: string) => new URLSearchParams(text);

function pageQuery(text: string) {
  const values = parseQuery(search(text), adminFieldPageQuery);
  return typeof values === "string" ? values : adminFieldQueryOf(values, 26);
}

function apiQuery(text: string) {
  const values = parseQuery(search(text), apiFieldQuery);
  return typeof values === "string" ? values : apiFieldQueryOf(values, 26);
}

describe("adminFieldPageQuery (the page: leaves out what it cannot use)", () => {
  it("defaults to every organisation, the current season, page 0 of 20", () => {
    expect(pageQuery("")).toEqual({ filter: { season: 26 }, page: 0, size: 20, orgQuery: "" });
  });

  it("reads every filter", () => {
    expect(
      pageQuery(
        `companyIds=${A}&companyIds=${B}&farmId=${B}&status=COMPLETE&signoff=notDone&season=24&page=3&size=50&orgQuery=%20Bo%20%20plaas`,
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
    [`companyIds=${A},${B}`, [A, B]],
    [`companyIds[]=${A}&companyIds=${A.toUpperCase()}`, [A]],
    [`companyIds=${A},,%20${B}%20`, [A, B]],
    [`companyIds=${A},nope`, [A]],
  ])("reads the organisations of %s", (text, ids) => {
    expect(pageQuery(text)).toMatchObject({ filter: { organisationIds: ids } });
  });

  it.each([
    "companyIds=nope&farmId=1&status=done&signoff=yes&season=-1&page=1.5&size=30",
    "status=%00&season=99999&page=99999999999999999999&size=1e3&farmId=%00",
  ])("ignores values it cannot use: %s", (text) => {
    expect(pageQuery(text)).toEqual({ filter: { season: 26 }, page: 0, size: 20, orgQuery: "" });
  });

  it("refuses a name search with a NUL, naming it", () => {
    expect(pageQuery("orgQuery=Bo%00")).toMatch(/^The address's 'orgQuery' parameter cannot/);
  });
});

describe("apiFieldQuery (the API: a bad parameter is a 400 naming it)", () => {
  it("reads the defaults and the filters", () => {
    expect(apiQuery("")).toEqual({ filter: { season: 26 }, page: 0, limit: 20 });
    expect(apiQuery("status=&signoff=")).toEqual({ filter: { season: 26 }, page: 0, limit: 20 });
    expect(apiQuery(`companyIds=${A},${B}&signoff=passed&page=2&limit=100&season=25`)).toEqual({
      filter: { season: 25, organisationIds: [A, B], signoff: "passed" },
      page: 2,
      limit: 100,
    });
  });

  it.each([
    ["companyIds=nope", "companyIds"],
    [`companyIds=${A}&companyIds=1`, "companyIds"],
    ["page=-1", "page"],
    ["limit=0", "limit"],
    ["limit=1001", "limit"],
    ["farmId=x", "farmId"],
    ["farmId=%00", "farmId"],
    ["status=GONE", "status"],
    ["signoff=maybe", "signoff"],
    ["season=1.5", "season"],
    ["season=200", "season"],
    ["season=%00", "season"],
  ])("%s names %s", (text, name) => {
    expect(apiQuery(text)).toMatch(new RegExp(`^The address's '${name}' parameter `));
  });
});

describe("fieldRecordsQuery", () => {
  it("reads the filters and the field shown, leaving out what it cannot use", () => {
    expect(
      parseQuery(
        search(`companyIds=${A},x&status=COMPLETE&signoff=passed&fieldId=${B}&page=2&size=50`),
        fieldRecordsQuery,
      ),
    ).toEqual({
      companyIds: [A],
      status: "COMPLETE",
      signoff: "passed",
      fieldId: B,
      page: 2,
      size: 50,
    });
    expect(parseQuery(search("status=%00&fieldId=%00&size=7"), fieldRecordsQuery)).toEqual({
      companyIds: undefined,
      status: undefined,
      signoff: undefined,
      fieldId: undefined,
      page: 0,
      size: 20,
    });
  });
});

describe("the auto signoff calls' queries", () => {
  it("read ids and name a parameter that is not one", () => {
    expect(parseQuery(search(`companyId=${A.toUpperCase()}`), boundaryAssignQuery)).toEqual({
      companyId: A,
    });
    expect(parseQuery(search("layerId=x"), wetlandRunQuery)).toBe(
      "The address's 'layerId' parameter must be an id (a UUID).",
    );
    // A parameter the call does not read is ignored.
    expect(parseQuery(search("layerId=x"), boundaryAssignQuery)).toEqual({ companyId: undefined });
  });
});

describe("the field records page's posts", () => {
  const body = (pairs: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(pairs)) form.append(name, value);
    return form;
  };

  it("read the intent and what the form is about from the body", () => {
    expect(
      parsePostFields(
        body({ intent: "signoff", fieldId: A.toUpperCase(), criterion: "wetland", reason: "x" }),
        fieldRecordsPost,
      ),
    ).toEqual({
      intent: "signoff",
      criterion: "wetland",
      fieldId: A,
      companyId: undefined,
      boundaryId: undefined,
      layerId: undefined,
    });
    expect(
      parsePostFields(
        body({ intent: "title-deed", companyId: A, boundaryId: B }),
        fieldRecordsPost,
      ),
    ).toMatchObject({ intent: "title-deed", companyId: A, boundaryId: B });
  });

  it("name the field at fault: an unknown form, an id that is not one", () => {
    expect(parsePostFields(body({ intent: "delete-everything" }), fieldRecordsPost)).toMatch(
      /^The form's 'intent' field must be one of: signoff, bulk/,
    );
    expect(parsePostFields(body({ intent: "title-deed", boundaryId: "x" }), fieldRecordsPost)).toBe(
      "The form's 'boundaryId' field must be an id (a UUID).",
    );
  });
});
