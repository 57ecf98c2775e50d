import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { constantType } from "~/db/schema";
import { CONSTANT_TYPES } from "~/shared/constants";
import { livestockUnitFactor } from "~/services/practice/calculations";
import {
  CONSTANT_SETS,
  diffConstantValues,
  fieldGroups,
  livestockFactorTable,
  rangeMessage,
  sizeClassesKg,
  valueProblem,
  type ConstantValues,
} from "./sets";
import { IPCC_2019_RELEASE, applyRelease } from "./releases";
import { checkConstantValues, constantValueSchema } from "./values-schema";

const defaults = (type: (typeof CONSTANT_TYPES)[number]): ConstantValues => ({
  ...CONSTANT_SETS[type].defaults,
});

describe("the constant sets", () => {
  it("are the types the database enum allows, in the same order", () => {
    expect(constantType.enumValues).toEqual([...CONSTANT_TYPES]);
  });

  it.each(CONSTANT_TYPES)("%s: the seeded defaults pass the set's own schema", (type) => {
    const checked = checkConstantValues(type, defaults(type));
    expect(checked).toEqual({ ok: true, values: CONSTANT_SETS[type].defaults });
  });

  it.each(CONSTANT_TYPES)("%s: every field has a unit, a source and a default", (type) => {
    for (const field of CONSTANT_SETS[type].fields) {
      expect(field.unit, field.key).not.toBe("");
      expect(field.source.length, field.key).toBeGreaterThan(10);
      expect(field.key in CONSTANT_SETS[type].defaults, field.key).toBe(true);
    }
    expect(Object.keys(CONSTANT_SETS[type].defaults)).toHaveLength(
      CONSTANT_SETS[type].fields.length,
    );
  });

  it("groups keep every field once", () => {
    for (const type of CONSTANT_TYPES) {
      const grouped = fieldGroups(type).flatMap((g) => g.fields.map((f) => f.key));
      expect(grouped.sort()).toEqual(CONSTANT_SETS[type].fields.map((f) => f.key).sort());
    }
  });
});

describe("livestock: spec §9", () => {
  it("version 1 gives exactly the factor table of §9", () => {
    expect(livestockFactorTable(defaults("livestock"))).toEqual({
      beef: { small: 0.869, medium: 1, large: 1.557 },
      dairy: { small: 0.889, medium: 1.402, large: 1.754 },
      sheep: { small: 0.141, medium: 0.263, large: 0.339 },
      goats: { small: 0.132, medium: 0.226, large: 0.282 },
      pigs: null,
      broilerChickens: null,
      layingChickens: null,
    });
  });

  it("version 1 gives exactly the size classes of §9", () => {
    expect(sizeClassesKg(defaults("livestock"))).toEqual({
      beef: { small: "250–399", medium: "400–699", large: "700+" },
      dairy: { small: "250–399", medium: "400–699", large: "700+" },
      sheep: { small: "25–49", medium: "50–89", large: "90+" },
      goats: { small: "25–44", medium: "45–74", large: "75+" },
      pigs: { small: "50–149", medium: "150–249", large: "250+" },
    });
  });

  it("the practice calculations use the table of the version they are given", () => {
    const table = livestockFactorTable({ ...defaults("livestock"), beefMedium: 1.1 });
    expect(livestockUnitFactor("beef", "medium", table)).toEqual({ factor: 1.1 });
    const v1 = livestockFactorTable(defaults("livestock"));
    expect(livestockUnitFactor("beef", "medium", v1)).toEqual({ factor: 1 });
  });

  it("pigs have a factor only when all three sizes have one", () => {
    const values = { ...defaults("livestock"), pigsSmall: 0.2 };
    const checked = checkConstantValues("livestock", values);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors.pigsMedium).toBe(
        "Give all three sizes a factor, or leave all three empty for none.",
      );
    }
    const all = { ...values, pigsMedium: 0.3, pigsLarge: 0.4 };
    expect(checkConstantValues("livestock", all).ok).toBe(true);
    expect(livestockFactorTable(all).pigs).toEqual({ small: 0.2, medium: 0.3, large: 0.4 });
  });

  it("size classes must increase", () => {
    const checked = checkConstantValues("livestock", {
      ...defaults("livestock"),
      sheepMediumFromKg: 20,
    });
    expect(checked).toEqual({
      ok: false,
      errors: { sheepMediumFromKg: "Must be above the small class's lower bound." },
    });
  });
});

