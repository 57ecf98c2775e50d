// The admin review's pure readers (decision 0086): how long a submission has waited (rules.ts), the
// request's link, and the list filters from a query string (lenient on pages, strict in the API).
import { describe, expect, it } from "vitest";
import { checkHref, readTaskStatusBody, REVIEW_ADMIN_MESSAGES } from "./admin-api";
import { waitingDays, waitingText } from "./rules";

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

describe("readTaskStatusBody", () => {
  it("takes only { status: 'COMPLETE' }", () => {
    expect(readTaskStatusBody({ status: "COMPLETE" })).toBe(true);
    expect(readTaskStatusBody({ status: "IN_PROGRESS" })).toBe(REVIEW_ADMIN_MESSAGES.taskStatus);
    expect(readTaskStatusBody({ status: "COMPLETE", title: "x" })).toBe(
      REVIEW_ADMIN_MESSAGES.taskStatus,
    );
  });
});
