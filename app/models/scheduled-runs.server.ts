// Claims of the daily jobs (scheduled_job_runs; decision 0110). Every instance runs the schedule;
// the claim is one upsert, so of several instances asking at once exactly one gets the day's run.
// ON CONFLICT DO UPDATE … WHERE is evaluated on the row as the winner left it (PostgreSQL waits
// for the row lock, then re-checks), the same on PGlite and PostgreSQL 15.
import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { scheduledJobRuns } from "~/db/schema";

export type ScheduledJobRun = typeof scheduledJobRuns.$inferSelect;

/**
 * Claims the run of `name` at `now` for `leaseMs` when no claim holds it and the last run started
 * at least `minGapMs` ago (or never finished and its lease passed). True when this caller won.
 */
export async function claimScheduledRun(
  input: { name: string; now: Date; leaseMs: number; minGapMs: number },
  executor: Executor = db(),
): Promise<boolean> {
  const lockedUntil = new Date(input.now.getTime() + input.leaseMs);
  const startedBefore = new Date(input.now.getTime() - input.minGapMs);
  const rows = await executor
    .insert(scheduledJobRuns)
    .values({ name: input.name, lockedUntil, lastStartedAt: input.now })
    .onConflictDoUpdate({
      target: scheduledJobRuns.name,
      set: { lockedUntil, lastStartedAt: input.now },
      setWhere: sql`case when ${scheduledJobRuns.lockedUntil} is not null
        then ${scheduledJobRuns.lockedUntil} <= ${input.now.toISOString()}::timestamptz
        else ${scheduledJobRuns.lastStartedAt} <= ${startedBefore.toISOString()}::timestamptz end`,
    })
    .returning({ name: scheduledJobRuns.name });
  return rows.length > 0;
}

/** Ends a claimed run: the lease is released and what it did is kept for operators. */
export async function finishScheduledRun(
  input: { name: string; now: Date; result: unknown },
  executor: Executor = db(),
) {
  await executor
    .update(scheduledJobRuns)
    .set({ lockedUntil: null, lastFinishedAt: input.now, lastResult: input.result ?? null })
    .where(eq(scheduledJobRuns.name, input.name));
}

/** A failed run releases its claim but keeps its start, so it is tried again the next day. */
export async function releaseScheduledRun(name: string, executor: Executor = db()) {
  await executor
    .update(scheduledJobRuns)
    .set({ lockedUntil: null })
    .where(eq(scheduledJobRuns.name, name));
}

export async function findScheduledRun(name: string, executor: Executor = db()) {
  const [row] = await executor
    .select()
    .from(scheduledJobRuns)
    .where(eq(scheduledJobRuns.name, name));
  return row ?? null;
}
