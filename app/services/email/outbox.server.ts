// The e-mail outbox: every message is a row first, sent later by the outbox worker.
import { randomUUID } from "node:crypto";
import { getEnv } from "~/env.server";
import { insertEmail } from "~/models/email-outbox.server";
import type { Executor } from "~/models/transaction.server";
import { oneLine } from "~/shared/text";

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
}

/** Queues an e-mail; pass a transaction to queue it only if the surrounding change commits. */
export async function enqueueEmail(email: OutgoingEmail, executor?: Executor) {
  const id = await insertEmail(
    {
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
    },
    executor,
  );
  return { id, queued: id !== null };
}
