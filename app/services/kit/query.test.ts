import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SINGLE_LINE_PATTERN } from "~/shared/text";
import { parseQuery, q, queryParameterNames, querySchema, readQuery } from "./query";

const search = (text: string) => new URLSearchParams(text);

describe("query schemas", () => {
  const schema = querySchema({
    q: q.text({ max: 10 }),
    companyId: q.id(),
    companyIds: q.ids(),
    page: q.int({ min: 1, max: 100, fallback: 1 }),
    tab: q.choice(["fields", "herds"], "fields"),
    order: q.choice(["asc", "desc"]),
    all: q.flag(),
    from: q.date(),
  });

  it("reads each declared parameter and ignores the rest", () => {
    expect(
      parseQuery(
        search(
          "q=+Karoo+&companyId=2A7F2C4E-0D3B-4C0A-9D61-6F0B8E1C2D3E&page=3&tab=herds&all=1&from=2026-02-28&other=%00",
        ),
        schema,
      ),
    ).toEqual({
      q: "Karoo",
      companyId: "2a7f2c4e-0d3b-4c0a-9d61-6f0b8e1c2d3e",
      page: 3,
      tab: "herds",
      all: true,
      from: "2026-02-28",
    });
  });

  it("gives defaults and fallbacks when parameters are left out, blank or unknown", () => {
    expect(parseQuery(search("q=&tab=nope&page=&order=&from="), schema)).toEqual({
      q: undefined,
      page: 1,
      tab: "fields",
      all: false,
    });
  });

  it("reads lists repeated or comma-separated, without repeats", () => {
    const a = "00000000-0000-4000-8000-000000000001";
    const b = "00000000-0000-4000-8000-000000000002";
    const result = parseQuery(search(`companyIds=${a},${b}&companyIds=${a}`), schema);
    expect(result).toMatchObject({ companyIds: [a, b] });
  });

  it.each([
    ["q=%00", "The address's 'q' parameter cannot hold control characters"],
    ["q=a%0Db", "The address's 'q' parameter cannot hold control characters"],
    ["q=abcdefghijk", "The address's 'q' parameter is too long: at most 10 characters."],
    ["companyId=not-a-uuid", "The address's 'companyId' parameter must be an id (a UUID)."],
    ["companyIds=x,y", "The address's 'companyIds' parameter must list ids (UUIDs)."],
    ["page=-1", "The address's 'page' parameter must be a whole number from 1 to 100."],
    ["page=1.5", "The address's 'page' parameter must be a whole number from 1 to 100."],
    ["page=99999999999999999999", "The address's 'page' parameter must be a whole number"],
    ["order=sideways", "The address's 'order' parameter must be one of: asc, desc."],
    ["from=2026-02-30", "The address's 'from' parameter must be a date written YYYY-MM-DD."],
  ])("refuses %s with a sentence naming the parameter", (text, message) => {
    expect(parseQuery(search(text), schema)).toContain(message);
  });

  it("answers any text value with values or a sentence, never a throw", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }), (value) => {
        const result = parseQuery(
          search(new URLSearchParams({ q: value, page: value }).toString()),
          schema,
        );
        expect(["string", "object"]).toContain(typeof result);
        if (typeof result === "object" && result.q !== undefined) {
          expect(SINGLE_LINE_PATTERN.test(result.q)).toBe(true);
        }
      }),
    );
  });

  it("throws a 400 whose body is the sentence", async () => {
    const thrown = (() => {
      try {
        readQuery(new Request("http://localhost/x?page=0"), schema);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).text()).toBe(
      "The address's 'page' parameter must be a whole number from 1 to 100.",
    );
  });

  it("registers every parameter name for the bad-input suite", () => {
    expect(queryParameterNames()).toEqual(
      expect.arrayContaining([
        "q",
        "companyId",
        "companyIds",
        "page",
        "tab",
        "order",
        "all",
        "from",
      ]),
    );
  });
});

describe("query kinds' types", () => {
  it("give a value, never undefined, when a fallback is named", () => {
    const schema = querySchema({
      size: q.int({ min: 1, max: 9, fallback: 5 }),
      view: q.choice(["map", "list"], "list"),
    });
    const result = parseQuery(search(""), schema);
    if (typeof result === "string") throw new Error(result);
    const size: number = result.size;
    const view: "map" | "list" = result.view;
    expect({ size, view }).toEqual({ size: 5, view: "list" });
  });
});
