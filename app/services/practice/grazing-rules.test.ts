// spec §3 'Grazing event'; issue 15: 'checks that the dates lie in the season, the fields are the
// organisation's, and a herd is not on two fields beyond 24 h a day' (decision 0074).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateOfDay, dayNumber } from "./calculations";
import {
  firstOverfullDay,
  grazingEventProblems,
  outsideSeasonMessage,
  type GrazingContext,
  type GrazingEventDraft,
  type OtherGrazingEvent,
} from "./grazing-rules";

const context: GrazingContext = {
  season: 26,
  organisationFieldIds: new Set(["f1", "f2", "f3"]),
  otherEventsOfHerd: [],
};

const good: GrazingEventDraft = {
  fieldIds: ["f1", "f2"],
  startDate: "2026-08-01",
  endDate: "2026-08-10",
  hoursOnField: 12,
  herdId: "h1",
};

const SEASON_26 = "The grazing must fall within the 2026/2027 season: 1 July 2026 to 30 June 2027.";

describe("grazingEventProblems", () => {
  it("accepts an event on the organisation's fields inside the season", () =>
    expect(grazingEventProblems(good, context)).toEqual([]));

  it("accepts the field ids as a list as well as a set", () =>
    expect(grazingEventProblems(good, { ...context, organisationFieldIds: ["f1", "f2"] })).toEqual(
      [],
    ));

  it.each<[string, Partial<GrazingEventDraft>, { field: string; message: string }[]]>([
    ["no field", { fieldIds: [] }, [{ field: "fieldIds", message: "Choose at least one field." }]],
    [
      "a field of another organisation",
      { fieldIds: ["f1", "theirs"] },
      [
        {
          field: "fieldIds",
          message: "Choose only fields of your organisation; one of the chosen fields is not one.",
        },
      ],
    ],
    [
      "an end before the start",
      { startDate: "2026-08-10", endDate: "2026-08-01" },
      [{ field: "endDate", message: "The end date must be on or after the start date." }],
    ],
    ["one day is fine", { startDate: "2026-08-10", endDate: "2026-08-10" }, []],
    [
      "the season's first and last days are in it",
      { startDate: "2026-07-01", endDate: "2027-06-30" },
      [],
    ],
    [
      "a start before 1 July",
      { startDate: "2026-06-30" },
      [{ field: "startDate", message: SEASON_26 }],
    ],
    ["an end after 30 June", { endDate: "2027-07-01" }, [{ field: "endDate", message: SEASON_26 }]],
    [
      "both dates in another season",
      { startDate: "2025-08-01", endDate: "2025-08-02" },
      [
        { field: "startDate", message: SEASON_26 },
        { field: "endDate", message: SEASON_26 },
      ],
    ],
    [
      "no dates",
      { startDate: "", endDate: null },
      [
        { field: "startDate", message: "Give the date the grazing starts." },
        { field: "endDate", message: "Give the date the grazing ends." },
      ],
    ],
    [
      "a date that does not exist",
      { endDate: "2026-09-31" },
      [{ field: "endDate", message: "Give a real date, such as 2026-08-31." }],
    ],
    [
      "0 hours",
      { hoursOnField: 0 },
      [
        {
          field: "hoursOnField",
          message: "Give the hours on the field each day: more than 0 and at most 24.",
        },
      ],
    ],
    [
      "more than 24 hours",
      { hoursOnField: 24.5 },
      [
        {
          field: "hoursOnField",
          message: "Give the hours on the field each day: more than 0 and at most 24.",
        },
      ],
    ],
    ["24 hours is a whole day", { hoursOnField: 24 }, []],
    [
      "no hours",
      { hoursOnField: null },
      [
        {
          field: "hoursOnField",
          message: "Give the hours on the field each day: more than 0 and at most 24.",
        },
      ],
    ],
    ["no herd", { herdId: "" }, [{ field: "herdId", message: "Choose a herd." }]],
  ])("%s", (_name, change, problems) =>
    expect(grazingEventProblems({ ...good, ...change }, context)).toEqual(problems),
  );

  it("names the season of the context", () =>
    expect(outsideSeasonMessage(23)).toBe(
      "The grazing must fall within the 2023/2024 season: 1 July 2023 to 30 June 2024.",
    ));
});

