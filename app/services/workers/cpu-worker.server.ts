// The entry of the pool's worker threads (decision 0120): piscina calls the default export with
// each task. Bundled into build/workers/cpu.worker.mjs by scripts/build-workers.js.
import { TASKS, type TaskName } from "./tasks.server";

export interface WorkerMessage {
  task: TaskName;
  input: unknown;
}

export default function runTask({ task, input }: WorkerMessage): unknown {
  if (!Object.hasOwn(TASKS, task)) throw new Error(`No worker task is called ${String(task)}.`);
  return (TASKS[task] as (input: unknown) => unknown)(input);
}
