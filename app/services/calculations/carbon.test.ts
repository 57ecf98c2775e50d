// The carbon calculator's engine (issue 17; decision 0093): hand-computed cases on version 1 of
// the constants (IPCC Tier 1: ΔSOC = (SOC_t − SOC_0) / D × 44/12 × ha; VM0042 deductions), and
// properties that hold for any input.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONSTANT_SETS, type ConstantValues } from "~/services/constants/sets";
import { CONSTANT_TYPES, type ConstantType } from "~/shared/constants";
import { LAND_USES, RESIDUE_TYPES, TILLAGE_TYPES } from "~/shared/practice";
import {
  baselineSampleStock,
  calculateCarbon,
  fertiliserTco2ePerKgN,
  entericTco2e,
  type CarbonConstants,
  type CarbonFieldInput,
  type CarbonInput,
  type CarbonPractice,
} from "./carbon";

const V1 = Object.fromEntries(
  CONSTANT_TYPES.map((t) => [t, { ...CONSTANT_SETS[t].defaults }]),
) as Record<ConstantType, ConstantValues>;
const CONSTANTS: CarbonConstants = {
  versions: { livestock: 1, soilCarbon: 1, emissions: 1, credits: 1 },
  values: V1,
};

const CONVENTIONAL: CarbonPractice = {
  landUse: "cropland",
  tillage: "conventional",
  residue: "retained",
  coverCrop: false,
  organicAmendment: false,
  improvedGrazing: false,
  fertiliserNKgPerHa: 0,
  animalYears: {},
  source: "test",
};

function field(overrides: Partial<CarbonFieldInput> = {}): CarbonFieldInput {
  return {
    id: "f1",
    name: "Field 1",
    hectares: 100,
    climate: "warmTemperateDry",
    soilClass: "sandy",
    baseline: CONVENTIONAL,
    seasons: { 26: { ...CONVENTIONAL, tillage: "none" } },
    samples: [],
    ...overrides,
  };
}

function input(fields: CarbonFieldInput[], constants = CONSTANTS): CarbonInput {
  return {
    programmeStart: "2026-07-01",
    seasons: [{ season: 26, label: "2026/2027" }],
    fields,
    constants,
  };
}

