// Liveness and readiness (decision 0106). Liveness asks only whether the process answers: a
// database outage must not make an orchestrator restart every instance, which would not bring the
// database back. Readiness asks whether this instance should get new requests: the database
// answers, the migrations its code expects are applied, and it is not shutting down.
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { unappliedMigrations } from "~/db/migrate.server";
import { logger } from "~/logger.server";

/** The process's state as far as the load balancer is concerned; one per app. */
export interface Lifecycle {
  isShuttingDown(): boolean;
  /** From now on readiness answers 503; requests keep being served until the server closes. */
  beginShutdown(): void;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  return {
    isShuttingDown: () => shuttingDown,
    beginShutdown: () => {
      shuttingDown = true;
    },
  };
}

export type Readiness =
  | { ready: true }
  | { ready: false; reason: "shutting down" | "database unreachable" | "migrations pending" };

export interface ReadinessOptions {
  /** A check slower than this is a failure: a probe must not hang on an exhausted pool. */
  timeoutMs?: number;
  migrationsFolder?: string;
}

export function readinessCheck(
  lifecycle: Lifecycle,
  { timeoutMs = 2_000, migrationsFolder }: ReadinessOptions = {},
): () => Promise<Readiness> {
  // Applied migrations stay applied: once they all are, later probes only ping the database.
  let migrated = false;

  const checkDatabase = async (): Promise<Readiness> => {
    if (migrated) {
      await db().execute(sql`SELECT 1`);
      return { ready: true };
    }
    const pending = await unappliedMigrations(db(), migrationsFolder);
    if (pending.length) {
      logger().warn({ pending }, "not ready: database migrations pending");
      return { ready: false, reason: "migrations pending" };
    }
    migrated = true;
    return { ready: true };
  };

  return async () => {
    if (lifecycle.isShuttingDown()) return { ready: false, reason: "shutting down" };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([checkDatabase(), timeout]);
    } catch (error) {
      logger().error({ err: error }, "not ready: database unreachable");
      return { ready: false, reason: "database unreachable" };
    } finally {
      clearTimeout(timer);
    }
  };
}
