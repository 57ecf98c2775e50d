// spec §3 'Programme link fields' as Veld reads them (decision 0074).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROGRAMME_LINK_DIRECTIONS, PROGRAMME_TARGETS } from "~/shared/practice";
import { daysInWindow } from "./calculations";
import {
  describeTiming,
  normaliseTiming,
  practiceDate,
  timingProblems,
  type ProgrammeLink,
} from "./timing";

describe("normaliseTiming", () => {
  it("'a value of none means no link': clears the direction and days", () =>
    expect(
      normaliseTiming({
        programmeTarget: "none",
        programmeLinkDirection: "after",
        programmeLinkDays: 14,
        date: "2026-10-01",
      }),
    ).toEqual({
      programmeTarget: "none",
      programmeLinkDirection: null,
      programmeLinkDays: null,
      date: "2026-10-01",
    }));

  it.each(["tandem", "on"] as const)("clears the days when the direction is %s", (direction) =>
    expect(
      normaliseTiming({
        programmeTarget: "planting",
        programmeLinkDirection: direction,
        programmeLinkDays: 14,
        date: null,
      }).programmeLinkDays,
    ).toBeNull(),
  );

  it("keeps the days before or after a target, and turns an empty date into null", () =>
    expect(
      normaliseTiming({
        programmeTarget: "firstRains",
        programmeLinkDirection: "before",
        programmeLinkDays: 7,
        date: "  ",
      }),
    ).toEqual({
      programmeTarget: "firstRains",
      programmeLinkDirection: "before",
      programmeLinkDays: 7,
      date: null,
    }));
});

describe("timingProblems", () => {
  it.each<[string, ProgrammeLink, { field: string; message: string }[]]>([
    [
      "no link needs the practice's own date",
      { programmeTarget: "none", date: null },
      [{ field: "date", message: "Give the date the practice starts." }],
    ],
    ["no link with a date is fine", { programmeTarget: "none", date: "2026-10-01" }, []],
    [
      "no link ignores a left-over direction",
      { programmeTarget: "none", programmeLinkDirection: "before", date: "2026-10-01" },
      [],
    ],
    [
      "a target needs a direction",
      { programmeTarget: "planting", programmeLinkDirection: null },
      [
        {
          field: "programmeLinkDirection",
          message: "Choose whether it is done before, on or after planting.",
        },
      ],
    ],
    [
      "the target's date is optional",
      { programmeTarget: "harvest", programmeLinkDirection: "on" },
      [],
    ],
    [
      "before needs days",
      { programmeTarget: "firstRains", programmeLinkDirection: "before" },
      [{ field: "programmeLinkDays", message: "Give the number of days, from 1 to 365." }],
    ],
    [
      "after needs a whole number of days",
      { programmeTarget: "firstRains", programmeLinkDirection: "after", programmeLinkDays: 2.5 },
      [{ field: "programmeLinkDays", message: "Give the number of days, from 1 to 365." }],
    ],
    [
      "0 days is not before",
      { programmeTarget: "firstRains", programmeLinkDirection: "before", programmeLinkDays: 0 },
      [{ field: "programmeLinkDays", message: "Give the number of days, from 1 to 365." }],
    ],
    [
      "366 days is too many",
      { programmeTarget: "harvest", programmeLinkDirection: "after", programmeLinkDays: 366 },
      [{ field: "programmeLinkDays", message: "Give the number of days, from 1 to 365." }],
    ],
    [
      "365 days is allowed",
      { programmeTarget: "harvest", programmeLinkDirection: "after", programmeLinkDays: 365 },
      [],
    ],
    [
      "a date must be a real date",
      { programmeTarget: "none", date: "2026-02-30" },
      [{ field: "date", message: "Give a real date, such as 2026-10-01." }],
    ],
  ])("%s", (_name, link, problems) => expect(timingProblems(link)).toEqual(problems));
});

