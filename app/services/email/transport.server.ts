// How a message leaves Veld: nodemailer over SMTP when SMTP_URL is set, otherwise written as
// an .eml file under ${DATA_DIR}/mail/ (the embedded default: Veld runs alone, and development
// and tests can open what would have been sent). nodemailer composes the MIME either way.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { messageIdFor } from "./delivery-rules";

/** One outbox row, as the transport needs it. */
export interface MailMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Its Reply-To as queued; null for a row queued before rows kept it (TransportOptions.replyTo). */
  replyTo?: string | null;
  /** A marketing e-mail's one-click unsubscribe URL (decision 0143); null for every other e-mail. */
  listUnsubscribe?: string | null;
}

export interface MailTransport {
  readonly kind: "smtp" | "disk";
  /** Sends one message; rejects when it was not accepted. Resolves with its Message-ID. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export interface TransportOptions {
  smtpUrl?: string;
  dataDir: string;
  /** The Reply-To of a message queued without one (before rows kept it): MAIL_REPLY_TO. */
  replyTo?: string;
}

// Every SMTP wait ends well within the worker's lease (worker.server.ts), so a slow server
// cannot make a second instance take the message over while it is still being sent.
export const SMTP_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
} as const;

/**
 * A marketing e-mail's unsubscribe headers (RFC 2369 §3.2, RFC 8058 §3.1; decision 0143): the
 * signed https URL in angle brackets, and the one-click marker that tells the mailbox provider
 * a POST of `List-Unsubscribe=One-Click` to that URL unsubscribes without another step. The value
 * goes out prepared (one line, as the RFCs write it), so it must be a URL with nothing in it that
 * could end the header.
 */
export function listUnsubscribeHeaders(url: string) {
  if (!/^https?:\/\/[^\s<>]+$/.test(url))
    throw new Error(`Not a List-Unsubscribe URL: ${JSON.stringify(url.slice(0, 200))}`);
  return {
    "List-Unsubscribe": { prepared: true, value: `<${url}>` },
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

function composeOptions(message: MailMessage, defaults: Pick<TransportOptions, "replyTo"> = {}) {
  const replyTo = message.replyTo ?? defaults.replyTo;
  return {
    from: message.from,
    to: message.to,
    ...(replyTo ? { replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    messageId: messageIdFor(message.id, message.from),
    headers: {
      "X-Veld-Outbox-Id": message.id,
      ...(message.listUnsubscribe ? listUnsubscribeHeaders(message.listUnsubscribe) : {}),
    },
  };
}

export function mailDirectory(dataDir: string) {
  return path.join(dataDir, "mail");
}

/** Where the disk transport writes a message: one file per outbox row. */
export function emlPath(dataDir: string, outboxId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(outboxId)) throw new Error(`Not an outbox id: ${outboxId}`);
  return path.join(mailDirectory(dataDir), `${outboxId}.eml`);
}

export function createMailTransport(options: TransportOptions): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: "smtp",
      async send(message) {
        const info = await transporter.sendMail(composeOptions(message, options));
        return { messageId: info.messageId };
      },
      close: () => transporter.close(),
    };
  }

  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    kind: "disk",
    async send(message) {
      const info = await composer.sendMail(composeOptions(message, options));
      const target = emlPath(options.dataDir, message.id);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Named after the row and renamed into place: a retry overwrites, never duplicates,
      // and a reader never sees half a message.
      const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      await fs.promises.writeFile(temp, info.message as Buffer);
      await fs.promises.rename(temp, target);
      return { messageId: info.messageId };
    },
    close: () => composer.close(),
  };
}
