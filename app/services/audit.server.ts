// The audit trail: who changed what, when (audit_log is append-only). Pass the transaction of
// the change itself, so the entry exists exactly when the change does.
import { db, type Executor } from "~/db/client.server";
import { auditLog } from "~/db/schema";

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

export async function recordAudit(entry: AuditEntry, executor: Executor = db()) {
  const [row] = await executor
    .insert(auditLog)
    .values({
      actorUserId: entry.actorUserId ?? null,
      actorLabel: entry.actorLabel,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      changes: entry.changes ?? null,
      requestId: entry.requestId ?? null,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}
