import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  BRAND_PALETTE,
  CHART_COLOURS,
  formatCurrency,
  formatDate,
  formatDateShort,
  formatDateTime,
  formatNumber,
  formatPickerDate,
  MEDIA,
  round,
  seasonLabel,
  seasonOffset,
} from "./format";

const NBSP = "\u00a0";

describe("round (spec §9 'Number formatting rounds to 2 decimals by default')", () => {
  it.each([
    [1.234, undefined, 1.23],
    [1.235, undefined, 1.24],
    [1.005, undefined, 1.01], // the decimal as written, not the binary float 1.00499…
    [2.5, 0, 3],
    [-2.5, 0, -3], // halves away from zero, as Intl rounds
    [-2.345, 2, -2.35],
    [1234.5678, 1, 1234.6],
    [12, 2, 12],
    [0.1 + 0.2, 2, 0.3],
    [1e-7, 2, 0],
    [1e21, 2, 1e21],
    ["3.14159", 3, 3.142], // a numeric string is a number
  ] as const)("round(%s, %s) is %s", (value, decimals, expected) => {
    expect(round(value, decimals)).toBe(expected);
  });

  it("turns negative zero into 0", () => {
    expect(Object.is(round(-0), 0)).toBe(true);
    expect(Object.is(round(-0.001), 0)).toBe(true);
    expect(Object.is(round(-0.4, 0), 0)).toBe(true);
  });

  it.each([null, undefined, "", "  ", "abc", "12abc", NaN, Infinity, -Infinity, {}, [], true])(
    "gives 0 for the non-numeric value %j",
    (value) => expect(round(value)).toBe(0),
  );
});

describe("formatNumber (rounds to 2 by default, en-ZA grouping)", () => {
  it.each([
    [1234567.891, undefined, `1${NBSP}234${NBSP}567.89`],
    [1234.5, undefined, `1${NBSP}234.5`],
    [999, undefined, "999"],
    [1000, undefined, `1${NBSP}000`],
    [-1234.567, undefined, `-1${NBSP}234.57`],
    [0.125, 1, "0.1"],
    [-0.001, undefined, "0"],
    ["abc", undefined, "0"],
  ] as const)("formatNumber(%s, %s) is %j", (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it("groups digits the way Intl's en-ZA does", () => {
    const intl = new Intl.NumberFormat("en-ZA", { maximumFractionDigits: 0 });
    for (const n of [7, 12345, 1234567, 987654321]) {
      expect(formatNumber(n)).toBe(intl.format(n).replace(/[\u202f\u00a0 ]/g, NBSP));
    }
  });
});

describe("formatCurrency (spec §9 \"Currency prefix 'R' with a configurable number of decimals\")", () => {
  it.each([
    [1234.5, undefined, `R1${NBSP}234.50`],
    [1234.5, 0, `R1${NBSP}235`],
    [0.5, 3, "R0.500"],
    [1000000, 2, `R1${NBSP}000${NBSP}000.00`],
    [-20, undefined, "-R20.00"],
    [-0.004, undefined, "R0.00"],
    [null, undefined, "R0.00"],
  ] as const)("formatCurrency(%s, %s) is %j", (value, decimals, expected) => {
    expect(formatCurrency(value, decimals)).toBe(expected);
  });
});

describe("dates (spec §9: 'day month year' in en-ZA, short 'day Mon 'yy', date-time adds hh:mm)", () => {
  // 22:30 UTC on 5 September is 00:30 on 6 September in South Africa (UTC+2, no DST).
  const lateEvening = new Date("2024-09-05T22:30:00Z");

  it("shows the South African calendar date, whatever the machine's time zone", () => {
    expect(formatDate(lateEvening)).toBe("6 September 2024");
    expect(formatDate("2024-01-31T12:00:00+02:00")).toBe("31 January 2024");
    expect(formatDate(Date.UTC(2023, 11, 31, 21, 59))).toBe("31 December 2023");
    expect(formatDate(Date.UTC(2023, 11, 31, 22, 0))).toBe("1 January 2024");
  });

  it("writes the short form with a three-letter month and a two-digit year", () => {
    expect(formatDateShort(lateEvening)).toBe("6 Sep '24");
    expect(formatDateShort("2009-05-01T10:00:00Z")).toBe("1 May '09");
  });

  it("adds hh:mm in 24-hour SAST for the date-time form", () => {
    expect(formatDateTime(lateEvening)).toBe("6 September 2024 00:30");
    expect(formatDateTime("2024-03-01T12:05:00Z")).toBe("1 March 2024 14:05");
    expect(formatDateTime("2024-03-01T21:59:00Z")).toBe("1 March 2024 23:59");
    expect(formatDateTime("2024-03-01T22:00:00Z")).toBe("2 March 2024 00:00");
  });

  it.each([null, undefined, "", "not a date", new Date(NaN)])(
    "shows a dash for the missing date %j (spec §9 'Missing dates show a dash')",
    (value) => {
      expect(formatDate(value)).toBe("-");
      expect(formatDateShort(value)).toBe("-");
      expect(formatDateTime(value)).toBe("-");
      expect(formatPickerDate(value)).toBe("-");
    },
  );

  it("shows the date picker's default with a long month, numeric day and year", () => {
    expect(formatPickerDate("2025-02-03T08:00:00Z")).toBe("3 February 2025");
  });
});

describe("seasonLabel (spec §9 'year/next-year, with an optional season suffix, based on a 2000 offset')", () => {
  it.each([
    [23, undefined, "2023/2024"],
    [0, undefined, "2000/2001"],
    [-1, undefined, "1999/2000"],
    [99, undefined, "2099/2100"],
    [17, "Summer", "2017/2018 Summer"],
    [24, "  Winter ", "2024/2025 Winter"],
    [24, "", "2024/2025"],
    [24, null, "2024/2025"],
    ["18", undefined, "2018/2019"],
  ] as const)("seasonLabel(%j, %j) is %j", (offset, suffix, expected) => {
    expect(seasonLabel(offset, suffix)).toBe(expected);
  });

  it.each([null, undefined, "", "x", 1.5, NaN])("shows a dash for the season %j", (offset) =>
    expect(seasonLabel(offset)).toBe("-"),
  );

  it("stores a season as years since 2000", () => {
    expect(seasonOffset(2018)).toBe(18);
    expect(seasonLabel(seasonOffset(2018))).toBe("2018/2019");
  });
});

describe("constants (spec §9 'General')", () => {
  it("has the breakpoints mobile 750 and tablet 900", () => {
    expect(MEDIA.mobile).toBe("(max-width: 749.98px)");
  });

  it("has eight distinct chart colours, the same as kit.css's --chart-1…8", () => {
    expect(CHART_COLOURS).toHaveLength(8);
    expect(new Set(CHART_COLOURS).size).toBe(8);
    const css = fs.readFileSync("app/styles/kit.css", "utf8");
    CHART_COLOURS.forEach((colour, i) => {
      expect(css).toMatch(new RegExp(`--chart-${i + 1}:\\s*${colour};`, "i"));
    });
  });

  it("has the brand palette of app.css's variables", () => {
    const css = fs.readFileSync("app/styles/app.css", "utf8");
    for (const [name, colour] of Object.entries(BRAND_PALETTE)) {
      const variable = name
        .replace(/([a-z])(\d)/, "$1-$2")
        .replace(/[A-Z]/g, "-$&")
        .toLowerCase();
      expect(css, `--${variable}`).toMatch(new RegExp(`--${variable}:\\s*${colour};`, "i"));
    }
  });
});
