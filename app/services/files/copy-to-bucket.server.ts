// `npm run files:to-s3` (decision 0108): copies the disk store's files to the bucket before
// FILE_STORE changes to s3. Safe to run again and again: a key already in the bucket with the
// same size is skipped, so a second run after Veld stops copies only what was written meanwhile.
import path from "node:path";
import type { Env } from "~/env.server";
import { DiskFileStore, type FileStore, type StoredBytes } from "./file-store.server";
import { s3FileStoreOf } from "./s3-file-store.server";

export interface CopyResult {
  copied: number;
  bytes: number;
  /** Already in the target with the same size. */
  skipped: number;
  /** Listed in the source but removed before it was copied (a request or the sweep did). */
  gone: number;
  failed: { key: string; error: unknown }[];
}

// Enough to hide one request's latency behind the others; each copy streams, so memory stays
// at a few parts per copy whatever the files' sizes.
const COPIES_AT_ONCE = 4;

/** Copies every file of `from` that `to` lacks or holds with another size. */
export async function copyFiles(
  from: FileStore,
  to: FileStore,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<CopyResult> {
  // One listing of the target instead of a request per key: a thousand keys a page.
  const present = new Map<string, number>();
  for await (const bytes of to.list()) present.set(bytes.key, bytes.size);
  const todo: StoredBytes[] = [];
  const result: CopyResult = { copied: 0, bytes: 0, skipped: 0, gone: 0, failed: [] };
  for await (const bytes of from.list()) {
    if (present.get(bytes.key) === bytes.size) result.skipped++;
    else todo.push(bytes);
  }

  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < todo.length) {
      const { key, size } = todo[next++]!;
      try {
        const body = await from.get(key);
        if (body) {
          await to.put(key, body);
          result.copied++;
          result.bytes += size;
        } else result.gone++;
      } catch (error) {
        result.failed.push({ key, error });
      }
      onProgress(++done, todo.length);
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, worker));
  return result;
}

/** The command: from `${DATA_DIR}/uploads` to the S3_* bucket; prints counts, answers an exit code. */
export async function copyDiskToBucket(env: Env, print: (line: string) => void = console.log) {
  if (!env.objectStorage) {
    print("S3_BUCKET is not set: nothing to copy to (see README.md 'Configuration').");
    return 1;
  }
  const root = path.join(env.DATA_DIR, "uploads");
  const bucket = s3FileStoreOf(env.objectStorage);
  print(`Copying ${root} to the bucket ${env.objectStorage.bucket}…`);
  try {
    const result = await copyFiles(new DiskFileStore(root), bucket, (done, total) => {
      if (done % 100 === 0 && done < total) print(`  ${done} of ${total}`);
    });
    for (const { key, error } of result.failed)
      print(`  failed: ${key}: ${error instanceof Error ? error.message : String(error)}`);
    print(
      `copied ${result.copied} (${result.bytes} bytes), already in the bucket ${result.skipped}, ` +
        `gone meanwhile ${result.gone}, failed ${result.failed.length}`,
    );
    return result.failed.length > 0 ? 1 : 0;
  } finally {
    bucket.client.destroy();
  }
}
