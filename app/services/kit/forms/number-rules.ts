// The number input's rules (spec §5 'Inputs: Number input'), one reading of a number as typed for
// the browser and the server alike (decision 0065). Pure: the input applies them as the person
// types, the schema (form-schema.ts) reads every posted number with readNumberText().
//
// South Africans write a decimal comma (en-ZA: '1,5 ha', '-32,2967') and group thousands with
// spaces ('1 500'); many also write '1,500' for fifteen hundred. So:
//   - a point is always the decimal mark; spaces (any kind, the no-break space too) only group
//     thousands;
//   - a comma is a decimal mark, unless the number also has a point ('1,234.5') or more than one
//     comma ('1,234,567'): then commas group thousands;
//   - with spaces grouping the thousands, a comma is the decimal mark ('1 234,567', as Intl's
//     en-ZA writes 1234.567);
//   - otherwise one comma followed by exactly three digits, after one to three digits that do
//     not start with 0 ('1,500', '-12,345'), could be either: it is refused with a message
//     naming both readings, never guessed;
//   - separators must sit where thousands are ('12 34' and '1,23,4' are refused).
// The value shown back is the value stored: stored numbers are shown with a point and, where
// the field groups thousands, spaces ('1 250.5'), which this reading takes back unchanged.
import { INVALID_NUMBER } from "./messages";

export interface NumberRuleOptions {
  /** Whole numbers only (head counts): decimals are refused, never rounded away. */
  integer?: boolean;
}

export interface NumberInputOptions extends NumberRuleOptions {
  /** spec §5 'maxValue blocks larger values'. */
  maxValue?: number;
  /** A minus sign can be typed only where negative numbers are allowed. */
  minValue?: number;
  /** spec §5 'optional thousands separators are supported': shown as 1 234 567.5. */
  thousandsSeparator?: boolean;
}

/** The number as the person means it: the value, or a string while they are still typing. */
export type NumberInputValue = number | string | null;

/** What a text means: a number (null when empty), or why it is refused. */
export type NumberReading = { ok: true; value: number | null } | { ok: false; message: string };

/** Not shown in the spec (decision 0065). */
export const WHOLE_NUMBER = "Enter a whole number, like 120.";

/**
 * '1,500': 'Write 1500 or 1,5: a comma before three digits could mean either.' In a whole-number
 * field only the first reading is possible, but a decimal comma typed by mistake is still
 * possible, so it is asked for too.
 */
export function ambiguousCommaMessage(thousands: string, decimal: string, integer = false) {
  return integer
    ? `Write ${thousands} without the comma: a comma before three digits could also be a decimal comma.`
    : `Write ${thousands} or ${decimal}: a comma before three digits could mean either.`;
}

/** The spaces that group thousands: space, no-break space (Intl's en-ZA), narrow and thin. */
const SPACE = "[ \\u00a0\\u202f\\u2009]";
const SPACE_CHAR = new RegExp(SPACE);
const SPACES = new RegExp(SPACE, "g");
const GROUPED_BY_SPACES = new RegExp(`^\\d{1,3}(?:${SPACE}\\d{3})*$`);
const GROUPED_BY_COMMAS = /^\d{1,3}(?:,\d{3})*$/;
/** What could come before a thousands comma: '1' to '999'. */
const LEADING_GROUP = /^[1-9]\d{0,2}$/;
/** Minus signs: the hyphen-minus and U+2212 (what some keyboards and Intl in other locales give). */
const MINUS = /^[-\u2212]/;

interface Parts {
  negative: boolean;
  /** The digits before the decimal mark ('' for ',5'). */
  whole: string;
  /** The decimal mark as written, or '' for none. */
  mark: "" | "." | ",";
  /** The digits after it, as written ('50' stays '50'). */
  fraction: string;
}

type Split = { ok: true; parts: Parts } | { ok: false; message: string } | null;

function countOf(text: string, char: string) {
  return text.split(char).length - 1;
}

