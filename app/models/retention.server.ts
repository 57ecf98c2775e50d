// The queries of the retention jobs (issue 19; decision 0110). Each removes or blanks only what is
// past its period, in bounded batches, and finds nothing left to do when run again. The audit log
// is append-only but for one thing: its details (`changes`) are blanked when their period ends,
// keeping who did what and when (decision 0110).
import { and, asc, eq, gt, inArray, isNotNull, lt, ne, notInArray, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { auditLog, emailOutbox, jobApplications, jobPostings, storedFiles } from "~/db/schema";
import { isUuid } from "~/shared/ids";

/** Applications sent before `appliedBefore` (none younger can be due), by id after `afterId`. */
export async function listJobApplicationCandidates(
  input: { appliedBefore: Date; afterId: string | null; limit: number },
  executor: Executor = db(),
) {
  return executor
    .select({
      id: jobApplications.id,
      applicationDate: jobApplications.applicationDate,
      status: jobApplications.status,
      interviewStatus: jobApplications.interviewStatus,
      posting: {
        closingDate: jobPostings.closingDate,
        status: jobPostings.status,
        updatedAt: jobPostings.updatedAt,
      },
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .where(
      and(
        lt(jobApplications.applicationDate, input.appliedBefore),
        input.afterId ? gt(jobApplications.id, input.afterId) : undefined,
      ),
    )
    .orderBy(asc(jobApplications.id))
    .limit(input.limit);
}

/**
 * Deletes an application, its CV's row and the details of the audit entries about it; returns
 * the CV's storage key (its bytes go after the transaction commits), or null when the
 * application was gone already. Call inside a transaction.
 */
export async function deleteJobApplicationAndCv(applicationId: string, executor: Executor) {
  if (!isUuid(applicationId)) return null;
  const [deleted] = await executor
    .delete(jobApplications)
    .where(eq(jobApplications.id, applicationId))
    .returning({ cvFileId: jobApplications.cvFileId });
  if (!deleted) return null;
  await executor
    .update(auditLog)
    .set({ changes: null })
    .where(
      and(
        eq(auditLog.entityType, "job_application"),
        eq(auditLog.entityId, applicationId),
        isNotNull(auditLog.changes),
      ),
    );
  if (!deleted.cvFileId) return { storageKey: null };
  const [file] = await executor
    .delete(storedFiles)
    .where(eq(storedFiles.id, deleted.cvFileId))
    .returning({ storageKey: storedFiles.storageKey });
  return { storageKey: file?.storageKey ?? null };
}

/**
 * Blanks subject, text and HTML of up to `limit` sent or failed outbox rows sent (or, failed,
 * due) before `before`; the row keeps to whom, when, its status and message id. Returns how many.
 */
export async function pruneOutboxBodies(
  input: { before: Date; limit: number },
  executor: Executor = db(),
): Promise<number> {
  const due = executor
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ["sent", "failed"]),
        lt(sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.sendAt})`, input.before),
        or(ne(emailOutbox.subject, ""), ne(emailOutbox.text, ""), isNotNull(emailOutbox.html)),
      ),
    )
    .limit(input.limit);
  const rows = await executor
    .update(emailOutbox)
    .set({ subject: "", text: "", html: null })
    .where(inArray(emailOutbox.id, due))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/**
 * Blanks the details of up to `limit` audit entries: those created before `generalBefore`, and
 * those about `legalEntityTypes` only before `legalBefore`. Returns how many.
 */
export async function pruneAuditDetails(
  input: {
    generalBefore: Date;
    legalBefore: Date;
    legalEntityTypes: readonly string[];
    limit: number;
  },
  executor: Executor = db(),
): Promise<number> {
  const legal = [...input.legalEntityTypes];
  const due = executor
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        isNotNull(auditLog.changes),
        or(
          lt(auditLog.createdAt, input.legalBefore),
          and(
            lt(auditLog.createdAt, input.generalBefore),
            legal.length > 0 ? notInArray(auditLog.entityType, legal) : undefined,
          ),
        ),
      ),
    )
    .limit(input.limit);
  const rows = await executor
    .update(auditLog)
    .set({ changes: null })
    .where(inArray(auditLog.id, due))
    .returning({ id: auditLog.id });
  return rows.length;
}
