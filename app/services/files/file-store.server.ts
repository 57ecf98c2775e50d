// Where uploaded bytes live. One interface, so callers never know whether the bytes are on disk
// (docs/decisions/0005-file-storage.md) or in an S3-compatible bucket (0108-object-storage.md).
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { getEnv } from "~/env.server";
import { s3FileStoreOf } from "./s3-file-store.server";
import { assertStorageKey, isStorageKey } from "./storage-keys";

export type FileBody = Uint8Array | ReadableStream<Uint8Array> | Readable;

export interface FileStore {
  /** Stores the bytes under `key`, replacing any previous ones; readers never see half a file. */
  put(key: string, body: FileBody): Promise<void>;
  /** The bytes under `key` as a stream, or null when there are none. */
  get(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the bytes; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key with when its bytes were written, for the sweep of keys without a row. */
  list(): AsyncIterable<StoredBytes>;
  /** Removes what writes that never finished (a crash mid-put) left before `writtenBefore`. */
  removeUnfinishedWrites(writtenBefore: Date): Promise<number>;
}

export interface StoredBytes {
  key: string;
  writtenAt: Date;
  /** In bytes: the copy to a bucket (`npm run files:to-s3`) skips keys already there whole. */
  size: number;
}

// put()'s temporary file beside its key: `${key}.${12 hex}.tmp`.
const TEMP_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}(\.[a-z0-9]{1,10})?\.[0-9a-f]{12}\.tmp$/;

/** A new storage key: a random uuid plus the verified extension ('.pdf'). */
export function newStorageKey(extension: string) {
  return `${randomUUID()}${extension.toLowerCase()}`;
}

/** Files under one folder: `${DATA_DIR}/uploads/<uuid>.<ext>`. */
export class DiskFileStore implements FileStore {
  constructor(readonly root: string) {}

  pathOf(key: string) {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: FileBody) {
    const target = this.pathOf(key);
    await fs.promises.mkdir(this.root, { recursive: true });
    // Write beside the target and rename: rename is atomic on one file system.
    const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      if (body instanceof Uint8Array) {
        await fs.promises.writeFile(temp, body, { flag: "wx" });
      } else {
        const source =
          body instanceof Readable
            ? body
            : Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>);
        await pipeline(source, fs.createWriteStream(temp, { flags: "wx" }));
      }
      await fs.promises.rename(temp, target);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.pathOf(key), "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    // The stream closes the handle when it ends or is cancelled (autoClose).
    return Readable.toWeb(handle.createReadStream()) as unknown as ReadableStream<Uint8Array>;
  }

  async delete(key: string) {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredBytes> {
    for (const entry of await this.entries()) {
      if (!entry.isFile() || !isStorageKey(entry.name)) continue;
      const stat = await this.statOf(entry.name);
      if (stat) yield { key: entry.name, writtenAt: stat.mtime, size: stat.size };
    }
  }

  async removeUnfinishedWrites(writtenBefore: Date) {
    let removed = 0;
    for (const entry of await this.entries()) {
      if (!entry.isFile() || !TEMP_PATTERN.test(entry.name)) continue;
      const stat = await this.statOf(entry.name);
      if (!stat || stat.mtime >= writtenBefore) continue;
      await fs.promises.rm(path.join(this.root, entry.name), { force: true });
      removed++;
    }
    return removed;
  }

  private async entries() {
    try {
      return await fs.promises.readdir(this.root, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  }

  /** Null when the file went meanwhile (removed by a request while the sweep ran). */
  private async statOf(name: string) {
    try {
      return await fs.promises.stat(path.join(this.root, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }
}

const stores = new Map<string, FileStore>();

/**
 * This process's file store, as FILE_STORE says: the disk under DATA_DIR, or the bucket of the
 * S3_* variables (one client for the process: it pools the connections). One per folder or
 * bucket, because tests load another configuration.
 */
export function fileStore(): FileStore {
  const env = getEnv();
  if (env.FILE_STORE === "s3") {
    const settings = env.objectStorage;
    // parseEnv refuses FILE_STORE=s3 without S3_BUCKET, so this never happens after start.
    if (!settings) throw new Error("FILE_STORE is s3 but S3_BUCKET is not set");
    const id = `s3:${settings.endpoint ?? "aws"}/${settings.bucket}`;
    let store = stores.get(id);
    if (!store) stores.set(id, (store = s3FileStoreOf(settings)));
    return store;
  }
  const root = path.join(env.DATA_DIR, "uploads");
  let store = stores.get(root);
  if (!store) stores.set(root, (store = new DiskFileStore(root)));
  return store;
}
