// Every task the worker pool runs (decision 0120), by name: CPU-bound steps of the domains.
// cpu-worker.server.ts runs them inside the worker thread; pool.server.ts only imports their types, so
// the server's own thread never loads what they need.
import {
  coveredEachTask,
  parseBoundaryFileTask,
  parseFieldFileTask,
} from "~/services/contracting/boundaries/tasks.server";
import { boundaryProblem, circleFieldProblem } from "~/services/fields/boundary-problem.server";
import { readSamplesCsvTask } from "~/services/calculations/samples-csv.server";
import { inspectUploadTask } from "~/services/files/tasks.server";
import { readLivestockCsvTask } from "~/services/practice/livestock-csv.server";

export const TASKS = {
  parseBoundaryFile: parseBoundaryFileTask,
  parseFieldFile: parseFieldFileTask,
  coveredEach: coveredEachTask,
  fieldBoundaryProblem: boundaryProblem,
  circleFieldProblem,
  inspectUpload: inspectUploadTask,
  readSamplesCsv: readSamplesCsvTask,
  readLivestockCsv: readLivestockCsvTask,
};

type Tasks = typeof TASKS;
export type TaskName = keyof Tasks;
export type TaskInput<N extends TaskName> = Parameters<Tasks[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<Tasks[N]>>;
