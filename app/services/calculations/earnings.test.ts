// The earnings-potential checker's arithmetic (decision 0091): cases worked by hand from
// version 1 of the constants (IPCC Tier 1, Eq. 2.25), and properties any version must keep.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONSTANT_SETS, type ConstantValues } from "~/services/constants/sets";
import { PROVINCES } from "~/shared/provinces";
import {
  CROPLAND_PRACTICES,
  GRAZING_CONDITIONS,
  GRAZING_PRACTICES,
  INPUT_LEVELS,
  TILLAGES,
  estimateEarnings,
  intendedInput,
  intendedTillage,
  type EarningsConstants,
  type EarningsInputs,
} from "./earnings";
import { parseEarnings, parseHectares } from "./earnings-forms";

const V1: EarningsConstants = {
  soilCarbon: { ...CONSTANT_SETS.soilCarbon.defaults } as ConstantValues,
  credits: { ...CONSTANT_SETS.credits.defaults } as ConstantValues,
  versions: { soilCarbon: 1, credits: 1 },
};

const BASE: EarningsInputs = {
  croplandHa: 0,
  grazingHa: 0,
  province: "NC",
  climate: null,
  soil: "hac",
  tillage: "full",
  input: "medium",
  practices: [],
  grazing: "moderatelyDegraded",
  grazingPractices: [],
};

// (deductions 0.15 + 0.15 + 0.05 = 0.35 → 65 % credited; R300 × 70 % = R210 a credit)
describe("estimateEarnings: cases worked by hand (version 1)", () => {
  it.each([
    {
      what: "NC, high-activity clay, 100 ha cropland: full tillage → no-till (38 × 0.77 × 0.03 / 20 × 44/12 × 100)",
      inputs: { ...BASE, croplandHa: 100, practices: ["noTillage"] },
      total: [16.093, 16.093],
      credits: [10.46045, 10.46045],
      rand: [2196.6945, 2196.6945],
    },
    {
      what: "NW, sandy, 1000 ha moderately degraded grazing → adaptive grazing (19 × 0.19 / 20 × 44/12 × 1000)",
      inputs: {
        ...BASE,
        province: "NW",
        soil: "sandy",
        grazingHa: 1000,
        grazingPractices: ["adaptiveGrazing"],
      },
      total: [661.8333, 661.8333],
      credits: [430.1917, 430.1917],
      rand: [90340.25, 90340.25],
    },
    {
      what: "NW, sandy, both grazing practices: the high end adds F_I high 1.11 (19 × (1.14 × 1.11 − 0.95) / 20 × 44/12 × 1000)",
      inputs: {
        ...BASE,
        province: "NW",
        soil: "sandy",
        grazingHa: 1000,
        grazingPractices: ["adaptiveGrazing", "restPeriods"],
      },
      total: [661.8333, 1098.6433],
      credits: [430.1917, 714.1182],
      rand: [90340.25, 149964.83],
    },
    {
      what: "NC, soil not sure, 10 ha low input → cover crops: low end sandy and medium input, high end high-activity clay and high input",
      inputs: { ...BASE, soil: null, croplandHa: 10, input: "low", practices: ["coverCrops"] },
      total: [1.341083, 4.8279],
      credits: [0.871704, 3.138135],
      rand: [183.0579, 659.0084],
    },
  ] as const)("$what", ({ inputs, total, credits, rand }) => {
    const result = estimateEarnings(inputs as EarningsInputs, V1);
    expect(result.total.low).toBeCloseTo(total[0], 3);
    expect(result.total.high).toBeCloseTo(total[1], 3);
    expect(result.credits.low).toBeCloseTo(credits[0], 3);
    expect(result.credits.high).toBeCloseTo(credits[1], 3);
    expect(result.rand.low).toBeCloseTo(rand[0], 1);
    expect(result.rand.high).toBeCloseTo(rand[1], 1);
    expect(result.versions).toEqual({ soilCarbon: 1, credits: 1 });
  });

  it("reduced tillage in a warm temperate dry climate loses carbon (F_MG 0.98): no credits", () => {
    const result = estimateEarnings(
      {
        ...BASE,
        province: "WC",
        climate: "warmTemperateDry",
        croplandHa: 10,
        practices: ["reducedTillage"],
      },
      V1,
    );
    expect(result.total.high).toBeCloseTo(-1.072867, 4);
    expect(result.credits).toEqual({ low: 0, high: 0 });
    expect(result.rand).toEqual({ low: 0, high: 0 });
    expect(result.noGain).toBe(true);
  });

  it("no intended practice: no change, no credits", () => {
    const result = estimateEarnings({ ...BASE, croplandHa: 50, grazingHa: 50 }, V1);
    expect(result.total).toEqual({ low: 0, high: 0 });
    expect(result.noGain).toBe(true);
  });

  it("spans the province's climate regions when the farmer is not sure (Mpumalanga: three)", () => {
    const result = estimateEarnings(
      { ...BASE, province: "MP", croplandHa: 1, practices: ["noTillage"] },
      V1,
    );
    expect(result.climates).toEqual(["warmTemperateMoist", "warmTemperateDry", "tropicalDry"]);
    expect(result.soils).toEqual(["hac"]);
  });

  it("lists every constant it used with its source, and nothing it did not use", () => {
    const result = estimateEarnings({ ...BASE, croplandHa: 100, practices: ["noTillage"] }, V1);
    const keys = result.assumptions.map((a) => a.key);
    expect(keys).toEqual([
      "cropFMgFullTillage",
      "cropFIMedium",
      "cropFLuLongTermCultivated_warmTemperateDry",
      "cropFMgNoTill_warmTemperateDry",
      "socRef_warmTemperateDry_hac",
      "periodYears",
      "depthCm",
      "uncertaintyDeduction",
      "bufferFraction",
      "leakageDeduction",
      "carbonPriceZarPerTco2e",
      "farmerShare",
    ]);
    expect(result.assumptions.every((a) => a.source.length > 10)).toBe(true);
  });
});

