// Every file store keeps one contract: generated keys only, whole files only, streams both ways.
// The same suite runs against the disk and against an S3-compatible server (s3rver) started here.
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "~/env.server";
import { startS3Server, type TestS3Server } from "../../../tests/support/s3-server";
import { DiskFileStore, fileStore, newStorageKey, type FileStore } from "./file-store.server";
import { S3FileStore, s3ClientOf } from "./s3-file-store.server";

interface Backend {
  store: FileStore;
  /** Every name the backend holds, finished or not: files in the folder, objects in the bucket. */
  storedNames(): Promise<string[]>;
  close(): Promise<void>;
}

const text = async (stream: ReadableStream<Uint8Array> | null) =>
  stream ? new Response(stream).text() : null;

const MB = 1024 * 1024;

/** `size` bytes that differ from one megabyte to the next, in 1 MB chunks, and their sha256. */
function generated(size: number, failAfter?: number) {
  const hash = createHash("sha256");
  const chunks: Buffer[] = [];
  for (let sent = 0; sent < size; sent += MB) {
    const chunk = Buffer.alloc(Math.min(MB, size - sent), sent / MB + 1);
    hash.update(chunk);
    chunks.push(chunk);
  }
  const stream = Readable.from(
    (function* () {
      let sent = 0;
      for (const chunk of chunks) {
        if (failAfter !== undefined && sent >= failAfter) throw new Error("connection reset");
        sent += chunk.length;
        yield chunk;
      }
    })(),
  );
  return { stream, sha256: hash.digest("hex") };
}

async function sha256Of(stream: ReadableStream<Uint8Array>) {
  const hash = createHash("sha256");
  for await (const chunk of Readable.fromWeb(stream as never)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

function fileStoreContract(name: string, open: () => Promise<Backend>) {
  describe(name, () => {
    let backend: Backend;
    let store: FileStore;
    beforeEach(async () => {
      backend = await open();
      store = backend.store;
    });
    afterEach(() => backend.close());

    it("keeps bytes under a generated uuid name and gives them back as a stream", async () => {
      const key = newStorageKey(".pdf");
      expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      await store.put(key, new TextEncoder().encode("%PDF-1.4"));
      expect(await backend.storedNames()).toEqual([key]);
      expect(await text(await store.get(key))).toBe("%PDF-1.4");
    });

    it("accepts web and Node streams", async () => {
      await store.put("a.csv", new Response("web,stream\n").body!);
      await store.put("b.csv", Readable.from([Buffer.from("node,"), Buffer.from("stream\n")]));
      expect(await text(await store.get("a.csv"))).toBe("web,stream\n");
      expect(await text(await store.get("b.csv"))).toBe("node,stream\n");
    });

    it("replaces the bytes of a key written again", async () => {
      await store.put("c.csv", new TextEncoder().encode("first"));
      await store.put("c.csv", Readable.from([Buffer.from("second")]));
      expect(await text(await store.get("c.csv"))).toBe("second");
      expect(await backend.storedNames()).toEqual(["c.csv"]);
    });

    it("a missing file is null, and deleting it twice is fine", async () => {
      expect(await store.get("missing.pdf")).toBeNull();
      await store.put("gone.pdf", new Uint8Array([1]));
      await store.delete("gone.pdf");
      await store.delete("gone.pdf");
      expect(await store.get("gone.pdf")).toBeNull();
    });

    it("a failed write leaves nothing behind", async () => {
      const broken = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array([1, 2]));
          controller.error(new Error("connection reset"));
        },
      });
      await expect(store.put("half.pdf", broken)).rejects.toThrow("connection reset");
      expect(await backend.storedNames()).toEqual([]);
    });

    // Past one part of a multipart upload (5 MB) in a bucket; the same promise on disk.
    it("a write that fails after several megabytes leaves nothing behind either", async () => {
      const { stream } = generated(8 * MB, 6 * MB);
      await expect(store.put("big.csv", stream)).rejects.toThrow("connection reset");
      expect(await backend.storedNames()).toEqual([]);
      expect(await store.get("big.csv")).toBeNull();
    });

    it("streams a large file in and out, a chunk at a time", async () => {
      const size = 11 * MB + 123;
      const { stream, sha256 } = generated(size);
      await store.put("large.csv", stream);

      // The first read gives a chunk, not the whole file: nothing held the file in memory.
      const reader = (await store.get("large.csv"))!.getReader();
      const first = await reader.read();
      expect(first.value!.byteLength).toBeGreaterThan(0);
      expect(first.value!.byteLength).toBeLessThan(MB);
      await reader.cancel();

      expect(await sha256Of((await store.get("large.csv"))!)).toBe(sha256);
      const listed = [];
      for await (const bytes of store.list()) listed.push(bytes);
      expect(listed).toEqual([{ key: "large.csv", size, writtenAt: expect.any(Date) }]);
    });

    it("lists every key with its size and when it was written", async () => {
      const before = Date.now() - 5_000;
      await store.put("one.pdf", new Uint8Array(3));
      await store.put("two.jpg", new Uint8Array(5));
      const listed = [];
      for await (const bytes of store.list()) listed.push(bytes);
      listed.sort((a, b) => a.key.localeCompare(b.key));
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: "one.pdf", size: 3 },
        { key: "two.jpg", size: 5 },
      ]);
      for (const { writtenAt } of listed) {
        expect(writtenAt.getTime()).toBeGreaterThan(before);
        expect(writtenAt.getTime()).toBeLessThan(Date.now() + 5_000);
      }
    });

    it("removing unfinished writes never touches a finished file", async () => {
      await store.put("kept.pdf", new Uint8Array([1]));
      expect(await store.removeUnfinishedWrites(new Date(Date.now() + 60_000))).toBe(0);
      expect(await text(await store.get("kept.pdf"))).toBe("\u0001");
    });

    it.each(["../escape.pdf", "a/b.pdf", "Résumé.pdf", "", ".pdf", "x.pdf/.."])(
      "refuses %j as a key",
      async (key) => {
        await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(/Not a storage key/);
        await expect(store.get(key)).rejects.toThrow(/Not a storage key/);
        await expect(store.delete(key)).rejects.toThrow(/Not a storage key/);
      },
    );
  });
}

