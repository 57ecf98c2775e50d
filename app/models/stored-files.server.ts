// Metadata of uploaded files (stored_files); the bytes live in the file store under
// `storageKey` (app/services/files/file-store.server.ts). Who may see a file is decided by the
// files service's access rule; here a file is found by its id, and an id that is not a UUID is
// not found (PostgreSQL would raise on it).
import { eq, inArray } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { storedFiles } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type StoredFile = typeof storedFiles.$inferSelect;
export type NewStoredFile = Omit<typeof storedFiles.$inferInsert, "id" | "createdAt">;

export async function insertStoredFile(
  values: NewStoredFile,
  executor: Executor = db(),
): Promise<StoredFile> {
  const [row] = await executor.insert(storedFiles).values(values).returning();
  return row!;
}

export async function findStoredFile(
  fileId: string,
  executor: Executor = db(),
): Promise<StoredFile | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await executor.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return row ?? null;
}

/** Removes the row; false when it was already gone (removed meanwhile by someone else). */
export async function deleteStoredFileRow(
  fileId: string,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(fileId)) return false;
  const rows = await executor
    .delete(storedFiles)
    .where(eq(storedFiles.id, fileId))
    .returning({ id: storedFiles.id });
  return rows.length > 0;
}

/**
 * Stored files' rows (their bytes already in the store) with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingStoredFiles(
  rows: readonly (typeof storedFiles.$inferInsert & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await executor
    .insert(storedFiles)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: storedFiles.id });
  return written.map((row) => row.id);
}

/** Which of `storageKeys` a row points to (the sweep of bytes without a row, decision 0064). */
export async function findReferencedStorageKeys(
  storageKeys: readonly string[],
  executor: Executor = db(),
): Promise<Set<string>> {
  if (storageKeys.length === 0) return new Set();
  const rows = await executor
    .select({ storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(inArray(storedFiles.storageKey, [...storageKeys]));
  return new Set(rows.map((row) => row.storageKey));
}
