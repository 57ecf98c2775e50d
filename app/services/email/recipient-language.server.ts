// What a recipient reads, in their language (issue 33; decision 0160): each e-mail and each
// programme notification is written from the `emails` and `notifications` catalogues at send
// time, in the language the recipient saved (user_profiles.language); no saved choice, or no
// profile at all, is English. The sender's language never decides.
import { savedLanguagesOfEmails, savedLanguagesOfUsers } from "~/models/recipient-languages.server";
import type { Executor } from "~/models/transaction.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import {
  LANGUAGES,
  SOURCE_LANGUAGE,
  type AnyLanguage,
  type Language,
} from "~/services/i18n/languages";
import { createTranslator, type TranslationValues } from "~/services/i18n/translations";
import { currentOperator, type Operator } from "~/shared/operator";

/** The namespaces a message to a person is written from. */
export const MESSAGE_NAMESPACES = ["emails", "notifications"] as const;

/** A message of the catalogues, filled in: `t("emails.hello")`. */
export type MailT = (id: string, values?: TranslationValues) => string;

const translators = new Map<AnyLanguage, MailT>();

/** The messages of e-mails and notifications in `language`. */
export function mailTranslator(language: AnyLanguage): MailT {
  let t = translators.get(language);
  if (!t) {
    const translator = createTranslator(translationsFor(language, MESSAGE_NAMESPACES));
    t = (id, values) => translator._(id, values);
    translators.set(language, t);
  }
  return t;
}

/** The English messages: what the notification row and admin-only mail keep. */
export const englishT: MailT = (id, values) => mailTranslator(SOURCE_LANGUAGE)(id, values);

/** A saved choice as a language Veld writes in; anything else (null, unknown) is English. */
export function languageOrEnglish(saved: string | null | undefined): Language {
  return LANGUAGES.find((language) => language === saved) ?? SOURCE_LANGUAGE;
}

export interface Recipient {
  email: string;
  userId?: string | null;
}

/**
 * The language of each of these recipients: by their user id when they have one, else by their
 * address (a signatory without a membership may still be a Veld person), else English.
 */
export async function recipientLanguages(
  recipients: readonly Recipient[],
  executor?: Executor,
): Promise<(to: Recipient) => Language> {
  const byUser = await savedLanguagesOfUsers(
    recipients.flatMap((r) => (r.userId ? [r.userId] : [])),
    executor,
  );
  const byEmail = await savedLanguagesOfEmails(
    recipients.filter((r) => !r.userId || !byUser.has(r.userId)).map((r) => r.email),
    executor,
  );
  return (to) =>
    languageOrEnglish(
      (to.userId ? byUser.get(to.userId) : undefined) ?? byEmail.get(to.email.trim().toLowerCase()),
    );
}

/** One recipient's language (a single e-mail). */
export async function recipientLanguage(to: Recipient, executor?: Executor): Promise<Language> {
  return (await recipientLanguages([to], executor))(to);
}

/**
 * The footer of a marketing e-mail (POPIA s69(4): who sends it, how to stop it) in `language`;
 * the English is email-templates' unsubscribeFooter, word for word.
 */
export function unsubscribeFooterIn(language: AnyLanguage, operator: Operator = currentOperator()) {
  const t = mailTranslator(language);
  return (url: string) =>
    [
      "--",
      t("emails.unsubscribeWhy"),
      t("emails.unsubscribeHow", { url }),
      t("emails.unsubscribeSender", {
        sender: operator.legalName,
        address: operator.postalAddress,
      }),
    ].join("\n");
}
