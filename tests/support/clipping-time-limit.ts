// A time limit for clipping inside one thread, for property tests of geometry.ts. polyclip-ts can
// loop for ever on rare near-degenerate polygons (Turfjs/turf#2705, #2955; decision 0071): the
// server runs clipping in the worker pool, whose deadline ends the thread (decision 0120); a
// property test calls geometry.ts directly, so a generated case that loops is stopped here with
// node:vm's timeout (V8 terminates even a loop that never yields) and discarded.
import vm from "node:vm";

const context = vm.createContext({ clip: undefined as unknown });
const runClip = new vm.Script("clip()", { filename: "clipping-time-limit" });

export class ClippingStopped extends Error {
  override readonly name = "ClippingStopped";
}

/** What `clip` returns, or ClippingStopped when it has not returned within `limitMs`. */
export function withClippingTimeLimit<T>(clip: () => T, limitMs = 2_000): T {
  context.clip = clip;
  try {
    return runClip.runInContext(context, { timeout: limitMs }) as T;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === "ERR_SCRIPT_EXECUTION_TIMEOUT")
      throw new ClippingStopped("the clipping did not end within its limit");
    throw error;
  } finally {
    context.clip = undefined;
  }
}
