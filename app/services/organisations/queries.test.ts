// The organisation pages' query strings (issue 28): the admin list's search.
import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import { oneCompanyQuery, organisationSearchQuery } from "./queries";

const read = (text: string) => parseQuery(new URLSearchParams(text), organisationSearchQuery);

describe("the admin organisation list's search", () => {
  it("reads the search, trimmed; blank is everyone", () => {
    expect(read("q=+Karoo+Trust+")).toEqual({ q: "Karoo Trust" });
    expect(read("q=")).toEqual({ q: undefined });
    expect(read("")).toEqual({});
  });

  it.each([
    ["q=%00", "The address's 'q' parameter cannot hold control characters"],
    ["q=a%0Ab", "The address's 'q' parameter cannot hold control characters"],
    [`q=${"x".repeat(101)}`, "The address's 'q' parameter is too long: at most 100 characters."],
  ])("refuses %s", (text, message) => {
    expect(read(text)).toMatch(message);
  });
});

describe("an admin list narrowed to one organisation", () => {
  it("reads the id, blank is every organisation; anything else is refused", () => {
    const id = "00000000-0000-4000-8000-000000000001";
    const one = (text: string) => parseQuery(new URLSearchParams(text), oneCompanyQuery);
    expect(one(`companyId=${id}`)).toEqual({ companyId: id });
    expect(one("companyId=")).toEqual({ companyId: undefined });
    expect(one("companyId=boplaas")).toBe(
      "The address's 'companyId' parameter must be an id (a UUID).",
    );
  });
});
