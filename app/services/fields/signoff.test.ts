// spec §4 'Signoff display labels' and 'Signoff per field per criterion', case by case, then for
// any combination of criterion values (decision 0070).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DOMINANT_LAND_USES,
  NATIVE_ECOSYSTEM_TYPES,
  SIGNOFF_CRITERIA,
  WETLAND_REASONS,
  type Signoff,
  type SignoffCriterion,
} from "~/shared/fields";
import {
  boundaryCriterion,
  combineSignoffs,
  criterionResults,
  DOMINANT_LAND_USE_LABELS,
  landConversionCriterion,
  landConversionYear,
  NATIVE_ECOSYSTEM_TYPE_LABELS,
  nativeEcosystemCriterion,
  ownershipCriterion,
  SIGNOFF_CRITERION_LABELS,
  signoffLabel,
  signoffPass,
  wetlandCriterion,
  WETLAND_REASON_LABELS,
  type FieldSignoffRecord,
} from "./signoff";

describe("spec §4 'Signoff display labels: null shows Not Done, true shows Passed, false shows Failed'", () => {
  it.each([
    [null, "Not Done"],
    [undefined, "Not Done"],
    [true, "Passed"],
    [false, "Failed"],
  ] as const)("shows %j as %j", (value, label) => expect(signoffLabel(value)).toBe(label));
});

describe("labels in plain words", () => {
  it("names the five criteria in the order shown", () => {
    expect(SIGNOFF_CRITERIA.map((c) => SIGNOFF_CRITERION_LABELS[c])).toEqual([
      "Boundary",
      "Wetland",
      "Ownership",
      "Land conversion",
      "Native ecosystem",
    ]);
  });

  it("explains each wetland reason", () => {
    expect(WETLAND_REASON_LABELS).toEqual({
      excluded: "Excluded from the field",
      notWetland: "Not a wetland on the ground",
      artificial: "Artificial (a dam or canal)",
      bufferedOut: "Wetland cut out of the field with a buffer",
    });
  });

  it("labels every native ecosystem type and land use, with no code left showing", () => {
    for (const [list, labels] of [
      [WETLAND_REASONS, WETLAND_REASON_LABELS],
      [NATIVE_ECOSYSTEM_TYPES, NATIVE_ECOSYSTEM_TYPE_LABELS],
      [DOMINANT_LAND_USES, DOMINANT_LAND_USE_LABELS],
    ] as const) {
      expect(Object.keys(labels).sort()).toEqual([...list].sort());
      for (const label of Object.values(labels)) expect(label).not.toMatch(/_|^[A-Z]+$/);
    }
  });
});

describe("boundary: the signoff as is", () => {
  it.each([
    [true, true],
    [false, false],
    [null, null],
    [undefined, null],
  ] as const)("boundarySignoff %j gives %j", (boundarySignoff, expected) =>
    expect(boundaryCriterion({ boundarySignoff })).toBe(expected),
  );
});

describe("spec §4 'Wetland passes if the signoff is true, or if it is false with a reason other than excluded'", () => {
  it.each<[Signoff | undefined, string | null | undefined, Signoff]>([
    [true, null, true],
    [true, "excluded", true],
    [false, "notWetland", true],
    [false, "artificial", true],
    [false, "bufferedOut", true],
    [false, "a reason typed before this version", true],
    [false, "excluded", false],
    [false, null, false],
    [false, undefined, false],
    [false, "", false],
    [false, "   ", false],
    // A reason alone decides nothing: undecided stays undecided.
    [null, "notWetland", null],
    [null, null, null],
    [undefined, "artificial", null],
  ])("wetlandSignoff %j with reason %j gives %j", (wetlandSignoff, wetlandReason, expected) =>
    expect(wetlandCriterion({ wetlandSignoff, wetlandReason })).toBe(expected),
  );
});

