// The admin job applications page's rules (spec §2, §4 'Tab data modes', §9), as tables.
import { describe, expect, it } from "vitest";
import {
  canRespond,
  currentNoteTab,
  isActivePosting,
  linkedinUrl,
  noteTabsFor,
  notesCount,
  pageOf,
  pendingBadge,
  statusColour,
} from "./admin-view";

describe("pages (spec §2 'Showing X–Y of N results', 'Page n of m'; §9 page index from 0)", () => {
  it.each([
    [0, 0, 20, { from: 0, to: 0, pageCount: 1, page: 0 }],
    [45, 0, 20, { from: 1, to: 20, pageCount: 3, page: 0 }],
    [45, 2, 20, { from: 41, to: 45, pageCount: 3, page: 2 }],
    [45, 9, 20, { from: 41, to: 45, pageCount: 3, page: 2 }],
    [10_000, 4, 100, { from: 401, to: 500, pageCount: 100, page: 4 }],
  ])("%i results, page %i of size %i", (total, page, size, expected) => {
    expect(pageOf(total, { page, size })).toMatchObject(expected);
  });
});

describe("notes (spec §2 'Notes dialog', §9 'count non-empty note fields, up to 6')", () => {
  it("counts the non-empty note fields", () => {
    expect(notesCount({})).toBe(0);
    expect(notesCount({ generalNotes: "a", interview1Notes: "  ", interviewerNotes: "b" })).toBe(2);
    expect(
      notesCount({
        generalNotes: "a",
        interviewPreparationNotes: "b",
        interview1Notes: "c",
        interview2Notes: "d",
        interview3Notes: "e",
        interviewerNotes: "f",
      }),
    ).toBe(6);
  });

  it("offers General only outside Interviews mode, all six in it", () => {
    expect(noteTabsFor("incoming").map((t) => t.label)).toEqual(["General"]);
    expect(noteTabsFor("interviews").map((t) => t.label)).toEqual([
      "General",
      "Preparation",
      "Interview 1",
      "Interview 2",
      "Interview 3",
      "Interviewer notes",
    ]);
    expect(currentNoteTab("declined", "interview2").tab).toBe("general");
    expect(currentNoteTab("interviews", "interview2").field).toBe("interview2Notes");
  });
});

describe("the applicant dialog (spec §2)", () => {
  it.each([
    ["pending", "orange"],
    ["interview", "lime"],
    ["decline", "red"],
    ["toDecline", "white"],
    ["shortlisted", "white"],
    ["future", "white"],
  ])("status %s is %s", (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });

  it("offers Respond unless declined (spec §4)", () => {
    expect(canRespond("toDecline")).toBe(true);
    expect(canRespond("decline")).toBe(false);
  });

  it.each([
    ["https://www.linkedin.com/in/thandi-nkosi", "https://www.linkedin.com/in/thandi-nkosi"],
    ["za.linkedin.com/in/thandi/", "https://www.linkedin.com/in/thandi/"],
    ["http://LinkedIn.com/in/sipho?trk=x", "https://www.linkedin.com/in/sipho?trk=x"],
    ["linkedin.com/in/a b", "https://www.linkedin.com/in/ab"],
    ["in/lerato", "https://www.linkedin.com/in/lerato"],
    ["https://evil.example/in/x", "https://www.linkedin.com/in/x"],
    ["https://linkedin.com.evil.example/x", "https://www.linkedin.com/x"],
    ["https://www.linkedin.com", null],
    ["", null],
    [null, null],
  ])("%s opens %s", (typed, url) => {
    expect(linkedinUrl(typed)).toBe(url);
  });
});

describe("postings (spec §2 'Job Listings tab', §4 'Job posting')", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  it("is active unless disabled or past its closing date", () => {
    expect(isActivePosting({ status: "active", closingDate: null }, now)).toBe(true);
    expect(isActivePosting({ status: "active", closingDate: new Date("2026-11-23") }, now)).toBe(
      true,
    );
    expect(isActivePosting({ status: "active", closingDate: new Date("2026-11-21") }, now)).toBe(
      false,
    );
    expect(isActivePosting({ status: "disabled", closingDate: null }, now)).toBe(false);
  });

  it("shows pending/total, green when nothing is pending, orange otherwise", () => {
    expect(pendingBadge({ pending: 0, total: 12 })).toEqual({ text: "0/12", colour: "green" });
    expect(pendingBadge({ pending: 3, total: 12 })).toEqual({ text: "3/12", colour: "orange" });
  });
});