describe("a herd is not on fields beyond 24 hours a day", () => {
  const other = (
    id: string,
    startDate: string,
    endDate: string,
    hoursOnField: number,
  ): OtherGrazingEvent => ({ id, startDate, endDate, hoursOnField, fieldIds: ["f3"] });

  it("names the first day over and the total", () =>
    expect(
      grazingEventProblems(
        { ...good, hoursOnField: 12 },
        {
          ...context,
          otherEventsOfHerd: [
            other("a", "2026-08-03", "2026-08-04", 18),
            other("b", "2026-08-06", "2026-08-06", 20),
          ],
        },
      ),
    ).toEqual([
      {
        field: "hoursOnField",
        message: "This herd would be on fields for 30 hours on 3 August 2026; a day has 24.",
      },
    ]));

  it("adds up several other events on the same day", () =>
    expect(
      firstOverfullDay({ startDate: "2026-08-01", endDate: "2026-08-10", hoursOnField: 8 }, [
        other("a", "2026-08-01", "2026-08-05", 8),
        other("b", "2026-08-05", "2026-08-09", 8.5),
      ]),
    ).toEqual({ date: "2026-08-05", hours: 24.5 }));

  it("allows exactly 24 hours, even when the hours are not whole (12.2 + 11.8)", () =>
    expect(
      grazingEventProblems(
        { ...good, hoursOnField: 12.2 },
        { ...context, otherEventsOfHerd: [other("a", "2026-08-01", "2026-08-10", 11.8)] },
      ),
    ).toEqual([]));

  it("counts an event's hours once a day however many fields it covers", () =>
    expect(
      grazingEventProblems({ ...good, fieldIds: ["f1", "f2", "f3"], hoursOnField: 24 }, context),
    ).toEqual([]));

  it("ignores other events on days this one does not cover", () =>
    expect(
      grazingEventProblems(good, {
        ...context,
        otherEventsOfHerd: [
          other("a", "2026-07-01", "2026-07-31", 24),
          other("b", "2026-08-11", "2026-08-20", 24),
        ],
      }),
    ).toEqual([]));

  it("does not compare a changed event with its stored self", () =>
    expect(
      grazingEventProblems(
        { ...good, id: "self", hoursOnField: 20 },
        { ...context, otherEventsOfHerd: [other("self", "2026-08-01", "2026-08-10", 12)] },
      ),
    ).toEqual([]));

  // Events of a herd in August 2026, as day numbers; the reference counts each day by brute force.
  const first = dayNumber("2026-08-01") ?? 0;
  const event = fc.record({
    start: fc.integer({ min: 0, max: 30 }),
    length: fc.integer({ min: 0, max: 10 }),
    hours: fc.integer({ min: 1, max: 96 }).map((quarters) => quarters / 4),
  });

  function dailyHours(events: { start: number; length: number; hours: number }[]) {
    const hours = new Map<number, number>();
    for (const e of events) {
      for (let day = e.start; day <= e.start + e.length; day += 1) {
        hours.set(day, (hours.get(day) ?? 0) + e.hours);
      }
    }
    return hours;
  }

  const toOther = (e: { start: number; length: number; hours: number }, index: number) =>
    other(`o${index}`, dateOfDay(first + e.start), dateOfDay(first + e.start + e.length), e.hours);

  it("finds the first day over 24 hours whatever the events", () =>
    fc.assert(
      fc.property(event, fc.array(event, { maxLength: 8 }), (candidate, others) => {
        const hours = dailyHours([candidate, ...others]);
        let expected: { date: string; hours: number } | null = null;
        for (let day = candidate.start; day <= candidate.start + candidate.length; day += 1) {
          const total = hours.get(day) ?? 0;
          if (total > 24) {
            expected = { date: dateOfDay(first + day), hours: total };
            break;
          }
        }
        const found = firstOverfullDay(
          {
            startDate: dateOfDay(first + candidate.start),
            endDate: dateOfDay(first + candidate.start + candidate.length),
            hoursOnField: candidate.hours,
          },
          others.map(toOther),
        );
        expect(found).toEqual(expected);
      }),
    ));

  it("never lets a day exceed 24 hours undetected when an event's hours are split across two", () =>
    fc.assert(
      fc.property(
        event,
        fc.integer({ min: 1, max: 95 }),
        fc.array(event, { maxLength: 6 }),
        (whole, splitQuarters, others) => {
          // The herd's hours split into two events over the same days.
          const firstPart = Math.min(splitQuarters / 4, whole.hours);
          const parts = [
            { ...whole, hours: firstPart },
            { ...whole, hours: whole.hours - firstPart },
          ].filter((part) => part.hours > 0);
          const [part, ...rest] = parts;
          if (!part) return;
          const stored = [...rest, ...others].map(toOther);
          const problems = grazingEventProblems(
            {
              fieldIds: ["f1"],
              startDate: dateOfDay(first + part.start),
              endDate: dateOfDay(first + part.start + part.length),
              hoursOnField: part.hours,
              herdId: "h1",
            },
            { ...context, otherEventsOfHerd: stored },
          );
          const hours = dailyHours([...parts, ...others]);
          let over = false;
          for (let day = part.start; day <= part.start + part.length; day += 1) {
            if ((hours.get(day) ?? 0) > 24) over = true;
          }
          const flagged = problems.some((p) =>
            p.message.startsWith("This herd would be on fields"),
          );
          expect(flagged).toBe(over);
        },
      ),
    ));
});