describe("spec §4 'Ownership is undecided when there are no farm boundaries'", () => {
  it.each<[Signoff | undefined, readonly string[] | null | undefined, Signoff]>([
    [true, [], null],
    [false, [], null],
    [true, null, null],
    [false, undefined, null],
    [null, [], null],
    [true, ["b1"], true],
    [false, ["b1", "b2"], false],
    [null, ["b1"], null],
  ])("ownershipSignoff %j with farmBoundaryIds %j gives %j", (ownershipSignoff, ids, expected) =>
    expect(ownershipCriterion({ ownershipSignoff, farmBoundaryIds: ids })).toBe(expected),
  );
});

describe("spec §4 'Land conversion passes if signed off, or the season is before 2018, or the degradation category is above 30, or naraValue is above 10 with conservationIndex below 30'", () => {
  const none = {
    landConversionSeason: null,
    degradationCategory: null,
    naraValue: null,
    conservationIndex: null,
  };
  it.each<[string, FieldSignoffRecord, Signoff]>([
    ["signed off", { ...none, landConversionSignoff: true }, true],
    ["season 2015 is before 2018", { ...none, landConversionSeason: 2015 }, true],
    ["season 2017 (2017/2018) is before 2018", { ...none, landConversionSeason: 2017 }, true],
    ["season 2018 is not before 2018", { ...none, landConversionSeason: 2018 }, null],
    ["an offset season 17 is 2017", { ...none, landConversionSeason: 17 }, true],
    ["an offset season 20 is 2020, not before 2018", { ...none, landConversionSeason: 20 }, null],
    ["degradation category 31 is above 30", { ...none, degradationCategory: 31 }, true],
    ["degradation category 30 is not above 30", { ...none, degradationCategory: 30 }, null],
    ["nara 11 with conservation 29", { ...none, naraValue: 11, conservationIndex: 29 }, true],
    ["nara 10 is not above 10", { ...none, naraValue: 10, conservationIndex: 0 }, null],
    ["conservation 30 is not below 30", { ...none, naraValue: 50, conservationIndex: 30 }, null],
    ["nara above 10 alone", { ...none, naraValue: 50 }, null],
    ["conservation below 30 alone", { ...none, conservationIndex: 5 }, null],
    ["nothing recorded, not signed off", { ...none, landConversionSignoff: false }, false],
    ["nothing recorded, undecided", { ...none, landConversionSignoff: null }, null],
    ["NaN is not recorded", { ...none, degradationCategory: Number.NaN }, null],
    [
      "an automatic pass wins over a false signoff ('passes if signed off, OR …')",
      { ...none, landConversionSignoff: false, degradationCategory: 45 },
      true,
    ],
    [
      "a false signoff with no automatic pass fails",
      {
        landConversionSignoff: false,
        landConversionSeason: 2020,
        degradationCategory: 12,
        naraValue: 4,
        conservationIndex: 80,
      },
      false,
    ],
  ])("%s", (_name, record, expected) => expect(landConversionCriterion(record)).toBe(expected));

  it("reads a land conversion season as a year, or an offset season as its starting year", () => {
    expect(landConversionYear(2015)).toBe(2015);
    expect(landConversionYear(15)).toBe(2015);
    expect(landConversionYear(-1)).toBe(1999);
    expect(landConversionYear(null)).toBeNull();
    expect(landConversionYear(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe("spec §4 'Native ecosystem passes if signed off. For grassland, bare natural, degraded forest/woodland, shrubland, thicket and herbland types it passes when the dominant land use is not UNDISTURBED. Cultivated and forest plantation types pass.'", () => {
  const sixTypes = [
    "GRASSLAND",
    "BARE_NATURAL",
    "DEGRADED_FOREST_WOODLAND",
    "SHRUBLAND",
    "THICKET",
    "HERBLAND",
  ] as const;

  it.each(sixTypes)("%s passes on land that is grazed, not undisturbed", (type) =>
    expect(
      nativeEcosystemCriterion({
        nativeEcosystemSignoff: null,
        nativeEcosystemType: type,
        dominantLandUse: "GRAZING",
      }),
    ).toBe(true),
  );

  it.each(sixTypes)(
    "%s on UNDISTURBED land is the signoff (false fails, null undecided)",
    (type) => {
      const record = { nativeEcosystemType: type, dominantLandUse: "UNDISTURBED" };
      expect(nativeEcosystemCriterion({ ...record, nativeEcosystemSignoff: false })).toBe(false);
      expect(nativeEcosystemCriterion({ ...record, nativeEcosystemSignoff: null })).toBeNull();
      expect(nativeEcosystemCriterion({ ...record, nativeEcosystemSignoff: true })).toBe(true);
    },
  );

  it.each(sixTypes)("%s with no land use recorded falls back to the signoff", (type) => {
    for (const dominantLandUse of [null, undefined, "", "  "]) {
      const record = { nativeEcosystemType: type, dominantLandUse };
      expect(nativeEcosystemCriterion({ ...record, nativeEcosystemSignoff: false })).toBe(false);
      expect(nativeEcosystemCriterion({ ...record, nativeEcosystemSignoff: null })).toBeNull();
    }
  });

  it.each(["CULTIVATED", "FOREST_PLANTATION"])(
    "%s passes whatever the land use, even against a false signoff",
    (type) => {
      for (const dominantLandUse of [null, "UNDISTURBED", "CROPPING"])
        expect(
          nativeEcosystemCriterion({
            nativeEcosystemSignoff: false,
            nativeEcosystemType: type,
            dominantLandUse,
          }),
        ).toBe(true);
    },
  );

  it.each<[string, FieldSignoffRecord, Signoff]>([
    ["signed off, no type", { nativeEcosystemSignoff: true }, true],
    ["not signed off, no type", { nativeEcosystemSignoff: false }, false],
    ["undecided, no type", { nativeEcosystemSignoff: null }, null],
    [
      "a type this version does not know is the signoff",
      { nativeEcosystemSignoff: false, nativeEcosystemType: "WETLAND", dominantLandUse: "GRAZING" },
      false,
    ],
    [
      "an automatic pass wins over a false signoff",
      { nativeEcosystemSignoff: false, nativeEcosystemType: "THICKET", dominantLandUse: "MIXED" },
      true,
    ],
    [
      "a land use without a type decides nothing",
      { nativeEcosystemSignoff: null, dominantLandUse: "GRAZING" },
      null,
    ],
  ])("%s", (_name, record, expected) => expect(nativeEcosystemCriterion(record)).toBe(expected));
});

describe("spec §4 'Overall signoffPass is false if any criterion is false, true if all are true, otherwise null'", () => {
  const allPassing: FieldSignoffRecord = {
    boundarySignoff: true,
    wetlandSignoff: true,
    ownershipSignoff: true,
    farmBoundaryIds: ["b1"],
    landConversionSignoff: true,
    nativeEcosystemSignoff: true,
  };

  it("passes a field whose five criteria all pass", () => {
    expect(criterionResults(allPassing)).toEqual({
      boundary: true,
      wetland: true,
      ownership: true,
      landConversion: true,
      nativeEcosystem: true,
    });
    expect(signoffPass(allPassing)).toBe(true);
  });

  it("leaves a field with no farm boundaries undecided, however the rest is signed off", () =>
    expect(signoffPass({ ...allPassing, farmBoundaryIds: [] })).toBeNull());

  it("fails a field with one failed criterion even when others are undecided", () =>
    expect(signoffPass({ boundarySignoff: false })).toBe(false));

  it("leaves a field nobody has checked undecided", () => expect(signoffPass({})).toBeNull());

  it("passes a field whose checks pass by the data alone except boundary and ownership", () =>
    expect(
      signoffPass({
        boundarySignoff: true,
        wetlandSignoff: false,
        wetlandReason: "artificial",
        ownershipSignoff: true,
        farmBoundaryIds: ["b1"],
        landConversionSeason: 2012,
        nativeEcosystemType: "CULTIVATED",
      }),
    ).toBe(true));
});

// ---- Properties: any combination of criterion values -----------------------------------------

const signoff = fc.constantFrom<Signoff>(true, false, null);
const storedSignoff = fc.constantFrom<Signoff | undefined>(true, false, null, undefined);
const undecided = fc.constantFrom<Signoff | undefined>(null, undefined);
const anyText = fc.option(fc.string({ maxLength: 12 }), { nil: null });
const ids = fc.array(fc.uuid(), { minLength: 1, maxLength: 3 });
const noIds = fc.constantFrom<readonly string[] | null | undefined>([], null, undefined);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

/** Record fields that make one criterion come out `target`, in every way §4 allows. */
const criterionFields: Record<
  SignoffCriterion,
  (target: Signoff) => fc.Arbitrary<Partial<FieldSignoffRecord>>
> = {
  boundary: (target) => fc.constant({ boundarySignoff: target }),
  wetland: (target) =>
    target === true
      ? fc.oneof(
          fc.record({ wetlandSignoff: fc.constant(true), wetlandReason: anyText }),
          fc.record({
            wetlandSignoff: fc.constant(false),
            wetlandReason: fc.constantFrom("notWetland", "artificial", "bufferedOut", "other"),
          }),
        )
      : target === false
        ? fc.record({
            wetlandSignoff: fc.constant(false),
            wetlandReason: fc.constantFrom(null, "", " ", "excluded"),
          })
        : fc.record({ wetlandSignoff: undecided, wetlandReason: anyText }),
  ownership: (target) =>
    target === null
      ? fc.oneof(
          fc.record({ ownershipSignoff: storedSignoff, farmBoundaryIds: noIds }),
          fc.record({ ownershipSignoff: undecided, farmBoundaryIds: ids }),
        )
      : fc.record({ ownershipSignoff: fc.constant(target), farmBoundaryIds: ids }),
  landConversion: (target) => {
    const noAutomaticPass = fc.record({
      landConversionSeason: maybe(fc.integer({ min: 2018, max: 2100 })),
      degradationCategory: maybe(fc.double({ min: -100, max: 30, noNaN: true })),
      naraValue: maybe(fc.double({ min: -100, max: 10, noNaN: true })),
      conservationIndex: maybe(fc.double({ min: -100, max: 1000, noNaN: true })),
    });
    const noPassByConservation = fc.record({
      landConversionSeason: maybe(fc.integer({ min: 18, max: 99 })),
      degradationCategory: maybe(fc.double({ min: -100, max: 30, noNaN: true })),
      naraValue: maybe(fc.double({ min: 10.0001, max: 1000, noNaN: true })),
      conservationIndex: maybe(fc.double({ min: 30, max: 1000, noNaN: true })),
    });
    const failing = fc.oneof(noAutomaticPass, noPassByConservation);
    if (target === false)
      return failing.map((r) => ({ ...r, landConversionSignoff: false as Signoff }));
    if (target === null)
      return fc.tuple(failing, undecided).map(([r, s]) => ({ ...r, landConversionSignoff: s }));
    return fc.oneof(
      fc.record({
        landConversionSignoff: fc.constant(true),
        degradationCategory: maybe(fc.double({ noNaN: true })),
      }),
      fc.record({
        landConversionSignoff: storedSignoff,
        landConversionSeason: fc.integer({ min: 1950, max: 2017 }),
      }),
      fc.record({
        landConversionSignoff: storedSignoff,
        landConversionSeason: fc.integer({ min: -50, max: 17 }),
      }),
      fc.record({
        landConversionSignoff: storedSignoff,
        degradationCategory: fc.double({ min: 30.0001, max: 1e6, noNaN: true }),
      }),
      fc.record({
        landConversionSignoff: storedSignoff,
        naraValue: fc.double({ min: 10.0001, max: 1e6, noNaN: true }),
        conservationIndex: fc.double({ min: -1e6, max: 29.9999, noNaN: true }),
      }),
    );
  },
  nativeEcosystem: (target) => {
    const sixTypes = fc.constantFrom(
      "GRASSLAND",
      "BARE_NATURAL",
      "DEGRADED_FOREST_WOODLAND",
      "SHRUBLAND",
      "THICKET",
      "HERBLAND",
    );
    const noAutomaticPass = fc.oneof(
      fc.record({
        nativeEcosystemType: fc.constant(null),
        dominantLandUse: maybe(fc.constantFrom(...DOMINANT_LAND_USES)),
      }),
      fc.record({
        nativeEcosystemType: sixTypes,
        dominantLandUse: fc.constantFrom(null, "", "UNDISTURBED"),
      }),
    );
    if (target === false)
      return noAutomaticPass.map((r) => ({ ...r, nativeEcosystemSignoff: false as Signoff }));
    if (target === null)
      return fc
        .tuple(noAutomaticPass, undecided)
        .map(([r, s]) => ({ ...r, nativeEcosystemSignoff: s }));
    return fc.oneof(
      fc.record({
        nativeEcosystemSignoff: fc.constant(true),
        nativeEcosystemType: maybe(fc.constantFrom(...NATIVE_ECOSYSTEM_TYPES)),
      }),
      fc.record({
        nativeEcosystemSignoff: storedSignoff,
        nativeEcosystemType: fc.constantFrom("CULTIVATED", "FOREST_PLANTATION"),
        dominantLandUse: maybe(fc.constantFrom(...DOMINANT_LAND_USES)),
      }),
      fc.record({
        nativeEcosystemSignoff: storedSignoff,
        nativeEcosystemType: sixTypes,
        dominantLandUse: fc.constantFrom("GRAZING", "CROPPING", "MIXED", "OTHER"),
      }),
    );
  },
};

/** Any five criterion values, with a record that produces exactly them. */
const targetsAndRecord = fc
  .record({
    boundary: signoff,
    wetland: signoff,
    ownership: signoff,
    landConversion: signoff,
    nativeEcosystem: signoff,
  })
  .chain((targets) =>
    fc
      .tuple(...SIGNOFF_CRITERIA.map((c) => criterionFields[c](targets[c])))
      .map((parts) => ({ targets, record: Object.assign({}, ...parts) as FieldSignoffRecord })),
  );

describe("signoffPass for any combination of criterion values (spec §4)", () => {
  it("computes each criterion as §4 says, whichever way the record reaches it", () =>
    fc.assert(
      fc.property(targetsAndRecord, ({ targets, record }) => {
        expect(criterionResults(record)).toEqual(targets);
      }),
    ));

  it("is false whenever any criterion is false", () =>
    fc.assert(
      fc.property(targetsAndRecord, ({ targets, record }) => {
        const anyFalse = Object.values(targets).includes(false);
        expect(signoffPass(record) === false).toBe(anyFalse);
      }),
    ));

  it("is true exactly when all five criteria are true", () =>
    fc.assert(
      fc.property(targetsAndRecord, ({ targets, record }) => {
        const allTrue = Object.values(targets).every((v) => v === true);
        expect(signoffPass(record) === true).toBe(allTrue);
      }),
    ));

  it("is null exactly when none is false and at least one is undecided", () =>
    fc.assert(
      fc.property(targetsAndRecord, ({ targets, record }) => {
        const values = Object.values(targets);
        const expected = !values.includes(false) && values.includes(null);
        expect(signoffPass(record) === null).toBe(expected);
      }),
    ));

  it("combines the five values the same way, whatever their order", () =>
    fc.assert(
      fc.property(fc.array(signoff, { minLength: 5, maxLength: 5 }), (values) => {
        const results = Object.fromEntries(
          SIGNOFF_CRITERIA.map((c, i) => [c, values[i] ?? null]),
        ) as Record<SignoffCriterion, Signoff>;
        const expected = values.includes(false) ? false : values.every((v) => v) ? true : null;
        expect(combineSignoffs(results)).toBe(expected);
      }),
    ));

  it("never fails a field that a criterion's signoff alone would not fail (an automatic rule only passes)", () =>
    fc.assert(
      fc.property(targetsAndRecord, ({ record }) => {
        const results = criterionResults(record);
        if (results.landConversion === false) expect(record.landConversionSignoff).toBe(false);
        if (results.nativeEcosystem === false) expect(record.nativeEcosystemSignoff).toBe(false);
        if (results.wetland === false) expect(record.wetlandSignoff).toBe(false);
      }),
    ));
});
