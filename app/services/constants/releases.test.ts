import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fertiliserTco2ePerKgN, N2O_PER_N2O_N } from "~/services/calculations/carbon";
import { estimateEarnings, type EarningsInputs } from "~/services/calculations/earnings";
import { CONSTANT_TYPES } from "~/shared/constants";
import { IPCC_2019_RELEASE, applyRelease, releaseNote } from "./releases";
import { CLIMATES, CONSTANT_SETS, type ConstantValues } from "./sets";
import { checkConstantValues } from "./values-schema";

const v1 = (type: (typeof CONSTANT_TYPES)[number]): ConstantValues => ({
  ...CONSTANT_SETS[type].defaults,
});
const v2 = (type: (typeof CONSTANT_TYPES)[number]) =>
  applyRelease(IPCC_2019_RELEASE, type, v1(type)).values;

describe("the IPCC 2019 release", () => {
  it.each(CONSTANT_TYPES)("%s: version 2 passes the set's schema", (type) => {
    expect(checkConstantValues(type, v2(type)).ok).toBe(true);
  });

  it("changes soil carbon and emissions only, each change named old → new with its source", () => {
    const changed = CONSTANT_TYPES.filter(
      (t) => applyRelease(IPCC_2019_RELEASE, t, v1(t)).applied.length,
    );
    expect(changed).toEqual(["soilCarbon", "emissions"]);
    const step = applyRelease(IPCC_2019_RELEASE, "soilCarbon", v1("soilCarbon"));
    expect(step.applied).toHaveLength(18);
    const note = releaseNote(IPCC_2019_RELEASE, step);
    expect(note).toContain(IPCC_2019_RELEASE.marker);
    expect(note).toContain(
      "SOC_REF Warm temperate moist, high-activity clay soil: 88 → 64 (IPCC 2019",
    );
    const emissions = releaseNote(
      IPCC_2019_RELEASE,
      applyRelease(IPCC_2019_RELEASE, "emissions", v1("emissions")),
    );
    expect(emissions).toContain("EF1, synthetic fertiliser N, wet climates: none → 0.016");
    expect(emissions).toContain("Enteric CH4, dairy cattle: 40 → 86");
  });

  it("applied to its own result changes nothing", () => {
    for (const type of CONSTANT_TYPES) {
      expect(applyRelease(IPCC_2019_RELEASE, type, v2(type)).applied).toEqual([]);
    }
  });

  it("keeps every value an admin changed from version 1 and moves every other", () => {
    const keys = (IPCC_2019_RELEASE.changes.soilCarbon ?? []).map((c) => c.key);
    fc.assert(
      fc.property(fc.subarray(keys), (edited) => {
        const latest = v1("soilCarbon");
        for (const key of edited) latest[key] = 2.5; // an admin's own value
        const step = applyRelease(IPCC_2019_RELEASE, "soilCarbon", latest);
        expect(step.kept.map((c) => c.key)).toEqual(edited);
        for (const key of edited) expect(step.values[key]).toBe(2.5);
        for (const key of keys.filter((k) => !edited.includes(k)))
          expect(step.values[key]).toBe(v2("soilCarbon")[key]);
      }),
    );
  });

  it("gives an existing version 1 without the new keys the release's EF1 and EF4", () => {
    const stored: Record<string, unknown> = { ...v1("emissions") };
    delete stored.n2oEf1Synthetic_wetClimate;
    delete stored.n2oEf4Volatilisation_dryClimate;
    expect(applyRelease(IPCC_2019_RELEASE, "emissions", stored).values).toEqual(v2("emissions"));
  });
});

