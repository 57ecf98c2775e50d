// The audit trail (audit_log): who changed what, when. Append-only: entries are written and
// read, never changed. Write an entry in the transaction of the change itself, so it exists
// exactly when the change does.
import { and, desc, eq, inArray } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { auditLog } from "~/db/schema";

export type AuditLogRow = typeof auditLog.$inferSelect;

export interface NewAuditEntry {
  actorUserId: string | null;
  actorLabel: string;
  action: string;
  entityType: string;
  entityId: string | null;
  changes: unknown;
  requestId: string | null;
}

/** Appends an entry; returns its id. */
export async function insertAuditEntry(
  entry: NewAuditEntry,
  executor: Executor = db(),
): Promise<number> {
  const [row] = await executor.insert(auditLog).values(entry).returning({ id: auditLog.id });
  return row!.id;
}

/** The latest entries about one entity with one of `actions`, newest first. */
export async function listEntityEntries(
  entity: { type: string; id: string; actions: readonly string[] },
  limit: number,
  executor: Executor = db(),
): Promise<AuditLogRow[]> {
  if (entity.actions.length === 0) return [];
  return executor
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entity.type),
        eq(auditLog.entityId, entity.id),
        inArray(auditLog.action, [...entity.actions]),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
