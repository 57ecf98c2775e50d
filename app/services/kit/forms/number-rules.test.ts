import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber, round } from "~/services/kit/format";
import {
  ambiguousCommaMessage,
  applyNumberInput,
  formatNumberText,
  formatNumberValue,
  groupThousands,
  numberTextError,
  numberValueOf,
  readNumberText,
  WHOLE_NUMBER,
} from "./number-rules";

const INVALID = "Enter a number, like 1250 or 12.5.";
const NBSP = "\u00a0";

const value = (text: string, integer = false) => {
  const reading = readNumberText(text, { integer });
  return reading.ok ? reading.value : reading.message;
};

describe("decision 0065: one reading of a typed number, in the browser and on the server", () => {
  it.each<[string, number | null]>([
    // A decimal comma (en-ZA): issue 13's '1,5' ha is 1.5, as '-32,2967' is -32.2967.
    ["1,5", 1.5],
    ["-32,2967", -32.2967],
    ["12,50", 12.5],
    ["0,500", 0.5],
    [",5", 0.5],
    ["12,", 12],
    ["1234,567", 1234.567],
    ["1,2345", 1.2345],
    // A decimal point.
    ["1.5", 1.5],
    ["12.", 12],
    [".5", 0.5],
    ["-28.2519", -28.2519],
    // Spaces, the no-break space (Intl's en-ZA) included, group thousands.
    ["1 500", 1500],
    [`1${NBSP}500`, 1500],
    ["1\u202f234\u202f567", 1234567],
    ["1 234 567", 1234567],
    ["1 234,5", 1234.5],
    [`1${NBSP}234${NBSP}567,89`, 1234567.89],
    ["1 234.5", 1234.5],
    // With spaces grouping the thousands, the comma is the decimal mark (Intl's en-ZA).
    ["1 234,567", 1234.567],
    ["1 500,000", 1500],
    // Commas group thousands when the number also has a point or more than one comma.
    ["1,234.5", 1234.5],
    ["1,250.5", 1250.5],
    ["1,234,567", 1234567],
    ["-1,234,567.25", -1234567.25],
    // Negatives, the U+2212 minus too; a plus sign changes nothing.
    ["-5", -5],
    ["\u22125,5", -5.5],
    ["+28.3", 28.3],
    ["-0", 0],
    // Integers, blanks.
    ["120", 120],
    ["  120  ", 120],
    ["0", 0],
    ["007", 7],
    ["", null],
    ["   ", null],
  ])("%j → %s", (text, expected) => {
    expect(readNumberText(text)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, string]>([
    // Ambiguous: thousands or a decimal comma? Asked, never guessed.
    ["1,500", "Write 1500 or 1,5: a comma before three digits could mean either."],
    ["1,000", "Write 1000 or 1: a comma before three digits could mean either."],
    ["2,125", "Write 2125 or 2.125: a comma before three digits could mean either."],
    ["-12,340", "Write -12340 or -12,34: a comma before three digits could mean either."],
    ["-28,251", "Write -28251 or -28.251: a comma before three digits could mean either."],
  ])("%j is refused: %s", (text, message) => {
    expect(readNumberText(text)).toEqual({ ok: false, message });
  });

  it.each([
    "12a",
    "R 1 250",
    "1.2.3",
    "1.234,5",
    ".",
    ",",
    "-",
    "5-",
    "--5",
    "12 34",
    "1  500",
    "1,23,4",
    "1 234,567 8",
    "1,234 567",
    "1 234,567.5",
    "1e3",
    "Infinity",
    "9".repeat(400),
  ])("%j is not a number", (text) => {
    expect(readNumberText(text)).toEqual({ ok: false, message: INVALID });
  });

  describe("whole-number fields (head counts) refuse decimals rather than round them", () => {
    it.each<[string, number | string]>([
      ["120", 120],
      ["1 200", 1200],
      ["1,200,000", 1200000],
      ["120.0", 120],
      ["120,", 120],
      ["120.5", WHOLE_NUMBER],
      ["120,5", WHOLE_NUMBER],
      ["0,25", WHOLE_NUMBER],
      [
        "1,200",
        "Write 1200 without the comma: a comma before three digits could also be a decimal comma.",
      ],
    ])("%j → %j", (text, expected) => {
      expect(value(text, true)).toBe(expected);
    });
  });

  it("numberTextError gives the message or null", () => {
    expect(numberTextError("1,5")).toBeNull();
    expect(numberTextError(null)).toBeNull();
    expect(numberTextError("1,500")).toBe(ambiguousCommaMessage("1500", "1,5"));
    expect(numberTextError("abc")).toBe(INVALID);
  });
});

describe("the value shown back is the value stored", () => {
  it.each<[number, boolean, string]>([
    [1.5, false, "1.5"],
    [1250.5, true, "1 250.5"],
    [2500000.5, true, "2 500 000.5"],
    [1234567, false, "1234567"],
    [-32.2967, false, "-32.2967"],
    [-1234.5, true, "-1 234.5"],
    [0.0000001, false, "0.0000001"],
    [1e21, true, "1 000 000 000 000 000 000 000"],
    [0, true, "0"],
  ])("%s (grouped: %s) shows as %j", (number, thousandsSeparator, shown) => {
    expect(formatNumberValue(number, { thousandsSeparator })).toBe(shown);
    expect(readNumberText(shown)).toEqual({ ok: true, value: number });
  });

  it("an input shows a stored number formatted and a refused text as it was typed", () => {
    expect(formatNumberText(1250.5, { thousandsSeparator: true })).toBe("1 250.5");
    expect(formatNumberText("1,500", { thousandsSeparator: true })).toBe("1,500");
    expect(formatNumberText(null)).toBe("");
    expect(formatNumberText(undefined)).toBe("");
  });

  it("groups thousands with spaces, never commas (a comma would read as a decimal mark)", () => {
    expect(groupThousands("1234567")).toBe("1 234 567");
    expect(groupThousands("999")).toBe("999");
  });

  // The property issue 13 asks for: a number written the en-ZA way reads back as itself.
  const decimalText = fc
    .tuple(
      fc.boolean(),
      fc.integer({ min: 0, max: 99_999_999 }),
      fc.string({ unit: fc.constantFrom(..."0123456789".split("")), maxLength: 6 }),
    )
    .map(([negative, whole, fraction]) => Number(`${negative ? "-" : ""}${whole}.${fraction}0`));

  it("Intl's en-ZA text (no-break spaces, decimal comma) reads back as the number, or is asked about, never another number", () => {
    const enZA = new Intl.NumberFormat("en-ZA", { maximumFractionDigits: 6 });
    fc.assert(
      fc.property(decimalText, (number) => {
        const text = enZA.format(number);
        const reading = readNumberText(text);
        if (reading.ok) return reading.value === number;
        // Only '1,234'-shaped text is asked about, and the question names this number.
        const [thousands = "", decimal = ""] = /^Write (\S+) or (\S+):/
          .exec(reading.message)!
          .slice(1);
        return (
          /,\d{3}$/.test(text) &&
          [thousands, decimal].some((written) => readNumberText(written).ok) &&
          value(decimal) === number
        );
      }),
      { numRuns: 500 },
    );
  });

  it("Veld's own en-ZA display (formatNumberValue, format.ts formatNumber) always reads back exactly", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e15, max: 1e15, noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        (number, thousandsSeparator) => {
          const normal = number === 0 ? 0 : number;
          return (
            value(formatNumberValue(number, { thousandsSeparator })) === normal &&
            value(formatNumber(number)) === round(number)
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("spec §5 'the value stays a string while it ends with a dot or has a decimal part ending in 0'", () => {
  it.each<[string, number | string | null]>([
    ["12.", "12."],
    ["12,", "12,"],
    ["12.0", "12.0"],
    ["12,50", "12,50"],
    ["12.5", 12.5],
    ["12,05", 12.05],
    ["1 500", 1500],
    ["100", 100],
    ["0", 0],
    // Not (yet) a number: the text.
    ["1,500", "1,500"],
    ["-", "-"],
    // spec §5 'empty becomes null'
    ["", null],
  ])("%j holds %j", (text, held) => {
    expect(numberValueOf(text)).toStrictEqual(held);
  });
});

describe("the input as the person types", () => {
  const shown = (next: string, options = {}) => applyNumberInput(next, options)?.text ?? null;

  it.each<[string, string | null]>([
    // spec §5 'only digits with an optional decimal point are kept': letters and signs dropped.
    ["12a5b0", "1250"],
    ["R 1 250,00", "1250,00"],
    ["1a2b34.5", "1234.5"],
    // The decimal comma is kept as typed: '1,5' is never '15'.
    ["1,5", "1,5"],
    ["1,", "1,"],
    // An ambiguous text stays as typed; the schema's message asks.
    ["1,500", "1,500"],
    // Refused, not cleaned: a second point, a minus in a field without negatives.
    ["1.2.3", null],
    ["-12", null],
    ["", ""],
  ])("%j shows %j", (next, text) => {
    expect(shown(next)).toBe(text);
  });

  it("spec §5 'optional thousands separators are supported': spaces, regrouped as typed", () => {
    const grouped = { thousandsSeparator: true };
    expect(shown("12345", grouped)).toBe("12 345");
    expect(shown("1 2345", grouped)).toBe("12 345");
    expect(shown("1234567.125", grouped)).toBe("1 234 567.125");
    expect(shown("12345,5", grouped)).toBe("12 345,5");
    expect(shown("1,234.5", grouped)).toBe("1 234.5");
    expect(shown("1000.", grouped)).toBe("1 000.");
    expect(applyNumberInput("1,2345", grouped)).toEqual({ text: "1,2345", value: 1.2345 });
  });

  it("a minus sign where negatives are allowed", () => {
    expect(shown("-32,2967", { minValue: -90 })).toBe("-32,2967");
    expect(shown("\u221212", { minValue: -90 })).toBe("-12");
    expect(shown("-", { minValue: -90 })).toBe("-");
    expect(shown("1-2", { minValue: -90 })).toBeNull();
  });

  describe("spec §5 'maxValue blocks larger values'", () => {
    it("a change that goes over maxValue is refused", () => {
      expect(applyNumberInput("10001", { maxValue: 10000 })).toBeNull();
      expect(applyNumberInput("10 001", { maxValue: 10000 })).toBeNull();
    });
    it("maxValue itself is allowed", () => {
      expect(applyNumberInput("10000", { maxValue: 10000 })).toEqual({
        text: "10000",
        value: 10000,
      });
    });
    it("a decimal just over maxValue is refused, with a comma too", () => {
      expect(applyNumberInput("100.01", { maxValue: 100 })).toBeNull();
      expect(applyNumberInput("100,01", { maxValue: 100 })).toBeNull();
    });
    it("clearing the input is always allowed", () => {
      expect(applyNumberInput("", { maxValue: 5 })).toEqual({ text: "", value: null });
    });
  });
});
