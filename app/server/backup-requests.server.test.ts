// `npm run backup` while Veld runs on the embedded database (decision 0119): the command leaves a
// request in DATA_DIR, the running Veld takes it and answers; a request nobody takes, or a Veld
// that stops meanwhile, is refused with a sentence and leaves nothing behind.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BackupRefusedError, type BackupResult } from "./backup.server";
import {
  BACKUP_REQUESTS_FOLDER,
  requestBackup,
  watchBackupRequests,
  type RequestWatcher,
} from "./backup-requests.server";
import { lockDataDir } from "./data-dir-lock.server";

let dataDir: string;
let release: (() => Promise<void>) | undefined;
let watcher: RequestWatcher | undefined;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "veld-requests-"));
  // The running Veld's lock.
  release = await lockDataDir(dataDir, () => {});
});
afterEach(async () => {
  await watcher?.stop();
  watcher = undefined;
  await release?.();
  release = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const requestsLeft = () => fs.readdirSync(path.join(dataDir, BACKUP_REQUESTS_FOLDER));

function fakeBackup(out: string): BackupResult {
  fs.writeFileSync(out, "archive");
  return {
    file: out,
    manifest: {
      format: "veld-backup",
      formatVersion: 1,
      createdAt: "2030-01-01T00:00:00.000Z",
      dataDir,
      database: { engine: "pglite", serverVersion: "18.6", migrations: ["0000_init"] },
      uploads: { count: 0, bytes: 0 },
      files: [],
    },
  };
}

describe("a backup asked of the running Veld", () => {
  it("is taken by the running Veld, into the file the command names", async () => {
    const asked: string[] = [];
    watcher = watchBackupRequests(
      dataDir,
      async (out) => {
        asked.push(out);
        return fakeBackup(out);
      },
      { pollMs: 10 },
    );
    const out = path.join(dataDir, "elsewhere.tar");
    const result = await requestBackup(dataDir, out, { pollMs: 10 });

    expect(asked).toEqual([out]);
    expect(result.file).toBe(out);
    expect(result.manifest.database.engine).toBe("pglite");
    expect(fs.readFileSync(out, "utf8")).toBe("archive");
    expect(requestsLeft()).toEqual([]);
  });

  it("passes the running Veld's refusal on, word for word", async () => {
    watcher = watchBackupRequests(
      dataDir,
      async (out) => {
        throw new BackupRefusedError(`${out} already exists: choose another file with --out.`);
      },
      { pollMs: 10 },
    );
    const out = path.join(dataDir, "taken.tar");
    await expect(requestBackup(dataDir, out, { pollMs: 10 })).rejects.toThrow(
      `${out} already exists: choose another file with --out.`,
    );
    expect(requestsLeft()).toEqual([]);
  });

  it("is refused when nothing takes it (the lock is another backup's), and the request goes", async () => {
    const refusal = requestBackup(dataDir, path.join(dataDir, "x.tar"), {
      pollMs: 10,
      pickupTimeoutMs: 100,
    });
    await expect(refusal).rejects.toThrow(
      /did not take the backup request: wait for it to finish, or stop it, then back up again\.$/,
    );
    expect(requestsLeft()).toEqual([]);
  });

  it("is refused when Veld stops before the backup is finished", async () => {
    let stopVeld = () => {};
    watcher = watchBackupRequests(
      dataDir,
      // Veld takes the request, then stops (its lock goes) before answering.
      () =>
        new Promise<BackupResult>((_resolve, reject) => {
          stopVeld = () => reject(new Error("stopped"));
          void release!().then(() => (release = undefined));
        }),
      { pollMs: 10 },
    );
    const refusal = requestBackup(dataDir, path.join(dataDir, "x.tar"), { pollMs: 10 });
    await expect(refusal).rejects.toThrow(
      /Veld stopped on .* before the backup it was asked for was finished: nothing was kept\./,
    );
    stopVeld();
  });
});
