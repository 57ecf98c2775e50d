// When the daily backup is due (decision 0119): at BACKUP_SCHEDULE's hour on the programme's
// clock (South Africa, UTC+2), whatever the server's own zone.
import { describe, expect, it } from "vitest";
import { lastDueTime, nextDueTime } from "./scheduled-backup.server";

describe("the scheduled backup's due times", () => {
  it.each([
    // now (UTC)              hour  last due (UTC)            next due (UTC)
    ["2030-03-01T00:30:00Z", 2, "2030-03-01T00:00:00Z", "2030-03-02T00:00:00Z"],
    ["2030-03-01T00:00:00Z", 2, "2030-03-01T00:00:00Z", "2030-03-02T00:00:00Z"],
    ["2030-02-28T23:59:00Z", 2, "2030-02-28T00:00:00Z", "2030-03-01T00:00:00Z"],
    ["2030-03-01T21:59:00Z", 0, "2030-02-28T22:00:00Z", "2030-03-01T22:00:00Z"],
    ["2030-03-01T22:00:00Z", 0, "2030-03-01T22:00:00Z", "2030-03-02T22:00:00Z"],
    ["2030-12-31T21:30:00Z", 23, "2030-12-31T21:00:00Z", "2031-01-01T21:00:00Z"],
  ])("at %s with hour %i: last due %s, next %s", (now, hour, last, next) => {
    expect(lastDueTime(new Date(now), hour).toISOString()).toBe(new Date(last).toISOString());
    expect(nextDueTime(new Date(now), hour).toISOString()).toBe(new Date(next).toISOString());
  });
});
