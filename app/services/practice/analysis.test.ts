// The analysis of one organisation's season (decision 0078), pure: overrides count instead of the
// farmer's values, the months run July to June, a herd without a livestock-unit factor is left
// out of eLSU with a note, and the season and mode come from the URL with safe defaults.
import { describe, expect, it } from "vitest";
import { analyse, type AnalysisData } from "./analysis";
import { chooseSeason, seasonOptions } from "./analysis-season";
import { overrideMapOf } from "./overrides";
import { CONSTANT_SETS, livestockFactorTable } from "~/services/constants/sets";

const V1 = livestockFactorTable(CONSTANT_SETS.livestock.defaults);

const data: AnalysisData = {
  fields: [
    { id: "f2", name: "Zebra camp", areaHectares: 5 },
    { id: "f1", name: "Aloe camp", areaHectares: 10 },
  ],
  herds: [
    { id: "h1", name: "Nguni", type: "beef", frameSize: "medium" },
    { id: "h2", name: "Kolbroek", type: "pigs", frameSize: null },
  ],
  numbers: [
    { id: "n1", herdId: "h1", year: 2027, month: 0, mature: 10, juvenile: 0 },
    { id: "n2", herdId: "h2", year: 2027, month: 0, mature: 4, juvenile: 0 },
  ],
  events: [
    {
      id: "e1",
      herdId: "h1",
      fieldIds: ["f1"],
      startDate: "2027-01-01",
      endDate: "2027-01-02",
      hoursOnField: 24,
    },
    {
      id: "e2",
      herdId: "h2",
      fieldIds: ["f2"],
      startDate: "2027-01-01",
      endDate: "2027-01-01",
      hoursOnField: 12,
    },
  ],
  inputs: [
    {
      id: "i1",
      fieldId: "f2",
      npkType: "nutrient",
      applicationRate: 100,
      nutrientPercent: null,
      nitrogen: 46,
      phosphorus: 0,
      potassium: 0,
    },
  ],
};

describe("analyse", () => {
  it("works out LSU/ha per month, July first, fields by name", () => {
    const result = analyse(data, new Map(), 26, "LSU", V1);
    expect(result.months[0]).toEqual({ short: "Jul 2026", long: "July 2026" });
    expect(result.months[6]).toEqual({ short: "Jan 2027", long: "January 2027" });
    expect(result.stocking.map((r) => r.name)).toEqual(["Aloe camp", "Zebra camp"]);
    // Aloe: 10 × 2 days × 1 ÷ 10 ha = 2 in January. Zebra: 4 × 1 × 0.5 ÷ 5 = 0.4.
    expect(result.stocking[0]!.values[6]).toBe(2);
    expect(result.stocking[1]!.values[6]).toBe(0.4);
    expect(result.nutrients).toEqual([
      { fieldId: "f2", name: "Zebra camp", nitrogen: 46, phosphorus: 0, potassium: 0 },
    ]);
    expect(result.corrections).toBe(0);
  });

  it("leaves a herd without a factor out of eLSU, saying so", () => {
    const result = analyse(data, new Map(), 26, "eLSU", V1);
    expect(result.stocking.map((r) => r.name)).toEqual(["Aloe camp"]);
    expect(result.notes.join(" ")).toMatch(/Pigs have no livestock-unit factor/);
  });

  it("counts the overrides instead of the farmer's values", () => {
    const overrides = overrideMapOf([
      {
        id: "o1",
        recordType: "livestock",
        recordId: "n1",
        valueName: "mature",
        value: 20,
        reason: "Recounted",
        by: null,
        at: "2026-11-25T07:00:00.000Z",
      },
      {
        id: "o2",
        recordType: "fertiliser",
        recordId: "i1",
        valueName: "applicationRate",
        value: 200,
        reason: "Two bags, not one",
        by: null,
        at: "2026-11-25T07:00:00.000Z",
      },
    ]);
    const result = analyse(data, overrides, 26, "LSU", V1);
    expect(result.stocking[0]!.values[6]).toBe(4);
    expect(result.nutrients[0]!.nitrogen).toBe(92);
    expect(result.corrections).toBe(2);
  });
});

describe("the season and the mode from the URL", () => {
  it("takes a sensible ?season=, else the newest with data, else the current", () => {
    // ?season= itself is read by queries.ts analysisQuery (queries.test.ts).
    expect(chooseSeason(24, [25, 26], 26)).toBe(24);
    expect(chooseSeason(undefined, [25, 26], 27)).toBe(26);
    expect(chooseSeason(undefined, [], 26)).toBe(26);
    expect(seasonOptions([25], 26, 24).map((o) => o.label)).toEqual([
      "2026/2027 (no data)",
      "2025/2026",
      "2024/2025 (no data)",
    ]);
  });
});
