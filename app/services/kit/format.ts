// Display formatting and shared constants (spec §9 'General'). Pure: no I/O, no framework, so
import { TIME_ZONE } from "~/shared/time";
// the browser bundle, the server and the tests all use the same rules.
//
// Every string here is built the same way on the server and in any browser. Intl's output for
// en-ZA differs between ICU versions (Node 20 writes "1 234,5" and "06 Sept 24"; an old phone
// may write "Sep"), and a server/browser mismatch breaks hydration. So Intl is used only for
// what it must do, the time-zone conversion to South African Standard Time, and the text is
// composed from its numeric parts (docs/decisions/0011-widgets-kit.md).

/** spec §9: 'Day length is 24 h in ms.' */

/** spec §9: 'Breakpoints: mobile 750, tablet 900.' Below `mobile` px is a phone. */
export const BREAKPOINTS = { mobile: 750, tablet: 900 } as const;
/** The same breakpoints as media queries (kit.css and app.css use these widths). */
export const MEDIA = {
  mobile: `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`,
  tablet: `(max-width: ${BREAKPOINTS.tablet - 0.02}px)`,
} as const;

/**
 * spec §9: 'Eight chart colours'. Chosen to be told apart by people with the common colour
 * vision deficiencies and to reach 3:1 against white; kit.css repeats them as --chart-1…8
 * (a unit test keeps the two in step).
 */
export const CHART_COLOURS = [
  "#2e6b43", // field green
  "#d08a1e", // maize gold
  "#3a6ea5", // dam blue
  "#8a5a2b", // soil brown
  "#7a4e9c", // protea purple
  "#2b8c83", // veld teal
  "#b5452f", // clay red
  "#6b6b6b", // stone grey
] as const;

/** spec §9: 'a brand palette': greens and earth tones, the same values as app.css's variables. */
export const BRAND_PALETTE = {
  green900: "#1f3d2b",
  green700: "#2e6b43",
  green500: "#4f8f63",
  green100: "#e6f2e9",
  earth600: "#8a5a2b",
  earth100: "#f6efe6",
  grey700: "#3d3d3d",
  grey500: "#6b6b6b",
  grey200: "#e5e5e5",
  grey50: "#f8f8f6",
  danger: "#b42318",
  focus: "#ffbf47",
  text: "#1b1b1b",
} as const;

/** The dash shown for a missing date (spec §9 'Missing dates show a dash'). */
export const MISSING = "-";

// ---------------------------------------------------------------------------------------------
// Numbers

/** A finite number from a number or a numeric string; anything else is null. */
function toFiniteNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * Rounds to `decimals` places (spec §9 'Number formatting rounds to 2 decimals by default').
 * Halves round away from zero (2.345 → 2.35, -2.345 → -2.35), using the decimal digits as
 * written rather than the binary float (1.005 → 1.01). Negative zero becomes 0; a value that is
 * not a number (null, '', 'abc', NaN, Infinity) becomes 0.
 */
export function round(value: unknown, decimals = 2): number {
  const number = toFiniteNumber(value);
  if (number === null) return 0;
  const places = Math.max(0, Math.min(20, Math.trunc(decimals)));
  const magnitude = Math.abs(number);
  // Shift the decimal point in the number's text so 1.005 is not read as 1.00499999…
  // (numbers JavaScript writes with an exponent, 1e-7 or 1e21, are shifted arithmetically).
  const text = String(magnitude);
  let rounded: number;
  if (text.includes("e+")) {
    rounded = magnitude; // 1e21 and up: a double has no decimals left to round
  } else if (text.includes("e")) {
    rounded = Math.round(magnitude * 10 ** places) / 10 ** places;
  } else {
    const shifted = Math.round(Number(`${text}e${places}`));
    // Past 1e21 a double has no decimals left to round.
    rounded = String(shifted).includes("e") ? magnitude : Number(`${shifted}e-${places}`);
  }
  const signed = number < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed;
}

/** Groups the digits of a non-negative integer in threes with a no-break space (en-ZA). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
}

/**
 * A number for display: rounded (2 decimals by default), digits grouped in threes with a
 * no-break space as en-ZA does, a decimal point, no trailing zeros: 1234567.891 → '1 234 567.89'.
 */
