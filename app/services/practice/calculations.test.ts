// spec §5 'Calculations' and §9 'Livestock unit factors', 'Size classes' (decision 0074).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { round } from "~/services/kit/format";
import { FACTOR_TYPES, HERD_TYPES, type FactorType, type FrameSize } from "~/shared/practice";
import {
  dateOfDay,
  dayNumber,
  daysInWindow,
  fertiliserFactor,
  frameSizeOptions,
  headCount,
  livestockUnitFactor,
  livestockUnits,
  livestockUnitsPerMonth,
  nutrientsApplied,
  nutrientsPerField,
  formulaInput,
  nutrientsOfInput,
  seasonMonths,
  type FertiliserInput,
  type LivestockUnitsPerMonthInput,
} from "./calculations";
import { CONSTANT_SETS, livestockFactorTable, sizeClassesKg } from "~/services/constants/sets";

// spec §9's tables as version 1 of the livestock constants gives them (seeded from the spec).
const LIVESTOCK_UNIT_FACTORS = livestockFactorTable(CONSTANT_SETS.livestock.defaults);
const SIZE_CLASSES = sizeClassesKg(CONSTANT_SETS.livestock.defaults);

/** Equal within a relative tolerance (floats). */
function close(a: number, b: number) {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

describe("spec §3 'Frame size options' with §9 'Size classes (kg)'", () => {
  const cattle = [
    { value: "small", label: "Small (250–399 kg)" },
    { value: "medium", label: "Medium (400–699 kg)" },
    { value: "large", label: "Large (700+ kg)" },
    { value: "other", label: "Other" },
  ];

  it("gives beef cattle small, medium, large and other with the kg classes", () =>
    expect(frameSizeOptions("beef", SIZE_CLASSES)).toEqual(cattle));

  it("'Beef and dairy share the same set'", () =>
    expect(frameSizeOptions("dairy", SIZE_CLASSES)).toEqual(
      frameSizeOptions("beef", SIZE_CLASSES),
    ));

  it("labels the sizes with the size classes it is given (the version in force), bare without", () => {
    const moved = sizeClassesKg({
      ...CONSTANT_SETS.livestock.defaults,
      beefDairyMediumFromKg: 420,
    });
    expect(frameSizeOptions("beef", moved).map((o) => o.label)).toEqual([
      "Small (250–419 kg)",
      "Medium (420–699 kg)",
      "Large (700+ kg)",
      "Other",
    ]);
    expect(frameSizeOptions("beef").map((o) => o.label)).toEqual([
      "Small",
      "Medium",
      "Large",
      "Other",
    ]);
  });

  it.each(["sheep", "goats", "pigs"] as const)("'Other species give no options': %s", (type) =>
    expect(frameSizeOptions(type)).toEqual([]),
  );

  it("offers only frame sizes a factor exists for, or 'other'", () => {
    for (const type of HERD_TYPES) {
      for (const option of frameSizeOptions(type)) {
        const found = livestockUnitFactor(type, option.value, LIVESTOCK_UNIT_FACTORS);
        expect(found.factor === null).toBe(option.value === "other");
      }
    }
  });
});

describe("spec §9 'Livestock unit factors'", () => {
  it.each<[FactorType, FrameSize | null, number]>([
    ["beef", "small", 0.869],
    ["beef", "medium", 1],
    ["beef", "large", 1.557],
    ["dairy", "small", 0.889],
    ["dairy", "medium", 1.402],
    ["dairy", "large", 1.754],
  ])("%s cattle of frame size %s have the factor %d", (type, frameSize, factor) =>
    expect(livestockUnitFactor(type, frameSize, LIVESTOCK_UNIT_FACTORS)).toEqual({ factor }),
  );

  it.each<[FactorType, FrameSize | null, number]>([
    ["sheep", null, 0.263],
    ["sheep", "large", 0.263],
    ["goats", null, 0.226],
    ["goats", "small", 0.226],
  ])(
    "%s have no frame-size options, so the medium factor is used (frame size %s → %d)",
    (type, frameSize, factor) =>
      expect(livestockUnitFactor(type, frameSize, LIVESTOCK_UNIT_FACTORS)).toEqual({ factor }),
  );

  it.each<[FactorType, FrameSize | null, string]>([
    [
      "beef",
      "other",
      "Beef cattle of frame size 'Other' have no livestock-unit factor, so eLSU cannot be worked out for this herd.",
    ],
    [
      "dairy",
      "other",
      "Dairy cattle of frame size 'Other' have no livestock-unit factor, so eLSU cannot be worked out for this herd.",
    ],
    ["beef", null, "This beef cattle herd has no frame size, so eLSU cannot be worked out for it."],
    [
      "pigs",
      "medium",
      "Pigs have no livestock-unit factor, so eLSU cannot be worked out for this herd.",
    ],
    [
      "broilerChickens",
      null,
      "Broiler chickens have no livestock-unit factor, so eLSU cannot be worked out for this herd.",
    ],
    [
      "layingChickens",
      null,
      "Laying chickens have no livestock-unit factor, so eLSU cannot be worked out for this herd.",
    ],
  ])("%s (frame size %s) has no factor and says why", (type, frameSize, reason) =>
    expect(livestockUnitFactor(type, frameSize, LIVESTOCK_UNIT_FACTORS)).toEqual({
      factor: null,
      reason,
    }),
  );

  it("never invents a factor: every factor given is one of §9's table", () => {
    for (const type of FACTOR_TYPES) {
      for (const frameSize of ["small", "medium", "large", "other", null] as const) {
        const { factor } = livestockUnitFactor(type, frameSize, LIVESTOCK_UNIT_FACTORS);
        const row = LIVESTOCK_UNIT_FACTORS[type];
        if (factor === null) continue;
        expect(row && Object.values(row)).toContain(factor);
      }
    }
  });
});

describe("dates as whole days", () => {
  it.each<[string, string, string | undefined, string | undefined, number]>([
    ["2026-08-01", "2026-08-01", undefined, undefined, 1],
    ["2026-08-01", "2026-08-03", undefined, undefined, 3],
    ["2026-07-01", "2027-06-30", undefined, undefined, 365],
    ["2027-07-01", "2028-06-30", undefined, undefined, 366],
    ["2026-08-20", "2026-09-10", "2026-08-01", "2026-08-31", 12],
    ["2026-08-20", "2026-09-10", "2026-09-01", "2026-09-30", 10],
    ["2026-08-20", "2026-09-10", "2026-10-01", "2026-10-31", 0],
    ["2026-08-03", "2026-08-01", undefined, undefined, 0],
    ["2026-02-30", "2026-03-02", undefined, undefined, 0],
    ["1 August 2026", "2026-08-03", undefined, undefined, 0],
    ["2028-02-27", "2028-03-01", undefined, undefined, 4],
  ])("from %s to %s within [%s, %s] is %d days", (start, end, from, to, days) =>
    expect(daysInWindow(start, end, from, to)).toBe(days),
  );

  const day = fc.integer({ min: dayNumber("2020-01-01") ?? 0, max: dayNumber("2035-12-31") ?? 0 });

  it("reads and writes calendar dates the same way", () =>
    fc.assert(fc.property(day, (d) => dayNumber(dateOfDay(d)) === d)));

  it("adds up over adjacent windows: [a, c] and [c+1, b] together are [a, b]", () =>
    fc.assert(
      fc.property(day, day, day, day, fc.integer({ min: 0, max: 400 }), (s, e, a, b, split) => {
        const [lower, upper] = a <= b ? [a, b] : [b, a];
        const middle = Math.min(lower + split, upper);
        const [start, end, from, mid, next, to] = [s, e, lower, middle, middle + 1, upper].map(
          dateOfDay,
        ) as [string, string, string, string, string, string];
        return (
          daysInWindow(start, end, from, mid) + daysInWindow(start, end, next, to) ===
          daysInWindow(start, end, from, to)
        );
      }),
    ));
});

describe("spec §5 'Livestock units per month'", () => {
  it("counts half of the juveniles: (mature + half of juveniles)", () => {
    expect(headCount(10, 4)).toBe(12);
    expect(headCount(0, 1)).toBe(0.5);
  });

  it.each<[string, Parameters<typeof livestockUnits>[0], number | null]>([
    [
      "(10 + 4/2) × 31 days × 12/24 ÷ 6 ha = 31",
      { mature: 10, juvenile: 4, days: 31, hoursOnField: 12, areaHectares: 6, mode: "LSU" },
      31,
    ],
    [
      "a whole day on the field: 20 × 10 days × 24/24 ÷ 50 ha = 4",
      { mature: 20, juvenile: 0, days: 10, hoursOnField: 24, areaHectares: 50, mode: "LSU" },
      4,
    ],
    [
      "eLSU uses the factor: large dairy 1.754 × 12 × 31 × 12/24 ÷ 6 = 54.374",
      {
        mature: 10,
        juvenile: 4,
        days: 31,
        hoursOnField: 12,
        areaHectares: 6,
        mode: "eLSU",
        factor: 1.754,
      },
      54.374,
    ],
    [
      "the LSU mode ignores a factor",
      {
        mature: 10,
        juvenile: 4,
        days: 31,
        hoursOnField: 12,
        areaHectares: 6,
        mode: "LSU",
        factor: 1.754,
      },
      31,
    ],
    [
      "eLSU without a factor cannot be worked out",
      { mature: 10, juvenile: 4, days: 31, hoursOnField: 12, areaHectares: 6, mode: "eLSU" },
      null,
    ],
    [
      "eLSU with a null factor (pigs) cannot be worked out",
      {
        mature: 10,
        juvenile: 4,
        days: 31,
        hoursOnField: 12,
        areaHectares: 6,
        mode: "eLSU",
        factor: null,
      },
      null,
    ],
    [
      "no area cannot be divided by",
      { mature: 10, juvenile: 4, days: 31, hoursOnField: 12, areaHectares: 0, mode: "LSU" },
      null,
    ],
  ])("%s", (_name, input, expected) => {
    const value = livestockUnits(input);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 9);
  });

  it.each(
    FACTOR_TYPES.flatMap((type) =>
      (["small", "medium", "large"] as const).map((frameSize) => [type, frameSize] as const),
    ),
  )("eLSU for %s of frame size %s is the factor × the LSU, or none", (type, frameSize) => {
    const base = { mature: 7, juvenile: 3, days: 30, hoursOnField: 8, areaHectares: 12.5 };
    const lsu = livestockUnits({ ...base, mode: "LSU" }) ?? NaN;
    const found = livestockUnitFactor(type, frameSize, LIVESTOCK_UNIT_FACTORS);
    const elsu = livestockUnits({ ...base, mode: "eLSU", factor: found.factor });
    if (found.factor === null) expect(elsu).toBeNull();
    else expect(elsu).toBeCloseTo(found.factor * lsu, 9);
  });

  const input = fc.record({
    mature: fc.integer({ min: 0, max: 5000 }),
    juvenile: fc.integer({ min: 0, max: 5000 }),
    days: fc.integer({ min: 0, max: 31 }),
    hoursOnField: fc.double({ min: 0.25, max: 24, noNaN: true }),
    areaHectares: fc.double({ min: 0.01, max: 10_000, noNaN: true }),
    mode: fc.constantFrom("LSU" as const, "eLSU" as const),
    factor: fc.constantFrom(0.869, 1, 1.557, 0.889, 1.402, 1.754, 0.141, 0.263, 0.339, 0.132),
  });

  it("scales linearly with the hours on the field", () =>
    fc.assert(
      fc.property(input, fc.double({ min: 0.01, max: 1, noNaN: true }), (lsu, k) =>
        close(
          livestockUnits({ ...lsu, hoursOnField: lsu.hoursOnField * k }) ?? NaN,
          k * (livestockUnits(lsu) ?? NaN),
        ),
      ),
    ));

  it("scales linearly with the head count", () =>
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 20 }), (lsu, k) =>
        close(
          livestockUnits({ ...lsu, mature: lsu.mature * k, juvenile: lsu.juvenile * k }) ?? NaN,
          k * (livestockUnits(lsu) ?? NaN),
        ),
      ),
    ));

  it("halves when the area doubles", () =>
    fc.assert(
      fc.property(input, (lsu) =>
        close(
          livestockUnits({ ...lsu, areaHectares: lsu.areaHectares * 2 }) ?? NaN,
          (livestockUnits(lsu) ?? NaN) / 2,
        ),
      ),
    ));
});

