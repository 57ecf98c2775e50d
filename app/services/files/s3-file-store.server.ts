// Upload bytes in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), so several instances of
// Veld share one store (issue 19 'Past one machine', docs/decisions/0108-object-storage.md).
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import type { FileBody, FileStore, StoredBytes } from "./file-store.server";
import { assertStorageKey, isStoreKey } from "./storage-keys";

/** Where the bucket is and how to reach it (from FILE_STORE and the S3_* variables). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, profiles, instance or task roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

// Parts of a streamed upload are buffered before they are sent (5 MB each, the least S3 allows);
// two in flight bound an upload's memory at about 15 MB whatever the file's size.
const UPLOAD_QUEUE_SIZE = 2;

export function s3ClientOf(settings: S3Settings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // MinIO without wildcard DNS, s3rver and many R2 set-ups answer only at `endpoint/bucket/key`.
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // A bucket in another region than S3_REGION still works, one redirect later.
    followRegionRedirects: true,
    // Since 3.729 the SDK adds CRC32 checksums to every upload by default, as an aws-chunked
    // trailer on streams; many S3-compatible servers refuse that. TLS protects the bytes in transit
    // and stored_files keeps each upload's sha256, so checksums only where an operation needs one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // Fail fast on an unreachable endpoint; no socket timeout, because a download to a slow phone
    // link may leave the socket idle for a long time while the browser catches up.
    requestHandler: { connectionTimeout: 10_000 },
  });
}

const isS3Error = (error: unknown, ...names: string[]) =>
  error instanceof S3ServiceException && names.includes(error.name);

export class S3FileStore implements FileStore {
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
  ) {}

  async put(key: string, body: FileBody) {
    assertStorageKey(key);
    // An object appears whole or not at all (PutObject and CompleteMultipartUpload are atomic),
    // so no temporary key is needed as on disk.
    if (body instanceof Uint8Array) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body }));
      return;
    }
    const source =
      body instanceof Readable ? body : Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>);
    let sourceError: unknown;
    source.once("error", (error) => (sourceError = error));
    // lib-storage sends a stream of unknown length as one PutObject when it fits in one part and
    // as a multipart upload otherwise, aborting the upload when a part or the source fails.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: source },
      queueSize: UPLOAD_QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      source.destroy();
      // When the source broke, say so: lib-storage may report instead a failed abort (servers
      // without AbortMultipartUpload) or a part it could not complete.
      if (sourceError !== undefined) throw sourceError;
      throw error;
    }
  }

  async get(key: string) {
    assertStorageKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!object.Body) return null;
      // The HTTP response itself, read as the caller reads: never the whole file in memory.
      return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    } catch (error) {
      // Only a missing key is "no file": a missing bucket or refused credentials must fail loudly
      // rather than show people a "file not found".
      if (isS3Error(error, "NoSuchKey")) return null;
      throw error;
    }
  }

  async delete(key: string) {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      // S3 answers 204 for a missing key; a few compatible servers answer NoSuchKey.
      if (!isS3Error(error, "NoSuchKey")) throw error;
    }
  }

  async *list(): AsyncIterable<StoredBytes> {
    for await (const page of paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket },
    )) {
      for (const object of page.Contents ?? []) {
        // Only the store's keys: never the scheduled backups under backups/ (decision 0119).
        if (!object.Key || !isStoreKey(object.Key) || !object.LastModified) continue;
        yield { key: object.Key, writtenAt: object.LastModified, size: object.Size ?? 0 };
      }
    }
  }

  /**
   * A crash mid-put leaves a multipart upload that was never completed: invisible to readers but
   * billed. Aborts those started before `writtenBefore`. Servers without ListMultipartUploads
   * (s3rver, some compatible stores) answer NotImplemented: 0, and the bucket's lifecycle rule
   * (AbortIncompleteMultipartUpload, docs/decisions/0108) is what cleans up there.
   */
  async removeUnfinishedWrites(writtenBefore: Date) {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      let page;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.bucket,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
      } catch (error) {
        if (isS3Error(error, "NotImplemented")) return removed;
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !isStoreKey(upload.Key)) continue;
        if (!upload.Initiated || upload.Initiated >= writtenBefore) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({
            Bucket: this.bucket,
            Key: upload.Key,
            UploadId: upload.UploadId,
          }),
        );
        removed++;
      }
      if (!page.IsTruncated) return removed;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }
}

export function s3FileStoreOf(settings: S3Settings) {
  return new S3FileStore(s3ClientOf(settings), settings.bucket);
}
