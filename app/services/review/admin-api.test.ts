// The admin review's pure readers (decision 0086): how long a submission has waited, the
// request's link, and the list filters from a query string (lenient on pages, strict in the API).
import { describe, expect, it } from "vitest";
import {
  checkHref,
  readSubmissionListQuery,
  readTaskStatusBody,
  REVIEW_ADMIN_MESSAGES,
  waitingDays,
  waitingText,
} from "./admin-api";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-25T10:00:00Z");

describe("waitingDays and waitingText", () => {
  it.each([
    [0, 0, "Since today"],
    [DAY - 1, 0, "Since today"],
    [DAY, 1, "1 day"],
    [9 * DAY + 5, 9, "9 days"],
    [-DAY, 0, "Since today"],
  ])("%i ms ago is %i days (%s)", (ago, days, text) => {
    expect(waitingDays(new Date(now.getTime() - ago), now)).toBe(days);
    expect(waitingText(days)).toBe(text);
  });
  it("says 'Not waiting' for a decided submission", () => {
    expect(waitingText(null)).toBe("Not waiting");
  });
});

describe("checkHref", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["/journey/evidence", "/journey/evidence"],
    ["/profile/journey/evidence#evidence-1", "/journey/evidence#evidence-1"],
  ])("accepts %s as %s", (raw, href) => {
    expect(checkHref(raw)).toEqual({ href });
  });
  it.each([
    "https://evil.example",
    "//evil.example",
    "journey",
    "/a/../b",
    "/a b",
    12,
    "/x".repeat(200),
  ])("refuses %s", (raw) => {
    expect(checkHref(raw)).toEqual({ refusal: REVIEW_ADMIN_MESSAGES.href });
  });
});

describe("readSubmissionListQuery", () => {
  const read = (query: string, strict: boolean) =>
    readSubmissionListQuery(new URLSearchParams(query), {
      strict,
      defaultOrder: "newest",
      defaultSize: 20,
    });
  const id = "0b6f0f8e-8a5b-4f43-9a4e-1d2f3c4b5a69";

  it("reads every filter", () => {
    expect(
      read(`status=WITHDRAWN&companyId=${id}&season=26&order=queue&page=2&limit=50`, true),
    ).toEqual({
      status: "WITHDRAWN",
      organisationId: id,
      season: 26,
      order: "queue",
      page: 2,
      size: 50,
    });
  });
  it.each([
    ["status=LOST", REVIEW_ADMIN_MESSAGES.status],
    ["companyId=junk", REVIEW_ADMIN_MESSAGES.companyId],
    ["season=2026a", REVIEW_ADMIN_MESSAGES.season],
    ["order=oldest", REVIEW_ADMIN_MESSAGES.order],
    ["page=-1", REVIEW_ADMIN_MESSAGES.page],
    ["limit=101", REVIEW_ADMIN_MESSAGES.limit],
  ])("strict: %s is refused with its sentence; lenient: ignored", (query, message) => {
    expect(read(query, true)).toBe(message);
    expect(read(query, false)).toEqual({
      status: null,
      organisationId: null,
      season: null,
      order: "newest",
      page: 0,
      size: 20,
    });
  });
});

describe("readTaskStatusBody", () => {
  it("takes only { status: 'COMPLETE' }", () => {
    expect(readTaskStatusBody({ status: "COMPLETE" })).toBe(true);
    expect(readTaskStatusBody({ status: "IN_PROGRESS" })).toBe(REVIEW_ADMIN_MESSAGES.taskStatus);
    expect(readTaskStatusBody({ status: "COMPLETE", title: "x" })).toBe(
      REVIEW_ADMIN_MESSAGES.taskStatus,
    );
  });
});
