// Geometry off the server's thread (decision 0120). Reading a boundary file, checking a drawn
// outline and measuring overlaps run in the worker pool (tasks.server.ts there): one upload of tens of
// thousands of points against an organisation's large fields used to hold the event loop for
// 20-30 s, and with it every other person's page. Each operation gets one deadline for all its
// steps (workDeadline), fixed whatever the points, so a bigger file cannot buy more time; a task
// still running at the deadline has its thread ended.
import { getEnv } from "~/env.server";
import { countBoundaryPoints } from "~/models/boundaries.server";
import { countFieldPoints } from "~/models/fields.server";
import { currentSeason } from "~/services/fields/seasons";
import {
  isWorkerRefusal,
  runInWorker,
  type WorkerRefusalKind,
} from "~/services/workers/pool.server";
import type { BoundaryGeometry } from "./area";
import { BoundaryFileError, BoundaryTooIntricateError } from "./errors";
import { polygonsOf } from "./geometry";
import {
  countPoints,
  MAX_BOUNDARY_POINTS,
  type ParsedBoundary,
  type ParsedFieldFile,
} from "./parse.server";
import type { TaskOutcome } from "./tasks.server";
import type { TaskInput, TaskOutput } from "~/services/workers/tasks.server";

/** Who the work is for (their running tasks are limited) and by when it must be done. */
export interface GeometryWork {
  /** A person's or an API client's id: WORKER_JOBS_PER_PERSON of theirs run at once. */
  owner: string;
  /** Epoch milliseconds: what is not done by then is refused as too intricate. */
  deadlineAt: number;
}

/** Who the work is for: the person, or the API client acting without one. */
export function workOwner(actor: { userId: string | null; label: string }): string {
  return actor.userId ?? `client:${actor.label}`;
}

/** One operation's work: its deadline is WORKER_DEADLINE_MS from now, for all its steps. */
export function geometryWork(owner: string): GeometryWork {
  return { owner, deadlineAt: Date.now() + getEnv().WORKER_DEADLINE_MS };
}

export const WORKER_BUSY_MESSAGE =
  "Veld is still checking your previous boundary. Wait until it has finished, then try again.";
export const WORKER_SATURATED_MESSAGE =
  "Veld is checking many boundaries just now. Please try again in a minute.";

function refusal(kind: WorkerRefusalKind): BoundaryFileError {
  switch (kind) {
    case "deadline":
    case "too-large":
      return new BoundaryTooIntricateError();
    case "busy":
      return new BoundaryFileError(WORKER_BUSY_MESSAGE, 429);
    case "saturated":
      return new BoundaryFileError(WORKER_SATURATED_MESSAGE, 429);
  }
}

async function run<T>(work: GeometryWork, start: (deadlineMs: number) => Promise<T>): Promise<T> {
  const left = work.deadlineAt - Date.now();
  if (left <= 0) throw new BoundaryTooIntricateError();
  try {
    return await start(left);
  } catch (error) {
    if (isWorkerRefusal(error)) throw refusal(error.kind);
    throw error;
  }
}

function valueOf<T>(outcome: TaskOutcome<T>): T {
  if (!outcome.ok) throw new BoundaryFileError(outcome.message);
  return outcome.value;
}

/** parseBoundaryFile in the pool; throws BoundaryFileError. */
export async function parseBoundaryFileInWorker(
  bytes: Uint8Array,
  work: GeometryWork,
  maxPoints = MAX_BOUNDARY_POINTS,
): Promise<ParsedBoundary> {
  return valueOf(
    await run(work, (deadlineMs) =>
      runInWorker("parseBoundaryFile", { bytes, maxPoints }, { owner: work.owner, deadlineMs }),
    ),
  );
}

/** parseFieldFile in the pool; throws BoundaryFileError. */
export async function parseFieldFileInWorker(
  bytes: Uint8Array,
  work: GeometryWork,
  maxPoints = MAX_BOUNDARY_POINTS,
): Promise<ParsedFieldFile> {
  return valueOf(
    await run(work, (deadlineMs) =>
      runInWorker("parseFieldFile", { bytes, maxPoints }, { owner: work.owner, deadlineMs }),
    ),
  );
}

/**
 * For each group of outlines, the square metres of `geometry` inside it (null where the clipper
 * failed on a stored outline). Throws BoundaryTooIntricateError at the deadline.
 */
export async function coveredEachInWorker(
  geometry: BoundaryGeometry,
  groups: BoundaryGeometry[][],
  work: GeometryWork,
): Promise<Array<number | null>> {
  if (groups.every((group) => group.length === 0)) return groups.map(() => 0);
  return run(work, (deadlineMs) =>
    runInWorker("coveredEach", { geometry, groups }, { owner: work.owner, deadlineMs }),
  );
}

/** What is wrong with a field's drawn or typed outline (boundary-problem.server.ts), in the pool. */
export async function fieldBoundaryProblemInWorker(
  geometry: BoundaryGeometry,
  work: GeometryWork,
): Promise<string | null> {
  return run(work, (deadlineMs) =>
    runInWorker("fieldBoundaryProblem", geometry, { owner: work.owner, deadlineMs }),
  );
}

/**
 * What is wrong with a round field and the parts cut out of it (boundary-problem.server.ts
 * circleFieldProblem; decision 0152), in the pool, with the form field it goes beside.
 */
export async function circleFieldProblemInWorker(
  input: TaskInput<"circleFieldProblem">,
  work: GeometryWork,
): Promise<TaskOutput<"circleFieldProblem">> {
  return run(work, (deadlineMs) =>
    runInWorker("circleFieldProblem", input, { owner: work.owner, deadlineMs }),
  );
}

/**
 * The most points an organisation's farm boundaries and this season's fields may hold in all
 * (decision 0120): each new outline is clipped against those near it, so what is stored sets the
 * cost of the next upload as much as the upload does. A farm with three hundred camps of three
 * hundred points each stays well under it.
 */
export const MAX_ORGANISATION_POINTS = 250_000;

export function organisationPointsMessage(stored: number) {
  return `Your organisation's farm boundaries and fields already hold ${stored.toLocaleString("en-ZA")} points, and with this one they would hold more than ${MAX_ORGANISATION_POINTS.toLocaleString("en-ZA")}. Simplify this boundary, or the largest ones you have, in your mapping program and upload it again.`;
}

/**
 * Refuses (BoundaryFileError, 422) new outlines that would take the organisation past
 * MAX_ORGANISATION_POINTS; `exceptFieldId` is a field whose outline they replace.
 */
export async function refuseOverOrganisationPoints(
  organisationId: string,
  geometries: readonly BoundaryGeometry[],
  options: { exceptFieldId?: string } = {},
): Promise<void> {
  const adding = geometries.reduce((n, geometry) => n + countPoints(polygonsOf(geometry)), 0);
  const stored =
    (await countBoundaryPoints(organisationId)) +
    (await countFieldPoints(organisationId, currentSeason(), options));
  if (stored + adding > MAX_ORGANISATION_POINTS)
    throw new BoundaryFileError(organisationPointsMessage(stored));
}
