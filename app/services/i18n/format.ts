// Numbers, dates, months and rand amounts in the page's language (issue 33 'Formats'; decision
// 0158): the language's South African locale through Intl (af-ZA, zu-ZA, xh-ZA, st-ZA), always
// in South African time. English keeps the kit's own en-ZA formats (spec §9's exact texts:
// '1 234.5', 'R1 234.50', '6 September 2024'), which do not depend on the ICU version. A locale
// the runtime's ICU lacks falls back to those English formats rather than to the runtime's
// default language.
import {
  formatCurrency,
  formatDate,
  formatNumber,
  MISSING,
  MONTHS,
  round,
} from "~/services/kit/format";
import { TIME_ZONE } from "~/shared/time";
import { LANGUAGE_INFO, SOURCE_LANGUAGE, type AnyLanguage } from "./languages";

export interface Formats {
  /** The locale used: the language's, or en-ZA when it is English or unsupported. */
  locale: string;
  /** Rounded to `decimals` places (2 by default), grouped, no trailing zeros. */
  number(value: unknown, decimals?: number): string;
  /** Rand with `decimals` places (2 by default). */
  rand(value: unknown, decimals?: number): string;
  /** A date as 'day month year' (missing → '-'). */
  date(value: Date | string | number | null | undefined): string;
  /** The name of month `month` (1–12). */
  month(month: number): string;
}

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const ENGLISH: Formats = {
  locale: LANGUAGE_INFO[SOURCE_LANGUAGE].locale,
  number: (value, decimals = 2) => formatNumber(value, decimals),
  rand: (value, decimals = 2) => formatCurrency(value, decimals),
  date: (value) => formatDate(value),
  month: (month) => MONTHS[month - 1] ?? MISSING,
};

/** Whether this runtime's ICU has data for `locale` (Node and browsers with full ICU do). */
export function isLocaleSupported(locale: string): boolean {
  return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0;
}

function intlFormats(locale: string): Formats {
  const places = (decimals: number) => Math.max(0, Math.min(20, Math.trunc(decimals)));
  const dates = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: TIME_ZONE,
  });
  const months = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  return {
    locale,
    number: (value, decimals = 2) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: places(decimals) }).format(
        round(value, places(decimals)) || 0,
      ),
    rand: (value, decimals = 2) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "ZAR",
        minimumFractionDigits: places(decimals),
        maximumFractionDigits: places(decimals),
      }).format(round(value, places(decimals)) || 0),
    date: (value) => {
      const date = toDate(value);
      return date ? dates.format(date) : MISSING;
    },
    month: (month) =>
      Number.isInteger(month) && month >= 1 && month <= 12
        ? months.format(new Date(Date.UTC(2000, month - 1, 15)))
        : MISSING,
  };
}

const cache = new Map<string, Formats>();

/** The formats of `language` (`supported` is the ICU check; tests stand in for a bare runtime). */
export function formatsFor(
  language: AnyLanguage,
  supported: (locale: string) => boolean = isLocaleSupported,
): Formats {
  const { locale } = LANGUAGE_INFO[language];
  if (language === SOURCE_LANGUAGE || locale === ENGLISH.locale || !supported(locale)) {
    return ENGLISH;
  }
  let formats = cache.get(locale);
  if (!formats) {
    formats = intlFormats(locale);
    cache.set(locale, formats);
  }
  return formats;
}
