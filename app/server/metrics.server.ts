// What /metrics tells Prometheus (decision 0106): Node's own metrics, request durations by
// route, the database connections, the e-mail outbox's backlog and the background tasks' runs.
// Every label takes a bounded set of values (a route pattern, a task name, a status), so the
// number of series does not grow with the data.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { getDatabaseHandle, type DatabaseHandle, type PoolStats } from "~/db/client.server";
import { countOutboxBacklog, type OutboxBacklog } from "~/models/email-outbox.server";
import { logger } from "~/logger.server";

// This process's registry, not prom-client's global one: a second copy of this module (Vite's
// module graph in development, a test file) registers its metrics without a name clash.
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its response's last byte, by route pattern",
  labelNames: ["method", "status_class", "route"] as const,
  // prom-client's defaults (5 ms to 10 s) cover pages, API calls and uploads.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

// Node's parser accepts a few dozen methods; anything unusual is one label value.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export interface ObservedRequest {
  method: string;
  statusCode: number;
  /** False when the client went away before the response was complete. */
  finished: boolean;
  seconds: number;
}

/** Records a request once its route label is known (a development build resolves it later). */
export function observeRequest(request: ObservedRequest, route: string | Promise<string>) {
  const method = METHODS.has(request.method) ? request.method : "other";
  const statusClass = request.finished ? `${Math.floor(request.statusCode / 100)}xx` : "aborted";
  void Promise.resolve(route).then(
    (label) =>
      httpDuration.observe({ method, status_class: statusClass, route: label }, request.seconds),
    (error: unknown) => logger().warn({ err: error }, "could not label a request for metrics"),
  );
}

// Read when Prometheus scrapes, from the database handle of this process.
const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number | undefined) =>
  new Gauge({
    name,
    help,
    labelNames: ["engine"] as const,
    registers,
    collect() {
      this.reset();
      let handle: DatabaseHandle;
      try {
        handle = getDatabaseHandle();
      } catch {
        return; // not opened yet: no series rather than a made-up zero
      }
      const value = read(handle.poolStats());
      if (value !== undefined) this.set({ engine: handle.kind }, value);
    },
  });

poolGauge("veld_db_pool_max_connections", "Connections this instance may open", (s) => s.max);
poolGauge("veld_db_pool_connections", "Connections open, idle or in use", (s) => s.total);
poolGauge("veld_db_pool_idle_connections", "Open connections not in use (pg only)", (s) => s.idle);
poolGauge(
  "veld_db_pool_waiting_clients",
  "Queries waiting for a free connection (pg only)",
  (s) => s.waiting,
);

// Both outbox gauges are collected side by side in one scrape: they share one query.
const OUTBOX_QUERY_TIMEOUT_MS = 2_000;
let backlogInFlight: Promise<OutboxBacklog | null> | undefined;
function outboxBacklogOnce(): Promise<OutboxBacklog | null> {
  backlogInFlight ??= (async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        countOutboxBacklog(),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${OUTBOX_QUERY_TIMEOUT_MS} ms`)),
            OUTBOX_QUERY_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      // The rest of the scrape still answers; the outbox series are left out, not stale.
      logger().warn({ err: error }, "metrics: could not count the e-mail outbox");
      return null;
    } finally {
      clearTimeout(timer);
    }
  })().finally(() => {
    backlogInFlight = undefined;
  });
  return backlogInFlight;
}

new Gauge({
  name: "veld_email_outbox_messages",
  help: "E-mails in the outbox by status: pending (queued or waiting for a retry), sending, failed (given up)",
  labelNames: ["status"] as const,
  registers,
  async collect() {
    this.reset();
    const backlog = await outboxBacklogOnce();
    if (!backlog) return;
    for (const status of ["pending", "sending", "failed"] as const) {
      this.set({ status }, backlog[status]);
    }
  },
});

new Gauge({
  name: "veld_email_outbox_oldest_due_seconds",
  help: "How long the oldest due pending e-mail has waited (0: none due); growing means no worker is sending",
  registers,
  async collect() {
    this.reset();
    const backlog = await outboxBacklogOnce();
    if (backlog) this.set(backlog.oldestDueSeconds);
  },
});

const taskRuns = new Counter({
  name: "veld_background_task_runs_total",
  help: "Runs of each background task by outcome (success, failure)",
  labelNames: ["task", "outcome"] as const,
  registers,
});
const taskLastRun = new Gauge({
  name: "veld_background_task_last_run_timestamp_seconds",
  help: "When each background task's last run ended (Unix time)",
  labelNames: ["task"] as const,
  registers,
});
const taskLastSuccess = new Gauge({
  name: "veld_background_task_last_success_timestamp_seconds",
  help: "When each background task last ran without an error (Unix time)",
  labelNames: ["task"] as const,
  registers,
});
const taskLastDuration = new Gauge({
  name: "veld_background_task_last_duration_seconds",
  help: "How long each background task's last run took",
  labelNames: ["task"] as const,
  registers,
});

/** Records one run of a periodic task (background.server.ts's startPeriodicTask). */
export function recordTaskRun(task: string, seconds: number, succeeded: boolean) {
  const now = Date.now() / 1000;
  taskRuns.inc({ task, outcome: succeeded ? "success" : "failure" });
  taskLastRun.set({ task }, now);
  taskLastDuration.set({ task }, seconds);
  if (succeeded) taskLastSuccess.set({ task }, now);
}

export type MetricsAccess = "allowed" | "unauthorized" | "hidden";

// Headers a reverse proxy adds. A proxy on the same machine connects from loopback, so a
// loopback peer that carries one of them is someone on the internet.
const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "via",
];

function isLoopbackAddress(address: string | undefined) {
  if (!address) return false;
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

function sameToken(given: string, expected: string) {
  // Hashes have equal lengths, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read /metrics (decision 0106). With METRICS_TOKEN set, whoever sends it as a bearer
 * token and nobody else: loopback included, since a proxy on the same machine makes every
 * visitor look local. Without it, only a direct connection from loopback; anyone else gets a
 * 404, as if there were nothing there.
 */
export function metricsAccess(
  request: { remoteAddress: string | undefined; headers: IncomingHttpHeaders },
  token: string | undefined,
): MetricsAccess {
  if (token) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
    return match && sameToken(match[1]!, token) ? "allowed" : "unauthorized";
  }
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return isLoopbackAddress(request.remoteAddress) && !forwarded ? "allowed" : "hidden";
}
