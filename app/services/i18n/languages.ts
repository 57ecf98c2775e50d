// The languages Veld speaks (issue 33; docs/decisions/0158-which-language.md) and how a
// request's language is chosen. Pure: no I/O, no framework; the server and the pages share it.

/** English is the source (the spec's texts); the others are drafts until reviewed. */
export const LANGUAGES = ["en", "af", "zu", "xh", "st"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The pseudo-locale: English accented and about 40% longer, to find overflow and strings left in
 * the code. Offered in development and tests only.
 */
export const PSEUDO = "pseudo";
export type AnyLanguage = Language | typeof PSEUDO;

export interface LanguageInfo {
  /** The language's name in itself, as the chooser shows it. */
  name: string;
  /** `<html lang>`, `Content-Language` and `hreflang`. */
  tag: string;
  /** The South African locale that numbers, dates and rand amounts follow (Intl). */
  locale: string;
  /** Whether a native speaker has reviewed the catalogue (docs/i18n/README.md). */
  reviewed: boolean;
}

export const LANGUAGE_INFO: Record<AnyLanguage, LanguageInfo> = {
  en: { name: "English", tag: "en-ZA", locale: "en-ZA", reviewed: true },
  af: { name: "Afrikaans", tag: "af", locale: "af-ZA", reviewed: false },
  zu: { name: "isiZulu", tag: "zu", locale: "zu-ZA", reviewed: false },
  xh: { name: "isiXhosa", tag: "xh", locale: "xh-ZA", reviewed: false },
  st: { name: "Sesotho", tag: "st", locale: "st-ZA", reviewed: false },
  [PSEUDO]: { name: "Pseudo (ƥşéûđö)", tag: "en-XA", locale: "en-ZA", reviewed: true },
};

export const SOURCE_LANGUAGE: Language = "en";

/** The cookie that keeps a visitor's choice (a year; not signed: it only picks a language). */
export const LANGUAGE_COOKIE = "veld_lang";

/** The query parameter that addresses a page in a language (`?lang=af`; hreflang alternates). */
export const LANGUAGE_PARAM = "lang";

/** The languages a request may be answered in: the pseudo-locale outside production only. */
export function languagesOffered(withPseudo: boolean): AnyLanguage[] {
  return withPseudo ? [...LANGUAGES, PSEUDO] : [...LANGUAGES];
}

/** `value` as one of the offered languages, or null. */
export function toLanguage(value: unknown, withPseudo: boolean): AnyLanguage | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toLowerCase();
  return languagesOffered(withPseudo).find((language) => language === code) ?? null;
}

/**
 * The languages an `Accept-Language` header asks for, best first (RFC 9110 §12.5.4): q-values
 * order them, q=0 refuses, ties keep the header's order; `af-ZA` asks for `af`.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranges = header
    .slice(0, 1000)
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params
        .map((param) => param.trim().match(/^q=([01](?:\.\d{0,3})?)$/i))
        .find(Boolean);
      return { range: range.trim().toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.range !== "" && entry.q > 0);
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((entry) => entry.range);
}

export interface LanguageSources {
  /** `?lang=` in the address: the page asked for in one language (hreflang alternates). */
  query?: string | null;
  /** The signed-in person's saved choice. */
  saved?: string | null;
  /** The chooser's cookie. */
  cookie?: string | null;
  /** The browser's `Accept-Language` header. */
  acceptLanguage?: string | null;
  /** Whether the pseudo-locale may be chosen (never in production). */
  withPseudo?: boolean;
}

/**
 * Which language a request is answered in: the address's `?lang=`, else the person's saved
 * choice, else the cookie, else the first language `Accept-Language` asks for that Veld speaks,
 * else English. The pseudo-locale is never picked from `Accept-Language`.
 */
export function resolveLanguage(sources: LanguageSources): AnyLanguage {
  const withPseudo = sources.withPseudo ?? false;
  for (const explicit of [sources.query, sources.saved, sources.cookie]) {
    const language = toLanguage(explicit, withPseudo);
    if (language) return language;
  }
  for (const range of parseAcceptLanguage(sources.acceptLanguage)) {
    if (range === "*") return SOURCE_LANGUAGE;
    const primary = range.split("-")[0];
    const language = LANGUAGES.find((code) => code === primary);
    if (language) return language;
  }
  return SOURCE_LANGUAGE;
}

/** The chooser's form (POST /language; the one action contract's `intent`). */
export const CHOOSE_LANGUAGE_INTENT = "choose-language";
