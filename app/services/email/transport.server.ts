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
}

// Every SMTP wait ends well within the worker's lease (worker.server.ts), so a slow server
// cannot make a second instance take the message over while it is still being sent.
export const SMTP_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
} as const;

function composeOptions(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    messageId: messageIdFor(message.id, message.from),
    headers: { "X-Veld-Outbox-Id": message.id },
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
        const info = await transporter.sendMail(composeOptions(message));
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
      const info = await composer.sendMail(composeOptions(message));
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
