// The geometry that runs in a worker thread (decision 0120): reading boundary files (parsing,
// crossings, union) and measuring overlaps (intersection). Each task takes and answers plain data
// (structured clones cross the thread); a refusal the person can act on is an answer
// ({ ok: false, message }), so only a bug is thrown. geometry-work.server.ts calls them.
import type { BoundaryGeometry } from "./area";
import { isBoundaryFileError } from "./errors";
import { coveredSquareMetres } from "./geometry";
import {
  parseBoundaryFile,
  parseFieldFile,
  type ParsedBoundary,
  type ParsedFieldFile,
} from "./parse.server";

export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

function outcomeOf<T>(work: () => T): TaskOutcome<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    if (isBoundaryFileError(error)) return { ok: false, message: error.message };
    throw error;
  }
}

export interface ParseInput {
  bytes: Uint8Array;
  maxPoints: number;
}

export function parseBoundaryFileTask(input: ParseInput): TaskOutcome<ParsedBoundary> {
  return outcomeOf(() => parseBoundaryFile(input.bytes, { maxPoints: input.maxPoints }));
}

export function parseFieldFileTask(input: ParseInput): TaskOutcome<ParsedFieldFile> {
  return outcomeOf(() => parseFieldFile(input.bytes, { maxPoints: input.maxPoints }));
}

export interface CoverageInput {
  geometry: BoundaryGeometry;
  /** Each group's outlines are joined, so land inside two of them counts once. */
  groups: BoundaryGeometry[][];
}

/**
 * For each group, the square metres of `geometry` inside it; null where the clipper failed on an
 * outline (one stored before today's checks): the caller decides what that means.
 */
export function coveredEachTask(input: CoverageInput): Array<number | null> {
  return input.groups.map((group) => {
    if (group.length === 0) return 0;
    try {
      return coveredSquareMetres(input.geometry, group);
    } catch {
      return null;
    }
  });
}
