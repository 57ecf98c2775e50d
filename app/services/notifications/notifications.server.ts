// In-app notifications (issue 18 'Notifications'; decision 0100). Admins (write:admin) send a
// notification to an audience (services/audience): it is fanned out, one copy per person, in the
// same transaction as the notification and its audit entry, with the optional e-mails queued in
// the outbox inside it too (so a failed send leaves nothing behind). Withdrawing hides it from
// everyone and is audited with its reason. A person reads their own copies only: every call
// below that takes a user id touches that person's copies and no one else's.
import * as model from "~/models/notifications.server";
import { transaction } from "~/models/transaction.server";
import { resolveAudience } from "~/services/audience/audience.server";
import { normaliseAudience } from "~/services/audience/forms";
import type { AudienceFilter } from "~/services/audience/rules";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { appUrl, simpleEmail } from "~/services/contracting/common.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import { mailTranslator } from "~/services/email/recipient-language.server";
import { SOURCE_LANGUAGE, type AnyLanguage } from "~/services/i18n/languages";
import { TOAST_MAX_LENGTH, type Toast } from "~/services/kit/toast";
import { NOTIFICATION_KIND_LABELS } from "~/shared/notifications";
import { notificationSchema, withdrawSchema } from "./schema";
import {
  describeAudience,
  KIND_TOAST_TYPES,
  nextOverlay,
  NOTIFICATION_MESSAGES,
  overlayText,
  storedAudience,
} from "./rules";
import { Refusal } from "~/services/kit/refusal";

export type { AdminNotificationRow, PersonNotification } from "~/models/notifications.server";

/** Where a person's list is (the e-mail's link when the notification has none). */
export const NOTIFICATIONS_PAGE = "/profile/notifications";

function refusal(issues: readonly { message: string; path: (string | number)[] }[]): never {
  const issue = issues[0]!;
  throw new Refusal(422, issue.message, { field: String(issue.path[0] ?? "") });
}

function notFound(): never {
  throw new Refusal(404, NOTIFICATION_MESSAGES.notFound);
}

/** The people an audience reaches: how many, and the first few names (the page's check). */
export async function previewAudience(filter: AudienceFilter, shown = 10) {
  const members = await resolveAudience(filter);
  return {
    count: members.length,
    names: members
      .slice(0, shown)
      .map((m) => [m.name, m.surname].filter(Boolean).join(" ") || m.email),
  };
}

function notificationEmail(input: { title: string; body: string; link: string | null }) {
  const lines = [...input.body.split(/\r?\n/).filter((line) => line.trim() !== "")];
  return simpleEmail({
    lines: [input.title, ...lines],
    link: appUrl(input.link ?? NOTIFICATIONS_PAGE),
    linkLabel: input.link ? "Open it in Veld" : "See your notifications in Veld",
  });
}

/**
 * Sends a notification: checks the input (notificationSchema), resolves the audience now (the
 * people it reaches are fixed at sending), and in one transaction stores it, one copy per
 * person, the audit entry and, when asked, one e-mail per person (idempotency key
 * notification:{id}:{userId}). 422 when nobody matches.
 */
export async function sendNotification(actor: Actor, input: unknown) {
  const parsed = notificationSchema.safeParse(input);
  if (!parsed.success) refusal(parsed.error.issues);
  const { kind, title, body, link, sendEmail, ...audienceInput } = parsed.data;
  const audience = normaliseAudience(audienceInput);
  const members = await resolveAudience(audience);
  if (members.length === 0)
    throw new Refusal(422, NOTIFICATION_MESSAGES.nobody, { field: "audience" });
  return transaction(async (tx) => {
    const row = await model.insertNotification(
      {
        kind,
        title,
        body,
        link,
        audience,
        recipientCount: members.length,
        emailed: sendEmail,
        createdBy: actor.userId,
      },
      tx,
    );
    await model.insertRecipients(
      row.id,
      members.map((m) => m.userId),
      tx,
    );
    if (sendEmail) {
      const email = notificationEmail(row);
      for (const member of members) {
        await enqueueEmail(
          {
            to: member.email,
            subject: title,
            text: email.text,
            html: email.html,
            userId: member.userId,
            idempotencyKey: `notification:${row.id}:${member.userId}`,
          },
          tx,
        );
      }
    }
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "notification.send",
        entityType: "notification",
        entityId: row.id,
        changes: {
          kind,
          title,
          body,
          link,
          audience,
          recipientCount: members.length,
          emailed: sendEmail,
        },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return row;
  });
}

