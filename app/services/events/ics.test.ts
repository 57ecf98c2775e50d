// The .ics file (issue 18; decision 0097): RFC 5545 escaping, folding and the event's fields.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeIcsText, eventIcs, foldIcsLine, icsDateTime, icsFileName } from "./ics";

const unfold = (text: string) => text.replace(/\r\n /g, "");
const octets = (line: string) => new TextEncoder().encode(line).length;

const event = {
  id: "00000000-0000-4000-8000-0018e0000001",
  title: "Farm day; soil, roots & grass",
  description: "Line one\nLine two, with a comma; and a semicolon \\ backslash",
  startsAt: new Date("2026-12-03T07:00:00Z"),
  endsAt: new Date("2026-12-03T13:30:00Z"),
  place: "Rietvlei, Bethlehem",
  link: null,
  cancelled: false,
  updatedAt: new Date("2026-11-01T10:00:00Z"),
};

describe("RFC 5545 text", () => {
  it.each([
    ["a,b", "a\\,b"],
    ["a;b", "a\\;b"],
    ["a\\b", "a\\\\b"],
    ["a\nb", "a\\nb"],
    ["a\r\nb", "a\\nb"],
  ])("escapes %j as %j", (raw, escaped) => {
    expect(escapeIcsText(raw)).toBe(escaped);
  });

  it("folds long lines at 75 octets, never inside a character, and unfolds to the same (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (text) => {
        const line = `DESCRIPTION:${escapeIcsText(text)}`;
        const folded = foldIcsLine(line);
        expect(unfold(folded)).toBe(line);
        for (const part of folded.split("\r\n")) expect(octets(part)).toBeLessThanOrEqual(75);
      }),
    );
  });

  it("writes UTC times", () => {
    expect(icsDateTime(new Date("2026-12-03T07:00:00.000Z"))).toBe("20261203T070000Z");
  });

  it("names the file after the title", () => {
    expect(icsFileName("Farm day: planned grazing!")).toBe("farm-day-planned-grazing.ics");
    expect(icsFileName("!!!")).toBe("event.ics");
  });
});

describe("the calendar file", () => {
  const text = eventIcs(event, new Date("2026-11-25T12:00:00Z"));

  it("is one event in a calendar, with CRLF line ends", () => {
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("holds the event's fields, escaped", () => {
    const lines = unfold(text).split("\r\n");
    expect(lines).toContain("UID:00000000-0000-4000-8000-0018e0000001@veld.events");
    expect(lines).toContain("DTSTART:20261203T070000Z");
    expect(lines).toContain("DTEND:20261203T133000Z");
    expect(lines).toContain("DTSTAMP:20261125T120000Z");
    expect(lines).toContain("SUMMARY:Farm day\\; soil\\, roots & grass");
    expect(lines).toContain(
      "DESCRIPTION:Line one\\nLine two\\, with a comma\\; and a semicolon \\\\ backslash",
    );
    expect(lines).toContain("LOCATION:Rietvlei\\, Bethlehem");
    expect(lines).toContain("STATUS:CONFIRMED");
  });

  it("adds the link of an online event and marks a cancelled one", () => {
    const online = unfold(
      eventIcs(
        { ...event, place: null, link: "https://meet.example/a?b=c,d", cancelled: true },
        new Date(),
      ),
    );
    expect(online).toContain("\r\nURL:https://meet.example/a?b=c,d\r\n");
    expect(online).toContain("Join online: https://meet.example/a?b=c\\,d");
    expect(online).toContain("STATUS:CANCELLED");
    expect(online).not.toContain("LOCATION:");
  });
});
