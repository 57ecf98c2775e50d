// Hectares in the page's language (issue 33): English keeps formatHectares' exact text
// ('1 234.50 ha', the spec's); another language groups and marks decimals as its South African
// locale does (formatsFor), always with 2 decimals, and the unit 'ha'.
import { formatHectares } from "~/services/contracting/rules";
import { formatsFor } from "~/services/i18n/format";
import { SOURCE_LANGUAGE, type AnyLanguage } from "~/services/i18n/languages";
import { round } from "~/services/kit/format";

export type HectaresFormat = (value: unknown) => string;

const cache = new Map<string, HectaresFormat>();

/** The hectares format of `language` ('12.50 ha' in English, '12,50 ha' in Afrikaans). */
export function hectaresIn(language: AnyLanguage): HectaresFormat {
  const { locale } = formatsFor(language);
  if (locale === formatsFor(SOURCE_LANGUAGE).locale) return formatHectares;
  let format = cache.get(locale);
  if (!format) {
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    format = (value) => `${number.format(round(value) || 0)} ha`;
    cache.set(locale, format);
  }
  return format;
}
