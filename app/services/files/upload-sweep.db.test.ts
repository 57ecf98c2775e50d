// The start-up sweep (issue 12, docs/decisions/0064-upload-safety.md): old bytes no stored_files
// row points to go; young ones stay (another instance's upload may not have committed yet); a
// database that knows almost none of the files is not trusted to judge them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { storedFiles } from "~/db/schema";
import { DiskFileStore, newStorageKey } from "~/services/files/file-store.server";
import { sweepOrphanedUploads } from "~/services/files/upload-sweep.server";

const NOW = new Date("2026-11-24T10:00:00Z");
const HOUR = 60 * 60_000;
let root: string;
let store: DiskFileStore;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "veld-sweep-"));
  store = new DiskFileStore(path.join(root, "uploads"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Bytes on disk written `ageMs` before NOW, with a stored_files row when `withRow`. */
async function bytes(ageMs: number, withRow: boolean, name = newStorageKey(".pdf")) {
  fs.mkdirSync(store.root, { recursive: true });
  const file = path.join(store.root, name);
  fs.writeFileSync(file, "%PDF-1.4");
  const at = new Date(NOW.getTime() - ageMs);
  fs.utimesSync(file, at, at);
  if (withRow) {
    await db()
      .insert(storedFiles)
      .values({
        storageKey: name,
        originalName: "plan.pdf",
        mimeType: "application/pdf",
        extension: ".pdf",
        size: 8,
        sha256: "0".repeat(64),
        purpose: "test",
      });
  }
  return name;
}

const onDisk = () => fs.readdirSync(store.root).sort();

describe("sweepOrphanedUploads", () => {
  it("removes old bytes without a row and unfinished writes; keeps rows' bytes and young files", async () => {
    const keptA = await bytes(3 * 24 * HOUR, true);
    const keptB = await bytes(2 * 24 * HOUR, true);
    const keptC = await bytes(30 * 24 * HOUR, true);
    const orphan = await bytes(2 * 24 * HOUR, false);
    // Written a minute ago, maybe by another instance whose transaction is still open.
    const inFlight = await bytes(60_000, false);
    const crashed = await bytes(2 * 24 * HOUR, false, `${newStorageKey(".pdf")}.0123456789ab.tmp`);
    const writing = await bytes(60_000, false, `${newStorageKey(".pdf")}.ba9876543210.tmp`);
    const notOurs = await bytes(2 * 24 * HOUR, false, "README.TXT");

    const result = await sweepOrphanedUploads({ store, now: NOW });

    expect(result).toEqual({ removed: [orphan], unfinishedWrites: 1 });
    expect(onDisk()).toEqual([keptA, keptB, keptC, inFlight, writing, notOurs].sort());
    expect(onDisk()).not.toContain(crashed);
  });

  it("the grace period is a day by default, and can be given", async () => {
    await bytes(3 * 24 * HOUR, true);
    await bytes(3 * 24 * HOUR, true);
    const young = await bytes(2 * HOUR, false);
    expect((await sweepOrphanedUploads({ store, now: NOW })).removed).toEqual([]);
    expect((await sweepOrphanedUploads({ store, now: NOW, graceMs: HOUR })).removed).toEqual([
      young,
    ]);
  });

  it("when most old files have no row (another database?), nothing is removed and the reason is given", async () => {
    const known = await bytes(3 * 24 * HOUR, true);
    const unknown = [await bytes(3 * 24 * HOUR, false), await bytes(3 * 24 * HOUR, false)];
    const result = await sweepOrphanedUploads({ store, now: NOW });
    expect(result.removed).toEqual([]);
    expect(result.skipped).toBe("2 of 3 stored files have no row: is this DATA_DIR's database?");
    expect(onDisk()).toEqual([known, ...unknown].sort());
  });

  it("an uploads folder that does not exist yet is nothing to sweep", async () => {
    expect(await sweepOrphanedUploads({ store, now: NOW })).toEqual({
      removed: [],
      unfinishedWrites: 0,
    });
  });
});
