// Clipping under a time limit (decision 0071). polyclip-ts, inside @turf/union and
// @turf/intersect, can loop for ever on rare near-degenerate polygons (Turfjs/turf#2705,
// #2955), and it runs on the request's thread: one such upload would freeze the server. Every
// union and intersection the server does goes through this module, which stops the clipping at
// its limit and refuses the boundary with BoundaryTooIntricateError (a 422 beside the field).
// geometry.ts keeps the pure shapes (no node:vm, so a component may import it); this module is
// the only caller of its clipping functions (clipping.server.test.ts checks that).
import vm from "node:vm";
import type { Polygon } from "geojson";
import type { BoundaryGeometry } from "./area";
import { BoundaryTooIntricateError } from "./errors";
import { coveredSquareMetres, dissolvePolygons, polygonsOf } from "./geometry";

/**
 * The time any clipping may take, whatever its size. The near-degenerate inputs that loop are
 * small (two rectangles in the fast-check case of 25 November 2026), and a union of two
 * 500-point outlines takes 0.2 s on a 2-core server: 2 s is ten times that.
 */
export const CLIPPING_TIME_LIMIT_MS = 2_000;

/**
 * The time added per point handed to the clipper. polyclip-ts computes with BigNumber and is
 * slow on large outlines: measured on a 2-core server, two overlapping 5 000-point outlines take
 * 1.3 s to join, two of 20 000 points 7 s, two of 50 000 points 13–15 s (the upload limit is
 * 100 000 points). 0.4 ms a point gives each of those at least 2.5 times its measured time, so
 * only a clipping that has stopped making progress reaches the limit.
 */
export const CLIPPING_TIME_PER_POINT_MS = 0.4;

/** The time limit for clipping `points` points: CLIPPING_TIME_LIMIT_MS plus their share. */
export function clippingTimeLimitMs(points: number): number {
  return Math.ceil(CLIPPING_TIME_LIMIT_MS + Math.max(0, points) * CLIPPING_TIME_PER_POINT_MS);
}

function pointsOf(geometry: BoundaryGeometry | Polygon): number {
  return polygonsOf(geometry).reduce(
    (n, polygon) => n + polygon.coordinates.reduce((m, ring) => m + ring.length, 0),
    0,
  );
}

/** One context for every call: its only global is the function being run. */
let context: vm.Context | null = null;
const runClip = new vm.Script("clip()", { filename: "clipping-time-limit" });

/**
 * Runs `clip` (synchronous: a promise it returns is not waited for) and returns what it
 * returns, or throws BoundaryTooIntricateError when it has not returned within `limitMs`.
 * node:vm's timeout stops even a loop that never yields, in a function of this realm: V8
 * terminates the running script and Node turns that into an error with code
 * ERR_SCRIPT_EXECUTION_TIMEOUT; the process and its other requests carry on. Errors `clip`
 * throws come through unchanged.
 */
export function withClippingTimeLimit<T>(clip: () => T, limitMs: number): T {
  context ??= vm.createContext({ clip: undefined });
  const previous: unknown = context.clip;
  context.clip = clip;
  try {
    return runClip.runInContext(context, { timeout: Math.max(1, Math.ceil(limitMs)) }) as T;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
      throw new BoundaryTooIntricateError();
    }
    throw error;
  } finally {
    // A call from inside another's `clip` leaves the outer one's function as it found it.
    context.clip = previous;
  }
}

/** dissolvePolygons (geometry.ts) under the time limit for its points. */
export function dissolvePolygonsWithinLimit(
  polygons: readonly Polygon[],
  limitMs = clippingTimeLimitMs(polygons.reduce((n, polygon) => n + pointsOf(polygon), 0)),
): BoundaryGeometry | null {
  return withClippingTimeLimit(() => dissolvePolygons(polygons), limitMs);
}

/**
 * coveredSquareMetres (geometry.ts) under the time limit for its points: `geometry` is clipped
 * against each of `others`.
 */
export function coveredSquareMetresWithinLimit(
  geometry: BoundaryGeometry,
  others: readonly BoundaryGeometry[],
  limitMs?: number,
): number {
  const own = pointsOf(geometry);
  const limit =
    limitMs ?? clippingTimeLimitMs(others.reduce((n, other) => n + own + pointsOf(other), 0));
  return withClippingTimeLimit(() => coveredSquareMetres(geometry, others), limit);
}
