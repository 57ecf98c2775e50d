import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dataDirLockedMessage, lockDataDir } from "./data-dir-lock.server";

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "veld-lock-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const never = () => {
  throw new Error("the lock should not be lost here");
};

describe("one process per DATA_DIR", () => {
  it("a second instance is refused with a sentence saying what to do", async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir, never);
    await expect(lockDataDir(dir, never)).rejects.toThrow(dataDirLockedMessage(dir));
    await expect(lockDataDir(dir, never)).rejects.toMatchObject({ name: "DataDirLockedError" });
    await release();
    const again = await lockDataDir(dir, never);
    await again();
  });

  it("a lock left behind by a crashed process is taken over once it is stale", async () => {
    const dir = tempDir();
    const lockPath = path.join(dir, "veld.lock");
    fs.mkdirSync(lockPath);
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath, longAgo, longAgo);
    const release = await lockDataDir(dir, never);
    await release();
  });

  it("creates DATA_DIR when it does not exist yet", async () => {
    const dir = path.join(tempDir(), "not-yet", "data");
    const release = await lockDataDir(dir, never);
    expect(fs.existsSync(dir)).toBe(true);
    await release();
  });
});
