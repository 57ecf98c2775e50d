// The worker pool for CPU-heavy work (decision 0120): geometry, file inspection and parsing run
// in worker threads (piscina), never on the event loop that answers every other request. Each
// task has a hard deadline that ends its worker (a loop that never yields is stopped too, and the
// thread is replaced), each person may run only a few tasks at once, and the queue is bounded, so
// no request (or person) can hold the pool for long.
//
// The worker is the bundle `cpu-worker.server.ts` becomes (scripts/build-workers.js): `npm run build`
// writes it to build/workers/, the test setup and the development server write it before they
// start. Tasks are named in tasks.server.ts; their input and output cross the thread as structured
// clones (plain data: no class instances, no functions).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import { getEnv } from "~/env.server";
import type { TaskInput, TaskName, TaskOutput } from "./tasks.server";

/** Why a task did not run to its end; each becomes a sentence for the person (work-errors.ts). */
export type WorkerRefusalKind =
  /** It ran past its deadline (or waited for a thread that long) and was stopped. */
  | "deadline"
  /** The person already has WORKER_JOBS_PER_PERSON tasks running. */
  | "busy"
  /** Every thread is busy and the queue is full. */
  | "saturated"
  /** The task needed more memory than a worker may hold. */
  | "too-large";

/** A task that did not run to its end: never a bug in the task, always an answer to give. */
export class WorkerRefusal extends Error {
  override readonly name = "WorkerRefusal";
  constructor(readonly kind: WorkerRefusalKind) {
    super(`The worker task was refused: ${kind}`);
  }
}

export const isWorkerRefusal = (error: unknown): error is WorkerRefusal =>
  error instanceof WorkerRefusal;

/** The file the pool runs: the bundle of cpu-worker.server.ts. */
export function workerFile(): string {
  const dir = process.env.VELD_WORKERS_DIR ?? path.resolve("build/workers");
  return path.join(dir, "cpu.worker.mjs");
}

/** The bundle is missing: the build (or the development server) writes it. */
export class WorkerBundleError extends Error {
  override readonly name = "WorkerBundleError";
}

/**
 * Starts the pool's threads at start-up, so the first upload does not wait for one, after
 * checking the bundle is there: a build without it stops Veld with a sentence for the operator.
 */
export function startWorkerPool(): void {
  const file = workerFile();
  if (!fs.existsSync(file))
    throw new WorkerBundleError(
      `The worker threads' bundle ${file} is missing. Run "npm run build" (it writes build/workers/), or set VELD_WORKERS_DIR to the folder that holds it.`,
    );
  thePool();
}

/** Tasks waiting for a thread, per thread, before new ones are refused as "saturated". */
const QUEUE_PER_THREAD = 16;
/** The heap a worker may grow to; past it the worker is ended and the task refused. */
const WORKER_HEAP_MB = 512;

let pool: Piscina | null = null;
const running = new Map<string, number>();

function threads() {
  return getEnv().WORKER_THREADS ?? Math.max(1, os.availableParallelism() - 1);
}

function thePool(): Piscina {
  if (pool) return pool;
  const maxThreads = threads();
  pool = new Piscina({
    filename: workerFile(),
    // Every thread is kept: starting one takes about half a second (the geometry libraries), and
    // piscina replaces a thread ended at its deadline only up to minThreads before the queue
    // moves on (with none kept, a task queued behind an ended one waited for its own deadline).
    minThreads: maxThreads,
    maxThreads,
    maxQueue: maxThreads * QUEUE_PER_THREAD,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  return pool;
}

/** How many tasks `owner` has running now (for tests and /metrics). */
export const tasksRunningFor = (owner: string) => running.get(owner) ?? 0;

export interface RunOptions {
  /**
   * Who asked: a person's or an API client's id. At most WORKER_JOBS_PER_PERSON of one owner's
   * tasks run at once; more are refused ("busy") rather than queued behind each other.
   */
  owner: string;
  /** The deadline for this task; WORKER_DEADLINE_MS when not given. */
  deadlineMs?: number;
}

/**
 * Runs `task` on `input` in a worker thread and answers its output, or throws a WorkerRefusal.
 * The deadline counts from the call: waiting in the queue spends it too. At the deadline a task
 * still waiting is dropped and a running one has its thread ended (piscina terminates the
 * worker), so nothing it started runs on. Errors the task throws come back as errors (a bug: the
 * tasks answer refusals as values).
 */
export async function runInWorker<N extends TaskName>(
  task: N,
  input: TaskInput<N>,
  options: RunOptions,
): Promise<TaskOutput<N>> {
  const env = getEnv();
  const owner = options.owner;
  if ((running.get(owner) ?? 0) >= env.WORKER_JOBS_PER_PERSON) throw new WorkerRefusal("busy");
  const workers = thePool();
  if (workers.queueSize >= workers.options.maxQueue) throw new WorkerRefusal("saturated");
  running.set(owner, (running.get(owner) ?? 0) + 1);
  const signal = AbortSignal.timeout(options.deadlineMs ?? env.WORKER_DEADLINE_MS);
  try {
    return (await workers.run({ task, input }, { signal })) as TaskOutput<N>;
  } catch (error) {
    throw refusalOf(error, signal) ?? error;
  } finally {
    const left = (running.get(owner) ?? 1) - 1;
    if (left > 0) running.set(owner, left);
    else running.delete(owner);
  }
}

function refusalOf(error: unknown, signal: AbortSignal): WorkerRefusal | null {
  if (signal.aborted) return new WorkerRefusal("deadline");
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ERR_WORKER_OUT_OF_MEMORY") return new WorkerRefusal("too-large");
  const message = error instanceof Error ? error.message : "";
  if (/queue is full/i.test(message)) return new WorkerRefusal("saturated");
  return null;
}

/** Ends the pool's threads (shutdown, tests); the next task starts a new pool. */
export async function closeWorkerPool(): Promise<void> {
  const closing = pool;
  pool = null;
  running.clear();
  await closing?.destroy();
}
