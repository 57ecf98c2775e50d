// CSV imports read in the worker pool (decision 0120): splitting a file of thousands of rows and
// checking each is CPU-bound. An import's answer is `{ ok: false, errors }` when the file cannot
// be taken, so a refusal of the pool is one more error sentence the person reads on the form.
import { isWorkerRefusal, runInWorker } from "./pool.server";
import type { TaskInput, TaskOutput } from "./tasks.server";

export const IMPORT_TOO_SLOW_MESSAGE =
  "The file took too long to read. Split it into smaller files and upload them one by one.";
export const IMPORT_BUSY_MESSAGE =
  "Veld is reading many files just now. Please wait a moment and upload the file again.";

type CsvTask = "readSamplesCsv" | "readLivestockCsv";

/** Runs a CSV import's reading task for `actor` (whose running tasks are limited). */
export async function readCsvInWorker<N extends CsvTask>(
  task: N,
  input: TaskInput<N>,
  actor: { userId: string | null; label: string },
): Promise<TaskOutput<N> | { ok: false; errors: string[] }> {
  try {
    return await runInWorker(task, input, { owner: actor.userId ?? `client:${actor.label}` });
  } catch (error) {
    if (!isWorkerRefusal(error)) throw error;
    const tooSlow = error.kind === "deadline" || error.kind === "too-large";
    return { ok: false, errors: [tooSlow ? IMPORT_TOO_SLOW_MESSAGE : IMPORT_BUSY_MESSAGE] };
  }
}
