// The farm-data query strings (issue 28): the season kind of the calls, which refuses what is
// not a season naming the parameter, and the pages' parameters, which fall back instead.
import { describe, expect, it } from "vitest";
import { parsePostFields, parseQuery } from "~/services/kit/query";
import {
  analysisQuery,
  correctionsQuery,
  grazingUnitsQuery,
  offeredSeason,
  planActionsQuery,
  fertiliserPost,
  grazingPost,
  herdsPost,
  practicePageQuery,
  seasonQuery,
} from "./queries";

const search = (text: string) => new URLSearchParams(text);
const ID = "2A7F2C4E-0D3B-4C0A-9D61-6F0B8E1C2D3E";

describe("seasonQuery (the calls' ?season=)", () => {
  it.each([
    ["", undefined],
    ["season=", undefined],
    ["season=%2025%20", 25],
    ["season=0", 0],
    ["season=199", 199],
  ])("%s reads %s", (text, season) => {
    expect(parseQuery(search(text), seasonQuery)).toEqual({ season });
  });

  it.each(["season=abc", "season=1.5", "season=-1", "season=200", "season=%00", "season=2%0A6"])(
    "refuses %s naming the parameter",
    (text) => {
      expect(parseQuery(search(text), seasonQuery)).toBe(
        "The address's 'season' parameter must be a whole number from 0 to 199: the season's start year − 2000, e.g. 26 for 2026/2027.",
      );
    },
  );
});

describe("offeredSeason", () => {
  const seasons = { offered: [23, 24, 25, 26], first: 26 };
  it("is the first season when none is asked, the season asked when offered", () => {
    expect(offeredSeason(undefined, seasons)).toBe(26);
    expect(offeredSeason(24, seasons)).toBe(24);
  });
  it("names the seasons offered otherwise", () => {
    expect(offeredSeason(29, seasons)).toMatch(
      /^The address's 'season' parameter must be one of 23, 24, 25, 26 /,
    );
  });
});

describe("practicePageQuery (never refused: the page shows its default)", () => {
  it("reads the season and the open field", () => {
    expect(parseQuery(search(`season=24&field=${ID}`), practicePageQuery)).toEqual({
      season: 24,
      field: ID.toLowerCase(),
    });
  });
  it.each(["season=25.5&field=abc", "season=abc&field=%00", "season=99999", "season=%00"])(
    "leaves out what it cannot use: %s",
    (text) => {
      expect(parseQuery(search(text), practicePageQuery)).toEqual({
        season: undefined,
        field: undefined,
      });
    },
  );
});

describe("analysisQuery and correctionsQuery", () => {
  it("reads the organisation, a season from -10 to 99 and the mode", () => {
    expect(parseQuery(search(`companyId=${ID}&season=-2&mode=eLSU`), analysisQuery)).toEqual({
      companyId: ID,
      season: -2,
      mode: "eLSU",
    });
    expect(parseQuery(search("season=100&mode=elsu"), analysisQuery)).toEqual({
      companyId: undefined,
      season: undefined,
      mode: "LSU",
    });
  });
  it("refuses a companyId or override with a NUL, naming it", () => {
    expect(parseQuery(search("companyId=%00"), analysisQuery)).toMatch(
      /^The address's 'companyId' parameter cannot hold control characters/,
    );
    expect(parseQuery(search("override=grazing%00"), correctionsQuery)).toMatch(
      /^The address's 'override' parameter cannot hold control characters/,
    );
  });
  it("reads the grazing units, LSU unless eLSU", () => {
    expect(parseQuery(search("units=eLSU"), grazingUnitsQuery)).toEqual({ units: "eLSU" });
    expect(parseQuery(search("units=%00"), grazingUnitsQuery)).toEqual({ units: "LSU" });
  });
});

/** A urlencoded body as the action reads it. */
const formOf = (body: string) => {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  return form;
};

describe("the practice data tabs' posts (intent and the record's id in the body)", () => {
  it("reads the form and the id of what it changes", () => {
    expect(parsePostFields(formOf(`intent=edit-event&eventId=${ID}`), grazingPost)).toEqual({
      intent: "edit-event",
      eventId: ID.toLowerCase(),
    });
    expect(parsePostFields(formOf(`intent=save-fertiliser&fieldId=${ID}`), fertiliserPost)).toEqual(
      { intent: "save-fertiliser", fieldId: ID.toLowerCase() },
    );
    // The line-item editor's button comes after the form's own hidden intent.
    expect(
      parsePostFields(formOf("intent=save-herds&intent=add-line-item:herds"), herdsPost),
    ).toEqual({ intent: "save-herds" });
  });

  it.each([
    ["intent=%00", "intent", "must be one of: add-event, edit-event, delete-event."],
    ["intent=add-event&eventId=abc", "eventId", "must be an id (a UUID)."],
  ])("refuses %s naming the field", (text, name, message) => {
    expect(parsePostFields(formOf(text), grazingPost)).toBe(
      `The form's '${name}' field ${message}`,
    );
  });

  it("refuses a fieldId that is not an id", () => {
    expect(parsePostFields(formOf("intent=save-fertiliser&fieldId=%00"), fertiliserPost)).toBe(
      "The form's 'fieldId' field must be an id (a UUID).",
    );
  });
});

describe("planActionsQuery (GET …/implementationPlan/actions)", () => {
  it("reads one field's id, or none", () => {
    expect(parseQuery(search(`fieldId=${ID}`), planActionsQuery)).toEqual({
      fieldId: ID.toLowerCase(),
    });
    expect(parseQuery(search("fieldId="), planActionsQuery)).toEqual({});
  });

  it("refuses what is not an id naming the parameter", () => {
    expect(parseQuery(search("fieldId=%00"), planActionsQuery)).toBe(
      "The address's 'fieldId' parameter must be an id (a UUID).",
    );
  });
});
