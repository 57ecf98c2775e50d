// Seasons run 1 July to 30 June on South Africa's clock and are stored as years since 2000
// (spec §9 'Season label: year/next-year, with an optional season suffix, based on a 2000
// offset'; decision 0070).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  currentSeason,
  seasonEnd,
  seasonFromYear,
  seasonLabel,
  seasonOf,
  seasonStart,
  seasonYear,
} from "./seasons";

describe("the season an instant falls in, on South Africa's clock (UTC+2)", () => {
  it.each([
    [
      "2026-06-30T21:59:59.999Z",
      25,
      "30 June 2026 23:59:59.999 SAST is the last moment of 2025/2026",
    ],
    [
      "2026-06-30T22:00:00.000Z",
      26,
      "1 July 2026 00:00 SAST starts 2026/2027, though UTC still says 30 June",
    ],
    ["2026-11-25T04:15:00.000Z", 26, "November is in the season that started in July"],
    ["2027-01-01T00:00:00.000Z", 26, "January belongs to the season that started the July before"],
    ["2027-06-30T21:59:59.999Z", 26, "30 June 2027 ends 2026/2027"],
    ["2027-06-30T22:00:00.000Z", 27, "and 1 July 2027 starts 2027/2028"],
    ["1999-12-31T12:00:00.000Z", -1, "a season before 2000 is negative"],
  ])("%s is season %i: %s", (iso, season) => expect(seasonOf(new Date(iso))).toBe(season));

  it("reads a timestamp in milliseconds too", () =>
    expect(seasonOf(Date.parse("2026-07-01T10:00:00Z"))).toBe(26));

  it("refuses an invalid date", () =>
    expect(() => seasonOf(new Date("nonsense"))).toThrow(RangeError));

  it("takes the current season from the clock it is given", () => {
    expect(currentSeason(new Date("2026-11-25T04:15:00Z"))).toBe(26);
    expect(currentSeason()).toBe(seasonOf(new Date()));
  });

  it("stores a season as its starting year minus 2000", () => {
    expect(seasonYear(26)).toBe(2026);
    expect(seasonFromYear(2026)).toBe(26);
  });

  it("starts a season at 1 July 00:00 SAST and ends it at the next one", () => {
    expect(seasonStart(26).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(seasonEnd(26).toISOString()).toBe("2027-06-30T22:00:00.000Z");
  });

  it("puts any instant inside the season seasonOf names", () =>
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1990-01-01T00:00:00Z"),
          max: new Date("2100-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        (date) => {
          const season = seasonOf(date);
          expect(seasonStart(season).getTime()).toBeLessThanOrEqual(date.getTime());
          expect(date.getTime()).toBeLessThan(seasonEnd(season).getTime());
        },
      ),
    ));

  it("names the season at its first and last millisecond", () =>
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 99 }), (season) => {
        expect(seasonOf(seasonStart(season))).toBe(season);
        expect(seasonOf(seasonEnd(season).getTime() - 1)).toBe(season);
      }),
    ));
});

describe("spec §9 'Season label: year/next-year, with an optional season suffix'", () => {
  it.each([
    [26, undefined, "2026/2027"],
    [17, undefined, "2017/2018"],
    [26, "Summer", "2026/2027 Summer"],
    [26, "  Winter ", "2026/2027 Winter"],
    [26, "", "2026/2027"],
    [26, null, "2026/2027"],
    [1.5, undefined, "-"],
  ] as const)("season %j with suffix %j is %j", (season, suffix, label) =>
    expect(seasonLabel(season, suffix)).toBe(label),
  );

  it("labels the season an instant falls in with that instant's years", () =>
    expect(seasonLabel(seasonOf(new Date("2027-03-01T00:00:00Z")))).toBe("2026/2027"));
});
