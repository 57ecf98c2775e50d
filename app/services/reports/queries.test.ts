import { describe, expect, it } from "vitest";
import { parsePostFields, parseQuery } from "~/services/kit/query";
import {
  adminReportsApiQuery,
  companyIdsOf,
  reportsPageQuery,
  reportsPost,
  summaryFilesPost,
} from "./queries";

const ORG = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";
const OTHER = "0b6f7c9e-1d2a-4b3c-8d4e-5f6a7b8c9d0e";
const search = (text: string) => new URLSearchParams(text);

/** A urlencoded body as the action reads it. */
const formOf = (body: string) => {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  return form;
};

describe("GET /api/v2/admin/reports's query", () => {
  it("reads organisations (one, repeated or comma-separated), a kind, a page and a limit", () => {
    const query = parseQuery(
      search(`companyIds=${ORG},${OTHER.toUpperCase()}&companyId=${ORG}&kind=ndvi&page=2&limit=10`),
      adminReportsApiQuery,
    );
    if (typeof query === "string") throw new Error(query);
    expect(companyIdsOf(query)).toEqual([ORG, OTHER]);
    expect(query).toMatchObject({ kind: "ndvi", page: 2, limit: 10 });
    expect(parseQuery(search(""), adminReportsApiQuery)).toEqual({ page: 0, limit: 50 });
  });

  it.each([
    ["companyIds=1;DROP", "companyIds"],
    ["companyIds=%00", "companyIds"],
    ["companyId=not-a-uuid", "companyId"],
    ["kind=invoice", "kind"],
    ["page=-1", "page"],
    ["limit=1000", "limit"],
    ["limit=0", "limit"],
  ])("refuses %s, naming the parameter", (text, name) => {
    expect(parseQuery(search(text), adminReportsApiQuery)).toMatch(
      new RegExp(`^The address's '${name}' parameter`),
    );
  });
});

describe("the report pages' query", () => {
  it("reads the organisation, the kind, the page, the size and the removal dialog", () => {
    expect(
      parseQuery(
        search(`companyId=${ORG}&kind=summary&page=1&size=10&dialog=remove-report&report=${OTHER}`),
        reportsPageQuery,
      ),
    ).toEqual({
      companyId: ORG,
      kind: "summary",
      page: 1,
      size: 10,
      dialog: ["remove-report"],
      report: OTHER,
    });
  });

  it("shows every kind for an unknown one and the default size for one not offered", () => {
    expect(parseQuery(search("kind=invoice&size=7"), reportsPageQuery)).toEqual({
      kind: undefined,
      page: 0,
      size: 20,
    });
  });

  it.each([
    ["companyId=x%00", "companyId"],
    ["report=%00..%2F", "report"],
    ["page=1.5", "page"],
  ])("refuses %s, naming the parameter", (text, name) => {
    expect(parseQuery(search(text), reportsPageQuery)).toMatch(`'${name}'`);
  });

  it("knows the posts' forms and their report, and refuses another form or a bad id", () => {
    expect(parsePostFields(formOf(`intent=remove&reportId=${ORG}`), reportsPost)).toEqual({
      intent: "remove",
      reportId: ORG,
    });
    expect(parsePostFields(formOf("intent=nothing"), reportsPost)).toBe(
      "The form's 'intent' field must be one of: upload, remove.",
    );
    expect(parsePostFields(formOf("intent=remove&reportId=..%2F"), reportsPost)).toBe(
      "The form's 'reportId' field must be an id (a UUID).",
    );
  });

  it("knows the summary files page's generate form too, and only there", () => {
    expect(parsePostFields(formOf("intent=generate&kind=fields"), summaryFilesPost)).toEqual({
      intent: "generate",
    });
    expect(parsePostFields(formOf("intent=generate"), reportsPost)).toMatch("'intent'");
  });
});
