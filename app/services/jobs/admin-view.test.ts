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
  parseApiApplicationQuery,
  parseApplicationQuery,
  parseTab,
  pendingBadge,
  statusColour,
} from "./admin-view";

const query = (search: string, tab: "incoming" | "declined" | "interviews" = "incoming") =>
  parseApplicationQuery(new URLSearchParams(search), tab);

describe("tabs and their lists (spec §4 'Tab data modes')", () => {
  it("reads the tab, Job Listings by default", () => {
    expect(parseTab("declined")).toBe("declined");
    expect(parseTab("nonsense")).toBe("listings");
    expect(parseTab(null)).toBe("listings");
  });

  it.each<[string, "incoming" | "declined" | "interviews", string[] | null, string]>([
    ["", "incoming", ["pending"], "Incoming defaults to filtering pending only"],
    ["status=future&status=shortlisted", "incoming", ["future", "shortlisted"], "chosen statuses"],
    ["status=future,interview", "incoming", ["future", "interview"], "comma-separated"],
    ["filtered=1", "incoming", null, "none ticked in the sent form: every status (null)"],
    ["status=hired", "incoming", ["pending"], "unknown statuses are ignored"],
    [
      "status=pending",
      "declined",
      ["decline", "toDecline"],
      "Declined lists decline and toDecline",
    ],
    ["", "interviews", ["interview"], "Interviews lists only status interview"],
  ])("?%s on %s → %j (%s)", (search, tab, statuses) => {
    expect(query(search, tab).statuses).toEqual(statuses);
  });

  it("reads the job, the name and the page size; anything else falls back", () => {
    const id = "0b7e2b8c-9c7f-4d6e-a1c2-3d4e5f607182";
    expect(query(`jobId=${id}&name=%20Thandi%20%20Nkosi%20&size=50&page=3`)).toMatchObject({
      jobId: id,
      name: "Thandi Nkosi",
      size: 50,
      page: 3,
    });
    expect(query("jobId=1;drop&size=30&page=-2")).toMatchObject({
      jobId: null,
      size: 20,
      page: 0,
    });
  });
});

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

describe("the API's list parameters (spec §7 'List applications')", () => {
  const api = (search: string) => parseApiApplicationQuery(new URLSearchParams(search));
  it("pages from 0, 20 by default, limit 0 for everything", () => {
    expect(api("")).toMatchObject({ page: 0, limit: 20, filter: { statuses: null } });
    expect(api("page=0&limit=0")).toMatchObject({ page: 0, limit: null });
    expect(api("status[]=pending&status[]=future")).toMatchObject({
      filter: { statuses: ["pending", "future"] },
    });
  });
  it("says what is wrong with bad parameters", () => {
    expect(api("page=x")).toBe("page must be a whole number from 0.");
    expect(api("limit=100000")).toBe("limit must be at most 10000.");
    expect(api("status=hired")).toBe("status must be one or more of the application statuses.");
    expect(api("jobId=1")).toBe("jobId is not a job posting's id.");
  });
});