describe("calculateCarbon: hand-computed cases (version 1 constants)", () => {
  it("no-till on warm temperate dry sandy cropland, 100 ha", () => {
    // SOC_0 = 19 × 0.77 × 1 × 1 = 14.63; SOC_t = 19 × 0.77 × 1.03 × 1 = 15.0689;
    // (15.0689 − 14.63) / 20 = 0.021945 t C/ha/yr × 44/12 = 0.080465 t CO2e/ha/yr × 100 ha = 8.0465;
    // credits × (1 − 0.15 − 0.15 − 0.05) = 5.230225; × R300 = R1569.07; farmer 70 % = R1098.35.
    const result = calculateCarbon(input([field()]));
    const row = result.fields[0]!.seasons[0]!;
    expect(result.fields[0]!.baseline!.socStockTcPerHa).toBeCloseTo(14.63, 6);
    expect(row.steps.find((s) => s.key === "socT")!.value).toBeCloseTo(15.0689, 6);
    expect(row.steps.find((s) => s.key === "socChangePerHa")!.value).toBeCloseTo(0.021945, 6);
    expect(row.socChangeTco2e).toBeCloseTo(8.0465, 4);
    expect(row.estimatedCredits).toBeCloseTo(5.230225, 5);
    expect(row.earningsZar).toBeCloseTo(1569.0675, 3);
    expect(row.farmerEarningsZar).toBeCloseTo(1098.34725, 3);
    expect(result.seasons[0]).toMatchObject({ season: 26, label: "2026/2027", hectares: 100 });
    expect(result.totals.estimatedCredits).toBeCloseTo(5.230225, 5);
    expect(result.versions).toEqual({ livestock: 1, soilCarbon: 1, emissions: 1, credits: 1 });
  });

  it("a measured baseline: 1.2 % SOC, 1.3 g/cm³ to 15 cm, scaled to 30 cm", () => {
    // 1.2 × 1.3 × 15 = 23.4 t C/ha to 15 cm → 46.8 to 30 cm; reference 46.8 / 0.77 = 60.779…;
    // no-till: SOC_t = 46.8 × 1.03 = 48.204; (48.204 − 46.8) / 20 × 44/12 = 0.2574 /ha × 10 ha.
    const samples = [
      { sampledOn: "2026-05-01", depthCm: 15, socPercent: 1.2, bulkDensityGPerCm3: 1.3 },
      { sampledOn: "2027-05-01", depthCm: 30, socPercent: 2, bulkDensityGPerCm3: 1.3 },
    ];
    const result = calculateCarbon(input([field({ hectares: 10, samples })]));
    const baseline = result.fields[0]!.baseline!;
    expect(baseline.stockSource).toBe("measured");
    expect(baseline.sample).toMatchObject({ sampledOn: "2026-05-01", count: 1, depthCm: 15 });
    expect(baseline.sample!.measuredTcPerHa).toBeCloseTo(23.4, 6);
    expect(baseline.socStockTcPerHa).toBeCloseTo(46.8, 6);
    expect(result.fields[0]!.seasons[0]!.socChangeTco2e).toBeCloseTo(2.574, 6);
  });

  it("improved grazing on warm temperate moist sandy veld", () => {
    // SOC_0 = 34 × 1 × 1 × 1; SOC_t = 34 × 1.14 = 38.76; 4.76 / 20 × 44/12 = 0.872667 /ha.
    const veld: CarbonPractice = { ...CONVENTIONAL, landUse: "grazing", residue: null };
    const result = calculateCarbon(
      input([
        field({
          hectares: 1,
          climate: "warmTemperateMoist",
          baseline: veld,
          seasons: { 26: { ...veld, improvedGrazing: true } },
        }),
      ]),
    );
    expect(result.fields[0]!.seasons[0]!.socChangeTco2e).toBeCloseTo(0.8726667, 6);
  });

  it("fertiliser N2O and enteric methane count against the soil carbon", () => {
    // (EF1 0.01 + FracGASF 0.11 × EF4 0.01) × 44/28 × 273 / 1000 = 0.0047619 t CO2e per kg N (dry
    // climate: no leaching); 10 beef cattle a year: 10 × 31 kg CH4 × 27 = 8.37 t CO2e.
    expect(fertiliserTco2ePerKgN(V1.emissions, "warmTemperateDry")).toBeCloseTo(0.0047619, 7);
    expect(entericTco2e({ otherCattle: 10 }, V1.emissions)).toBeCloseTo(8.37, 9);
    const result = calculateCarbon(
      input([
        field({
          hectares: 1,
          seasons: {
            26: { ...CONVENTIONAL, fertiliserNKgPerHa: 100, animalYears: { otherCattle: 10 } },
          },
        }),
      ]),
    );
    const row = result.fields[0]!.seasons[0]!;
    expect(row.socChangeTco2e).toBe(0);
    expect(row.emissionsTco2e).toBeCloseTo(0.47619 + 8.37, 5);
    expect(row.netTco2e).toBeCloseTo(-(0.47619 + 8.37), 5);
    // A season that loses carbon earns nothing.
    expect(result.seasons[0]!.estimatedCredits).toBe(0);
    expect(result.seasons[0]!.earningsZar).toBe(0);
  });

  it("leaves a field without a baseline or without a season's practice unestimated, with a note", () => {
    const result = calculateCarbon(
      input([field({ baseline: null }), field({ id: "f2", seasons: {} })]),
    );
    expect(result.fields.map((f) => f.seasons[0]!.estimated)).toEqual([false, false]);
    expect(result.fields[0]!.seasons[0]!.notes[0]).toMatch(/No baseline is recorded/);
    expect(result.fields[1]!.seasons[0]!.notes[0]).toMatch(/Nothing is recorded or planned/);
    expect(result.totals.netTco2e).toBe(0);
  });

  it("reads every factor from the constants: a new version changes the result", () => {
    const v2: CarbonConstants = {
      versions: { ...CONSTANTS.versions, soilCarbon: 2 },
      values: { ...V1, soilCarbon: { ...V1.soilCarbon, cropFMgNoTill_warmTemperateDry: 1.1 } },
    };
    const before = calculateCarbon(input([field()])).totals.socChangeTco2e;
    const after = calculateCarbon(input([field()], v2));
    expect(after.versions.soilCarbon).toBe(2);
    expect(after.totals.socChangeTco2e).toBeGreaterThan(before);
  });
});

