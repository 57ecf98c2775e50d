// Evidence items and their files (issue 16; decision 0079; spec §3 'Organisation' evidence,
// 'File-upload value'). Every function takes the organisation id the caller already checked and
// puts it in the `where` clause: another organisation's item is simply not found, and an id that
// is not a UUID is not found either (PostgreSQL would raise on it).
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { evidenceFiles, evidenceItems, storedFiles } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import { readOnce } from "./read-once.server";

export type EvidenceItemRow = typeof evidenceItems.$inferSelect;
export type NewEvidenceItem = Omit<
  typeof evidenceItems.$inferInsert,
  "id" | "createdAt" | "updatedAt"
>;
export type EvidenceFileRow = typeof evidenceFiles.$inferSelect;
export type NewEvidenceFile = Omit<typeof evidenceFiles.$inferInsert, "id" | "createdAt">;

/** A file of an item with what the stored file says about it. */
export interface EvidenceFileWithStored extends EvidenceFileRow {
  name: string;
  size: number;
  mimeType: string;
}

export async function insertEvidenceItem(
  values: NewEvidenceItem,
  executor: Executor = db(),
): Promise<EvidenceItemRow> {
  const [row] = await executor.insert(evidenceItems).values(values).returning();
  return row!;
}

/** The organisation's items of `season`, oldest first. */
export async function listEvidenceItems(
  organisationId: string,
  season: number,
  executor?: Executor,
): Promise<EvidenceItemRow[]> {
  return readOnce(
    `listEvidenceItems:${JSON.stringify([organisationId, season])}`,
    executor,
    async (executor) => {
      if (!isUuid(organisationId) || !Number.isInteger(season)) return [];
      return executor
        .select()
        .from(evidenceItems)
        .where(
          and(eq(evidenceItems.organisationId, organisationId), eq(evidenceItems.season, season)),
        )
        .orderBy(asc(evidenceItems.createdAt), asc(evidenceItems.id));
    },
  );
}

/** One item of the organisation; null for another organisation's or an unknown id. */
export async function findEvidenceItem(
  organisationId: string,
  evidenceId: string,
  executor: Executor = db(),
): Promise<EvidenceItemRow | null> {
  if (!isUuid(organisationId) || !isUuid(evidenceId)) return null;
  const [row] = await executor
    .select()
    .from(evidenceItems)
    .where(and(eq(evidenceItems.organisationId, organisationId), eq(evidenceItems.id, evidenceId)));
  return row ?? null;
}

export async function updateEvidenceItem(
  organisationId: string,
  evidenceId: string,
  values: Partial<NewEvidenceItem>,
  executor: Executor = db(),
): Promise<EvidenceItemRow | null> {
  if (!isUuid(organisationId) || !isUuid(evidenceId)) return null;
  const [row] = await executor
    .update(evidenceItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(evidenceItems.organisationId, organisationId), eq(evidenceItems.id, evidenceId)))
    .returning();
  return row ?? null;
}

export async function deleteEvidenceItem(
  organisationId: string,
  evidenceId: string,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(organisationId) || !isUuid(evidenceId)) return false;
  const rows = await executor
    .delete(evidenceItems)
    .where(and(eq(evidenceItems.organisationId, organisationId), eq(evidenceItems.id, evidenceId)))
    .returning({ id: evidenceItems.id });
  return rows.length > 0;
}

export async function insertEvidenceFile(
  values: NewEvidenceFile,
  executor: Executor = db(),
): Promise<EvidenceFileRow> {
  const [row] = await executor.insert(evidenceFiles).values(values).returning();
  return row!;
}

/**
 * The files of the organisation's items (removed ones too: deletedAt set), with the stored
 * file's name, size and type, oldest first.
 */
export async function listEvidenceFiles(
  organisationId: string,
  evidenceIds: readonly string[],
  executor: Executor = db(),
): Promise<EvidenceFileWithStored[]> {
  const ids = evidenceIds.filter(isUuid);
  if (!isUuid(organisationId) || ids.length === 0) return [];
  const rows = await executor
    .select({
      file: evidenceFiles,
      name: storedFiles.originalName,
      size: storedFiles.size,
      mimeType: storedFiles.mimeType,
    })
    .from(evidenceFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, evidenceFiles.fileId))
    .where(
      and(eq(evidenceFiles.organisationId, organisationId), inArray(evidenceFiles.evidenceId, ids)),
    )
    .orderBy(asc(evidenceFiles.createdAt), asc(evidenceFiles.id));
  return rows.map((row) => ({
    ...row.file,
    name: row.name,
    size: row.size,
    mimeType: row.mimeType,
  }));
}

/**
 * Marks kept files of an item removed (spec §3 deletedFiles): the rows stay with when and by
 * whom. `fileIds` are stored file ids; ids not among the item's kept files are ignored. Returns
 * the rows marked.
 */
export async function markEvidenceFilesDeleted(
  organisationId: string,
  evidenceId: string,
  fileIds: readonly string[],
  deletedBy: string | null,
  executor: Executor = db(),
): Promise<EvidenceFileRow[]> {
  const ids = fileIds.filter(isUuid);
  if (!isUuid(organisationId) || !isUuid(evidenceId) || ids.length === 0) return [];
  return executor
    .update(evidenceFiles)
    .set({ deletedAt: new Date(), deletedBy })
    .where(
      and(
        eq(evidenceFiles.organisationId, organisationId),
        eq(evidenceFiles.evidenceId, evidenceId),
        inArray(evidenceFiles.fileId, ids),
        isNull(evidenceFiles.deletedAt),
      ),
    )
    .returning();
}

/**
 * Evidence items with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingEvidenceItems(
  organisationId: string,
  rows: readonly (Omit<typeof evidenceItems.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(evidenceItems)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: evidenceItems.id });
  return written.map((row) => row.id);
}

/**
 * Evidence items' files with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingEvidenceFiles(
  organisationId: string,
  rows: readonly (Omit<typeof evidenceFiles.$inferInsert, "organisationId"> & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (!isUuid(organisationId) || rows.length === 0) return [];
  const written = await executor
    .insert(evidenceFiles)
    .values(rows.map((row) => ({ ...row, organisationId })))
    .onConflictDoNothing()
    .returning({ id: evidenceFiles.id });
  return written.map((row) => row.id);
}
