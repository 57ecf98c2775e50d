// One process per DATA_DIR. The embedded database (PGlite) is single-process: two instances on
// one DATA_DIR corrupt it. The first instance takes a lock (proper-lockfile: a lock directory
// whose time it refreshes, so a lock left by a crashed process goes stale and is taken over);
// a second one is refused before it opens the database or starts any worker.
import fs from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  override readonly name = "DataDirLockedError";
}

/** How old an unrefreshed lock must be before it counts as left behind by a crashed process. */
const STALE_MS = 15_000;

export function dataDirLockedMessage(dataDir: string) {
  return `Another Veld instance is using DATA_DIR ${dataDir}. The embedded database (PGlite) can be opened by one process at a time: stop the other instance, give this one its own DATA_DIR, or point every instance at PostgreSQL with DATABASE_URL.`;
}

/**
 * Locks `dataDir` for this process; resolves to the release. `onLost` runs if the lock is lost
 * while running (another process took it over): the caller must stop using the database.
 */
export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, "veld.lock"),
      stale: STALE_MS,
      update: STALE_MS / 3,
      realpath: false,
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") {
      throw new DataDirLockedError(dataDirLockedMessage(dataDir));
    }
    throw error;
  }
}

/** Whether a live process holds `dataDir`'s lock (one left by a crashed process does not count). */
export async function isDataDirLocked(dataDir: string): Promise<boolean> {
  try {
    return await lockfile.check(dataDir, {
      lockfilePath: path.join(dataDir, "veld.lock"),
      stale: STALE_MS,
      realpath: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}
