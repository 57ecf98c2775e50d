import { describe, expect, it } from "vitest";
import {
  applyNumberInput,
  formatNumberText,
  groupThousands,
  keepDigitsAndPoint,
  numberValueOf,
  parseNumberText,
} from "./number-rules";

describe("spec §5 'Number input: only digits with an optional decimal point are kept'", () => {
  it.each([
    ["1250", "1250"],
    ["12a5b0", "1250"],
    ["R 1 250,00", "125000"],
    ["-12", "12"],
    ["1.2.3", "1.23"],
    ["..5", ".5"],
    ["", ""],
  ])("%j keeps %j", (typed, kept) => {
    expect(keepDigitsAndPoint(typed)).toBe(kept);
  });
});

describe("spec §5 'the value stays a string while it ends with a dot or has a decimal part ending in 0'", () => {
  it.each<[string, number | string | null]>([
    ["12.", "12."],
    ["12.0", "12.0"],
    ["12.50", "12.50"],
    ["12.5", 12.5],
    ["12.05", 12.05],
    ["100", 100],
    ["0", 0],
    // spec §5 'empty becomes null'
    ["", null],
  ])("%j holds %j", (digits, value) => {
    expect(numberValueOf(digits)).toStrictEqual(value);
  });
});

describe("spec §5 'maxValue blocks larger values'", () => {
  it("a change that goes over maxValue is refused", () => {
    expect(applyNumberInput("10001", { maxValue: 10000 })).toBeNull();
  });
  it("maxValue itself is allowed", () => {
    expect(applyNumberInput("10000", { maxValue: 10000 })).toEqual({ text: "10000", value: 10000 });
  });
  it("a decimal just over maxValue is refused", () => {
    expect(applyNumberInput("100.01", { maxValue: 100 })).toBeNull();
  });
  it("clearing the input is always allowed", () => {
    expect(applyNumberInput("", { maxValue: 5 })).toEqual({ text: "", value: null });
  });
});

describe("spec §5 'optional thousands separators are supported'", () => {
  it.each([
    ["1234567", "1,234,567"],
    ["1234567.125", "1,234,567.125"],
    ["999", "999"],
    ["1000.", "1,000."],
  ])("%j shows as %j", (digits, shown) => {
    expect(groupThousands(digits)).toBe(shown);
  });

  it("typing into a grouped input regroups it and keeps the value", () => {
    expect(applyNumberInput("1,2345", { thousandsSeparator: true })).toEqual({
      text: "12,345",
      value: 12345,
    });
  });

  it("a stored number is shown grouped", () => {
    expect(formatNumberText(2500000.5, { thousandsSeparator: true })).toBe("2,500,000.5");
    expect(formatNumberText(null)).toBe("");
  });
});

describe("the server reads posted numbers the same way", () => {
  it.each<[string, number | null]>([
    ["1,234.5", 1234.5],
    ["1 234", 1234],
    ["12.", 12],
    [".5", 0.5],
    ["", null],
    ["  ", null],
  ])("%j → %s", (text, value) => {
    expect(parseNumberText(text)).toBe(value);
  });
  it.each(["12a", "-5", "1.2.3", "."])("%j is not a number", (text) => {
    expect(parseNumberText(text)).toBeNaN();
  });
});
