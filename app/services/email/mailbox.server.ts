// Reading what Veld sent (or is about to send) to an address, straight from the outbox.
// For tests and development: end-to-end tests follow password-reset and verification links
// with it, whichever transport is configured and whether or not the worker has run yet.
import { and, desc, gte, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

export type OutboxEmail = typeof emailOutbox.$inferSelect;

/** The newest message to `to` (addresses compare case-insensitively), or null. */
export async function findLatestEmailTo(
  to: string,
  options: { since?: Date; executor?: Executor } = {},
): Promise<OutboxEmail | null> {
  const [row] = await (options.executor ?? db())
    .select()
    .from(emailOutbox)
    .where(
      and(
        sql`lower(${emailOutbox.to}) = ${to.trim().toLowerCase()}`,
        options.since ? gte(emailOutbox.createdAt, options.since) : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row ?? null;
}

/** The first http(s) link in a message's text whose path starts with `pathPrefix`. */
export function findLinkIn(email: Pick<OutboxEmail, "text">, pathPrefix = "/"): string | null {
  for (const match of email.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    if (new URL(match[0]).pathname.startsWith(pathPrefix)) return match[0];
  }
  return null;
}
