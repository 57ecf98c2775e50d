import { describe, expect, it } from "vitest";
import {
  eventCancelledEmail,
  eventChangedEmail,
  eventEmailKey,
  eventPlanChanges,
  eventWhenText,
  NONE_TEXT,
} from "./change-emails";

const at = (iso: string) => new Date(iso);
const BASE = {
  title: "Soil farm day",
  startsAt: at("2026-12-03T07:00:00Z"),
  endsAt: at("2026-12-03T13:30:00Z"),
  place: "Rietvlei",
  link: null,
};
const LINKS = { page: "https://veld.example/e", calendar: "https://veld.example/e/calendar.ics" };

describe("eventWhenText (South African time)", () => {
  it("writes one day with both clock times, and names the end's day when it differs", () => {
    expect(eventWhenText(BASE.startsAt, BASE.endsAt)).toBe(
      "3 December 2026, 09:00–15:30 (South African time)",
    );
    expect(eventWhenText(at("2026-12-03T21:00:00Z"), at("2026-12-03T23:00:00Z"))).toBe(
      "3 December 2026, 23:00–4 December 2026 01:00 (South African time)",
    );
  });
});

describe("eventPlanChanges", () => {
  it.each([
    ["nothing", {}, []],
    ["the title alone", { title: "Another title" }, []],
    ["the start", { startsAt: at("2026-12-03T08:00:00Z") }, ["when"]],
    ["the end", { endsAt: at("2026-12-03T14:00:00Z") }, ["when"]],
    ["the place", { place: "Uitsig" }, ["place"]],
    ["a link added", { link: "https://meet.example/x" }, ["link"]],
    ["a blank place is no place", { place: null }, ["place"]],
    [
      "time, place and link",
      {
        startsAt: at("2026-12-04T07:00:00Z"),
        endsAt: at("2026-12-04T13:30:00Z"),
        place: "X",
        link: "https://a.example",
      },
      ["when", "place", "link"],
    ],
  ])("%s", (_name, change, fields) => {
    expect(eventPlanChanges(BASE, { ...BASE, ...change }).map((c) => c.field)).toEqual(fields);
  });

  it("treats an empty place like none", () => {
    expect(eventPlanChanges({ ...BASE, place: "" }, { ...BASE, place: null })).toEqual([]);
    expect(eventPlanChanges(BASE, { ...BASE, place: null })[0]).toMatchObject({
      from: "Rietvlei",
      to: NONE_TEXT,
    });
  });
});

describe("the e-mails", () => {
  it("lists each change as old → new with the links", () => {
    const changes = eventPlanChanges(BASE, { ...BASE, place: "Uitsig" });
    const email = eventChangedEmail(BASE, changes, { name: "Thandi" }, LINKS);
    expect(email.subject).toBe("Changed: Soil farm day");
    expect(email.text).toContain("Dear Thandi,");
    expect(email.text).toContain("Where: Rietvlei → Uitsig");
    expect(email.text).toContain("See the event: https://veld.example/e");
    expect(email.text).toContain("Update your calendar: https://veld.example/e/calendar.ics");
  });

  it("gives the cancel's reason and greets someone without a name as farmer", () => {
    const email = eventCancelledEmail(BASE, "Flooded roads.", { name: null }, LINKS);
    expect(email.subject).toBe("Cancelled: Soil farm day");
    expect(email.text).toContain("Dear farmer,");
    expect(email.text).toContain("Reason: Flooded roads.");
  });

  it("keys a message by the event, the change and the person", () => {
    expect(eventEmailKey("change", "e1", 42, "u1")).toBe("event-change-e1-42-u1");
    expect(eventEmailKey("change", "e1", 43, "u1")).not.toBe(
      eventEmailKey("change", "e1", 42, "u1"),
    );
  });
});
