// Staged uploads (decision 0088): stored_files rows whose purpose is 'staged:<purpose>', uploaded
// one by one before their form is posted. A staged row belongs to the organisation and the person
// who uploaded it; attaching it to what it is for changes its purpose in the transaction of that
// change, so a row is attached once. Rows never attached are removed by the sweep after a day.
import { and, count, eq, inArray, like, lt } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { storedFiles } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { StoredFile } from "./stored-files.server";

export const STAGED_PURPOSE_PREFIX = "staged:";

export function stagedPurposeOf(purpose: string) {
  return `${STAGED_PURPOSE_PREFIX}${purpose}`;
}

export interface StagedOwner {
  organisationId: string;
  uploadedBy: string;
  /** The final purpose ('evidence'); the staged rows carry 'staged:evidence'. */
  purpose: string;
}

/**
 * The staged rows among `ids` that `owner` uploaded for `purpose` and that are not attached yet,
 * locked for the caller's transaction. Ids that are not UUIDs are never found.
 */
export async function lockStagedFiles(
  owner: StagedOwner,
  ids: readonly string[],
  executor: Executor,
): Promise<StoredFile[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  return executor
    .select()
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, wanted),
        eq(storedFiles.purpose, stagedPurposeOf(owner.purpose)),
        eq(storedFiles.organisationId, owner.organisationId),
        eq(storedFiles.uploadedBy, owner.uploadedBy),
      ),
    )
    .for("update");
}

/** Gives staged rows their final purpose; the ids changed (a row attached meanwhile is not). */
export async function attachStagedFiles(
  owner: StagedOwner,
  ids: readonly string[],
  executor: Executor,
): Promise<string[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await executor
    .update(storedFiles)
    .set({ purpose: owner.purpose })
    .where(
      and(
        inArray(storedFiles.id, wanted),
        eq(storedFiles.purpose, stagedPurposeOf(owner.purpose)),
        eq(storedFiles.organisationId, owner.organisationId),
        eq(storedFiles.uploadedBy, owner.uploadedBy),
      ),
    )
    .returning({ id: storedFiles.id });
  return rows.map((row) => row.id);
}

/** How many staged rows `owner` has waiting for `purpose`. */
export async function countPendingStagedFiles(
  owner: StagedOwner,
  executor: Executor = db(),
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.purpose, stagedPurposeOf(owner.purpose)),
        eq(storedFiles.organisationId, owner.organisationId),
        eq(storedFiles.uploadedBy, owner.uploadedBy),
      ),
    );
  return row?.n ?? 0;
}

/** Staged rows (any purpose) created before `before`: never attached, for the sweep. */
export async function listStaleStagedFiles(
  before: Date,
  limit: number,
  executor: Executor = db(),
): Promise<StoredFile[]> {
  return executor
    .select()
    .from(storedFiles)
    .where(
      and(
        like(storedFiles.purpose, `${STAGED_PURPOSE_PREFIX}%`),
        lt(storedFiles.createdAt, before),
      ),
    )
    .limit(limit);
}

/** Removes a staged row if it is still staged; false when it was attached or removed meanwhile. */
export async function deleteStagedFileRow(fileId: string, executor: Executor): Promise<boolean> {
  if (!isUuid(fileId)) return false;
  const rows = await executor
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, fileId), like(storedFiles.purpose, `${STAGED_PURPOSE_PREFIX}%`)))
    .returning({ id: storedFiles.id });
  return rows.length > 0;
}
