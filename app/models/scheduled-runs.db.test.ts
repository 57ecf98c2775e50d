// The scheduled-runs model on a real database: one claim per run while its lease holds, none
// again before the gap has passed, a crashed run taken over once its lease ran out, and a
// released run that keeps its start so it waits for the next day.
import { describe, expect, it } from "vitest";
import { transaction } from "~/models/transaction.server";
import {
  claimScheduledRun,
  finishScheduledRun,
  findScheduledRun,
  releaseScheduledRun,
} from "./scheduled-runs.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = new Date("2025-03-01T02:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("scheduled runs", () => {
  it("lets the first caller claim a run and refuses others while the lease holds", async () => {
    const claim = { name: "sweep", leaseMs: HOUR, minGapMs: 20 * HOUR };
    expect(await claimScheduledRun({ ...claim, now: start })).toBe(true);
    expect(await claimScheduledRun({ ...claim, now: at(30 * 60_000) })).toBe(false);
    expect(await findScheduledRun("sweep")).toMatchObject({
      lockedUntil: at(HOUR),
      lastStartedAt: start,
      lastFinishedAt: null,
    });
  });

  it("gives exactly one of several callers asking at once the run", async () => {
    const claim = { name: "race", now: start, leaseMs: HOUR, minGapMs: 20 * HOUR };
    const results = await Promise.all([
      claimScheduledRun(claim),
      claimScheduledRun(claim),
      claimScheduledRun(claim),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("keeps what a finished run did and claims again only once the gap has passed", async () => {
    const claim = { name: "retention", leaseMs: HOUR, minGapMs: 20 * HOUR };
    expect(await claimScheduledRun({ ...claim, now: start })).toBe(true);
    await finishScheduledRun({ name: "retention", now: at(60_000), result: { deleted: 3 } });
    expect(await findScheduledRun("retention")).toMatchObject({
      lockedUntil: null,
      lastStartedAt: start,
      lastFinishedAt: at(60_000),
      lastResult: { deleted: 3 },
    });
    expect(await claimScheduledRun({ ...claim, now: at(2 * HOUR) })).toBe(false);
    expect(await claimScheduledRun({ ...claim, now: at(DAY) })).toBe(true);
    expect((await findScheduledRun("retention"))?.lastStartedAt).toEqual(at(DAY));
  });

  it("stores no result as null", async () => {
    const claim = { name: "quiet", now: start, leaseMs: HOUR, minGapMs: HOUR };
    expect(await claimScheduledRun(claim)).toBe(true);
    await finishScheduledRun({ name: "quiet", now: at(1000), result: undefined });
    expect((await findScheduledRun("quiet"))?.lastResult).toBeNull();
  });

  it("lets another instance take over a run whose lease ran out without it finishing", async () => {
    const claim = { name: "crashed", leaseMs: HOUR, minGapMs: 20 * HOUR };
    expect(await claimScheduledRun({ ...claim, now: start })).toBe(true);
    expect(await claimScheduledRun({ ...claim, now: at(HOUR - 1) })).toBe(false);
    expect(await claimScheduledRun({ ...claim, now: at(HOUR) })).toBe(true);
    expect(await findScheduledRun("crashed")).toMatchObject({
      lastStartedAt: at(HOUR),
      lockedUntil: at(2 * HOUR),
    });
  });

  it("keeps a released run's start, so it is not tried again the same day", async () => {
    const claim = { name: "failing", leaseMs: HOUR, minGapMs: 20 * HOUR };
    expect(await claimScheduledRun({ ...claim, now: start })).toBe(true);
    await releaseScheduledRun("failing");
    expect(await findScheduledRun("failing")).toMatchObject({
      lockedUntil: null,
      lastStartedAt: start,
      lastFinishedAt: null,
    });
    expect(await claimScheduledRun({ ...claim, now: at(HOUR) })).toBe(false);
    expect(await claimScheduledRun({ ...claim, now: at(20 * HOUR) })).toBe(true);
  });

  it("claims inside the caller's transaction and loses the claim when it rolls back", async () => {
    const claim = { name: "rolled-back", now: start, leaseMs: HOUR, minGapMs: HOUR };
    await expect(
      transaction(async (tx) => {
        expect(await claimScheduledRun(claim, tx)).toBe(true);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await findScheduledRun("rolled-back")).toBeNull();
    expect(await claimScheduledRun(claim)).toBe(true);
  });

  it("finds no run that never ran, and finishing or releasing one changes nothing", async () => {
    await finishScheduledRun({ name: "never", now: start, result: {} });
    await releaseScheduledRun("never");
    expect(await findScheduledRun("never")).toBeNull();
  });
});
