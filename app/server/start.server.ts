// Starts Veld: validates the configuration, opens and migrates the database, seeds the public
// site's content and (SEED_DEMO_DATA, on by default with the embedded identity provider) the demo
// data of app/demo, serves HTTP and shuts down gracefully.
import type { Server, ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import type { ViteDevServer } from "vite";
import { openDatabase, setDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { loadEnv } from "~/env.server";
import { createApp } from "./app.server";
import { createLifecycle } from "./health.server";
import { lockDataDir } from "./data-dir-lock.server";
import { seedContent } from "./content-seed.server";
import { seedConstants } from "./seed-constants.server";
import { logger } from "~/logger.server";
import { startBackgroundWork } from "./background.server";
import { createBackup } from "./backup.server";
import { watchBackupRequests } from "./backup-requests.server";
import { sweepUploadsAtStart } from "~/services/files/upload-sweep.server";
import { closeWorkerPool, startWorkerPool } from "~/services/workers/pool.server";

export interface StartOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  vite?: ViteDevServer;
}

export async function startServer({ build, vite }: StartOptions) {
  const env = loadEnv();
  const log = logger();
  // CPU-heavy work runs in worker threads (decision 0120): their bundle must be there.
  startWorkerPool();
  // PGlite is single-process: refuse a second instance on the same DATA_DIR before anything opens.
  const releaseDataDir = env.DATABASE_URL
    ? async () => {}
    : await lockDataDir(env.DATA_DIR, (error) => {
        log.fatal(
          { err: error },
          "another process took over DATA_DIR; stopping to protect the data",
        );
        process.exit(1);
      });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
  });
  setDatabase(database);
  const applied = await migrate(database.db);
  if (applied.length) log.info({ applied }, "database migrations applied");
  // The public site's FAQs and partners (issue 7); each seed runs once per database.
  const seeded = await seedContent(database.db);
  if (seeded.length) log.info({ seeded }, "content seeds applied");
  // Version 1 of each set of calculation constants (issue 17; decision 0090).
  const constants = await seedConstants(database.db);
  if (constants.length) log.info({ constants }, "calculation constants seeded");
  // The demo's accounts and data (decision 0122): loaded only when on, so a production server
  // without demo data never loads app/demo.
  if (env.seedDemoData) {
    const { seedDemo } = await import("~/demo/index.server");
    await seedDemo();
  }
  // Upload bytes without a row (a failed transaction, a deleted organisation): decision 0064.
  await sweepUploadsAtStart();

  const lifecycle = createLifecycle();
  const app = await createApp({ env, build, vite, lifecycle });
  const background = await startBackgroundWork(env);
  // `npm run backup` cannot open the embedded database this process holds: it asks this process
  // through a file in DATA_DIR (decision 0119). With DATABASE_URL it runs pg_dump itself.
  const backupRequests = env.DATABASE_URL
    ? null
    : watchBackupRequests(env.DATA_DIR, (out) =>
        createBackup({
          dataDir: env.DATA_DIR,
          live: database,
          out,
          uploadsBucket: env.FILE_STORE === "s3" ? env.S3_BUCKET : undefined,
        }),
      );

  const server: Server = await new Promise((resolve) => {
    const s = env.HOST
      ? app.listen(env.PORT, env.HOST, () => resolve(s))
      : app.listen(env.PORT, () => resolve(s));
  });
  log.info(
    { url: env.APP_URL, database: database.kind, dataDir: env.DATA_DIR, node: process.version },
    `Veld is running on ${env.APP_URL} (Node.js ${process.version})`,
  );
  // Responses in flight, so a shutdown can tell their keep-alive connections to close.
  const inFlight = new Set<ServerResponse>();
  server.on("request", (_req, res: ServerResponse) => {
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // /readyz answers 503 from here on: a load balancer that probes it stops sending new
    // requests (decision 0106); /livez stays 200, so nothing kills the process mid-drain.
    lifecycle.beginShutdown();
    log.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      log.warn("requests still open after 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    // server.close() only stops new connections: a keep-alive connection busy now would answer
    // "keep-alive" and then be reused by the client (a load balancer's pool) for further requests,
    // so under steady load the drain never ends, or the socket is closed as idle just as the next
    // request is sent on it and that request is lost. "Connection: close" on every answer from
    // here on ends each connection after its response; the client's next request opens a new
    // connection, which is refused, and goes to another instance (decision 0109).
    const closeAfterResponse = (res: ServerResponse) => {
      if (!res.headersSent) res.setHeader("Connection", "close");
    };
    inFlight.forEach(closeAfterResponse);
    server.prependListener("request", (_req, res: ServerResponse) => closeAfterResponse(res));
    // Stop accepting connections; requests in flight finish, idle keep-alive sockets close.
    server.close(async () => {
      await backupRequests?.stop();
      await background.stop();
      await closeWorkerPool();
      await vite?.close();
      await database.close();
      await releaseDataDir();
      log.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}
