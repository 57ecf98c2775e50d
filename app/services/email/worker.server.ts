// The outbox worker: sends due e-mails, at least once and, where Veld controls it, once.
//  1. Claim: a short transaction takes due rows with FOR UPDATE SKIP LOCKED and marks them
//     'sending' with a lease (locked_until). Other instances skip locked rows and see leased
//     ones as taken, so two instances never claim the same row.
//  2. Send outside any transaction (no row lock or connection held while SMTP talks).
//  3. Record: 'sent', or back to 'pending' with exponential backoff, or 'failed' after
//     MAX_ATTEMPTS. Only the claim's holder may record (same attempts count).
// A crash between 1 and 3 loses nothing: the lease runs out and the row is claimed again; it is
// sent with the same Message-ID (and the disk transport overwrites the same file).
// Times come from the database clock, so instances with skewed clocks agree on leases (the
// queries are app/models/email-outbox.server.ts's).
import * as outbox from "~/models/email-outbox.server";
import { logger } from "~/logger.server";
import { MAX_ATTEMPTS, outcomeAfterFailure, RETRY_BASE_MS, RETRY_CAP_MS } from "./delivery-rules";
import type { MailTransport } from "./transport.server";

export type OutboxRow = outbox.OutboxRow;

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

/** Claims up to `batchSize` due rows for this worker (step 1). */
export async function claimDueEmails(
  options: { batchSize?: number; leaseMs?: number } = {},
): Promise<OutboxRow[]> {
  const { batchSize = DEFAULT_BATCH_SIZE, leaseMs = DEFAULT_LEASE_MS } = options;
  return outbox.claimDueEmails(batchSize, leaseMs);
}

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
    await outbox.markEmailFailed(row, row.lastError ?? "lease expired");
    log.error("e-mail given up after its last attempt did not finish");
    return "failed";
  }

  // Renew the lease just before sending: each message gets a whole lease for its own send, however
  // long the earlier ones in the batch took. A row someone else took over is not sent again.
  if (!(await outbox.renewEmailLease(row, options.leaseMs ?? DEFAULT_LEASE_MS))) {
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
    if (outcome.status === "failed") {
      await outbox.markEmailFailed(row, lastError);
      log.error({ err: error }, "e-mail failed for good");
      return "failed";
    }
    await outbox.scheduleEmailRetry(row, lastError, outcome.retryInMs);
    log.warn({ err: error, retryInMs: outcome.retryInMs }, "e-mail failed; will retry");
    return "retry";
  }

  if (!(await outbox.markEmailSent(row, messageId))) {
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
