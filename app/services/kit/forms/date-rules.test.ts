import { describe, expect, it } from "vitest";
import {
  clampMonth,
  formatPickerDate,
  initialMonth,
  isDayDisabled,
  parseIsoDate,
  toIsoDate,
} from "./date-rules";

const day = (iso: string) => parseIsoDate(iso)!;
const bounds = { minDate: "2025-03-10", maxDate: "2025-06-20" };

describe("spec §5 'Date picker'", () => {
  it.each<[string, boolean]>([
    ["2025-03-09", true],
    ["2025-03-10", false],
    ["2025-05-01", false],
    ["2025-06-20", false],
    ["2025-06-21", true],
  ])("'days before minDate or after maxDate are disabled': %s disabled: %s", (iso, disabled) => {
    expect(isDayDisabled(day(iso), bounds)).toBe(disabled);
  });

  it("with no bounds, no day is disabled", () => {
    expect(isDayDisabled(day("1900-01-01"), {})).toBe(false);
  });

  it.each<[string, string]>([
    ["2025-01-15", "2025-03-01"],
    ["2025-03-31", "2025-03-01"],
    ["2025-04-02", "2025-04-01"],
    ["2025-06-30", "2025-06-01"],
    ["2026-01-01", "2025-06-01"],
  ])("'Month navigation is clamped to those bounds': %s shows %s", (month, shown) => {
    expect(toIsoDate(clampMonth(day(month), bounds))).toBe(shown);
  });

  it("opens on the chosen day's month, else today's, inside the bounds", () => {
    expect(toIsoDate(initialMonth("2025-05-05", bounds))).toBe("2025-05-01");
    expect(toIsoDate(initialMonth(null, bounds, day("2025-04-18")))).toBe("2025-04-01");
    expect(toIsoDate(initialMonth(null, bounds, day("2030-01-01")))).toBe("2025-06-01");
  });
});

describe("dates travel as YYYY-MM-DD", () => {
  it.each(["2025-02-30", "2025-13-01", "31/03/2025", "", "2025-3-1"])("%j is not a day", (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });
  it("a leap day is", () => {
    expect(toIsoDate(day("2024-02-29"))).toBe("2024-02-29");
  });
});

describe("spec §9 'The date picker default shows a long month, numeric day and year'", () => {
  it("in en-ZA order: day, month, year", () => {
    expect(formatPickerDate("2025-03-31")).toBe("31 March 2025");
  });
  it("nothing for no date", () => {
    expect(formatPickerDate(null)).toBe("");
    expect(formatPickerDate("not a date")).toBe("");
  });
});
