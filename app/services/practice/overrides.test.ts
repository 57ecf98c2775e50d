// Practice-data overrides, the pure part (decision 0078): the key, the map, rows with the
// overrides applied and the corrections listed, the value rules and the farmer's note.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  correctionNote,
  correctionOf,
  overrideKey,
  overrideMapOf,
  overrideValueProblem,
  withOverrides,
  type OverrideView,
} from "./overrides";

const ROW = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";

function view(partial: Partial<OverrideView>): OverrideView {
  return {
    id: "o1",
    recordType: "livestock",
    recordId: ROW,
    valueName: "mature",
    value: 12,
    reason: "Counted at the dip",
    by: "Thandi Admin",
    at: "2026-11-25T07:00:00.000Z",
    ...partial,
  };
}

describe("overrideKey and overrideMapOf", () => {
  it("keys an override by record type, record id and value name", () => {
    expect(overrideKey("grazing", ROW, "hoursOnField")).toBe(`grazing:${ROW}:hoursOnField`);
    const map = overrideMapOf([view({}), view({ id: "o2", valueName: "juvenile", value: 3 })]);
    expect(map.size).toBe(2);
    expect(map.get(overrideKey("livestock", ROW, "juvenile"))?.id).toBe("o2");
  });
});

describe("withOverrides", () => {
  const rows = [
    { id: ROW, herdId: "h", mature: 10, juvenile: 4 },
    { id: OTHER, herdId: "h", mature: 7, juvenile: 1 },
  ];

  it("replaces each overridden value and lists what changed, leaving the input as it was", () => {
    const map = overrideMapOf([view({})]);
    const [first, second] = withOverrides("livestock", rows, map);
    expect(first).toMatchObject({ id: ROW, mature: 12, juvenile: 4, herdId: "h" });
    expect(first!.corrections).toEqual([
      {
        overrideId: "o1",
        valueName: "mature",
        original: 10,
        value: 12,
        reason: "Counted at the dip",
        by: "Thandi Admin",
        at: "2026-11-25T07:00:00.000Z",
      },
    ]);
    expect(correctionOf(first!, "mature")?.original).toBe(10);
    expect(correctionOf(first!, "juvenile")).toBeUndefined();
    expect(second).toEqual({ ...rows[1], corrections: [] });
    expect(rows[0]!.mature).toBe(10);
  });

  it("ignores overrides of another record type or of a value that type cannot override", () => {
    const map = overrideMapOf([
      view({ recordType: "grazing", valueName: "mature" }),
      view({ id: "o3", valueName: "herdId" }),
    ]);
    const [first] = withOverrides("livestock", rows, map);
    expect(first).toMatchObject({ mature: 10, corrections: [] });
  });

  it("with no overrides, gives back the rows with no corrections", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.uuid(), nitrogen: fc.double() })), (list) => {
        const out = withOverrides("fertiliser", list, new Map());
        expect(out).toEqual(list.map((r) => ({ ...r, corrections: [] })));
      }),
    );
  });
});

describe("overrideValueProblem", () => {
  it.each<[string, number, string | null]>([
    ["mature", 12, null],
    ["mature", 0, null],
    ["mature", 1.5, "Enter a whole number of animals."],
    ["juvenile", -1, "Enter a number of 0 or more."],
    ["hoursOnField", 24, null],
    ["hoursOnField", 0, "Enter hours on field above 0 and at most 24."],
    ["hoursOnField", 24.5, "Enter hours on field above 0 and at most 24."],
    ["nitrogen", 12.25, null],
    ["nitrogen", Number.NaN, "Enter a number."],
    ["applicationRate", Number.POSITIVE_INFINITY, "Enter a number."],
    ["nutrientPercent", 101, "Enter a percentage of at most 100."],
  ])("%s = %s → %s", (name, value, problem) => {
    expect(overrideValueProblem(name, value)).toBe(problem);
  });
});

describe("correctionNote", () => {
  it("says what the farmer typed and why it changed", () => {
    const [row] = withOverrides(
      "livestock",
      [{ id: ROW, mature: 10, juvenile: 0 }],
      overrideMapOf([view({})]),
    );
    expect(correctionNote(row!.corrections[0]!)).toBe(
      "Corrected by the programme from 10: Counted at the dip",
    );
    expect(correctionNote(row!.corrections[0]!, (n) => n.toFixed(1))).toBe(
      "Corrected by the programme from 10.0: Counted at the dip",
    );
  });
});
