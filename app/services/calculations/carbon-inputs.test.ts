// The carbon calculator's inputs from an organisation's records (decision 0093): the climate of
// the province, the practice of a season from its crop journey and the plan, fertiliser N and
// animals per field, and the sentences about missing data.
import { describe, expect, it } from "vitest";
import { CONSTANT_SETS, type ConstantValues } from "~/services/constants/sets";
import { CONSTANT_TYPES, type ConstantType } from "~/shared/constants";
import type { Practice } from "~/shared/practice";
import {
  animalYearsPerField,
  buildCarbonInput,
  climateOfProvince,
  fertiliserNPerField,
  nameList,
  practiceOfJourney,
  practiceOfPlan,
  type GatheredRecords,
} from "./carbon-inputs";

const values = Object.fromEntries(
  CONSTANT_TYPES.map((t) => [t, { ...CONSTANT_SETS[t].defaults }]),
) as Record<ConstantType, ConstantValues>;

const journey = {
  fieldId: "a",
  season: 25,
  landUse: "cropland" as const,
  crops: [{ cover: false }],
  tillage: "conventional" as const,
  residue: "retained" as const,
};

function records(overrides: Partial<GatheredRecords> = {}): GatheredRecords {
  return {
    province: "NL",
    first: 26,
    planSubmitted: true,
    baselineSeasons: [23, 24, 25],
    seasons: [
      { season: 26, label: "2026/2027" },
      { season: 27, label: "2027/2028" },
    ],
    fields: [{ id: "a", name: "Top Camp", hectares: 50, includedIn: [26, 27] }],
    journeys: [journey, { ...journey, season: 26, tillage: "none" }],
    plans: [{ season: 26, actions: [{ fieldId: "a", practice: "compost" }] }],
    herds: [],
    practice: [],
    samples: [],
    constants: { versions: { livestock: 1, soilCarbon: 1, emissions: 1, credits: 1 }, values },
    ...overrides,
  };
}

describe("climateOfProvince", () => {
  it("is the province's most widespread region; without one, warm temperate dry", () => {
    expect(climateOfProvince("NL")).toEqual({ climate: "warmTemperateMoist", known: true });
    expect(climateOfProvince("LP")).toEqual({ climate: "tropicalDry", known: true });
    expect(climateOfProvince(null)).toEqual({ climate: "warmTemperateDry", known: false });
    expect(climateOfProvince("XX")).toEqual({ climate: "warmTemperateDry", known: false });
  });
});

describe("practices", () => {
  const plan = (...p: Practice[]) => new Set<Practice>(p);

  it("the crop journey says what was done; the plan fills what it leaves out", () => {
    expect(
      practiceOfJourney({ ...journey, tillage: null, residue: null }, plan("noTillage", "manure")),
    ).toMatchObject({ tillage: "none", residue: null, organicAmendment: true, coverCrop: false });
    expect(practiceOfJourney(journey, plan("noTillage"))).toMatchObject({
      tillage: "conventional",
    });
    expect(practiceOfJourney({ ...journey, crops: [{ cover: true }] }, plan()).coverCrop).toBe(
      true,
    );
  });

  it("without a crop journey the baseline changes as the plan says", () => {
    const base = practiceOfJourney(journey, plan());
    expect(practiceOfPlan(base, plan("reducedTillage", "coverCrops", "restPeriods"))).toMatchObject(
      { tillage: "reduced", coverCrop: true, improvedGrazing: true, landUse: "cropland" },
    );
  });
});

describe("fertiliser and livestock per field", () => {
  it("sums kg N per ha per field with the practice data's formula", () => {
    const lan = {
      npkType: "nutrient" as const,
      applicationRate: 150,
      nutrientPercent: null,
      nitrogen: 28,
      phosphorus: 0,
      potassium: 0,
    };
    // 150 kg/ha of LAN (28 % N) → 42 kg N/ha, twice.
    expect(
      fertiliserNPerField([
        { ...lan, fieldId: "a" },
        { ...lan, fieldId: "a" },
      ]).get("a"),
    ).toBe(84);
  });

  it("counts head-years: head × days × hours/24 ÷ 365, shared by area", () => {
    // 10 mature + 4 juveniles = 12 head, all of August (31 days), 12 hours a day: 12 × 31 × 0.5
    // = 186 head-days = 0.5096 head-years, split 1:3 between fields of 10 and 30 ha.
    const result = animalYearsPerField(
      26,
      [{ id: "h", type: "beef" }],
      [{ herdId: "h", year: 2026, month: 7, mature: 10, juvenile: 4 }],
      [
        {
          herdId: "h",
          fieldIds: ["a", "b"],
          startDate: "2026-08-01",
          endDate: "2026-08-31",
          hoursOnField: 12,
        },
      ],
      new Map([
        ["a", 10],
        ["b", 30],
      ]),
    );
    expect(result.get("a")!.otherCattle).toBeCloseTo(186 / 365 / 4, 9);
    expect(result.get("b")!.otherCattle).toBeCloseTo((186 / 365) * 0.75, 9);
  });
});

describe("buildCarbonInput", () => {
  it("reads the baseline from the last baseline journey and each season from its journey or the plan", () => {
    const input = buildCarbonInput(records());
    const field = input.fields[0]!;
    expect(field.climate).toBe("warmTemperateMoist");
    expect(field.baseline).toMatchObject({ tillage: "conventional", organicAmendment: false });
    expect(field.seasons[26]).toMatchObject({ tillage: "none", organicAmendment: true });
    // 2027/2028 has no journey: the baseline as the plan changes it.
    expect(field.seasons[27]).toMatchObject({
      tillage: "conventional",
      organicAmendment: true,
      source: "plan (no crop journey recorded)",
    });
    expect(input.programmeStart).toBe("2026-07-01");
    expect(input.missing).toEqual([
      "Record the crop journey of 2027/2028 for Top Camp: until then the estimate follows the plan.",
      "Add soil samples for Top Camp: without them the baseline uses the IPCC reference stock of a sandy soil, the cautious choice.",
    ]);
  });

  it("says what is missing: the province, the plan, the baseline", () => {
    const input = buildCarbonInput(records({ province: null, planSubmitted: false, journeys: [] }));
    expect(input.fields[0]!.baseline).toBeNull();
    expect(input.missing!.join("\n")).toMatch(/province/);
    expect(input.missing!.join("\n")).toMatch(/implementation plan is not submitted/);
    expect(input.missing!.join("\n")).toMatch(/baseline seasons for Top Camp/);
  });
});

describe("nameList", () => {
  it("names up to four, then counts the rest", () => {
    expect(nameList(["A"])).toBe("A");
    expect(nameList(["A", "B", "C"])).toBe("A, B and C");
    expect(nameList(["A", "B", "C", "D", "E", "F"])).toBe("A, B, C, D and 2 more");
  });
});