describe("seasons of twelve months", () => {
  it("runs season 26 from July 2026 to June 2027 with 0-based months", () => {
    const months = seasonMonths(26);
    expect(months[0]).toEqual({ year: 2026, month: 6 });
    expect(months[5]).toEqual({ year: 2026, month: 11 });
    expect(months[6]).toEqual({ year: 2027, month: 0 });
    expect(months[11]).toEqual({ year: 2027, month: 5 });
  });

  it("covers 12 distinct months, each month of the year once", () =>
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 80 }), (season) => {
        const months = seasonMonths(season);
        return (
          months.length === 12 &&
          new Set(months.map((m) => `${m.year}-${m.month}`)).size === 12 &&
          new Set(months.map((m) => m.month)).size === 12
        );
      }),
    ));
});

describe("livestock units per field and month of a season", () => {
  const base: LivestockUnitsPerMonthInput = {
    factors: LIVESTOCK_UNIT_FACTORS,
    season: 26,
    herds: [
      { id: "h1", type: "beef", frameSize: "large", name: "North herd" },
      { id: "h2", type: "pigs", frameSize: null, name: "Sows" },
    ],
    numbers: [
      { herdId: "h1", year: 2026, month: 7, mature: 10, juvenile: 4 },
      { herdId: "h1", year: 2026, month: 8, mature: 8, juvenile: 0 },
      { herdId: "h2", year: 2026, month: 7, mature: 30, juvenile: 0 },
    ],
    events: [
      {
        id: "e1",
        herdId: "h1",
        fieldIds: ["f1", "f2"],
        startDate: "2026-08-20",
        endDate: "2026-09-10",
        hoursOnField: 12,
      },
    ],
    fieldAreas: { f1: 2, f2: 4, f3: 10 },
    mode: "LSU",
  };

  it("splits an event over the months it touches and adds it to every field grazed", () => {
    // August: 12 × 12 days × 12/24 ÷ 6 ha = 12; September: 8 × 10 days × 12/24 ÷ 6 ha = 6.67.
    expect(livestockUnitsPerMonth(base)).toEqual({
      cells: [
        { fieldId: "f1", year: 2026, month: 7, value: 12 },
        { fieldId: "f1", year: 2026, month: 8, value: 6.67 },
        { fieldId: "f2", year: 2026, month: 7, value: 12 },
        { fieldId: "f2", year: 2026, month: 8, value: 6.67 },
      ],
      notes: [],
    });
  });

  it("sums the events on a field in a month before rounding", () => {
    const result = livestockUnitsPerMonth({
      ...base,
      events: [
        // 8 head × 1 day × 1/24 ÷ 10 ha = 0.0333… twice: 0.0667 → 0.07 (rounded each: 0.06).
        {
          id: "a",
          herdId: "h1",
          fieldIds: ["f3"],
          startDate: "2026-09-01",
          endDate: "2026-09-01",
          hoursOnField: 1,
        },
        {
          id: "b",
          herdId: "h1",
          fieldIds: ["f3"],
          startDate: "2026-09-02",
          endDate: "2026-09-02",
          hoursOnField: 1,
        },
      ],
    });
    expect(result.cells).toEqual([{ fieldId: "f3", year: 2026, month: 8, value: 0.07 }]);
  });

  it("weighs by the factor in the eLSU mode (large beef: 1.557)", () => {
    const result = livestockUnitsPerMonth({ ...base, mode: "eLSU", herds: [base.herds[0]!] });
    expect(result.cells.find((c) => c.fieldId === "f1" && c.month === 7)?.value).toBe(
      round(12 * 1.557),
    );
    expect(result.notes).toEqual([]);
  });

  it("leaves out an eLSU herd without a factor and says why", () => {
    const result = livestockUnitsPerMonth({
      ...base,
      mode: "eLSU",
      events: [
        {
          id: "p",
          herdId: "h2",
          fieldIds: ["f3"],
          startDate: "2026-08-01",
          endDate: "2026-08-05",
          hoursOnField: 4,
        },
      ],
    });
    expect(result.cells).toEqual([]);
    expect(result.notes).toEqual([
      "Sows: Pigs have no livestock-unit factor, so eLSU cannot be worked out for this herd.",
    ]);
  });

  it("counts a month without livestock numbers as 0 and names the herd and month once", () => {
    const result = livestockUnitsPerMonth({
      ...base,
      events: [
        {
          id: "x",
          herdId: "h1",
          fieldIds: ["f3"],
          startDate: "2026-10-01",
          endDate: "2026-10-02",
          hoursOnField: 4,
        },
        {
          id: "y",
          herdId: "h1",
          fieldIds: ["f3"],
          startDate: "2026-10-05",
          endDate: "2026-10-06",
          hoursOnField: 4,
        },
      ],
    });
    expect(result.cells).toEqual([{ fieldId: "f3", year: 2026, month: 9, value: 0 }]);
    expect(result.notes).toEqual([
      "There are no livestock numbers for North herd in October 2026; its grazing that month counts as 0.",
    ]);
  });

  it("leaves out an event on a field of unknown area with a note", () => {
    const result = livestockUnitsPerMonth({
      ...base,
      events: [{ ...base.events[0]!, fieldIds: ["f1", "gone"] }],
    });
    expect(result.cells).toEqual([]);
    expect(result.notes).toEqual([
      "The grazing of North herd from 20 August 2026 to 10 September 2026 is on a field whose area is not known; it is left out.",
    ]);
  });

  it("counts only the days inside the season", () => {
    const result = livestockUnitsPerMonth({
      ...base,
      numbers: [{ herdId: "h1", year: 2026, month: 6, mature: 24, juvenile: 0 }],
      events: [
        {
          id: "z",
          herdId: "h1",
          fieldIds: ["f3"],
          startDate: "2026-06-25",
          endDate: "2026-07-05",
          hoursOnField: 24,
        },
      ],
    });
    // July 1–5 only: 24 × 5 × 1 ÷ 10 = 12.
    expect(result.cells).toEqual([{ fieldId: "f3", year: 2026, month: 6, value: 12 }]);
  });
});

