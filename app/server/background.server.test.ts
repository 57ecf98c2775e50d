// The loop behind the outbox worker and the clean-ups: runs never overlap, a failure does not
// stop the schedule, and stopping waits for the run in progress (graceful shutdown).
import { describe, expect, it } from "vitest";
import { startPeriodicTask } from "./background.server";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("startPeriodicTask", () => {
  it("runs at once, then again after each interval, one run at a time", async () => {
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    const task = startPeriodicTask("test", 5, async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await sleep(10);
      running -= 1;
      runs += 1;
    });
    await sleep(80);
    await task.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(maxRunning).toBe(1);
  });

  it("keeps going after a run fails", async () => {
    let runs = 0;
    const task = startPeriodicTask("test", 5, async () => {
      runs += 1;
      throw new Error("database unreachable");
    });
    await sleep(40);
    await task.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it("stop() waits for the run in progress and nothing runs after it", async () => {
    let finished = false;
    let runs = 0;
    let sawStopping = false;
    const task = startPeriodicTask("test", 1, async (isStopping) => {
      runs += 1;
      await sleep(30);
      sawStopping = isStopping();
      finished = true;
    });
    await sleep(5);
    await task.stop();
    expect(finished).toBe(true);
    expect(sawStopping).toBe(true);
    const after = runs;
    await sleep(20);
    expect(runs).toBe(after);
  });

  it("waits as long as nextDelayMs says between runs (a task due at a time of day)", async () => {
    let runs = 0;
    const delays = [1, 1000];
    const task = startPeriodicTask("test", 1, async () => void (runs += 1), {
      nextDelayMs: () => delays.shift() ?? 1000,
    });
    await sleep(60);
    await task.stop();
    // Now, then 1 ms later; the third waits a second.
    expect(runs).toBe(2);
  });

  it("does not run before its first delay", async () => {
    let runs = 0;
    const task = startPeriodicTask("test", 5, async () => void (runs += 1), { firstDelayMs: 1000 });
    await sleep(20);
    await task.stop();
    expect(runs).toBe(0);
  });
});
