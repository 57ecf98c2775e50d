// spec §3 'closingDate: optional'; §4 'expired … closingDate earlier than now'. A date typed as
// YYYY-MM-DD runs to the end of that day in South Africa (UTC+2): docs/decisions/0027.
import { describe, expect, it } from "vitest";
import { closingDateFromInput, closingDateToInput } from "./posting-fields";
import { parsePostingPatch } from "./posting-input";

describe("closing dates", () => {
  it.each([
    ["2026-12-31", "2026-12-31T21:59:59.999Z"],
    ["2027-06-01", "2027-06-01T21:59:59.999Z"],
  ])("%s closes at %s", (typed, instant) => {
    expect(closingDateFromInput(typed)?.toISOString()).toBe(instant);
    expect(closingDateToInput(instant)).toBe(typed);
  });

  it("reads nothing from empty or malformed text", () => {
    expect(closingDateFromInput("")).toBeNull();
    expect(closingDateFromInput("31/12/2026")).toBeNull();
    expect(closingDateToInput(null)).toBeNull();
  });

  it("shows an instant as its South African day", () => {
    expect(closingDateToInput("2026-12-31T22:30:00Z")).toBe("2027-01-01");
  });
});

describe("a posting update sent to the API", () => {
  it("takes status disabled, numbers as numbers or text, and refuses unknown fields", async () => {
    expect(await parsePostingPatch({ status: "disabled" })).toEqual({
      values: { status: "disabled" },
    });
    expect(await parsePostingPatch({ numPositions: 3, closingDate: null })).toEqual({
      values: { numPositions: 3, closingDate: null },
    });
    expect(await parsePostingPatch({ status: "deleted", leafletFileId: "x" })).toEqual({
      errors: {
        status: "status must be active or disabled.",
        leafletFileId: "leafletFileId cannot be changed here.",
      },
    });
    expect(await parsePostingPatch({ title: "" })).toEqual({ errors: { title: "Required" } });
  });
});
