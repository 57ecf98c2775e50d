// The retention jobs (issue 19; decision 0110): what the privacy policy promises about how long
// Veld keeps things ('How long we keep it'), done every day. Each job removes or blanks only what
// is past its period (app/services/retention/rules.ts) and is idempotent; `runClaimed` makes one
// instance do each day's run when several share the database.
import {
  claimScheduledRun,
  finishScheduledRun,
  releaseScheduledRun,
} from "~/models/scheduled-runs.server";
import {
  deleteJobApplicationAndCv,
  listJobApplicationCandidates,
  pruneAuditDetails,
  pruneOutboxBodies,
} from "~/models/retention.server";
import { transaction } from "~/models/transaction.server";
import { logger } from "~/logger.server";
import { sweepOrphanedUploads } from "~/services/files/upload-sweep.server";
import { recordAudit } from "~/services/audit/audit.server";
import { fileStore, type FileStore } from "~/services/files/file-store.server";
import { discardStoredBytes } from "~/services/files/uploads.server";
import {
  applicationCandidateCutoff,
  auditDetailCutoffs,
  cutoff,
  isApplicationPastRetention,
  LEGAL_AUDIT_ENTITY_TYPES,
  RETENTION,
  RETENTION_LEASE_MS,
  RETENTION_MIN_GAP_MS,
} from "./rules";

const BATCH = 500;
const SYSTEM_ACTOR = { actorUserId: null, actorLabel: "retention schedule" } as const;

export interface RetentionOptions {
  now?: Date;
  store?: FileStore;
}

/**
 * Deletes job applications past their period: the row, its CV (row, then bytes) and the details
 * of the audit entries about it, with one audit entry saying so (no name: the point is to forget
 * it). Returns how many went.
 */
export async function removeExpiredJobApplications(options: RetentionOptions = {}) {
  const now = options.now ?? new Date();
  const store = options.store ?? fileStore();
  let removed = 0;
  let afterId: string | null = null;
  for (;;) {
    const candidates = await listJobApplicationCandidates({
      appliedBefore: applicationCandidateCutoff(now),
      afterId,
      limit: BATCH,
    });
    if (candidates.length === 0) break;
    afterId = candidates[candidates.length - 1]!.id;
    for (const application of candidates) {
      if (!isApplicationPastRetention(application, now)) continue;
      const deleted = await transaction(async (tx) => {
        const result = await deleteJobApplicationAndCv(application.id, tx);
        if (!result) return null;
        await recordAudit(
          {
            ...SYSTEM_ACTOR,
            action: "job_application.retention-delete",
            entityType: "job_application",
            entityId: application.id,
            changes: null,
          },
          tx,
        );
        return result;
      });
      if (!deleted) continue;
      removed++;
      if (deleted.storageKey)
        await discardStoredBytes(deleted.storageKey, "its job application's period ended", store);
    }
    if (candidates.length < BATCH) break;
  }
  return { removed };
}

/** Blanks the bodies of outbox e-mails sent more than 12 months ago; returns how many. */
export async function pruneOldOutboxBodies(options: RetentionOptions = {}) {
  const before = cutoff(options.now ?? new Date(), RETENTION.outboxBodyMonths);
  let pruned = 0;
  for (;;) {
    const count = await pruneOutboxBodies({ before, limit: BATCH });
    pruned += count;
    if (count < BATCH) break;
  }
  return { pruned };
}

/** Blanks the details of audit entries past their period; returns how many. */
export async function pruneOldAuditDetails(options: RetentionOptions = {}) {
  const cutoffs = auditDetailCutoffs(options.now ?? new Date());
  let pruned = 0;
  for (;;) {
    const count = await pruneAuditDetails({
      generalBefore: cutoffs.general,
      legalBefore: cutoffs.legal,
      legalEntityTypes: LEGAL_AUDIT_ENTITY_TYPES,
      limit: BATCH,
    });
    pruned += count;
    if (count < BATCH) break;
  }
  return { pruned };
}

/** The sweep of upload bytes no row points to (app/services/files/upload-sweep.server.ts), daily. */
export async function sweepUnreferencedUploads(options: RetentionOptions = {}) {
  const result = await sweepOrphanedUploads({ now: options.now, store: options.store });
  if (result.skipped) logger().warn({ reason: result.skipped }, "upload sweep skipped");
  return {
    removed: result.removed.length,
    unfinishedWrites: result.unfinishedWrites,
    skipped: result.skipped ?? null,
  };
}

/** The daily jobs by name: the names are the rows of scheduled_job_runs and the /metrics tasks. */
export const RETENTION_JOBS = {
  "retention: job applications": removeExpiredJobApplications,
  "retention: e-mail bodies": pruneOldOutboxBodies,
  "retention: audit details": pruneOldAuditDetails,
  "sweep unreferenced uploads": sweepUnreferencedUploads,
} as const satisfies Record<string, (options?: RetentionOptions) => Promise<unknown>>;

export type RetentionJobName = keyof typeof RETENTION_JOBS;

/**
 * Runs `job` if this instance wins today's claim; returns what it did, or null when another
 * instance has the run (or had it less than 20 hours ago). A failure releases the claim and
 * propagates (the periodic task logs it and counts it on /metrics).
 */
export async function runClaimed<T>(
  name: string,
  job: () => Promise<T>,
  options: { now?: Date; minGapMs?: number; leaseMs?: number } = {},
): Promise<T | null> {
  const now = options.now ?? new Date();
  const claimed = await claimScheduledRun({
    name,
    now,
    leaseMs: options.leaseMs ?? RETENTION_LEASE_MS,
    minGapMs: options.minGapMs ?? RETENTION_MIN_GAP_MS,
  });
  if (!claimed) return null;
  try {
    const result = await job();
    await finishScheduledRun({ name, now: new Date(), result });
    if (result && typeof result === "object" && Object.values(result).some((v) => v))
      logger().info({ task: name, result }, "scheduled job done");
    return result;
  } catch (error) {
    await releaseScheduledRun(name).catch(() => undefined);
    throw error;
  }
}