describe("refusals, each beside its field", () => {
  it.each([
    ["livestock", "beefSmall", 0, "Enter a number above 0 and at most 10."],
    ["livestock", "beefSmall", -1, "Enter a number above 0 and at most 10."],
    ["livestock", "beefSmall", null, "Enter a number."],
    ["livestock", "beefSmall", "1", "Enter a number."],
    ["livestock", "sheepSmallFromKg", 25.5, "Enter a whole number from 1 to 5000."],
    ["soilCarbon", "cropFMgNoTill_warmTemperateDry", 0, "Enter a number above 0 and at most 3."],
    ["soilCarbon", "periodYears", 0, "Enter a whole number from 1 to 100."],
    ["credits", "farmerShare", 1.2, "Enter a number from 0 to 1."],
    ["credits", "bufferFraction", Number.NaN, "Enter a number."],
    ["credits", "carbonPriceZarPerTco2e", Number.POSITIVE_INFINITY, "Enter a number."],
    ["emissions", "gwpCh4", 0, "Enter a number above 0 and at most 1000."],
  ] as const)("%s.%s = %s: %s", (type, key, value, message) => {
    const checked = checkConstantValues(type, { ...defaults(type), [key]: value });
    expect(checked).toEqual({ ok: false, errors: { [key]: message } });
  });

  it("a missing key is refused, named", () => {
    const { gwpN2o: _dropped, ...rest } = defaults("emissions");
    expect(checkConstantValues("emissions", rest)).toEqual({
      ok: false,
      errors: { gwpN2o: "Enter a number." },
    });
  });

  it("an unknown key is refused, named", () => {
    expect(checkConstantValues("credits", { ...defaults("credits"), bonus: 1 })).toEqual({
      ok: false,
      errors: { bonus: "This value is not one of the set's constants." },
    });
  });

  it("deductions that leave nothing to credit are refused", () => {
    const checked = checkConstantValues("credits", {
      ...defaults("credits"),
      uncertaintyDeduction: 0.5,
      bufferFraction: 0.5,
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        leakageDeduction:
          "The deductions together must be less than 1, or nothing is left to credit.",
      },
    });
  });

  it.each([null, undefined, [], "x", 3])("values that are not an object (%s) are refused", (v) => {
    expect(checkConstantValues("credits", v).ok).toBe(false);
  });

  it("every field's range message names its range", () => {
    for (const type of CONSTANT_TYPES)
      for (const field of CONSTANT_SETS[type].fields)
        expect(rangeMessage(field)).toContain(String(field.max));
  });
});

describe("diffConstantValues", () => {
  it("lists each changed key with old and new, in the set's order", () => {
    const from = defaults("credits");
    const to = { ...from, farmerShare: 0.75, carbonPriceZarPerTco2e: 320 };
    expect(diffConstantValues("credits", from, to)).toEqual([
      {
        key: "carbonPriceZarPerTco2e",
        label: "Carbon price",
        unit: "R per t CO2e",
        from: 300,
        to: 320,
      },
      {
        key: "farmerShare",
        label: "Farmer's share of the credit income",
        unit: "fraction (0–1)",
        from: 0.7,
        to: 0.75,
      },
    ]);
  });

  it("is empty between equal values, whatever their key order", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONSTANT_TYPES), (type) => {
        const values = defaults(type);
        const reversed = Object.fromEntries(Object.entries(values).reverse());
        expect(diffConstantValues(type, values, reversed)).toEqual([]);
      }),
    );
  });

  it("finds exactly the keys that were changed", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...CONSTANT_TYPES)
          .chain((type) =>
            fc.tuple(fc.constant(type), fc.subarray(CONSTANT_SETS[type].fields.map((f) => f.key))),
          ),
        ([type, keys]) => {
          const from = defaults(type);
          const to = { ...from };
          for (const key of keys) to[key] = (from[key] ?? 0) + 1;
          expect(diffConstantValues(type, from, to).map((c) => c.key)).toEqual(keys);
        },
      ),
    );
  });
});

describe("docs/calculation-constants.md", () => {
  it("lists every key of every set with its version-1 value", async () => {
    const { readFileSync } = await import("node:fs");
    const doc = readFileSync(
      new URL("../../../docs/calculation-constants.md", import.meta.url),
      "utf8",
    );
    for (const type of CONSTANT_TYPES) {
      for (const [key, value] of Object.entries(CONSTANT_SETS[type].defaults)) {
        const shown = value === null ? "none" : String(value).replace(".", "\\.");
        expect(doc, key).toMatch(new RegExp(`\\|\\s*\`${key}\`\\s*\\|[^|]*\\|\\s*${shown}\\s*\\|`));
      }
    }
  });

  it("lists every key of each set the IPCC 2019 release changes with its version-2 value", async () => {
    const { readFileSync } = await import("node:fs");
    const doc = readFileSync(
      new URL("../../../docs/calculation-constants.md", import.meta.url),
      "utf8",
    );
    const cell = (v: number | null | undefined) =>
      v === null || v === undefined ? "none" : String(v).replace(".", "\\.");
    for (const type of CONSTANT_TYPES) {
      if (!IPCC_2019_RELEASE.changes[type]?.length) continue;
      const v1 = CONSTANT_SETS[type].defaults;
      const v2 = applyRelease(IPCC_2019_RELEASE, type, v1).values;
      for (const key of Object.keys(v1)) {
        const two = v2[key] === v1[key] ? cell(v2[key]) : `\\*\\*${cell(v2[key])}\\*\\*`;
        expect(doc, key).toMatch(
          new RegExp(
            `\\|\\s*\`${key}\`\\s*\\|[^|]*\\|\\s*${cell(v1[key])}\\s*\\|\\s*${two}\\s*\\|`,
          ),
        );
      }
    }
  });
});

describe("a constant's value checked in the browser without zod", () => {
  const fields = CONSTANT_TYPES.flatMap((type) => CONSTANT_SETS[type].fields);

  it("says what the saved version's schema says, for any value of any field", () => {
    const value = fc.oneof(
      fc.double(),
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.constantFrom(null, undefined, "", "12", Number.NaN, Infinity),
    );
    fc.assert(
      fc.property(fc.constantFrom(...fields), value, (field, v) => {
        const result = constantValueSchema(field).safeParse(v);
        const expected = result.success ? null : (result.error.issues[0]?.message ?? null);
        expect(valueProblem(field, v)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("finds each field's bounds: its minimum and maximum pass, just outside does not", () => {
    for (const field of fields) {
      expect(valueProblem(field, field.max)).toBeNull();
      expect(valueProblem(field, field.max + 1)).toBe(rangeMessage(field));
      if (!field.minExclusive) expect(valueProblem(field, field.min)).toBeNull();
      expect(valueProblem(field, field.min - 1)).toBe(rangeMessage(field));
    }
  });
});
