// The date picker's rules (spec §5 'Date picker', §9 'The date picker default shows a long month,
// numeric day and year'). Dates travel as 'YYYY-MM-DD' (what <input type="date"> posts) and are
// local calendar days: no time, no time zone.

/** spec §5 'Weeks start on Monday' (react-day-picker's weekStartsOn). */
export const WEEK_STARTS_ON = 1;

export interface DateBounds {
  /** 'YYYY-MM-DD'; days before it are disabled. */
  minDate?: string;
  /** 'YYYY-MM-DD'; days after it are disabled. */
  maxDate?: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2025-03-31' → that local day, or null for anything that is not a real calendar day. */
export function parseIsoDate(text: unknown): Date | null {
  if (typeof text !== "string") return null;
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date(2025, 1, 30) rolls over to March: not a real day.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return null;
  return date;
}

export function toIsoDate(date: Date) {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** spec §5 'days before minDate or after maxDate are disabled'. */
export function isDayDisabled(day: Date, bounds: DateBounds) {
  const iso = toIsoDate(day);
  return (!!bounds.minDate && iso < bounds.minDate) || (!!bounds.maxDate && iso > bounds.maxDate);
}

/** The first day of the month `date` is in. */
export function monthOf(date: Date) {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** spec §5 'Month navigation is clamped to those bounds': the month shown, kept inside them. */
export function clampMonth(month: Date, bounds: DateBounds): Date {
  const first = monthOf(month);
  const min = parseIsoDate(bounds.minDate);
  const max = parseIsoDate(bounds.maxDate);
  if (min && first < monthOf(min)) return monthOf(min);
  if (max && first > monthOf(max)) return monthOf(max);
  return first;
}

/** The month the calendar opens on: the chosen day's, else today's, kept inside the bounds. */
export function initialMonth(value: string | null, bounds: DateBounds, today = new Date()) {
  return clampMonth(parseIsoDate(value) ?? today, bounds);
}

const longDate = new Intl.DateTimeFormat("en-ZA", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** spec §9 'The date picker default shows a long month, numeric day and year': '31 March 2025'. */
export function formatPickerDate(value: string | null | undefined) {
  const date = parseIsoDate(value);
  return date ? longDate.format(date) : "";
}
