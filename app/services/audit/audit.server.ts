// The audit trail: who changed what, when (audit_log is append-only). Pass the transaction of
// the change itself, so the entry exists exactly when the change does.
import { insertAuditEntry } from "~/models/audit-log.server";
import type { Executor } from "~/models/transaction.server";

export interface AuditEntry {
  /** The Veld profile that acted; null for anonymous visitors and for Veld itself. */
  actorUserId?: string | null;
  /** A readable name for the actor that survives the profile's deletion (e-mail, 'system'). */
  actorLabel: string;
  /** What happened, as `<entity>.<verb>`: 'file.upload', 'file.delete'. */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** What changed (JSON). Never secrets or tokens. */
  changes?: unknown;
  /** The request's X-Request-Id (AppLoadContext.requestId), to find its log lines. */
  requestId?: string | null;
}

export async function recordAudit(entry: AuditEntry, executor?: Executor) {
  return insertAuditEntry(
    {
      actorUserId: entry.actorUserId ?? null,
      actorLabel: entry.actorLabel,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      changes: entry.changes ?? null,
      requestId: entry.requestId ?? null,
    },
    executor,
  );
}
