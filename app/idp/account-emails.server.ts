// The provider's e-mails: verify an address, reset a password. Both go through the outbox, in the
// same transaction as the token they carry, so a link is never mailed for a token that was not saved.
import { randomUUID } from "node:crypto";
import { db, type Executor } from "~/db/client.server";
import { getEnv } from "~/env.server";
import { insertEmail } from "~/models/email-outbox.server";
import { TTL } from "./config.server";
import { displayName, findAccountByEmail, type IdpAccount } from "./accounts.server";
import { createOneTimeToken, wasTokenIssuedRecently } from "./one-time-tokens.server";
import { escapeHtml } from "./views/html.server";

/** spec §7 'Identity provider': the change-password endpoint answers this whether or not the account exists. */
export const PASSWORD_RESET_SENT = "We've just sent you an email to reset your password.";

/** A second reset e-mail for the same account within this time is not sent (mail-bombing). */
const RESET_EMAIL_INTERVAL_SECONDS = 60;

function emailBodies(greeting: string, lines: string[], link: string, linkText: string) {
  const text = [greeting, "", ...lines, "", link, "", "The Veld team"].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`,
    `<p>The Veld team</p>`,
  ].join("\n");
  return { text, html };
}

/**
 * Queues one of the provider's own e-mails in Veld's outbox (the outbox worker sends it). The
 * provider stands apart from the services (docs/architecture.md): it writes the row through the
 * outbox's model, in the transaction of the token the e-mail carries.
 */
async function queueAccountEmail(
  email: { to: string; subject: string; text: string; html: string },
  executor: Executor,
) {
  await insertEmail(
    {
      ...email,
      idempotencyKey: randomUUID(),
      from: getEnv().MAIL_FROM,
      replyTo: getEnv().MAIL_REPLY_TO,
      sendAt: new Date(),
      userId: null,
      sendId: null,
    },
    executor,
  );
}

export async function sendVerificationEmail(account: IdpAccount, issuer: string) {
  await db().transaction(async (tx) => {
    const token = await createOneTimeToken(account.id, "verify_email", TTL.verifyEmailToken, tx);
    const link = `${issuer}/verify-email?token=${encodeURIComponent(token)}`;
    await queueAccountEmail(
      {
        to: account.email,
        subject: "Confirm your e-mail address for Veld",
        ...emailBodies(
          `Hello ${displayName(account)},`,
          [
            "Please confirm that this is your e-mail address by opening the link below.",
            "The link works for 24 hours.",
          ],
          link,
          "Confirm my e-mail address",
        ),
      },
      tx,
    );
  });
}

/**
 * spec §7 'Identity provider: Password reset posts the e-mail to the provider's change-password
 * endpoint'. Queues a reset link (valid 1 hour) when the account exists; says nothing either way.
 */
export async function requestPasswordReset(email: string, issuer: string) {
  const account = await findAccountByEmail(email);
  if (!account) return;
  if (await wasTokenIssuedRecently(account.id, "reset_password", RESET_EMAIL_INTERVAL_SECONDS))
    return;
  await db().transaction(async (tx) => {
    const token = await createOneTimeToken(
      account.id,
      "reset_password",
      TTL.resetPasswordToken,
      tx,
    );
    const link = `${issuer}/reset-password?token=${encodeURIComponent(token)}`;
    await queueAccountEmail(
      {
        to: account.email,
        subject: "Reset your Veld password",
        ...emailBodies(
          `Hello ${displayName(account)},`,
          [
            "Someone asked to reset the password of your Veld account. Open the link below to choose a new one.",
            "The link works once, for 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.",
          ],
          link,
          "Choose a new password",
        ),
      },
      tx,
    );
  });
}