/** The text taken apart per the rule above, or why it is refused; null when empty. */
function splitNumberText(text: string, options: NumberRuleOptions): Split {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const negative = MINUS.test(trimmed);
  const body = negative || trimmed.startsWith("+") ? trimmed.slice(1) : trimmed;
  const invalid = { ok: false as const, message: INVALID_NUMBER };
  if (body === "" || /[^\d., \u00a0\u202f\u2009]/.test(body)) return invalid;
  const points = countOf(body, ".");
  const commas = countOf(body, ",");
  const spaced = SPACE_CHAR.test(body);
  if (points > 1) return invalid;
  let mark: Parts["mark"] = "";
  let grouping: "" | "," | "space" = spaced ? "space" : "";
  if (points === 1) {
    mark = ".";
    if (commas > 0) {
      if (spaced) return invalid;
      grouping = ",";
    }
  } else if (commas > 1) {
    if (spaced) return invalid;
    grouping = ",";
  } else if (commas === 1) {
    const [before = "", after = ""] = body.split(",");
    // '1,500': thousands or a decimal comma? Both are written in South Africa; ask, never guess.
    if (!spaced && /^\d{3}$/.test(after) && LEADING_GROUP.test(before)) {
      const sign = negative ? "-" : "";
      const decimals = after.replace(/0+$/, "");
      // The decimal reading written so it cannot be read the other way: '1,5', or '2.125'.
      const decimal =
        decimals === ""
          ? before
          : decimals.length < 3
            ? `${before},${decimals}`
            : `${before}.${after}`;
      return {
        ok: false,
        message: ambiguousCommaMessage(
          `${sign}${before}${after}`,
          `${sign}${decimal}`,
          options.integer,
        ),
      };
    }
    mark = ",";
  }
  const [whole = "", fraction = ""] = mark ? body.split(mark) : [body];
  if (!/^\d*$/.test(fraction)) return invalid;
  if (whole === "" && fraction === "") return invalid;
  const groupsRight =
    grouping === "space"
      ? GROUPED_BY_SPACES.test(whole)
      : grouping === ","
        ? GROUPED_BY_COMMAS.test(whole)
        : /^\d*$/.test(whole);
  if (!groupsRight) return invalid;
  return {
    ok: true,
    parts: { negative, whole: whole.replace(SPACES, "").replace(/,/g, ""), mark, fraction },
  };
}

function valueOf(parts: Parts): number {
  const value = Number(
    `${parts.negative ? "-" : ""}${parts.whole || "0"}.${parts.fraction || "0"}`,
  );
  // Negative zero is zero.
  return value === 0 ? 0 : value;
}

/**
 * The one reading of a number as typed (decision 0065), run by the schema on the server and in
 * the browser: '1,5' → 1.5, '-32,2967' → -32.2967, '1 500' → 1500, '1,234.5' → 1234.5,
 * '1 234,5' → 1234.5, '' → null; '1,500' is refused as ambiguous, '1.5' in a whole-number field
 * is refused, and anything that is not a number is refused. Never a number other than the one
 * the text says.
 */
export function readNumberText(text: string, options: NumberRuleOptions = {}): NumberReading {
  const split = splitNumberText(text, options);
  if (split === null) return { ok: true, value: null };
  if (!split.ok) return split;
  const value = valueOf(split.parts);
  if (!Number.isFinite(value)) return { ok: false, message: INVALID_NUMBER };
  // spec §5 keeps the decimal part while typing; a whole-number field refuses one rather than
  // rounding it away ('120.5' head of cattle). '120.0' is 120.
  if (options.integer && /[1-9]/.test(split.parts.fraction))
    return { ok: false, message: WHOLE_NUMBER };
  return { ok: true, value };
}

/** The message for a text that is not a number this rule reads, or null (empty or fine). */
export function numberTextError(text: string | null | undefined, options: NumberRuleOptions = {}) {
  const reading = readNumberText(text ?? "", options);
  return reading.ok ? null : reading.message;
}

