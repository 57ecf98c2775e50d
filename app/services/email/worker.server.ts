// The outbox worker: sends due e-mails, at least once and, where Veld controls it, once.
//  1. Claim: a short transaction takes due rows with FOR UPDATE SKIP LOCKED and marks them
//     'sending' with a lease (locked_until). Other instances skip locked rows and see leased
//     ones as taken, so two instances never claim the same row.
//  2. Send outside any transaction (no row lock or connection held while SMTP talks).
//  3. Record: 'sent', or back to 'pending' with exponential backoff, or 'failed' after
//     MAX_ATTEMPTS. Only the claim's holder may record (same attempts count).
// A crash between 1 and 3 loses nothing: the lease runs out and the row is claimed again; it is
// sent with the same Message-ID (and the disk transport overwrites the same file).
// Times come from the database clock, so instances with skewed clocks agree on leases.
import { and, asc, eq, gt, inArray, lte, lt, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { logger } from "~/server/logger.server";
import { MAX_ATTEMPTS, outcomeAfterFailure, RETRY_BASE_MS, RETRY_CAP_MS } from "./delivery-rules";
import type { MailTransport } from "./transport.server";

export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface EmailWorkerOptions {
  transport: MailTransport;
  /** Rows claimed per transaction. */
  batchSize?: number;
  /** How long a claim holds; renewed before each send, so it must outlast one send (SMTP_TIMEOUTS). */
  leaseMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  retryCapMs?: number;
}

export const DEFAULT_BATCH_SIZE = 10;
export const DEFAULT_LEASE_MS = 15 * 60_000;

const afterMs = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

/** Claims up to `batchSize` due rows for this worker (step 1). */
export async function claimDueEmails(
  options: { batchSize?: number; leaseMs?: number } = {},
): Promise<OutboxRow[]> {
  const { batchSize = DEFAULT_BATCH_SIZE, leaseMs = DEFAULT_LEASE_MS } = options;
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
const heldBy = (row: OutboxRow) =>
  and(
    eq(emailOutbox.id, row.id),
    eq(emailOutbox.status, "sending"),
    eq(emailOutbox.attempts, row.attempts),
  );

export type DeliveryOutcome = "sent" | "retry" | "failed" | "lost-claim";

/** Sends one claimed row and records the outcome (steps 2 and 3). */
export async function deliverClaimedEmail(
  row: OutboxRow,
  options: EmailWorkerOptions,
): Promise<DeliveryOutcome> {
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const log = logger().child({ outboxId: row.id, attempts: row.attempts });
  // Claimed again after its lease ran out on the last allowed attempt: give up, do not resend.
  if (row.attempts > maxAttempts) {
    await db()
      .update(emailOutbox)
      .set({ status: "failed", lockedUntil: null, lastError: row.lastError ?? "lease expired" })
      .where(heldBy(row));
    log.error("e-mail given up after its last attempt did not finish");
    return "failed";
  }

  // Renew the lease just before sending: each message gets a whole lease for its own send, however
  // long the earlier ones in the batch took. A row someone else took over is not sent again.
  const renewed = await db()
    .update(emailOutbox)
    .set({ lockedUntil: afterMs(options.leaseMs ?? DEFAULT_LEASE_MS) })
    .where(and(heldBy(row), gt(emailOutbox.lockedUntil, sql`now()`)))
    .returning({ id: emailOutbox.id });
  if (renewed.length === 0) {
    log.warn("e-mail claim expired before sending; left to the worker that took it");
    return "lost-claim";
  }

  let messageId: string;
  try {
    ({ messageId } = await options.transport.send(row));
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const outcome = outcomeAfterFailure(row.attempts, {
      maxAttempts,
      baseMs: options.retryBaseMs ?? RETRY_BASE_MS,
      capMs: options.retryCapMs ?? RETRY_CAP_MS,
    });
    await db()
      .update(emailOutbox)
      .set(
        outcome.status === "failed"
          ? { status: "failed", lockedUntil: null, lastError }
          : { status: "pending", lockedUntil: null, lastError, sendAt: afterMs(outcome.retryInMs) },
      )
      .where(heldBy(row));
    if (outcome.status === "failed") log.error({ err: error }, "e-mail failed for good");
    else log.warn({ err: error, retryInMs: outcome.retryInMs }, "e-mail failed; will retry");
    return outcome.status === "failed" ? "failed" : "retry";
  }

  const recorded = await db()
    .update(emailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, messageId, lockedUntil: null, lastError: null })
    .where(heldBy(row))
    .returning({ id: emailOutbox.id });
  if (recorded.length === 0) {
    // The send outlived the lease and another worker took the row: it will send it again
    // with the same Message-ID. Make the lease longer if this is ever logged.
    log.warn("e-mail sent after its claim expired");
    return "lost-claim";
  }
  log.info({ transport: options.transport.kind }, "e-mail sent");
  return "sent";
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retry: number;
  failed: number;
  lostClaim: number;
  /** The outbox ids this call sent. */
  sentIds: string[];
}

/** One batch: claim, send each, record. Safe to run from any number of instances at once. */
export async function processDueEmails(options: EmailWorkerOptions): Promise<DeliveryReport> {
  const rows = await claimDueEmails(options);
  const report: DeliveryReport = {
    claimed: rows.length,
    sent: 0,
    retry: 0,
    failed: 0,
    lostClaim: 0,
    sentIds: [],
  };
  for (const row of rows) {
    const outcome = await deliverClaimedEmail(row, options);
    if (outcome === "sent") {
      report.sent += 1;
      report.sentIds.push(row.id);
    } else if (outcome === "retry") report.retry += 1;
    else if (outcome === "failed") report.failed += 1;
    else report.lostClaim += 1;
  }
  return report;
}

/**
 * Batches until nothing is due (or `shouldStop`): a burst of messages goes out in one poll
 * instead of one batch per poll interval.
 */
export async function drainDueEmails(
  options: EmailWorkerOptions & { shouldStop?: () => boolean },
): Promise<number> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let sent = 0;
  for (;;) {
    const report = await processDueEmails(options);
    sent += report.sent;
    if (report.claimed < batchSize || options.shouldStop?.()) return sent;
  }
}