fileStoreContract("DiskFileStore", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "veld-store-"));
  const uploads = path.join(root, "uploads");
  return {
    store: new DiskFileStore(uploads),
    // Temporary files count: a write that left one behind has left something.
    storedNames: async () => (fs.existsSync(uploads) ? fs.readdirSync(uploads) : []),
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
});

let s3: TestS3Server;
let client: S3Client;
beforeAll(async () => {
  s3 = await startS3Server();
  client = s3ClientOf(s3.settings);
});
afterAll(async () => {
  client.destroy();
  await s3.stop();
});

let buckets = 0;
async function objectNames(bucket: string) {
  const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

fileStoreContract("S3FileStore", async () => {
  // A bucket per test, so each starts empty.
  const bucket = `veld-test-${++buckets}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    store: new S3FileStore(client, bucket),
    storedNames: () => objectNames(bucket),
    close: async () => {},
  };
});

describe("S3FileStore beyond the contract", () => {
  it("a missing bucket is an error, never a missing file", async () => {
    const store = new S3FileStore(client, "no-such-bucket");
    await expect(store.get("a.pdf")).rejects.toThrow(/bucket/i);
  });
});

describe("fileStore()", () => {
  afterEach(() => loadEnv(process.env));

  it("is the disk under DATA_DIR by default", () => {
    const dataDir = path.join(os.tmpdir(), "veld-default-store");
    loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir });
    const store = fileStore();
    expect(store).toBeInstanceOf(DiskFileStore);
    expect((store as DiskFileStore).root).toBe(path.join(dataDir, "uploads"));
    expect(fileStore()).toBe(store);
  });

  it("is the bucket with FILE_STORE=s3, reached with the S3_* settings", async () => {
    loadEnv({
      NODE_ENV: "test",
      FILE_STORE: "s3",
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    const store = fileStore();
    expect(store).toBeInstanceOf(S3FileStore);
    expect(fileStore()).toBe(store);
    await store.put("via-env.txt", new TextEncoder().encode("configured"));
    expect(await objectNames(s3.settings.bucket)).toContain("via-env.txt");
    expect(await text(await store.get("via-env.txt"))).toBe("configured");
  });
});
