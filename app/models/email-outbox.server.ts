// The e-mail outbox (email_outbox): every message is a row first, sent later by the outbox worker
// (app/services/email/worker.server.ts, decision 0004). The worker's steps are here as queries:
// claim due rows with a lease, renew the lease, record the outcome. A row is "held" by a worker
// while its status is 'sending' with the attempts count the claim gave it, so only the claim's
// holder may record what happened. Times come from the database clock, so instances with skewed
// clocks agree on leases.
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface NewOutboxEmail {
  idempotencyKey: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  sendAt: Date;
  /** The person it is for, when Veld knows them; the admin's bulk send it belongs to. */
  userId?: string | null;
  sendId?: string | null;
  /** What the message says, digested (decision 0117). */
  contentDigest?: string | null;
  /** Its Reply-To, and a marketing e-mail's one-click unsubscribe URL (decision 0143). */
  replyTo?: string | null;
  listUnsubscribe?: string | null;
}

/** Queues a message; the same idempotency key twice queues it once (null id the second time). */
export async function insertEmail(
  email: NewOutboxEmail,
  executor: Executor = db(),
): Promise<string | null> {
  const [row] = await executor
    .insert(emailOutbox)
    .values(email)
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  return row?.id ?? null;
}

/** The message queued under `idempotencyKey`, or null. */
export async function findEmailByKey(
  idempotencyKey: string,
  executor: Executor = db(),
): Promise<OutboxRow | null> {
  const [row] = await executor
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/** The newest message to `to` (addresses compare case-insensitively), or null. */
export async function findLatestEmailTo(
  to: string,
  since: Date | null,
  executor: Executor = db(),
): Promise<OutboxRow | null> {
  const [row] = await executor
    .select()
    .from(emailOutbox)
    .where(
      and(
        sql`lower(${emailOutbox.to}) = ${to.trim().toLowerCase()}`,
        since ? gte(emailOutbox.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row ?? null;
}

const afterMs = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

/**
 * Claims up to `batchSize` due rows in one short transaction: they are taken FOR UPDATE SKIP
 * LOCKED and marked 'sending' with a lease of `leaseMs` and one more attempt. Other instances
 * skip locked rows and see leased ones as taken, so two instances never claim the same row.
 */
export async function claimDueEmails(batchSize: number, leaseMs: number): Promise<OutboxRow[]> {
  return db().transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        or(
          and(eq(emailOutbox.status, "pending"), lte(emailOutbox.sendAt, sql`now()`)),
          // A claim whose holder died (or overran its lease) is due again.
          and(eq(emailOutbox.status, "sending"), lt(emailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(emailOutbox.sendAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({
        status: "sending",
        attempts: sql`${emailOutbox.attempts} + 1`,
        lockedUntil: afterMs(leaseMs),
      })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** The row is still ours: nobody re-claimed it after our lease ran out. */
const heldBy = (row: Pick<OutboxRow, "id" | "attempts">) =>
  and(
    eq(emailOutbox.id, row.id),
    eq(emailOutbox.status, "sending"),
    eq(emailOutbox.attempts, row.attempts),
  );

/**
 * Renews the lease of a held row whose lease has not run out yet; false when someone else took
 * it over (it must not be sent again by this worker).
 */
export async function renewEmailLease(row: OutboxRow, leaseMs: number): Promise<boolean> {
  const renewed = await db()
    .update(emailOutbox)
    .set({ lockedUntil: afterMs(leaseMs) })
    .where(and(heldBy(row), gt(emailOutbox.lockedUntil, sql`now()`)))
    .returning({ id: emailOutbox.id });
  return renewed.length > 0;
}

/** Gives a held row up for good. */
export async function markEmailFailed(row: OutboxRow, lastError: string) {
  await db()
    .update(emailOutbox)
    .set({ status: "failed", lockedUntil: null, lastError })
    .where(heldBy(row));
}

/** Puts a held row back in the queue, due again in `retryInMs`. */
export async function scheduleEmailRetry(row: OutboxRow, lastError: string, retryInMs: number) {
  await db()
    .update(emailOutbox)
    .set({ status: "pending", lockedUntil: null, lastError, sendAt: afterMs(retryInMs) })
    .where(heldBy(row));
}

/** Records a held row as sent; false when the claim had been lost before the send finished. */
export async function markEmailSent(row: OutboxRow, messageId: string): Promise<boolean> {
  const recorded = await db()
    .update(emailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, messageId, lockedUntil: null, lastError: null })
    .where(heldBy(row))
    .returning({ id: emailOutbox.id });
  return recorded.length > 0;
}

export interface OutboxBacklog {
  /** Waiting to be sent: due now, scheduled later or waiting for a retry. */
  pending: number;
  /** Claimed by a worker right now (or by one that died, until its lease runs out). */
  sending: number;
  /** Given up after the last attempt: someone has to look. */
  failed: number;
  /** How long the oldest due pending message has waited; 0 when none is due. */
  oldestDueSeconds: number;
}

/**
 * The outbox's backlog for /metrics (decision 0106): one grouped count over the status index
 * (email_outbox_due_idx), never reading the messages themselves; sent rows are not counted.
 */
export async function countOutboxBacklog(executor: Executor = db()): Promise<OutboxBacklog> {
  const rows = await executor
    .select({
      status: emailOutbox.status,
      count: sql<number>`count(*)::int`,
      oldestDue: sql<
        number | null
      >`extract(epoch from now() - min(${emailOutbox.sendAt}) filter (where ${emailOutbox.sendAt} <= now()))::float8`,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["pending", "sending", "failed"]))
    .groupBy(emailOutbox.status);
  const backlog: OutboxBacklog = { pending: 0, sending: 0, failed: 0, oldestDueSeconds: 0 };
  for (const row of rows) {
    if (row.status === "sent") continue;
    backlog[row.status] = Number(row.count);
    if (row.status === "pending")
      backlog.oldestDueSeconds = Math.max(0, Number(row.oldestDue ?? 0));
  }
  return backlog;
}

/**
 * Outbox messages (a past send's, already delivered) with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingEmails(
  rows: readonly (typeof emailOutbox.$inferInsert & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await executor
    .insert(emailOutbox)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  return written.map((row) => row.id);
}
