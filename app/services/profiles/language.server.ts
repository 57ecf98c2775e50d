// A person's language for Veld's pages (issue 33; decision 0158): chosen with the chooser on any
// page or sent in PUT /api/v2/user/info, kept on their profile so it follows them to any browser.
import { updateProfileLanguage } from "~/models/profiles.server";
import { LANGUAGES, type Language } from "~/services/i18n/languages";

/** The refusal of a language Veld does not speak (the API's `errors.language`). */
export const UNKNOWN_LANGUAGE = `Choose one of the languages Veld speaks: ${LANGUAGES.join(", ")}.`;

/** `value` as a language a person may save (the pseudo-locale is never saved), or null. */
export function toSavedLanguage(value: unknown): Language | null {
  return LANGUAGES.find((language) => language === value) ?? null;
}

/** Saves the person's choice; false when they have no profile yet (nothing to save it on). */
export async function saveOwnLanguage(actor: { userId: string }, language: Language) {
  return updateProfileLanguage(actor.userId, language);
}