describe("practices → factor levels", () => {
  it.each([
    ["full", [], "full"],
    ["full", ["reducedTillage"], "reduced"],
    ["full", ["reducedTillage", "noTillage"], "noTill"],
    ["noTill", ["reducedTillage"], "noTill"],
  ] as const)("tillage %s with %j → %s", (now, practices, expected) => {
    expect(intendedTillage(now, practices)).toBe(expected);
  });

  it.each([
    ["medium", ["coverCrops"], false, "highNoManure"],
    ["medium", ["coverCrops"], true, "medium"],
    ["low", ["compost"], false, "highWithManure"],
    ["low", ["manure"], true, "highNoManure"],
    ["high", ["residueRetention"], true, "highNoManure"],
    ["high", [], false, "highNoManure"],
  ] as const)("input %s with %j (cautious %s) → %s", (now, practices, cautious, expected) => {
    expect(intendedInput(now, practices, cautious)).toBe(expected);
  });
});

describe("reading the inputs", () => {
  it.each([
    ["250", 250],
    ["1 250,5", 1250.5],
    ["", 0],
    ["1000000", 1_000_000],
    ["1000001", null],
    ["-3", null],
    ["1e3", null],
    ["abc", null],
  ])("hectares %j → %j", (text, expected) => {
    expect(parseHectares(text)).toBe(expected);
  });

  it("needs some land, and keeps every value with an error beside each field", () => {
    const parsed = parseEarnings({
      croplandHa: "",
      grazingHa: "0",
      province: "XX",
      climate: "arctic",
      practices: ["noTillage", "teleportation"],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual([
      "climate",
      "croplandHa",
      "practices",
      "province",
    ]);
    expect(parsed.values.province).toBe("XX");
    expect(parsed.values.practices).toEqual(["noTillage", "teleportation"]);
  });

  it("refuses arrays where one value is expected, and text it cannot show", () => {
    const parsed = parseEarnings({ croplandHa: ["1", "2"], province: "NC\u0000" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.croplandHa).toBeDefined();
    expect(parsed.values.province).toBe("");
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const inputsArb: fc.Arbitrary<EarningsInputs> = fc.record({
  croplandHa: fc.double({ min: 0, max: 1_000_000, noNaN: true }),
  grazingHa: fc.double({ min: 0, max: 1_000_000, noNaN: true }),
  province: fc.constantFrom(...PROVINCES.map((p) => p.value)),
  climate: fc.constantFrom(null, "warmTemperateDry", "warmTemperateMoist", "tropicalDry" as const),
  soil: fc.constantFrom(null, "hac", "lac", "sandy" as const),
  tillage: fc.constantFrom(...TILLAGES),
  input: fc.constantFrom(...INPUT_LEVELS),
  practices: fc.subarray([...CROPLAND_PRACTICES]),
  grazing: fc.constantFrom(...GRAZING_CONDITIONS),
  grazingPractices: fc.subarray([...GRAZING_PRACTICES]),
});

const creditsArb = fc
  .record({
    uncertaintyDeduction: fc.double({ min: 0, max: 0.33, noNaN: true }),
    bufferFraction: fc.double({ min: 0, max: 0.33, noNaN: true }),
    leakageDeduction: fc.double({ min: 0, max: 0.33, noNaN: true }),
    carbonPriceZarPerTco2e: fc.double({ min: 0, max: 100_000, noNaN: true }),
    farmerShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((credits): EarningsConstants => ({ ...V1, credits }));

const close = (a: number, b: number) =>
  Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

describe("estimateEarnings: properties", () => {
  it("low ≤ high, credits and rand never negative", () => {
    fc.assert(
      fc.property(inputsArb, creditsArb, (inputs, constants) => {
        const r = estimateEarnings(inputs, constants);
        return (
          r.total.low <= r.total.high + 1e-9 &&
          r.credits.low <= r.credits.high + 1e-9 &&
          r.rand.low <= r.rand.high + 1e-9 &&
          r.credits.low >= 0 &&
          r.rand.low >= 0
        );
      }),
    );
  });

  it("zero hectares → zero tonnes and rand", () => {
    fc.assert(
      fc.property(inputsArb, creditsArb, (inputs, constants) => {
        const r = estimateEarnings({ ...inputs, croplandHa: 0, grazingHa: 0 }, constants);
        return r.total.low === 0 && r.total.high === 0 && r.rand.high === 0;
      }),
    );
  });

  it("more hectares never lower the estimate (scaling the farm up), and grazing gains grow with hectares", () => {
    fc.assert(
      fc.property(
        inputsArb,
        creditsArb,
        fc.double({ min: 1, max: 10, noNaN: true }),
        (inputs, constants, k) => {
          const a = estimateEarnings(inputs, constants);
          const b = estimateEarnings(
            { ...inputs, croplandHa: inputs.croplandHa * k, grazingHa: inputs.grazingHa * k },
            constants,
          );
          const c = estimateEarnings({ ...inputs, grazingHa: inputs.grazingHa + 10 }, constants);
          // Every grazing change improves (F_MG improved ≥ any current condition): more grazing, more.
          return (
            b.credits.low >= a.credits.low - 1e-9 &&
            b.credits.high >= a.credits.high - 1e-9 &&
            c.total.high >= a.total.high - 1e-9
          );
        },
      ),
    );
  });

  it("more deductions → fewer credits", () => {
    fc.assert(
      fc.property(
        inputsArb,
        creditsArb,
        fc.double({ min: 0, max: 0.01, noNaN: true }),
        (inputs, constants, extra) => {
          const a = estimateEarnings(inputs, constants);
          const more = {
            ...constants,
            credits: {
              ...constants.credits,
              bufferFraction: (constants.credits.bufferFraction as number) + extra,
            },
          };
          const b = estimateEarnings(inputs, more);
          return b.credits.high <= a.credits.high + 1e-9 && b.credits.low <= a.credits.low + 1e-9;
        },
      ),
    );
  });

  it("rand is linear in the price (tonnes do not change)", () => {
    fc.assert(
      fc.property(
        inputsArb,
        creditsArb,
        fc.double({ min: 0, max: 10, noNaN: true }),
        (inputs, constants, k) => {
          const price = constants.credits.carbonPriceZarPerTco2e as number;
          const a = estimateEarnings(inputs, constants);
          const b = estimateEarnings(inputs, {
            ...constants,
            credits: { ...constants.credits, carbonPriceZarPerTco2e: price * k },
          });
          return (
            close(b.rand.low, a.rand.low * k) &&
            close(b.rand.high, a.rand.high * k) &&
            b.credits.high === a.credits.high
          );
        },
      ),
    );
  });
});
