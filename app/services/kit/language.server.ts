// The language a request is answered in (issue 33; decision 0158), read once per request: the
// address's `?lang=`, the signed-in person's saved choice, the chooser's cookie, the browser's
// Accept-Language, else English. The pseudo-locale only outside production.
import { parse, serialize } from "cookie";
import { getEnv } from "~/env.server";
import {
  LANGUAGE_COOKIE,
  LANGUAGES,
  PSEUDO,
  resolveLanguage,
  type AnyLanguage,
} from "~/services/i18n/languages";
import { q, querySchema, readQuery } from "./query";

// `?lang=xx` (LANGUAGE_PARAM): a language Veld does not speak is left out, not refused, so an old
// or edited link still opens the page (in the language the other sources give).
const languageQuery = querySchema({ lang: q.choice([...LANGUAGES, PSEUDO]).catch(undefined) });

function queryLanguage(request: Request): string | null {
  return readQuery(request, languageQuery).lang ?? null;
}

/** A year: the choice outlives sessions, as a language does. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Whether the pseudo-locale may be chosen here. */
export function pseudoAllowed(): boolean {
  return !getEnv().isProduction;
}

/** The chooser's cookie, as sent. */
export function readLanguageCookie(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  return parse(header)[LANGUAGE_COOKIE] ?? null;
}

/** The Set-Cookie header that keeps a visitor's choice. */
export function languageCookie(language: AnyLanguage): string {
  return serialize(LANGUAGE_COOKIE, language, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: getEnv().isProduction,
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
  });
}

/** The language of the anonymous part of a request: the address, the cookie, the browser. */
export function anonymousRequestLanguage(request: Request): AnyLanguage {
  return resolveLanguage({
    query: queryLanguage(request),
    cookie: readLanguageCookie(request),
    acceptLanguage: request.headers.get("Accept-Language"),
    withPseudo: pseudoAllowed(),
  });
}

/**
 * The language `request` is answered in, with the signed-in person's saved choice (the viewer's
 * `language`, read with the session: no query of its own).
 */
export function requestLanguage(
  request: Request,
  viewer: { language: string | null } | null,
): AnyLanguage {
  return resolveLanguage({
    query: queryLanguage(request),
    saved: viewer?.language,
    cookie: readLanguageCookie(request),
    acceptLanguage: request.headers.get("Accept-Language"),
    withPseudo: pseudoAllowed(),
  });
}
