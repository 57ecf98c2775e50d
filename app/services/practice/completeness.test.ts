// The practice data step's completeness (decision 0076): a field has data for a season when it
// has a crop journey for it; every field included in each required season must have one.
import { describe, expect, it } from "vitest";
import {
  fieldPracticeProgress,
  includedFields,
  missingSentence,
  practiceCompleteness,
  seasonProgress,
  type FieldAtSeason,
} from "./completeness";
import { programmeSeasons } from "./seasons";

const field = (id: string, record: FieldAtSeason["record"] = null): FieldAtSeason => ({
  id,
  name: `Field ${id}`,
  farmId: "farm",
  farmName: "Farm",
  record,
});

const seasons = programmeSeasons(26);

describe("includedFields", () => {
  it("reads the record at the season, else the fallback, else counts the field", () => {
    const list = [
      field("a", { status: "COMPLETE", inclusion: "included" }),
      field("b", { status: "NOT_INCLUDED" }),
      field("c"), // mapped later: judged by its record at the programme's first season
      field("d"),
      field("e", { status: "DELETED" }),
      field("f", { status: "COMPLETE", inclusion: "excluded" }),
    ];
    const fallback = new Map([
      ["c", { status: "NOT_STARTED" as const }],
      ["d", { status: "NOT_INCLUDED" as const }],
    ]);
    expect(includedFields(list, fallback).map((f) => f.id)).toEqual(["a", "c"]);
    expect(includedFields([field("g")]).map((f) => f.id)).toEqual(["g"]);
  });
});

describe("practiceCompleteness", () => {
  const fields = [field("a"), field("b")].map(({ record: _r, ...f }) => f);
  const all = new Map(seasons.required.map((s) => [s, fields]));
  const every = seasons.required.flatMap((season) =>
    ["a", "b"].map((fieldId) => ({ fieldId, season })),
  );

  it("is complete when every included field has every required season", () => {
    const result = practiceCompleteness(seasons, all, every);
    expect(result.complete).toBe(true);
    expect(result.seasons.map((s) => s.season)).toEqual([23, 24, 25, 26]);
    expect(result.seasons.every((s) => s.recorded === 2 && s.total === 2)).toBe(true);
  });

  it("is not complete while a baseline season misses a field, and says which", () => {
    const result = practiceCompleteness(
      seasons,
      all,
      every.filter((j) => !(j.season === 24 && j.fieldId === "b")),
    );
    expect(result.complete).toBe(false);
    expect(result.seasons[1]!.missing.map((f) => f.id)).toEqual(["b"]);
    expect(missingSentence(result)).toBe(
      "Record how each field was used before you submit. Not recorded yet — 2024/2025 (baseline): Field b.",
    );
  });

  it("ignores records of seasons not required and of fields not included", () => {
    const extra = [...every, { fieldId: "z", season: 26 }, { fieldId: "a", season: 27 }];
    expect(practiceCompleteness(seasons, all, extra).complete).toBe(true);
  });

  it("is never complete without any included field", () => {
    const result = practiceCompleteness(seasons, new Map(), []);
    expect(result.complete).toBe(false);
    expect(missingSentence(result)).toContain("no included fields");
  });

  it("counts a season's progress", () => {
    const progress = seasonProgress(26, "2026/2027", fields, new Set(["a"]));
    expect([progress.total, progress.recorded, progress.missing.length]).toEqual([2, 1, 1]);
  });
});

describe("each field's practice progress (decision 0151)", () => {
  const field = (id: string) => ({ id, name: id, farmId: "f", farmName: "Farm" });
  it("counts the required seasons a field is included in, and those recorded", () => {
    const bySeason = new Map([
      [23, [field("a"), field("b")]],
      [24, [field("a")]],
      [25, [field("a"), field("b")]],
    ]);
    const journeys = [
      { fieldId: "a", season: 23 },
      { fieldId: "a", season: 25 },
      { fieldId: "b", season: 24 }, // b is not included in 24: it does not count
      { fieldId: "a", season: 22 }, // not a required season
    ];
    const progress = fieldPracticeProgress([23, 24, 25], bySeason, journeys);
    expect(progress.get("a")).toEqual({ required: 3, recorded: 2 });
    expect(progress.get("b")).toEqual({ required: 2, recorded: 0 });
    expect(progress.has("c")).toBe(false);
  });
});
