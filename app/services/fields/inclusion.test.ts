// spec §4 'Field inclusion: a field counts as included unless its status is NOT_INCLUDED, its
// signoff result is explicitly false, or its inclusion is "excluded"' (decision 0070: a DELETED
// field never counts either).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FIELD_STATUSES, type FieldStatus, type Signoff } from "~/shared/fields";
import { includedHectares, isFieldIncluded, type FieldAreaRecord } from "./inclusion";

describe("spec §4 'Field inclusion'", () => {
  it.each<[string, FieldStatus, Signoff | undefined, string | null | undefined, boolean]>([
    ["a mapped field nobody has signed off counts", "UPLOADED", null, "included", true],
    [
      "an undecided signoff counts (only an explicit false takes it out)",
      "NOT_STARTED",
      null,
      null,
      true,
    ],
    ["a missing inclusion counts", "DRAWN", true, undefined, true],
    ["a passed field with practice data counts", "COMPLETE", true, "included", true],
    ["status NOT_INCLUDED takes it out", "NOT_INCLUDED", true, "included", false],
    ["a signoff result explicitly false takes it out", "IN_PROGRESS", false, "included", false],
    ["inclusion 'excluded' takes it out", "NOT_STARTED", true, "excluded", false],
    ["a DELETED field never counts (decision 0070)", "DELETED", true, "included", false],
  ])("%s", (_name, status, signoffPass, inclusion, expected) =>
    expect(isFieldIncluded({ status, signoffPass, inclusion })).toBe(expected),
  );

  const record = fc.record({
    status: fc.constantFrom(...FIELD_STATUSES),
    signoffPass: fc.constantFrom<Signoff | undefined>(true, false, null, undefined),
    inclusion: fc.constantFrom("included", "excluded", null, undefined),
  });

  it("takes out any record with status NOT_INCLUDED, signoff false or inclusion 'excluded'", () =>
    fc.assert(
      fc.property(record, (field) => {
        if (
          field.status === "NOT_INCLUDED" ||
          field.signoffPass === false ||
          field.inclusion === "excluded"
        )
          expect(isFieldIncluded(field)).toBe(false);
      }),
    ));

  it("counts any other record that is not deleted", () =>
    fc.assert(
      fc.property(record, (field) => {
        const outBySpec =
          field.status === "NOT_INCLUDED" ||
          field.signoffPass === false ||
          field.inclusion === "excluded";
        if (!outBySpec && field.status !== "DELETED") expect(isFieldIncluded(field)).toBe(true);
        if (field.status === "DELETED") expect(isFieldIncluded(field)).toBe(false);
      }),
    ));
});

describe("includedHectares: the area of the fields that count, to 2 decimals", () => {
  const field = (
    areaHectares: number | null,
    over: Partial<FieldAreaRecord> = {},
  ): FieldAreaRecord => ({
    status: "NOT_STARTED",
    signoffPass: null,
    inclusion: null,
    areaHectares,
    ...over,
  });

  it("adds the included fields and leaves the others out", () =>
    expect(
      includedHectares([
        field(12.5),
        field(3.25, { signoffPass: true }),
        field(100, { status: "NOT_INCLUDED" }),
        field(200, { signoffPass: false }),
        field(300, { inclusion: "excluded" }),
        field(400, { status: "DELETED" }),
      ]),
    ).toBe(15.75));

  it("rounds the sum to 2 decimals (0.1 + 0.2 is 0.3)", () =>
    expect(includedHectares([field(0.1), field(0.2)])).toBe(0.3));

  it("counts a field with no area as 0 ha, and no fields as 0 ha", () => {
    expect(includedHectares([field(null), field(Number.NaN), field(1)])).toBe(1);
    expect(includedHectares([])).toBe(0);
  });

  const anyField = fc.record({
    status: fc.constantFrom(...FIELD_STATUSES),
    signoffPass: fc.constantFrom<Signoff>(true, false, null),
    inclusion: fc.constantFrom("included", "excluded", null),
    areaHectares: fc.integer({ min: 0, max: 10_000_00 }).map((cents) => cents / 100),
  });

  it("does not change when a field that does not count is added", () =>
    fc.assert(
      fc.property(fc.array(anyField, { maxLength: 10 }), anyField, (fields, extra) => {
        fc.pre(!isFieldIncluded(extra));
        expect(includedHectares([...fields, extra])).toBe(includedHectares(fields));
      }),
    ));

  it("equals the sum of the included fields' areas for any list", () =>
    fc.assert(
      fc.property(fc.array(anyField, { maxLength: 10 }), (fields) => {
        const cents = fields
          .filter(isFieldIncluded)
          .reduce((sum, f) => sum + Math.round((f.areaHectares ?? 0) * 100), 0);
        expect(includedHectares(fields)).toBe(cents / 100);
      }),
    ));
});