describe("practiceDate", () => {
  it.each<[string, ProgrammeLink, number | undefined, string | null]>([
    [
      "its own date without a link",
      { programmeTarget: "none", date: "2026-10-01" },
      undefined,
      "2026-10-01",
    ],
    [
      "the target's date when on it",
      { programmeTarget: "harvest", programmeLinkDirection: "on", date: "2027-03-15" },
      undefined,
      "2027-03-15",
    ],
    [
      "the target's date when in tandem",
      { programmeTarget: "planting", programmeLinkDirection: "tandem", date: "2026-11-15" },
      undefined,
      "2026-11-15",
    ],
    [
      "14 days after, across a month end",
      {
        programmeTarget: "firstRains",
        programmeLinkDirection: "after",
        programmeLinkDays: 14,
        date: "2026-10-25",
      },
      undefined,
      "2026-11-08",
    ],
    [
      "7 days before, across a year end",
      {
        programmeTarget: "harvest",
        programmeLinkDirection: "before",
        programmeLinkDays: 7,
        date: "2027-01-03",
      },
      undefined,
      "2026-12-27",
    ],
    [
      "unknown while the target's date is not known",
      { programmeTarget: "firstRains", programmeLinkDirection: "after", programmeLinkDays: 14 },
      26,
      null,
    ],
    [
      "the start of the season is 1 July of the season",
      { programmeTarget: "seasonStart", programmeLinkDirection: "after", programmeLinkDays: 30 },
      26,
      "2026-07-31",
    ],
    ["nothing for a link with problems", { programmeTarget: "none" }, undefined, null],
  ])("%s", (_name, link, season, expected) => expect(practiceDate(link, season)).toBe(expected));

  it("moves the date by exactly the days before or after", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 365 }),
        fc.constantFrom("before" as const, "after" as const),
        (offset, days, direction) => {
          const date = new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);
          const moved = practiceDate({
            programmeTarget: "planting",
            programmeLinkDirection: direction,
            programmeLinkDays: days,
            date,
          });
          if (!moved) return false;
          const [from, to] = direction === "before" ? [moved, date] : [date, moved];
          return daysInWindow(from, to) === days + 1;
        },
      ),
    ));
});

describe("describeTiming", () => {
  it.each<[ProgrammeLink, string]>([
    [{ programmeTarget: "none", date: "2026-10-01" }, "From 1 October 2026"],
    [{ programmeTarget: "none", date: null }, "No date given"],
    [{ programmeTarget: "planting", programmeLinkDirection: "tandem" }, "Together with planting"],
    [
      { programmeTarget: "planting", programmeLinkDirection: "tandem", date: "2026-11-15" },
      "Together with planting (from 15 November 2026)",
    ],
    [
      { programmeTarget: "harvest", programmeLinkDirection: "on", date: "2027-03-15" },
      "On the day of harvest (15 March 2027)",
    ],
    [
      { programmeTarget: "firstRains", programmeLinkDirection: "after", programmeLinkDays: 14 },
      "14 days after the first rains",
    ],
    [
      { programmeTarget: "firstRains", programmeLinkDirection: "before", programmeLinkDays: 1 },
      "1 day before the first rains",
    ],
    [
      {
        programmeTarget: "firstRains",
        programmeLinkDirection: "after",
        programmeLinkDays: 14,
        date: "2026-10-25",
      },
      "14 days after the first rains (8 November 2026)",
    ],
    [{ programmeTarget: "harvest" }, "Linked to harvest"],
  ])("%j reads '%s'", (link, text) => expect(describeTiming(link)).toBe(text));

  it("describes every combination without throwing or leaving a placeholder", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(...PROGRAMME_TARGETS),
        fc.option(fc.constantFrom(...PROGRAMME_LINK_DIRECTIONS)),
        fc.option(fc.integer({ min: -5, max: 400 })),
        fc.option(fc.constantFrom("2026-10-01", "2027-02-29", "nonsense")),
        (programmeTarget, programmeLinkDirection, programmeLinkDays, date) => {
          const text = describeTiming({
            programmeTarget,
            programmeLinkDirection,
            programmeLinkDays,
            date,
          });
          return text.length > 0 && !/undefined|null|NaN|\{/.test(text);
        },
      ),
    ));
});
