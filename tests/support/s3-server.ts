// An S3-compatible server for tests (s3rver): on loopback, a free port and a throwaway folder, so
// the file-store suite and `npm run files:to-s3` run against a real S3 API without a network.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "~/services/files/s3-file-store.server";

export interface TestS3Server {
  settings: S3Settings;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = "veld-test"): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "veld-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's one account.
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    },
    async stop() {
      // The SDK keeps its sockets alive; close() alone would wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
