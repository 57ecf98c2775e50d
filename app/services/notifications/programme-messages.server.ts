// The one way the programme tells an organisation that a wait is over (promised.ts lists every
// such step): an e-mail to each person told, and one in-app notification with a copy for each
// member told, queued in the caller's transaction, so a decision that rolls back tells nobody and
// one that commits always tells. The decision itself is audited by its caller; the notification
// is listed with the admins' notifications (its audience: the people it reached).
//
// Each e-mail is written in its recipient's saved language, and the notification keeps its
// catalogue key and values, so each member reads it in theirs (issue 33; decision 0160); the
// row's title and body are the English, for the admins' list and for any reader without a key.
import { insertNotification, insertRecipients } from "~/models/notifications.server";
import type { Executor } from "~/models/transaction.server";
import { EMPTY_AUDIENCE } from "~/services/audience/rules";
import { enqueueEmail } from "~/services/email/outbox.server";
import {
  englishT,
  mailTranslator,
  recipientLanguages,
  type MailT,
} from "~/services/email/recipient-language.server";
import type { Language } from "~/services/i18n/languages";
import type { NotificationKind } from "~/shared/notifications";
import type { ProgrammeEvent } from "./promised";

export interface ToldMember {
  userId: string;
  email: string;
  name?: string | null;
}

/** A programme notification's catalogue key and values (all text: they are stored as JSON). */
export interface NotificationMessage {
  key: string;
  values?: Record<string, string>;
}

/** The notification's title and body in the language of `t`. */
export function notificationText(message: NotificationMessage, t: MailT = englishT) {
  return {
    title: t(`notifications.${message.key}Title`, message.values),
    body: t(`notifications.${message.key}Body`, message.values),
  };
}

export interface ProgrammeMessage {
  event: ProgrammeEvent;
  organisationId: string;
  /** The members told, in the app and by e-mail. */
  members: readonly ToldMember[];
  /** Addresses e-mailed besides the members (a signatory who has no Veld profile). */
  alsoEmail?: readonly string[];
  /**
   * The notification: its catalogue key (`notifications.<key>Title` and `…Body`: a short title,
   * a sentence or two) with the values they name, and the page to open.
   */
  notification: NotificationMessage;
  link: string;
  kind?: NotificationKind;
  /** Each person's e-mail, in their language (`t` writes it; they may differ by name). */
  email: (to: { email: string; name: string | null; language: Language; t: MailT }) => {
    subject: string;
    text: string;
    html?: string;
  };
  /** What makes this message one message: a retry of the same decision queues it once. */
  key: string;
  /** Who decided (the notification's sender); null for the system. */
  createdBy: string | null;
}

/** Tells the organisation: returns how many addresses were e-mailed and members notified. */
export async function tellOrganisation(message: ProgrammeMessage, tx: Executor) {
  const members = [...new Map(message.members.map((m) => [m.userId, m])).values()];
  const seen = new Set<string>();
  const addresses = [
    ...members.map((m) => ({ email: m.email, name: m.name ?? null, userId: m.userId })),
    ...(message.alsoEmail ?? []).map((email) => ({ email, name: null, userId: null })),
  ].filter((to) => {
    const key = to.email.trim().toLowerCase();
    if (key === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const languageOf = await recipientLanguages(addresses, tx);
  for (const to of addresses) {
    const language = languageOf(to);
    await enqueueEmail(
      {
        to: to.email,
        ...message.email({ ...to, language, t: mailTranslator(language) }),
        userId: to.userId,
        idempotencyKey: `${message.event}:${message.key}:${to.email.trim().toLowerCase()}`,
      },
      tx,
    );
  }
  if (members.length > 0) {
    const userIds = members.map((m) => m.userId);
    const row = await insertNotification(
      {
        kind: message.kind ?? "default",
        ...notificationText(message.notification),
        messageKey: message.notification.key,
        messageValues: message.notification.values ?? {},
        link: message.link,
        audience: { ...EMPTY_AUDIENCE, userIds },
        recipientCount: userIds.length,
        emailed: true,
        createdBy: message.createdBy,
      },
      tx,
    );
    await insertRecipients(row.id, userIds, tx);
  }
  return { emailed: addresses.length, notified: members.length };
}