describe("spec §5 'Fertilizer factor'", () => {
  const npk: FertiliserInput = {
    npkType: "npk",
    applicationRate: 200,
    nutrientPercent: 50,
    nitrogen: 2,
    phosphorus: 3,
    potassium: 2,
  };

  it("npk: applicationRate × nutrientPercent/100 × (sum of N, P and K): 200 × 50/100 × 7 = 700", () =>
    expect(fertiliserFactor(npk)).toBe(700));

  it("nutrient: applicationRate/100: 250 → 2.5 (nutrientPercent and N, P, K play no part)", () =>
    expect(
      fertiliserFactor({
        npkType: "nutrient",
        applicationRate: 250,
        nutrientPercent: 99,
        nitrogen: 46,
        phosphorus: 0,
        potassium: 0,
      }),
    ).toBe(2.5));

  it("npk without a nutrientPercent gives a factor of 0", () =>
    expect(fertiliserFactor({ ...npk, nutrientPercent: null })).toBe(0));

  it.each<[string, FertiliserInput, { nitrogen: number; phosphorus: number; potassium: number }]>([
    [
      "npk 2:3:2 at 200 and 50 %: each × 700",
      npk,
      { nitrogen: 1400, phosphorus: 2100, potassium: 1400 },
    ],
    [
      "urea as nutrient at 250: 46 × 2.5 = 115",
      { npkType: "nutrient", applicationRate: 250, nitrogen: 46, phosphorus: 0, potassium: 0 },
      { nitrogen: 115, phosphorus: 0, potassium: 0 },
    ],
    [
      "rounded to 1 decimal: 10 × 0.33 = 3.3, 15 × 0.33 = 4.95 → 5, 7 × 0.33 = 2.31 → 2.3",
      { npkType: "nutrient", applicationRate: 33, nitrogen: 10, phosphorus: 15, potassium: 7 },
      { nitrogen: 3.3, phosphorus: 5, potassium: 2.3 },
    ],
    [
      "a tiny amount rounds to 0: 0.5 × 3/100 × 0.79 × 0.33 = 0.004 → 0",
      {
        npkType: "npk",
        applicationRate: 0.5,
        nutrientPercent: 3,
        nitrogen: 0.21,
        phosphorus: 0.33,
        potassium: 0.25,
      },
      { nitrogen: 0, phosphorus: 0, potassium: 0 },
    ],
    [
      "a value that is not a number counts as 0",
      {
        npkType: "nutrient",
        applicationRate: 100,
        nitrogen: Number.NaN,
        phosphorus: 12,
        potassium: 3,
      },
      { nitrogen: 0, phosphorus: 12, potassium: 3 },
    ],
  ])("N, P and K each × the factor, 1 decimal: %s", (_name, input, expected) =>
    expect(nutrientsApplied(input)).toEqual(expected),
  );

  it("never gives negative zero (spec §5 'Negative zero becomes 0')", () => {
    const applied = nutrientsApplied({
      npkType: "nutrient",
      applicationRate: -10,
      nitrogen: 0,
      phosphorus: 0,
      potassium: 0,
    });
    expect(Object.is(applied.nitrogen, 0)).toBe(true);
    expect(Object.is(applied.phosphorus, 0)).toBe(true);
    expect(Object.is(applied.potassium, 0)).toBe(true);
  });

  it("sums each field's rounded inputs and rounds the sum to 1 decimal", () =>
    expect(
      nutrientsPerField([
        {
          fieldId: "f1",
          npkType: "nutrient",
          applicationRate: 1,
          nitrogen: 10,
          phosphorus: 20,
          potassium: 0,
        },
        {
          fieldId: "f1",
          npkType: "nutrient",
          applicationRate: 1,
          nitrogen: 20,
          phosphorus: 10,
          potassium: 0,
        },
        { fieldId: "f2", ...npk },
      ]),
    ).toEqual({
      // 0.1 + 0.2 would be 0.30000000000000004 without the final rounding.
      f1: { nitrogen: 0.3, phosphorus: 0.3, potassium: 0 },
      // The blend's ratio as shares (decision 0074): 200 × 50/100 × 1 = 100 → 2/7, 3/7, 2/7 of it.
      f2: { nitrogen: 28.6, phosphorus: 42.9, potassium: 28.6 },
    }));

  it("reads an npk blend's ratio as shares of its nutrients: 200 kg/ha of 2:3:2 (22) gives N 12.6, P 18.9, K 12.6 kg/ha", () => {
    const blend: FertiliserInput = {
      npkType: "npk",
      applicationRate: 200,
      nutrientPercent: 22,
      nitrogen: 2,
      phosphorus: 3,
      potassium: 2,
    };
    expect(formulaInput(blend)).toMatchObject({
      nitrogen: 2 / 7,
      phosphorus: 3 / 7,
      potassium: 2 / 7,
    });
    expect(fertiliserFactor(formulaInput(blend))).toBeCloseTo(44, 10);
    expect(nutrientsOfInput(blend)).toEqual({ nitrogen: 12.6, phosphorus: 18.9, potassium: 12.6 });
  });

  it("uses a single nutrient's percentages as typed: 150 kg/ha of LAN (28 % N) gives N 42", () =>
    expect(
      nutrientsOfInput({
        npkType: "nutrient",
        applicationRate: 150,
        nitrogen: 28,
        phosphorus: 0,
        potassium: 0,
      }),
    ).toEqual({ nitrogen: 42, phosphorus: 0, potassium: 0 }));

  it("leaves a blend already given as shares unchanged, and a blend without a ratio at 0", () => {
    const shares: FertiliserInput = {
      npkType: "npk",
      applicationRate: 100,
      nutrientPercent: 30,
      nitrogen: 0.5,
      phosphorus: 0.25,
      potassium: 0.25,
    };
    expect(formulaInput(shares)).toEqual(shares);
    expect(nutrientsOfInput({ ...shares, nitrogen: 0, phosphorus: 0, potassium: 0 })).toEqual({
      nitrogen: 0,
      phosphorus: 0,
      potassium: 0,
    });
  });

  it("never changes a blend's result when its ratio is scaled (2:3:2 is 4:6:4)", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 2, max: 10 }),
        (n, p, k, scale) => {
          const blend: FertiliserInput = {
            npkType: "npk",
            applicationRate: 250,
            nutrientPercent: 22,
            nitrogen: n,
            phosphorus: p,
            potassium: k,
          };
          const scaled = {
            ...blend,
            nitrogen: n * scale,
            phosphorus: p * scale,
            potassium: k * scale,
          };
          expect(nutrientsOfInput(scaled)).toEqual(nutrientsOfInput(blend));
        },
      ),
    ));

  const fertiliser = fc.record({
    npkType: fc.constantFrom("npk" as const, "nutrient" as const),
    applicationRate: fc.double({ min: 0, max: 5000, noNaN: true }),
    nutrientPercent: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
    nitrogen: fc.double({ min: 0, max: 100, noNaN: true }),
    phosphorus: fc.double({ min: 0, max: 100, noNaN: true }),
    potassium: fc.double({ min: 0, max: 100, noNaN: true }),
  });

  it("gives values that re-rounding to 1 decimal never changes", () =>
    fc.assert(
      fc.property(fertiliser, (input) => {
        const applied = nutrientsApplied(input);
        return Object.values(applied).every((value) => round(value, 1) === value);
      }),
    ));
});

describe("spec §5 'The rounding helper'", () => {
  it.each<[unknown, number | undefined, number]>([
    [2.345, undefined, 2.35],
    [1.005, undefined, 1.01],
    [-0, undefined, 0],
    [-0.001, undefined, 0],
    ["abc", undefined, 0],
    [null, undefined, 0],
    [Number.NaN, undefined, 0],
    [4.95, 1, 5],
    [0.35000000000000003, 1, 0.4],
  ])("round(%s, %s) is %s", (value, decimals, expected) => {
    const rounded = round(value, decimals);
    expect(rounded).toBe(expected);
    expect(Object.is(rounded, -0)).toBe(false);
  });

  it("is idempotent: round(round(x)) === round(x)", () =>
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 6 }),
        (x, d) => Object.is(round(round(x, d), d), round(x, d)),
      ),
    ));
});
