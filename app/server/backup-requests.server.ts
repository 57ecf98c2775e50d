// `npm run backup` while Veld runs on the embedded database (decision 0119). PGlite can be read
// only by the process that opened it, so the command asks that process: it leaves a request file
// in DATA_DIR/backup-requests/, the running Veld (which polls the folder) takes it, writes the
// archive where the command asked and leaves the result beside it. A file rather than an HTTP
// endpoint: only someone who may write into DATA_DIR (who owns the data anyway) can ask, whatever
// HOST, PORT or proxy stand in front, and nothing is reachable from the network.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { BackupRefusedError, type BackupManifest, type BackupResult } from "./backup.server";
import { isDataDirLocked } from "./data-dir-lock.server";
import { logger } from "~/logger.server";

export const BACKUP_REQUESTS_FOLDER = "backup-requests";
/** How often a running Veld looks for requests: a readdir of an empty folder. */
export const REQUEST_POLL_MS = 1_000;
/** How long the command waits for a running Veld to take its request. */
export const PICKUP_TIMEOUT_MS = 15_000;

const REQUEST = /^([0-9a-f]{16})\.request\.json$/;
const requestSchema = z.object({ out: z.string().refine((out) => path.isAbsolute(out)) });
const resultSchema = z.union([
  z.object({ ok: z.literal(true), file: z.string(), manifest: z.custom<BackupManifest>() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
type RequestResult = z.infer<typeof resultSchema>;

const folderOf = (dataDir: string) => path.join(dataDir, BACKUP_REQUESTS_FOLDER);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes a file whole or not at all: readers on the other side never see half of it. */
async function writeWhole(file: string, value: unknown) {
  const temp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  await fs.promises.writeFile(temp, JSON.stringify(value), { flag: "wx" });
  await fs.promises.rename(temp, file);
}

export interface RequestOptions {
  pickupTimeoutMs?: number;
  pollMs?: number;
}

/**
 * The command's side: asks the Veld running on `dataDir` for a backup into `out` (absolute) and
 * waits for it. Refuses when no Veld takes the request (the lock is another backup's or
 * restore's) or when Veld stops before it finishes; either way nothing of the request stays.
 */
export async function requestBackup(
  dataDir: string,
  out: string,
  options: RequestOptions = {},
): Promise<BackupResult> {
  const pollMs = options.pollMs ?? 200;
  const folder = folderOf(dataDir);
  await fs.promises.mkdir(folder, { recursive: true });
  const id = randomBytes(8).toString("hex");
  const request = path.join(folder, `${id}.request.json`);
  const taken = path.join(folder, `${id}.taken.json`);
  const resultFile = path.join(folder, `${id}.result.json`);
  await writeWhole(request, { out: path.resolve(out) });
  try {
    const pickupBy = Date.now() + (options.pickupTimeoutMs ?? PICKUP_TIMEOUT_MS);
    while (fs.existsSync(request)) {
      if (Date.now() > pickupBy) {
        await fs.promises.rm(request, { force: true });
        // Taken at the last moment: wait for it after all.
        if (fs.existsSync(taken) || fs.existsSync(resultFile)) break;
        throw new BackupRefusedError(
          `Something holds ${dataDir} (a backup or restore, or a Veld older than this command) and did not take the backup request: wait for it to finish, or stop it, then back up again.`,
        );
      }
      await sleep(pollMs);
    }
    for (;;) {
      if (fs.existsSync(resultFile)) break;
      if (!(await isDataDirLocked(dataDir)) && !fs.existsSync(resultFile)) {
        throw new BackupRefusedError(
          `Veld stopped on ${dataDir} before the backup it was asked for was finished: nothing was kept. Run npm run backup again (without a running Veld it backs up directly).`,
        );
      }
      await sleep(pollMs);
    }
    const result = resultSchema.parse(JSON.parse(await fs.promises.readFile(resultFile, "utf8")));
    if (!result.ok) throw new BackupRefusedError(result.message);
    return { file: result.file, manifest: result.manifest };
  } finally {
    await fs.promises.rm(request, { force: true });
    await fs.promises.rm(resultFile, { force: true });
  }
}

export interface RequestWatcher {
  /** Stops looking and waits for a backup in progress. */
  stop(): Promise<void>;
}

/**
 * The running Veld's side: every `pollMs` takes the requests in `dataDir`'s folder (a rename, so
 * one taker per request), backs up with `backup(out)` and leaves the result for the command.
 */
export function watchBackupRequests(
  dataDir: string,
  backup: (out: string) => Promise<BackupResult>,
  options: { pollMs?: number } = {},
): RequestWatcher {
  const folder = folderOf(dataDir);
  let stopping = false;
  let inFlight: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const take = async (id: string) => {
    const taken = path.join(folder, `${id}.taken.json`);
    try {
      await fs.promises.rename(path.join(folder, `${id}.request.json`), taken);
    } catch {
      return; // the command gave up on it meanwhile
    }
    let result: RequestResult;
    try {
      const { out } = requestSchema.parse(JSON.parse(await fs.promises.readFile(taken, "utf8")));
      const done = await backup(out);
      logger().info({ file: done.file }, "backup taken on request (npm run backup)");
      result = { ok: true, file: done.file, manifest: done.manifest };
    } catch (error) {
      if (!(error instanceof BackupRefusedError)) {
        logger().error({ err: error }, "backup requested by npm run backup failed");
      }
      result = {
        ok: false,
        message:
          error instanceof BackupRefusedError
            ? error.message
            : `The running Veld could not take the backup: ${(error as Error).message} (its log has the details). Nothing was kept.`,
      };
    }
    await writeWhole(path.join(folder, `${id}.result.json`), result);
    await fs.promises.rm(taken, { force: true });
  };

  const poll = async () => {
    let names: string[];
    try {
      names = await fs.promises.readdir(folder);
    } catch {
      return; // no request was ever made
    }
    for (const name of names.sort()) {
      const id = REQUEST.exec(name)?.[1];
      if (id && !stopping) await take(id);
    }
  };

  // Answers and taken requests a previous Veld on this folder left when it stopped mid-backup:
  // their command has given up already (it watches the lock). Waiting requests stay, for us.
  for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
    if (/\.(taken|result)\.json/.test(name)) fs.rmSync(path.join(folder, name), { force: true });
  }

  const schedule = () => {
    timer = setTimeout(() => {
      inFlight = poll()
        .catch((error: unknown) => logger().error({ err: error }, "backup requests: poll failed"))
        .finally(() => {
          inFlight = undefined;
          if (!stopping) schedule();
        });
    }, options.pollMs ?? REQUEST_POLL_MS);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
