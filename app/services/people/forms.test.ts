// The baseline's one schema (decision 0101): what a save may hold, from the page or the API.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BASELINE_MESSAGES, baselineSchema } from "./forms";

const VALID = {
  farmingSinceYear: 1998,
  enterpriseType: "livestock",
  hectaresAtJoining: 420.5,
  landTenure: "communal",
  regenerativeExperience: "some",
  notes: "  Resting camps since 2019.  ",
  reason: "From the onboarding call",
};

const errorOf = (input: unknown, year = 2026) => {
  const result = baselineSchema(year).safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("the baseline schema", () => {
  it("accepts a whole baseline and trims the notes", () => {
    expect(baselineSchema(2026).parse(VALID)).toEqual({
      ...VALID,
      notes: "Resting camps since 2019.",
    });
  });

  it("takes missing, null and empty values as not known; the reason stays required", () => {
    expect(baselineSchema(2026).parse({ reason: "Not known yet", enterpriseType: "" })).toEqual({
      farmingSinceYear: null,
      enterpriseType: null,
      hectaresAtJoining: null,
      landTenure: null,
      regenerativeExperience: null,
      notes: null,
      reason: "Not known yet",
    });
    expect(errorOf({ ...VALID, reason: undefined })).toBe(BASELINE_MESSAGES.reason);
    expect(errorOf({ ...VALID, reason: "  a " })).toBe(BASELINE_MESSAGES.reason);
  });

  it.each([
    ["a year before 1940", { farmingSinceYear: 1939 }, BASELINE_MESSAGES.farmingSinceYear(2026)],
    ["a year after this one", { farmingSinceYear: 2027 }, BASELINE_MESSAGES.farmingSinceYear(2026)],
    [
      "a year with a fraction",
      { farmingSinceYear: 2001.5 },
      BASELINE_MESSAGES.farmingSinceYear(2026),
    ],
    ["negative hectares", { hectaresAtJoining: -1 }, BASELINE_MESSAGES.hectaresAtJoining],
    ["too many hectares", { hectaresAtJoining: 500_001 }, BASELINE_MESSAGES.hectaresAtJoining],
    ["hectares as text", { hectaresAtJoining: "12" }, BASELINE_MESSAGES.hectaresAtJoining],
    ["an unknown enterprise", { enterpriseType: "fish" }, BASELINE_MESSAGES.enterpriseType],
    ["an unknown tenure", { landTenure: "rented" }, BASELINE_MESSAGES.landTenure],
    ["too long notes", { notes: "x".repeat(2001) }, BASELINE_MESSAGES.notes],
    [
      "a NUL in the notes",
      { notes: "a\u0000b" },
      "It contains a NUL character, which cannot be stored.",
    ],
    [
      "a lone surrogate in the reason",
      { reason: "why \ud800" },
      "It contains a broken character (a lone UTF-16 surrogate), which cannot be stored.",
    ],
  ])("refuses %s", (_, change, message) => {
    expect(errorOf({ ...VALID, ...change })).toBe(message);
  });

  it("accepts every whole year from 1940 to this year, and no other", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1800, max: 2200 }), (year) => {
        const ok = errorOf({ ...VALID, farmingSinceYear: year }) === null;
        expect(ok).toBe(year >= 1940 && year <= 2026);
      }),
    );
  });
});