/** '1234567' → '1 234 567' (the decimal part is never grouped). */
export function groupThousands(digits: string) {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

/**
 * A number as plain decimal digits, never with an exponent: 1e-7 → '0.0000001'. The shortest
 * text that is this double (String(), which Number() reads back exactly).
 */
function plainDecimal(value: number): string {
  const text = String(Math.abs(value));
  if (!text.includes("e")) return text;
  const [mantissa = "", exponentText = "0"] = text.split("e");
  const exponent = Number(exponentText);
  const [head = "", tail = ""] = mantissa.split(".");
  const digits = head + tail;
  const point = head.length + exponent;
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * How a stored number is shown in its input and in read-only answers: a point, thousands grouped
 * with spaces where the field groups them, every decimal kept (1250.5 → '1 250.5'), so what the
 * person sees is exactly the value stored and readNumberText() reads it back unchanged.
 */
export function formatNumberValue(value: number, options: { thousandsSeparator?: boolean } = {}) {
  if (!Number.isFinite(value)) return "";
  const [whole = "0", fraction] = plainDecimal(value).split(".");
  const shownWhole = options.thousandsSeparator ? groupThousands(whole) : whole;
  const sign = value < 0 ? "-" : "";
  return fraction === undefined ? `${sign}${shownWhole}` : `${sign}${shownWhole}.${fraction}`;
}

/**
 * The text an input starts with: a stored number formatted (formatNumberValue); a text (what was
 * posted and refused) exactly as the person typed it, so they see what the message is about.
 */
export function formatNumberText(value: unknown, options: NumberInputOptions = {}) {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return formatNumberValue(value, options);
  return String(value);
}

/**
 * spec §5 'the value stays a string while it ends with a dot or has a decimal part ending in 0;
 * empty becomes null': '12.' and '12,50' stay strings (turning them into 12 and 12.5 would eat
 * what the person is typing), '12,5' is 12.5, '' is null. A text not (yet) a number stays a
 * string too.
 */
export function numberValueOf(text: string): NumberInputValue {
  const split = splitNumberText(text, {});
  if (split === null) return null;
  if (!split.ok) return text;
  const { mark, fraction } = split.parts;
  if (mark && (fraction === "" || fraction.endsWith("0"))) return text;
  return valueOf(split.parts);
}

/**
 * spec §5 'only digits with an optional decimal point are kept': letters, currency signs and the
 * like are dropped; the decimal comma, spaces between thousands and (where negatives are
 * allowed) a leading minus are kept too (decision 0065). Null when the change must be refused
 * rather than cleaned: a minus where none is allowed, a second decimal point. Dropping those
 * would change the number ('-5' → '5', '1.234.567' → '1.234567').
 */
function keepNumberCharacters(text: string, allowNegative: boolean): string | null {
  const kept = text.replace(/\u2212/g, "-").replace(/[^\d., \u00a0\u202f\u2009-]/g, "");
  const start = kept.trimStart();
  const minus = start.startsWith("-");
  const rest = minus ? start.slice(1) : start;
  if (rest.includes("-") || (minus && !allowNegative)) return null;
  if (countOf(rest, ".") > 1) return null;
  return minus ? `-${rest}` : rest;
}

/** The text of `parts` with the field's grouping: '12345,5' → '12 345,5'. */
function shownText(parts: Parts, thousandsSeparator: boolean | undefined) {
  const whole = thousandsSeparator ? groupThousands(parts.whole) : parts.whole;
  return `${parts.negative ? "-" : ""}${whole}${parts.mark}${parts.fraction}`;
}

/**
 * One change to the input: what it shows and the value it holds, or null when the change is
 * refused (the previous text stays). A text this rule reads is shown with its thousands grouped
 * (spaces) or not, per the field, and the decimal mark and decimals as typed: '12345,5' →
 * '12 345,5'; the input's own spaces move as digits are typed ('1 2345' → '12 345'). A text it
 * does not read (yet) stays as typed, and the schema's message says why. The text shown always
 * reads as the same number as the text typed.
 * spec §5 'maxValue blocks larger values'.
 */
export function applyNumberInput(
  next: string,
  options: NumberInputOptions = {},
): { text: string; value: NumberInputValue } | null {
  const kept = keepNumberCharacters(next, (options.minValue ?? 0) < 0);
  if (kept === null) return null;
  let split = splitNumberText(kept, {});
  if (split === null) return { text: "", value: null };
  if (!split.ok) {
    // Spaces out of place while typing among grouped digits: regroup, if that reads the same.
    const regrouped = splitNumberText(kept.replace(SPACES, ""), {});
    if (regrouped?.ok) {
      const text = shownText(regrouped.parts, options.thousandsSeparator);
      const reading = splitNumberText(text, {});
      if (reading?.ok && valueOf(reading.parts) === valueOf(regrouped.parts)) split = regrouped;
    }
  }
  if (!split.ok) return { text: kept, value: kept };
  if (options.maxValue !== undefined && valueOf(split.parts) > options.maxValue) return null;
  const text = shownText(split.parts, options.thousandsSeparator);
  const reading = splitNumberText(text, {});
  // Never show a text that reads as another number (or as none).
  if (!reading?.ok || valueOf(reading.parts) !== valueOf(split.parts))
    return { text: kept, value: numberValueOf(kept) };
  return { text, value: numberValueOf(text) };
}
