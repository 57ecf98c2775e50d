// `npm run files:to-s3` against an S3-compatible server (s3rver): every file once, nothing twice.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { startS3Server, type TestS3Server } from "../../../tests/support/s3-server";
import { copyDiskToBucket, copyFiles } from "./copy-to-bucket.server";
import { DiskFileStore, type FileStore } from "./file-store.server";
import { s3FileStoreOf, type S3FileStore } from "./s3-file-store.server";

let s3: TestS3Server;
let bucket: S3FileStore;
beforeAll(async () => {
  s3 = await startS3Server();
  bucket = s3FileStoreOf(s3.settings);
});
afterAll(async () => {
  bucket.client.destroy();
  await s3.stop();
});

let dataDir: string;
let disk: DiskFileStore;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "veld-to-s3-"));
  disk = new DiskFileStore(path.join(dataDir, "uploads"));
  for await (const { key } of bucket.list()) await bucket.delete(key);
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);
const text = async (stream: ReadableStream<Uint8Array> | null) =>
  stream ? new Response(stream).text() : null;

async function run(variables: Record<string, string> = {}) {
  const env = parseEnv({
    DATA_DIR: dataDir,
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint!,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    ...variables,
  });
  const lines: string[] = [];
  const exitCode = await copyDiskToBucket(env, (line) => lines.push(line));
  return { exitCode, lines, summary: lines.at(-1) };
}

async function bucketKeys() {
  const keys = [];
  for await (const { key } of bucket.list()) keys.push(key);
  return keys.sort();
}

describe("npm run files:to-s3", () => {
  it("copies every file of the disk store to the bucket, then only what is new or changed", async () => {
    await disk.put("a.pdf", bytes("%PDF-1.4 a"));
    await disk.put("b.csv", bytes("x,y\n1,2\n"));
    // A write a crash cut short is no file: it stays behind.
    fs.writeFileSync(path.join(dataDir, "uploads", "c.pdf.0123456789ab.tmp"), "half");

    const first = await run();
    expect(first.exitCode).toBe(0);
    expect(first.summary).toBe(
      "copied 2 (18 bytes), already in the bucket 0, gone meanwhile 0, failed 0",
    );
    expect(await bucketKeys()).toEqual(["a.pdf", "b.csv"]);
    expect(await text(await bucket.get("a.pdf"))).toBe("%PDF-1.4 a");
    expect(await text(await bucket.get("b.csv"))).toBe("x,y\n1,2\n");

    const again = await run();
    expect(again.summary).toBe(
      "copied 0 (0 bytes), already in the bucket 2, gone meanwhile 0, failed 0",
    );

    // Written while Veld still ran on disk: a new file, and a key whose bytes changed size.
    await disk.put("d.jpg", bytes("jpeg"));
    await disk.put("b.csv", bytes("x,y\n1,2\n3,4\n"));
    const third = await run();
    expect(third.summary).toBe(
      "copied 2 (16 bytes), already in the bucket 1, gone meanwhile 0, failed 0",
    );
    expect(await bucketKeys()).toEqual(["a.pdf", "b.csv", "d.jpg"]);
    expect(await text(await bucket.get("b.csv"))).toBe("x,y\n1,2\n3,4\n");
  });

  it("copies from DATA_DIR whichever store Veld uses now", async () => {
    await disk.put("a.pdf", bytes("a"));
    expect((await run({ FILE_STORE: "s3" })).exitCode).toBe(0);
    expect(await bucketKeys()).toEqual(["a.pdf"]);
  });

  it("needs a bucket", async () => {
    const lines: string[] = [];
    expect(await copyDiskToBucket(parseEnv({ DATA_DIR: dataDir }), (l) => lines.push(l))).toBe(1);
    expect(lines).toEqual([
      "S3_BUCKET is not set: nothing to copy to (see README.md 'Configuration').",
    ]);
  });

  it("names a file it could not copy, copies the rest and fails", async () => {
    await disk.put("a.pdf", bytes("a"));
    await disk.put("b.pdf", bytes("b"));
    await disk.put("c.pdf", bytes("c"));
    const flaky: FileStore = {
      list: () => disk.list(),
      get: async (key) => {
        if (key === "b.pdf") throw new Error("EIO: i/o error");
        // Removed by a request between the listing and the copy.
        if (key === "c.pdf") return null;
        return disk.get(key);
      },
      put: (key, body) => disk.put(key, body),
      delete: (key) => disk.delete(key),
      removeUnfinishedWrites: (before) => disk.removeUnfinishedWrites(before),
    };
    const result = await copyFiles(flaky, bucket);
    expect(result).toMatchObject({ copied: 1, skipped: 0, gone: 1 });
    expect(result.failed).toEqual([{ key: "b.pdf", error: new Error("EIO: i/o error") }]);
    expect(await bucketKeys()).toEqual(["a.pdf"]);
  });
});
