// The page's language in React (issue 33): the root gives every page its language and the
// layout's messages; a page that needs more wraps its content in <TranslationsProvider> with the
// messages its loader sent. `useT()` translates by key: t("layout.signIn"), t("x", { name }).
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import {
  LANGUAGE_INFO,
  LANGUAGE_PARAM,
  LANGUAGES,
  SOURCE_LANGUAGE,
  type AnyLanguage,
} from "~/services/i18n/languages";
import { translateMessage } from "~/services/i18n/message-match";
import {
  createTranslator,
  type TranslationValues,
  type Translations,
  type Translator,
} from "~/services/i18n/translations";

const TranslationsContext = createContext<Translations | null>(null);
const TranslatorContext = createContext<Translator | null>(null);

/** Adds `translations` to those of the providers around it (the nearer wins on a key). */
export function TranslationsProvider({
  translations,
  offered,
  children,
}: {
  translations: Translations;
  /** The root's: the languages the chooser offers. */
  offered?: readonly AnyLanguage[];
  children: ReactNode;
}) {
  const outer = useContext(TranslationsContext);
  const merged = useMemo<Translations>(
    () =>
      outer && outer.language === translations.language
        ? {
            language: translations.language,
            messages: { ...outer.messages, ...translations.messages },
            ...(outer.english || translations.english
              ? { english: { ...outer.english, ...translations.english } }
              : {}),
          }
        : translations,
    [outer, translations],
  );
  const translator = useMemo(() => createTranslator(merged), [merged]);
  const inner = (
    <TranslationsContext.Provider value={merged}>
      <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>
    </TranslationsContext.Provider>
  );
  return offered ? (
    <OfferedLanguagesProvider offered={offered}>{inner}</OfferedLanguagesProvider>
  ) : (
    inner
  );
}

export type Translate = (id: string, values?: TranslationValues) => string;

const EMPTY = createTranslator({ language: SOURCE_LANGUAGE, messages: {} });

/** Translates a key in the page's language (a key no provider sent shows as itself). */
export function useT(): Translate {
  const translator = useContext(TranslatorContext) ?? EMPTY;
  return useMemo(() => (id, values) => translator._(id, values), [translator]);
}

/**
 * Shows a validation or refusal message (English at its source) in the page's language: the
 * catalogue entry its English text matches, with its values (decision 0159); else as it is.
 */
export function useShowMessage(): (text: string) => string {
  const translations = useContext(TranslationsContext);
  return useCallback((text: string) => translateMessage(translations, text), [translations]);
}

/** The page's language. */
export function useLanguage(): AnyLanguage {
  return useContext(TranslationsContext)?.language ?? SOURCE_LANGUAGE;
}

/** One message outside any provider (the root's skip link, which comes before the page). */
export function Translated({ id, translations }: { id: string; translations: Translations }) {
  const translator = useMemo(() => createTranslator(translations), [translations]);
  return <>{translator._(id)}</>;
}

const OfferedContext = createContext<readonly AnyLanguage[]>(LANGUAGES);

/** The languages the chooser offers (the root's: the pseudo-locale outside production). */
export function useLanguagesOffered(): readonly AnyLanguage[] {
  return useContext(OfferedContext);
}

export function OfferedLanguagesProvider({
  offered,
  children,
}: {
  offered: readonly AnyLanguage[];
  children: ReactNode;
}) {
  return <OfferedContext.Provider value={offered}>{children}</OfferedContext.Provider>;
}

/**
 * The public page's copy in each language (`?lang=xx`, decision 0158) and `x-default`, the
 * address without a language, for search engines and for people who share a link.
 */
export function LanguageAlternates({
  siteUrl,
  pathname,
  search,
}: {
  siteUrl: string;
  pathname: string;
  search: string;
}) {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  const href = (language: AnyLanguage | null) => {
    const query = new URLSearchParams(params);
    if (language) query.set(LANGUAGE_PARAM, language);
    const text = query.toString();
    return `${siteUrl}${pathname}${text ? `?${text}` : ""}`;
  };
  return (
    <>
      {LANGUAGES.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={LANGUAGE_INFO[language].tag}
          href={href(language)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href(null)} />
    </>
  );
}
