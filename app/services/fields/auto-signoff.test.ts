// issue 14 'Auto signoff' and the admin's signoff (decision 0072), case by case.
import { describe, expect, it } from "vitest";
import {
  assignBoundaries,
  isBulkMode,
  isOwnershipProvenByDeeds,
  isSignoffCriterion,
  mayDecideAutomatically,
  readDecisions,
  sameIds,
  signoffFromValue,
  signoffOfMode,
  valueFromSignoff,
} from "./auto-signoff";

describe("signoff values in forms", () => {
  it.each([
    ["passed", true],
    ["failed", false],
    ["notDone", null],
  ] as const)("%s is %j and back", (value, signoff) => {
    expect(signoffFromValue(value)).toBe(signoff);
    expect(valueFromSignoff(signoff)).toBe(value);
  });
  it("reads a missing signoff as not done", () =>
    expect(valueFromSignoff(undefined)).toBe("notDone"));
});

describe("bulk modes and criteria", () => {
  it.each([
    ["pass", true],
    ["fail", false],
    ["clear", null],
  ] as const)("mode %s writes %j", (mode, value) => expect(signoffOfMode(mode)).toBe(value));
  it("knows only its modes and the five criteria", () => {
    expect(["pass", "fail", "clear"].every(isBulkMode)).toBe(true);
    expect(isBulkMode("passed")).toBe(false);
    expect(isBulkMode("constructor")).toBe(false);
    expect(isSignoffCriterion("wetland")).toBe(true);
    expect(isSignoffCriterion("wetlands")).toBe(false);
    expect(isSignoffCriterion(undefined)).toBe(false);
  });
});

describe("who an auto signoff may overrule", () => {
  const person = { by: "u", byLabel: "a@b.c", at: "2026-11-25T00:00:00Z", reason: "seen" };
  it.each([
    [null, undefined, true],
    [undefined, undefined, true],
    [true, { ...person, automatic: true }, true],
    [false, { ...person, automatic: true }, true],
    [true, person, false],
    [false, person, false],
    [false, undefined, false],
  ] as const)("signoff %j decided %j: %j", (signoff, decision, expected) =>
    expect(mayDecideAutomatically(signoff, decision)).toBe(expected),
  );
});

describe("reading stored decisions", () => {
  it("keeps well-formed decisions and drops the rest", () => {
    expect(
      readDecisions({
        wetland: { by: null, byLabel: "x", at: "t", reason: "r", automatic: true },
        boundary: { byLabel: 3 },
        nonsense: { byLabel: "x", at: "t", reason: "r" },
      }),
    ).toEqual({ wetland: { by: null, byLabel: "x", at: "t", reason: "r", automatic: true } });
    expect(readDecisions(null)).toEqual({});
    expect(readDecisions([1])).toEqual({});
  });
});

describe("boundaryAssign: the boundaries that cover most of a field", () => {
  it("takes every boundary sharing land when together they cover more than half", () => {
    expect(
      assignBoundaries(
        100_000,
        [
          { boundaryId: "b", squareMetres: 30_000 },
          { boundaryId: "a", squareMetres: 40_000 },
          { boundaryId: "sliver", squareMetres: 10 },
        ],
        50,
      ),
    ).toEqual(["a", "b"]);
  });
  it("assigns none when the boundaries cover half or less", () => {
    expect(assignBoundaries(100_000, [{ boundaryId: "a", squareMetres: 50_000 }], 50)).toEqual([]);
    expect(assignBoundaries(100_000, [], 50)).toEqual([]);
    expect(assignBoundaries(0, [{ boundaryId: "a", squareMetres: 10 }], 0)).toEqual([]);
  });
});

describe("the title deed rule", () => {
  const deeds = new Set(["a", "b"]);
  it.each([
    [["a"], true],
    [["a", "b"], true],
    [["a", "c"], false],
    [[], false],
    [null, false],
  ] as const)("boundaries %j: %j", (ids, expected) =>
    expect(isOwnershipProvenByDeeds(ids, deeds)).toBe(expected),
  );
  it("compares id sets whatever the order", () => {
    expect(sameIds(["a", "b"], ["b", "a"])).toBe(true);
    expect(sameIds(null, [])).toBe(true);
    expect(sameIds(["a"], ["a", "b"])).toBe(false);
  });
});