describe("baselineSampleStock", () => {
  it("takes the latest date on or before the programme's start, else the earliest, averaged", () => {
    const s = (sampledOn: string, socPercent: number) => ({
      sampledOn,
      socPercent,
      depthCm: 30,
      bulkDensityGPerCm3: 1,
    });
    expect(
      baselineSampleStock(
        [s("2025-01-01", 1), s("2026-06-01", 2), s("2026-06-01", 4)],
        "2026-07-01",
        30,
      ),
    ).toMatchObject({ sampledOn: "2026-06-01", count: 2, scaledTcPerHa: 90 });
    expect(
      baselineSampleStock([s("2028-01-01", 1), s("2027-01-01", 2)], "2026-07-01", 30),
    ).toMatchObject({ sampledOn: "2027-01-01", scaledTcPerHa: 60 });
    expect(baselineSampleStock([], "2026-07-01", 30)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const practice = fc.record({
  landUse: fc.constantFrom(...LAND_USES),
  tillage: fc.constantFrom(...TILLAGE_TYPES),
  residue: fc.constantFrom(null, ...RESIDUE_TYPES),
  coverCrop: fc.boolean(),
  organicAmendment: fc.boolean(),
  improvedGrazing: fc.boolean(),
  fertiliserNKgPerHa: fc.double({ min: 0, max: 300, noNaN: true }),
  animalYears: fc.record({ otherCattle: fc.double({ min: 0, max: 50, noNaN: true }) }),
  source: fc.constant("property"),
});

const fieldInput = fc.record({
  id: fc.uuid(),
  name: fc.string({ minLength: 1, maxLength: 10 }),
  hectares: fc.double({ min: 0, max: 5000, noNaN: true }),
  climate: fc.constantFrom("warmTemperateDry", "warmTemperateMoist", "tropicalDry" as const),
  soilClass: fc.constantFrom("hac", "lac", "sandy" as const),
  baseline: practice,
  seasons: fc.record({ 26: practice, 27: practice }),
  samples: fc.array(
    fc.record({
      sampledOn: fc.constantFrom("2025-03-01", "2026-06-30", "2027-02-01"),
      depthCm: fc.integer({ min: 5, max: 60 }),
      socPercent: fc.double({ min: 0.1, max: 6, noNaN: true }),
      bulkDensityGPerCm3: fc.double({ min: 0.8, max: 1.8, noNaN: true }),
    }),
    { maxLength: 2 },
  ),
}) as fc.Arbitrary<CarbonFieldInput>;

const twoSeasons = (fields: CarbonFieldInput[]): CarbonInput => ({
  programmeStart: "2026-07-01",
  seasons: [
    { season: 26, label: "2026/2027" },
    { season: 27, label: "2027/2028" },
  ],
  fields,
  constants: CONSTANTS,
});

const close = (a: number, b: number) =>
  Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

describe("calculateCarbon: properties", () => {
  it("zero hectares give zero soil-carbon change, emissions and credits from the area", () => {
    fc.assert(
      fc.property(fieldInput, (f) => {
        const row = calculateCarbon(twoSeasons([{ ...f, hectares: 0 }])).fields[0]!;
        return (
          row.seasons.every((s) => s.socChangeTco2e === 0 || Object.is(s.socChangeTco2e, -0)) &&
          row.seasons.every((s) =>
            close(
              s.emissionsTco2e,
              entericTco2e(s.practice!.animalYears, V1.emissions) -
                entericTco2e(f.baseline!.animalYears, V1.emissions),
            ),
          )
        );
      }),
    );
  });

  it("a field whose practice does not change has no soil-carbon change", () => {
    fc.assert(
      fc.property(fieldInput, (f) => {
        const same = { ...f, seasons: { 26: f.baseline!, 27: f.baseline! } };
        const row = calculateCarbon(twoSeasons([same])).fields[0]!;
        return row.seasons.every(
          (s) => Math.abs(s.socChangeTco2e) < 1e-9 && Math.abs(s.emissionsTco2e) < 1e-9,
        );
      }),
    );
  });

  it("the totals are the sums of the fields", () => {
    fc.assert(
      fc.property(fc.array(fieldInput, { minLength: 0, maxLength: 6 }), (fields) => {
        const result = calculateCarbon(twoSeasons(fields));
        const sum = (pick: (f: (typeof result.fields)[number]) => number) =>
          result.fields.reduce((t, f) => t + pick(f), 0);
        return (
          close(
            result.totals.hectares,
            sum((f) => f.hectares),
          ) &&
          close(
            result.totals.socChangeTco2e,
            sum((f) => f.totals.socChangeTco2e),
          ) &&
          close(
            result.totals.emissionsTco2e,
            sum((f) => f.totals.emissionsTco2e),
          ) &&
          close(
            result.totals.netTco2e,
            sum((f) => f.totals.netTco2e),
          ) &&
          result.seasons.every((s, i) =>
            close(
              s.netTco2e,
              result.fields.reduce((t, f) => t + f.seasons[i]!.netTco2e, 0),
            ),
          ) &&
          close(
            result.totals.estimatedCredits,
            result.seasons.reduce((t, s) => t + s.estimatedCredits, 0),
          )
        );
      }),
    );
  });

  it("deductions reduce the credits: more deducted, fewer credits, never more than the net", () => {
    fc.assert(
      fc.property(
        fieldInput,
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (f, low, extra) => {
          const withUncertainty = (u: number): CarbonConstants => ({
            ...CONSTANTS,
            values: { ...V1, credits: { ...V1.credits, uncertaintyDeduction: u } },
          });
          const a = calculateCarbon({ ...twoSeasons([f]), constants: withUncertainty(low) });
          const b = calculateCarbon({
            ...twoSeasons([f]),
            constants: withUncertainty(low + extra),
          });
          return (
            b.totals.estimatedCredits <= a.totals.estimatedCredits + 1e-9 &&
            a.seasons.every((s) => s.estimatedCredits <= Math.max(0, s.netTco2e) + 1e-9)
          );
        },
      ),
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(fc.array(fieldInput, { maxLength: 3 }), (fields) => {
        expect(calculateCarbon(twoSeasons(fields))).toEqual(calculateCarbon(twoSeasons(fields)));
      }),
    );
  });

  it("the soil-carbon change scales with the hectares", () => {
    fc.assert(
      fc.property(fieldInput, fc.double({ min: 0.5, max: 10, noNaN: true }), (f, k) => {
        const one = calculateCarbon(twoSeasons([f])).fields[0]!;
        const scaled = calculateCarbon(twoSeasons([{ ...f, hectares: f.hectares * k }])).fields[0]!;
        return one.seasons.every((s, i) =>
          close(scaled.seasons[i]!.socChangeTco2e, s.socChangeTco2e * k),
        );
      }),
    );
  });
});
