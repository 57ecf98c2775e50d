// Copies the uploads on disk to the S3-compatible bucket before Veld switches to it (decision
// 0108). Reads the same variables as Veld (DATA_DIR and S3_*; FILE_STORE may still be disk).
//
//   S3_BUCKET=veld-files S3_ENDPOINT=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… npm run files:to-s3
//
// Run it while Veld still writes to disk, then stop Veld, run it again (it copies only what is
// new), set FILE_STORE=s3 and start. Exits 1 if a file could not be copied.
import { EnvError, loadEnv } from "~/env.server";
import { copyDiskToBucket } from "~/services/files/copy-to-bucket.server";

try {
  process.exitCode = await copyDiskToBucket(loadEnv());
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exitCode = 1;
}
