// The number input's rules (spec §5 'Inputs: Number input'). Pure: the input applies them as the
// person types, the schema applies parseNumberText on the server.

export interface NumberInputOptions {
  /** spec §5 'maxValue blocks larger values'. */
  maxValue?: number;
  /** spec §5 'optional thousands separators are supported': shown as 1,234,567.5. */
  thousandsSeparator?: boolean;
}

/** The number as the person means it: the value, or a string while they are still typing. */
export type NumberInputValue = number | string | null;

const SEPARATOR = ",";

/**
 * spec §5 'only digits with an optional decimal point are kept': everything else typed or
 * pasted is dropped, and so is every decimal point after the first.
 */
export function keepDigitsAndPoint(text: string) {
  let seenPoint = false;
  let out = "";
  for (const char of text) {
    if (char >= "0" && char <= "9") out += char;
    else if (char === "." && !seenPoint) {
      seenPoint = true;
      out += char;
    }
  }
  return out;
}

/** 1234567.5 → '1,234,567.5' (the decimal part is never grouped). */
export function groupThousands(digits: string) {
  const [whole = "", decimals] = digits.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, SEPARATOR);
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/**
 * spec §5 'the value stays a string while it ends with a dot or has a decimal part ending in 0;
 * empty becomes null': '12.' and '12.50' stay strings (turning them into 12 and 12.5 would eat
 * what the person is typing), '12.5' is 12.5, '' is null.
 */
export function numberValueOf(digits: string): NumberInputValue {
  if (digits === "") return null;
  if (digits.endsWith(".") || /\.\d*0$/.test(digits)) return digits;
  return Number(digits);
}

/**
 * One change to the input: what it shows and the value it holds, or null when the change is
 * refused (spec §5 'maxValue blocks larger values': the previous text stays).
 */
export function applyNumberInput(
  next: string,
  options: NumberInputOptions = {},
): { text: string; value: NumberInputValue } | null {
  const digits = keepDigitsAndPoint(next);
  const value = numberValueOf(digits);
  if (
    options.maxValue !== undefined &&
    digits !== "" &&
    digits !== "." &&
    Number(digits) > options.maxValue
  )
    return null;
  return { text: options.thousandsSeparator ? groupThousands(digits) : digits, value };
}

/** The text a stored number is shown as. */
export function formatNumberText(value: unknown, options: NumberInputOptions = {}) {
  if (value === null || value === undefined || value === "") return "";
  const digits = keepDigitsAndPoint(String(value));
  return options.thousandsSeparator ? groupThousands(digits) : digits;
}

/**
 * The server's reading of a posted number: separators and spaces ignored, then digits with one
 * optional decimal point. '' → null; anything else → NaN (the schema reports it).
 */
export function parseNumberText(text: string): number | null {
  const compact = text.replace(/[\s,]/g, "");
  if (compact === "") return null;
  if (!/^(\d+\.?\d*|\.\d+)$/.test(compact)) return Number.NaN;
  return Number(compact);
}
