// Programme events (issue 18; decision 0097): upcoming and past, seats left, who may register,
// and the values an admin enters.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventSchema } from "./schema";
import {
  EVENT_MESSAGES,
  isFull,
  isHttpsLink,
  isPast,
  registrationRefusal,
  sastDateAndTime,
  sastInstant,
  seatsLeft,
  seatsText,
} from "./rules";

const valid = {
  kind: "farmDay",
  title: "Farm day at Rietvlei",
  description: "Walk the camps and dig soil pits.",
  date: "2026-12-03",
  startTime: "09:00",
  endTime: "15:30",
  place: "Rietvlei, Bethlehem",
  link: null,
  capacity: 30,
  province: "FS",
};

function firstMessage(input: unknown) {
  const result = eventSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
}

describe("South African time (UTC+2, no daylight saving)", () => {
  it("reads a date and time as the instant in Johannesburg", () => {
    expect(sastInstant("2026-12-03", "09:00")!.toISOString()).toBe("2026-12-03T07:00:00.000Z");
    expect(sastInstant("2026-06-30", "00:30")!.toISOString()).toBe("2026-06-29T22:30:00.000Z");
  });

  it.each([
    ["2026-02-31", "09:00"],
    ["2026-13-01", "09:00"],
    ["2026-12-03", "24:00"],
    ["2026-12-03", "9:00"],
    ["03/12/2026", "09:00"],
  ])("refuses %s %s", (date, time) => {
    expect(sastInstant(date, time)).toBeNull();
  });

  it("gives back the date and time it read (property)", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2020-01-01T00:00:00Z"),
          max: new Date("2099-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (d) => {
          const minute = new Date(Math.floor(d.getTime() / 60_000) * 60_000);
          const { date, time } = sastDateAndTime(minute);
          expect(sastInstant(date, time)!.getTime()).toBe(minute.getTime());
        },
      ),
    );
  });
});

describe("upcoming, past and seats", () => {
  const event = {
    startsAt: new Date("2026-12-03T07:00:00Z"),
    endsAt: new Date("2026-12-03T13:30:00Z"),
  };

  it("is upcoming until it ends, then past", () => {
    expect(isPast(event, new Date("2026-12-03T08:00:00Z"))).toBe(false);
    expect(isPast(event, new Date("2026-12-03T13:30:00Z"))).toBe(true);
  });

  it.each([
    [30, 0, 30, "30 of 30 seats left"],
    [30, 29, 1, "1 of 30 seats left"],
    [30, 30, 0, "Full"],
    [30, 31, 0, "Full"],
    [null, 500, null, "No limit on seats"],
    [1, 0, 1, "1 of 1 seat left"],
  ])("capacity %s with %i taken leaves %s", (capacity, taken, left, text) => {
    expect(seatsLeft(capacity, taken)).toBe(left);
    expect(seatsText(capacity, taken)).toBe(text);
    expect(isFull(capacity, taken)).toBe(left === 0);
  });

  it("never leaves fewer than 0 or more than the capacity (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.nat(2000), (capacity, taken) => {
        const left = seatsLeft(capacity, taken)!;
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(capacity);
        expect(left + Math.min(taken, capacity)).toBe(capacity);
      }),
    );
  });

  it.each([
    ["published", 30, 10, "2026-12-01T00:00:00Z", null],
    ["published", 30, 30, "2026-12-01T00:00:00Z", EVENT_MESSAGES.full],
    ["published", null, 999, "2026-12-01T00:00:00Z", null],
    ["published", 30, 0, "2026-12-04T00:00:00Z", EVENT_MESSAGES.ended],
    ["cancelled", 30, 0, "2026-12-01T00:00:00Z", EVENT_MESSAGES.cancelled],
    ["draft", 30, 0, "2026-12-01T00:00:00Z", EVENT_MESSAGES.notFound],
  ] as const)(
    "%s, capacity %s, %i taken, at %s: %s",
    (status, capacity, seatsTaken, now, refusal) => {
      expect(registrationRefusal({ ...event, status, capacity, seatsTaken }, new Date(now))).toBe(
        refusal,
      );
    },
  );
});

describe("an event's values", () => {
  it("reads a valid event, times in South African time", () => {
    const result = eventSchema.parse(valid);
    expect(result.startsAt.toISOString()).toBe("2026-12-03T07:00:00.000Z");
    expect(result.endsAt.toISOString()).toBe("2026-12-03T13:30:00.000Z");
    expect(result.capacity).toBe(30);
  });

  it("reads empty optional values as nothing (no limit, every farmer)", () => {
    const result = eventSchema.parse({ ...valid, capacity: "", province: "", link: "" });
    expect(result.capacity).toBeNull();
    expect(result.province).toBeNull();
    expect(result.link).toBeNull();
  });

  it.each([
    [{ kind: "party" }, EVENT_MESSAGES.kind],
    [{ title: "  " }, EVENT_MESSAGES.title],
    [{ endTime: "08:00" }, EVENT_MESSAGES.endBeforeStart],
    [{ endTime: "09:00" }, EVENT_MESSAGES.endBeforeStart],
    [{ date: "2026-02-30" }, EVENT_MESSAGES.date],
    [{ link: "http://example.com" }, EVENT_MESSAGES.link],
    [{ link: "javascript:alert(1)" }, EVENT_MESSAGES.link],
    [{ place: null, link: null }, EVENT_MESSAGES.placeOrLink],
    [{ capacity: 0 }, EVENT_MESSAGES.capacity],
    [{ capacity: 2.5 }, EVENT_MESSAGES.capacity],
    [{ capacity: 1e12 }, EVENT_MESSAGES.capacity],
    [{ capacity: ["3"] }, EVENT_MESSAGES.capacity],
    [{ province: "XX" }, EVENT_MESSAGES.province],
    [{ title: ["a", "b"] }, EVENT_MESSAGES.title],
    // Not text where optional text belongs: a sentence, not a thrown TypeError (once a 500).
    [{ province: 5 }, EVENT_MESSAGES.province],
    [{ place: { name: "Rietvlei" } }, EVENT_MESSAGES.place],
    [{ link: ["https://meet.example/abc"] }, EVENT_MESSAGES.link],
  ])("refuses %j with a sentence", (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it("refuses text that cannot be stored and unknown fields", () => {
    expect(firstMessage({ ...valid, title: "Farm\u0000day" })).not.toBeNull();
    expect(firstMessage({ ...valid, title: "Farm \uD800 day" })).not.toBeNull();
    expect(eventSchema.safeParse({ ...valid, status: "published" }).success).toBe(false);
  });

  it("takes only https links", () => {
    expect(isHttpsLink("https://meet.example/abc")).toBe(true);
    expect(isHttpsLink("https://")).toBe(false);
    expect(isHttpsLink("ftp://example.com")).toBe(false);
  });
});