export function formatNumber(value: unknown, decimals = 2): string {
  const rounded = round(value, decimals);
  const [whole = "0", fraction = ""] = Math.abs(rounded).toFixed(decimals).split(".");
  const trimmed = fraction.replace(/0+$/, "");
  const text = groupThousands(whole) + (trimmed ? `.${trimmed}` : "");
  return rounded < 0 ? `-${text}` : text;
}

/**
 * An amount in rand (spec §9 "Currency prefix 'R' with a configurable number of decimals"):
 * 'R' then the amount grouped as en-ZA, always with `decimals` places: 1234.5 → 'R1 234.50',
 * -20 → '-R20.00', (1234.5, 0) → 'R1 235'.
 */
export function formatCurrency(value: unknown, decimals = 2): string {
  const places = Math.max(0, Math.min(20, Math.trunc(decimals)));
  const rounded = round(value, places);
  const [whole = "0", fraction] = Math.abs(rounded).toFixed(places).split(".");
  const text = `R${groupThousands(whole)}${fraction ? `.${fraction}` : ""}`;
  return rounded < 0 ? `-${text}` : text;
}

// ---------------------------------------------------------------------------------------------
// Dates: always shown in South African Standard Time, whatever the server's or phone's zone.

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export const MONTHS_SHORT = MONTHS.map((month) => month.slice(0, 3));

/** spec §9: 'The date picker default shows a long month, numeric day and year.' */
export const DATE_PICKER_FORMAT = { month: "long", day: "numeric", year: "numeric" } as const;

export type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

let partsFormat: Intl.DateTimeFormat | undefined;

/** The calendar date and clock time of `date` in South Africa, as numbers (Intl does the zone). */
export function sastParts(date: Date) {
  partsFormat ??= new Intl.DateTimeFormat("en-ZA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  });
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(date)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines write midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** spec §9 "Dates display as 'day month year' in en-ZA": '6 September 2024'; missing → '-'. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return MISSING;
  const { year, month, day } = sastParts(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** spec §9 "or in short form 'day Mon 'yy'": "6 Sep '24"; missing → '-'. */
export function formatDateShort(value: DateInput): string {
  const date = toDate(value);
  if (!date) return MISSING;
  const { year, month, day } = sastParts(date);
  return `${day} ${MONTHS_SHORT[month - 1]} '${pad2(year % 100)}`;
}

/** spec §9 'The date-time form adds hh:mm': '6 September 2024 00:30' (24-hour, SAST). */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return MISSING;
  const { hour, minute } = sastParts(date);
  return `${formatDate(date)} ${pad2(hour)}:${pad2(minute)}`;
}

/**
 * The date picker's default display (spec §9: long month, numeric day and year). In en-ZA
 * those parts read day, month, year: the same text as formatDate, '6 September 2024'.
 */
export function formatPickerDate(value: DateInput): string {
  return formatDate(value);
}

// ---------------------------------------------------------------------------------------------
// Seasons

/** spec §9 'based on a 2000 offset': seasons are stored as years since 2000. */
export const SEASON_BASE_YEAR = 2000;

/**
 * spec §9 'Season label: year/next-year, with an optional season suffix, based on a 2000
 * offset'. A season is stored as its starting year minus 2000 and shown with both calendar
 * years in full, then the suffix after a space: 23 → '2023/2024', (23, 'Summer') →
 * '2023/2024 Summer', -1 → '1999/2000'. Not a whole number → '-' (docs/decisions/0011).
 */
export function seasonLabel(offset: unknown, suffix?: string | null): string {
  const number = toFiniteNumber(offset);
  if (number === null || !Number.isInteger(number)) return MISSING;
  const start = SEASON_BASE_YEAR + number;
  const label = `${start}/${start + 1}`;
  const extra = suffix?.trim();
  return extra ? `${label} ${extra}` : label;
}

/** The stored season (years since 2000) of a season starting in `year`. */
export function seasonOffset(year: number): number {
  return year - SEASON_BASE_YEAR;
}
