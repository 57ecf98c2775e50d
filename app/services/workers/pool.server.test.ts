// The worker pool (decision 0120): CPU-heavy work runs off the event loop, a task past its
// deadline has its thread ended (and the pool carries on), and one person's tasks are limited.
// These run the real bundle (tests/support/workers-global-setup.ts) on real geometry.
import type { Polygon } from "geojson";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "~/env.server";
import { boxRing, rectangleSquareMetres, wavyRing } from "../../../tests/support/boundary-fixtures";
import { inspectUpload } from "~/services/files/inspect-upload.server";
import { UPLOADS_BUSY_MESSAGE, UploadError } from "~/services/files/upload-error";
import { IMPORT_BUSY_MESSAGE, readCsvInWorker } from "./csv-imports.server";
import { closeWorkerPool, runInWorker, tasksRunningFor, WorkerRefusal } from "./pool.server";

const polygon = (ring: number[][]): Polygon => ({ type: "Polygon", coordinates: [ring] });
/**
 * Two outlines of 20 000 points round one centre, crossing each other thousands of times: their
 * intersection takes the clipper seconds, however quiet the machine.
 */
const slowCoverage = () => ({
  geometry: polygon(wavyRing(20_000, 28.3, -28.25)),
  groups: [[polygon(wavyRing(20_000, 28.3, -28.25, 3_001, 0.2))]],
});

/** The longest the event loop went without running a 10 ms timer while `work` was under way. */
async function longestStall(work: Promise<unknown>) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    await work.catch(() => undefined);
  } finally {
    clearInterval(timer);
  }
  return longest;
}

afterEach(() => {
  loadEnv();
});
afterAll(() => closeWorkerPool());

describe("runInWorker", () => {
  it("measures an overlap in a worker with the answer the geometry has in closed form", async () => {
    const [covered] = await runInWorker(
      "coveredEach",
      {
        geometry: polygon(boxRing(28, -28, 28.02, -27.98)),
        groups: [[polygon(boxRing(28.01, -28, 28.03, -27.98))]],
      },
      { owner: "person-a" },
    );
    expect(covered).toBeCloseTo(rectangleSquareMetres(28.01, -28, 28.02, -27.98), 2);
  });

  it("ends a task at its deadline, and the event loop keeps running meanwhile", async () => {
    const started = performance.now();
    const work = runInWorker("coveredEach", slowCoverage(), { owner: "person-a", deadlineMs: 400 });
    // Measured while the task runs, not after it has ended.
    const stalls = longestStall(work);
    const refusal = await work.catch((error: unknown) => error);
    const stall = await stalls;
    const ran = performance.now() - started;
    expect(refusal).toBeInstanceOf(WorkerRefusal);
    expect((refusal as WorkerRefusal).kind).toBe("deadline");
    expect(ran).toBeLessThan(3_000);
    expect(stall).toBeLessThan(ran / 2);
    expect(tasksRunningFor("person-a")).toBe(0);
  });

  it("keeps the event loop free while a long task runs to its end", async () => {
    // On the event loop the task would stall it for as long as it runs; in a worker the longest
    // stall is a small part of that, however busy the machine (a bound in milliseconds was not).
    const started = performance.now();
    const work = runInWorker("coveredEach", slowCoverage(), { owner: "person-a", deadlineMs: 800 });
    const stall = await longestStall(work);
    const ran = performance.now() - started;
    expect(stall).toBeLessThan(ran / 2);
  });

  it("answers correctly after a task's thread was ended at its deadline", async () => {
    await runInWorker("coveredEach", slowCoverage(), { owner: "person-a", deadlineMs: 200 }).catch(
      () => undefined,
    );
    const [covered] = await runInWorker(
      "coveredEach",
      {
        geometry: polygon(boxRing(28, -28, 28.02, -27.98)),
        groups: [[polygon(boxRing(28, -28, 28.01, -27.99))]],
      },
      { owner: "person-a" },
    );
    expect(covered).toBeCloseTo(rectangleSquareMetres(28, -28, 28.01, -27.99), 2);
  });

  it("refuses a person's task beyond WORKER_JOBS_PER_PERSON as busy; others still run", async () => {
    loadEnv({ ...process.env, WORKER_JOBS_PER_PERSON: "1" });
    const first = runInWorker("coveredEach", slowCoverage(), {
      owner: "person-b",
      deadlineMs: 1_500,
    }).catch((error: unknown) => error);
    const second = await runInWorker(
      "fieldBoundaryProblem",
      polygon(boxRing(28, -28, 28.01, -27.99)),
      {
        owner: "person-b",
      },
    ).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(WorkerRefusal);
    expect((second as WorkerRefusal).kind).toBe("busy");
    const other = await runInWorker(
      "fieldBoundaryProblem",
      polygon(boxRing(28, -28, 28.01, -27.99)),
      {
        owner: "person-c",
        deadlineMs: 5_000,
      },
    );
    expect(other).toBeNull();
    await first;
    expect(tasksRunningFor("person-b")).toBe(0);
  });
});

describe("what a person reads when their work cannot run now", () => {
  it("an upload check beyond their running tasks: 429 with a sentence", async () => {
    loadEnv({ ...process.env, WORKER_JOBS_PER_PERSON: "1" });
    const slow = runInWorker("coveredEach", slowCoverage(), {
      owner: "person-d",
      deadlineMs: 1_000,
    }).catch(() => undefined);
    const refused = await inspectUpload({
      bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"),
      fileName: "cv.pdf",
      owner: "person-d",
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UploadError);
    expect((refused as UploadError).status).toBe(429);
    expect((refused as UploadError).message).toBe(UPLOADS_BUSY_MESSAGE);
    const imported = await readCsvInWorker(
      "readSamplesCsv",
      { text: "field,date\n", fields: [], today: "2026-11-28" },
      { userId: "person-d", label: "d@example.co.za" },
    );
    expect(imported).toEqual({ ok: false, errors: [IMPORT_BUSY_MESSAGE] });
    await slow;
  });
});
