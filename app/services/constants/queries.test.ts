import { describe, expect, it } from "vitest";
import { parsePostFields, parseQuery } from "~/services/kit/query";
import {
  calcSetupPost,
  constantsPageQuery,
  constantTypesApiQuery,
  constantVersionApiQuery,
} from "./queries";

const search = (text: string) => new URLSearchParams(text);

/** A urlencoded body as the action reads it. */
const formOf = (body: string) => {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  return form;
};

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

  it("knows the calculation setup's forms and the organisation a move names", () => {
    expect(parsePostFields(formOf("intent=moveAll"), calcSetupPost)).toEqual({ intent: "moveAll" });
    expect(parsePostFields(formOf("intent=move&companyId=nope"), calcSetupPost)).toBe(
      "The form's 'companyId' field must be an id (a UUID).",
    );
    expect(parsePostFields(formOf("intent=explode"), calcSetupPost)).toBe(
      "The form's 'intent' field must be one of: move, moveAll.",
    );
  });
});
