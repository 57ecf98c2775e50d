import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import { projectApiQuery, projectFiltersOf, projectPageQuery } from "./queries";

const ADMIN = "11111111-1111-4111-8111-111111111111";
const filters = (text: string) => {
  const values = parseQuery(new URLSearchParams(text), projectPageQuery);
  return typeof values === "string" ? values : projectFiltersOf(values);
};

describe("the project list's query string", () => {
  it("reads step, admin (an id or 'none') and waitsOn; empty means all", () => {
    expect(filters("")).toEqual({ step: null, admin: null, waitsOn: null });
    expect(filters("step=&admin=&waitsOn=")).toEqual({ step: null, admin: null, waitsOn: null });
    expect(filters(`step=CONTRACT&admin=${ADMIN.toUpperCase()}&waitsOn=programme`)).toEqual({
      step: "CONTRACT",
      admin: ADMIN,
      waitsOn: "programme",
    });
    expect(filters("admin=none")).toMatchObject({ admin: "none" });
  });

  it.each([
    ["step=NOPE", "step"],
    ["step=%00", "step"],
    ["admin=1;drop", "admin"],
    ["admin=%00", "admin"],
    ["waitsOn=everyone", "waitsOn"],
  ])("refuses %s with a sentence naming %s", (text, name) => {
    expect(filters(text)).toMatch(new RegExp(`^The address's '${name}' parameter `));
  });

  it("reads the API's limit as a page size offered, else nothing", () => {
    expect(parseQuery(new URLSearchParams("limit=10"), projectApiQuery)).toMatchObject({
      limit: "10",
      page: 0,
    });
    expect(parseQuery(new URLSearchParams("limit=7"), projectApiQuery)).toMatchObject({
      limit: undefined,
    });
  });
});