/** Withdraws a notification with a reason: nobody sees it any more; audited. */
export async function withdrawNotification(actor: Actor, notificationId: string, input: unknown) {
  const existing = await model.findNotification(notificationId);
  if (!existing) notFound();
  const parsed = withdrawSchema.safeParse(input);
  if (!parsed.success) refusal(parsed.error.issues);
  if (existing.withdrawnAt) throw new Refusal(409, NOTIFICATION_MESSAGES.alreadyWithdrawn);
  return transaction(async (tx) => {
    const row = await model.withdrawNotification(existing.id, new Date(), tx);
    if (!row) throw new Refusal(409, NOTIFICATION_MESSAGES.alreadyWithdrawn);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "notification.withdraw",
        entityType: "notification",
        entityId: row.id,
        changes: { title: row.title, reason: parsed.data.reason },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return row;
  });
}

/** The admin's list: every notification with its audience in words and its read count. */
export async function listNotificationsForAdmin() {
  const rows = await model.listAllNotifications();
  return rows.map((row) => ({
    ...row,
    audienceText: describeAudience(storedAudience(row.audience)),
  }));
}

export async function findNotificationForAdmin(notificationId: string) {
  const row = await model.findNotification(notificationId);
  if (!row) notFound();
  return row;
}

/**
 * A person's copy in `language` (decision 0160): a programme message (one with a catalogue key)
 * is written from the `notifications` catalogue with its stored values; an admin's own, or a
 * row from before keys were kept, is shown as written.
 */
export function inLanguage<
  T extends Pick<model.PersonNotification, "title" | "body" | "messageKey" | "messageValues">,
>(item: T, language: AnyLanguage): T {
  if (!item.messageKey) return item;
  const t = mailTranslator(language);
  const values = (item.messageValues ?? {}) as Record<string, string>;
  const title = t(`notifications.${item.messageKey}Title`, values);
  const body = t(`notifications.${item.messageKey}Body`, values);
  // A key no catalogue has any more (a message since removed) is shown as it was stored.
  if (title.startsWith("notifications.") || body.startsWith("notifications.")) return item;
  return { ...item, title, body };
}

/**
 * The person's notifications (not withdrawn), newest first, and how many are unread, in the
 * language they read the page in.
 */
export async function listNotificationsForPerson(
  userId: string,
  language: AnyLanguage = SOURCE_LANGUAGE,
) {
  const items = (await model.listForUser(userId)).map((item) => inLanguage(item, language));
  return { items, unread: items.filter((item) => item.readAt === null).length };
}

export function countUnread(userId: string) {
  return model.countUnreadForUser(userId);
}

/** Marks one of the person's notifications read. Someone else's (or a withdrawn one) is a 404. */
export async function markNotificationRead(userId: string, notificationId: string) {
  const item = await model.findForUser(userId, notificationId);
  if (!item) notFound();
  await model.markReadForUser(userId, item.notificationId, new Date());
  return item;
}

/** Marks all the person's notifications read; how many were unread. */
export function markAllNotificationsRead(userId: string) {
  return model.markAllReadForUser(userId, new Date());
}

/**
 * The overlay's notification for this page load (decision 0100): the newest unread one not shown
 * yet, as a kit toast with its kind's §9 duration, marked shown so it appears once. Null when
 * there is none, or when another page load took it first.
 */
export async function takeOverlayNotification(
  userId: string,
  language: AnyLanguage = SOURCE_LANGUAGE,
): Promise<Toast | null> {
  const found = nextOverlay(await model.listUnshownForUser(userId));
  if (!found) return null;
  const next = inLanguage(found, language);
  if (!(await model.markShownForUser(userId, next.notificationId, new Date()))) return null;
  return {
    id: `notification-${next.notificationId}`,
    type: KIND_TOAST_TYPES[next.kind],
    label: NOTIFICATION_KIND_LABELS[next.kind],
    text: overlayText(next.title, next.body, TOAST_MAX_LENGTH),
    next: next.link
      ? { href: next.link, label: "Open it" }
      : { href: NOTIFICATIONS_PAGE, label: "See your notifications" },
  };
}