describe("EF1 and EF4 by climate", () => {
  const perKgN = (values: ConstantValues, ef1: number, ef4: number, wet: boolean) =>
    ((ef1 +
      (values.fracGasf as number) * ef4 +
      (wet ? (values.fracLeach as number) * (values.n2oEf5Leaching as number) : 0)) *
      N2O_PER_N2O_N *
      (values.gwpN2o as number)) /
    1000;

  it("version 1 (no climate values) calculates with the aggregated EF1 and EF4, as before", () => {
    const values = v1("emissions");
    for (const climate of CLIMATES) {
      expect(fertiliserTco2ePerKgN(values, climate)).toBeCloseTo(
        perKgN(values, 0.01, 0.01, climate === "warmTemperateMoist"),
        12,
      );
    }
  });

  it("version 2 uses the wet-climate values in warm temperate moist and the dry ones elsewhere", () => {
    const values = v2("emissions");
    expect(fertiliserTco2ePerKgN(values, "warmTemperateMoist")).toBeCloseTo(
      perKgN(values, 0.016, 0.014, true),
      12,
    );
    for (const climate of ["warmTemperateDry", "tropicalDry"] as const)
      expect(fertiliserTco2ePerKgN(values, climate)).toBeCloseTo(
        perKgN(values, 0.005, 0.005, false),
        12,
      );
  });

  it("any climate values are read for their climate; without them the aggregated ones", () => {
    const factor = fc.double({ min: 0.001, max: 0.05, noNaN: true });
    fc.assert(
      fc.property(
        factor,
        factor,
        factor,
        factor,
        fc.constantFrom(...CLIMATES),
        (w1, d1, w4, d4, c) => {
          const wet = c === "warmTemperateMoist";
          const values = {
            ...v1("emissions"),
            n2oEf1Synthetic_wetClimate: w1,
            n2oEf1Synthetic_dryClimate: d1,
            n2oEf4Volatilisation_wetClimate: w4,
            n2oEf4Volatilisation_dryClimate: d4,
          };
          expect(fertiliserTco2ePerKgN(values, c)).toBeCloseTo(
            perKgN(values, wet ? w1 : d1, wet ? w4 : d4, wet),
            12,
          );
        },
      ),
    );
  });

  it("refuses a wet-climate value without the dry one, beside the empty one", () => {
    const checked = checkConstantValues("emissions", {
      ...v2("emissions"),
      n2oEf1Synthetic_dryClimate: null,
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        n2oEf1Synthetic_wetClimate:
          "Give both the wet- and the dry-climate value, or leave both empty for the aggregated one.",
        n2oEf1Synthetic_dryClimate:
          "Give both the wet- and the dry-climate value, or leave both empty for the aggregated one.",
      },
    });
  });
});

describe("the worked example of docs/calculation-constants.md", () => {
  it("500 ha of warm temperate moist cropland to no-till and cover crops: R162k → R122k a year", () => {
    const inputs: EarningsInputs = {
      croplandHa: 500,
      grazingHa: 0,
      province: "NL",
      climate: "warmTemperateMoist",
      soil: "hac",
      tillage: "full",
      input: "medium",
      practices: ["noTillage", "coverCrops"],
      grazing: "nominal",
      grazingPractices: [],
    };
    const credits = v1("credits");
    const before = estimateEarnings(inputs, {
      soilCarbon: v1("soilCarbon"),
      credits,
      versions: { soilCarbon: 1, credits: 1 },
    });
    const after = estimateEarnings(inputs, {
      soilCarbon: v2("soilCarbon"),
      credits,
      versions: { soilCarbon: 2, credits: 1 },
    });
    const k = (rand: number) => `R${Math.round(rand / 1000)}k a year`;
    const doc = readFileSync(
      new URL("../../../docs/calculation-constants.md", import.meta.url),
      "utf8",
    );
    expect(doc).toContain(`**${k(before.rand.high)}**`);
    expect(doc).toContain(`**${k(after.rand.high)}**`);
    expect(k(before.rand.high)).not.toBe(k(after.rand.high));
    const t = (n: number) => Math.round(n).toLocaleString("en-ZA").replace(/\s/g, " ");
    expect(doc).toContain(`= ${t(before.total.high)} t CO2e`);
    expect(doc).toContain(`= ${t(after.total.high)} t CO2e`);
  });
});
