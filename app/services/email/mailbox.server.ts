// Reading what Veld sent (or is about to send) to an address, straight from the outbox.
// For tests and development: end-to-end tests follow password-reset and verification links
// with it, whichever transport is configured and whether or not the worker has run yet.
import * as outbox from "~/models/email-outbox.server";
import type { Executor } from "~/models/transaction.server";

export type OutboxEmail = outbox.OutboxRow;

/** The newest message to `to` (addresses compare case-insensitively), or null. */
export async function findLatestEmailTo(
  to: string,
  options: { since?: Date; executor?: Executor } = {},
): Promise<OutboxEmail | null> {
  return outbox.findLatestEmailTo(to, options.since ?? null, options.executor);
}

/** The first http(s) link in a message's text whose path starts with `pathPrefix`. */
export function findLinkIn(email: Pick<OutboxEmail, "text">, pathPrefix = "/"): string | null {
  for (const match of email.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    if (new URL(match[0]).pathname.startsWith(pathPrefix)) return match[0];
  }
  return null;
}
