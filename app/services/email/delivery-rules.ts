// How the outbox worker retries and names messages. Pure, so the schedule is tested as a table
// (docs/decisions/0004-email-outbox.md).

/** A message that failed this many times is given up ('failed') and kept for inspection. */
export const MAX_ATTEMPTS = 8;
export const RETRY_BASE_MS = 60_000;
export const RETRY_CAP_MS = 60 * 60_000;

/**
 * Wait before the next attempt after `attempts` failed ones: 1, 2, 4, 8, 16, 32 minutes, then
 * hourly. Eight attempts span about two hours: a short SMTP outage loses nothing.
 */
export function retryDelayMs(attempts: number, baseMs = RETRY_BASE_MS, capMs = RETRY_CAP_MS) {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export type AfterFailure = { status: "pending"; retryInMs: number } | { status: "failed" };

export function outcomeAfterFailure(
  attempts: number,
  options: { maxAttempts?: number; baseMs?: number; capMs?: number } = {},
): AfterFailure {
  if (attempts >= (options.maxAttempts ?? MAX_ATTEMPTS)) return { status: "failed" };
  return { status: "pending", retryInMs: retryDelayMs(attempts, options.baseMs, options.capMs) };
}

/**
 * The Message-ID of an outbox row: the same for every attempt, so a message sent again after
 * a crash is recognisably the same one (mail clients and servers drop the duplicate).
 * The domain is the sender's, as RFC 5322 §3.6.4 recommends a domain the sender controls.
 */
export function messageIdFor(outboxId: string, from: string) {
  const domain = /@([^\s<>@"]+)>?\s*$/.exec(from)?.[1] ?? "veld.invalid";
  return `<${outboxId}@${domain}>`;
}
