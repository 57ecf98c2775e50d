// spec §4 'Rejection emails': 'The e-mail is sent at the next 14:00 on a weekday'. South Africa
// is UTC+2 all year (no daylight saving), so 14:00 SAST is 12:00 UTC.
import { describe, expect, it } from "vitest";
import { nextRejectionSendAt } from "./rejection-schedule";

const at = (iso: string) => nextRejectionSendAt(new Date(iso)).toISOString();

describe("nextRejectionSendAt", () => {
  it.each([
    // [now, expected send time (UTC), why]
    [
      "2026-11-23T06:00:00Z",
      "2026-11-23T12:00:00.000Z",
      "Monday 08:00 SAST: the same day at 14:00",
    ],
    ["2026-11-23T11:59:59Z", "2026-11-23T12:00:00.000Z", "Monday 13:59:59 SAST: a second later"],
    ["2026-11-23T12:00:00Z", "2026-11-23T12:00:00.000Z", "Monday exactly 14:00 SAST: that 14:00"],
    ["2026-11-23T12:00:01Z", "2026-11-24T12:00:00.000Z", "Monday 14:00:01 SAST: Tuesday"],
    ["2026-11-25T15:30:00Z", "2026-11-26T12:00:00.000Z", "Wednesday 17:30 SAST: Thursday"],
    ["2026-11-27T09:00:00Z", "2026-11-27T12:00:00.000Z", "Friday 11:00 SAST: Friday 14:00"],
    ["2026-11-27T12:30:00Z", "2026-11-30T12:00:00.000Z", "Friday 14:30 SAST: Monday"],
    ["2026-11-27T21:00:00Z", "2026-11-30T12:00:00.000Z", "Friday 23:00 SAST: Monday"],
    ["2026-11-28T10:00:00Z", "2026-11-30T12:00:00.000Z", "Saturday: Monday"],
    ["2026-11-29T12:00:00Z", "2026-11-30T12:00:00.000Z", "Sunday 14:00 SAST: Monday"],
    ["2026-11-29T22:30:00Z", "2026-11-30T12:00:00.000Z", "Monday 00:30 SAST (still Sunday in UTC)"],
    ["2026-11-27T22:30:00Z", "2026-11-30T12:00:00.000Z", "Saturday 00:30 SAST (Friday in UTC)"],
    ["2026-11-22T23:00:00Z", "2026-11-23T12:00:00.000Z", "Monday 01:00 SAST (Sunday 23:00 UTC)"],
    [
      "2026-12-31T13:00:00Z",
      "2027-01-01T12:00:00.000Z",
      "Thursday 31 Dec after 14:00: Friday 1 Jan",
    ],
    [
      "2027-06-18T12:00:00Z",
      "2027-06-18T12:00:00.000Z",
      "June (northern summer time) is still UTC+2",
    ],
  ])("%s → %s (%s)", (now, expected) => {
    expect(at(now)).toBe(expected);
  });

  it("answers 14:00 in South Africa whatever the server's own time zone", () => {
    const sendAt = nextRejectionSendAt(new Date("2026-11-24T03:00:00Z"));
    const sast = new Intl.DateTimeFormat("en-ZA", {
      timeZone: "Africa/Johannesburg",
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(sendAt);
    expect(sast).toBe("Tuesday 14:00");
  });

  it("never answers a time before now", () => {
    for (let hour = 0; hour < 24 * 7; hour += 1) {
      const now = new Date(Date.UTC(2026, 10, 23, hour, 17));
      const sendAt = nextRejectionSendAt(now);
      expect(sendAt.getTime()).toBeGreaterThanOrEqual(now.getTime());
      expect(sendAt.getTime() - now.getTime()).toBeLessThanOrEqual(3 * 24 * 3600_000);
    }
  });
});
