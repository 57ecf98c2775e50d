import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import {
  calcSetupPostQuery,
  constantsPageQuery,
  constantTypesApiQuery,
  constantVersionApiQuery,
} from "./queries";

const search = (text: string) => new URLSearchParams(text);

describe("the constants' queries", () => {
  it("reads a set, or all of them; an unknown set is refused by the API", () => {
    expect(parseQuery(search("type=credits"), constantTypesApiQuery)).toEqual({ type: "credits" });
    expect(parseQuery(search("type="), constantTypesApiQuery)).toEqual({ type: undefined });
    expect(parseQuery(search("type=nope"), constantTypesApiQuery)).toMatch(
      /^The address's 'type' parameter must be one of: livestock, /,
    );
  });

  it("reads a version from 1; blank is the latest", () => {
    expect(parseQuery(search("version=3"), constantVersionApiQuery)).toEqual({ version: 3 });
    expect(parseQuery(search("version="), constantVersionApiQuery)).toEqual({
      version: undefined,
    });
    for (const bad of ["x", "0", "-1", "1.5", "99999999999999"]) {
      expect(parseQuery(search(`version=${bad}`), constantVersionApiQuery)).toMatch("'version'");
    }
  });

  it("reads the page's view and diff, and refuses a NUL in the set's name", () => {
    expect(parseQuery(search("type=credits&view=nope&from=1&to=2"), constantsPageQuery)).toEqual({
      type: "credits",
      view: "values",
      from: 1,
      to: 2,
    });
    expect(parseQuery(search("type=%00"), constantsPageQuery)).toMatch("'type'");
    expect(parseQuery(search("to=abc"), constantsPageQuery)).toMatch("'to'");
  });

  it("knows the calculation setup's forms", () => {
    expect(parseQuery(search("do=moveAll"), calcSetupPostQuery)).toEqual({ do: "moveAll" });
    expect(parseQuery(search("do=move&companyId=nope"), calcSetupPostQuery)).toMatch("'companyId'");
  });
});
