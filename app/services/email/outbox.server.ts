// The e-mail outbox: every message is a row first, sent later by the outbox worker.
//
// An idempotency key stands for one message (decision 0117): the same key with the same content
// is queued once; the same key with other content is another message, so it is queued under the
// key bound to its digest (and the reuse logged) instead of being dropped unseen.
import { randomUUID } from "node:crypto";
import { getEnv } from "~/env.server";
import {
  findEmailByKey,
  insertEmail,
  type NewOutboxEmail,
  type OutboxRow,
} from "~/models/email-outbox.server";
import type { Executor } from "~/models/transaction.server";
import { logger } from "~/logger.server";
import { oneLine } from "~/shared/text";
import { contentDigest } from "./content-digest.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** When to send it (default: now). spec §9: rejection e-mails go out at the next weekday 14:00. */
  sendAt?: Date;
  /** The same key twice queues the message once. */
  idempotencyKey?: string;
  /** The person it is for (delivery is followed per person), and the bulk send it belongs to. */
  userId?: string | null;
  sendId?: string | null;
  /**
   * A marketing e-mail's unsubscribe URL (the signed link its text ends with): sent as
   * List-Unsubscribe with List-Unsubscribe-Post, so the reader's mailbox offers one-click
   * unsubscribe (RFC 8058; decision 0143). Never set on programme e-mails.
   */
  listUnsubscribeUrl?: string;
}

/**
 * What a message says, digested: the content its idempotency key stands for. Reply-To and
 * List-Unsubscribe are left out (decision 0143): they follow from the configuration and the
 * recipient, not from what is said (a marketing text already ends with the same unsubscribe
 * URL), and a digest that took them in would make a retry with the same key after a change of
 * MAIL_REPLY_TO, or after this change, a second e-mail.
 */
export function outboxContentDigest(
  message: Pick<OutboxRow, "to" | "subject" | "text" | "html">,
): string {
  return contentDigest({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
  });
}

/** Queues an e-mail; pass a transaction to queue it only if the surrounding change commits. */
export async function enqueueEmail(email: OutgoingEmail, executor?: Executor) {
  const message: NewOutboxEmail = {
    idempotencyKey: email.idempotencyKey ?? randomUUID(),
    to: email.to,
    from: getEnv().MAIL_FROM,
    // A subject is one header line, whatever a name in it was stored with (decision 0118).
    subject: oneLine(email.subject),
    text: email.text,
    html: email.html ?? null,
    sendAt: email.sendAt ?? new Date(),
    userId: email.userId ?? null,
    sendId: email.sendId ?? null,
    // Kept on the row as composed (decision 0143): a message queued before MAIL_REPLY_TO changes,
    // or retried after, still says what it was written with, like its From.
    replyTo: getEnv().MAIL_REPLY_TO,
    listUnsubscribe: email.listUnsubscribeUrl ?? null,
  };
  message.contentDigest = outboxContentDigest(message);
  let id = await insertEmail(message, executor);
  if (id === null) {
    const earlier = await findEmailByKey(message.idempotencyKey, executor);
    const earlierDigest = earlier && (earlier.contentDigest ?? outboxContentDigest(earlier));
    if (earlier && earlierDigest !== message.contentDigest) {
      logger().warn(
        { idempotencyKey: message.idempotencyKey, outboxId: earlier.id },
        "An e-mail's idempotency key was used again for another message: queued as a new one.",
      );
      id = await insertEmail(
        { ...message, idempotencyKey: `${message.idempotencyKey}#${message.contentDigest}` },
        executor,
      );
    }
  }
  return { id, queued: id !== null };
}
