// The crop journeys model on a real database (decision 0076): every read and write is scoped to
// the organisation; ids that are not UUIDs find nothing; a season is written in one statement.
import { beforeAll, describe, expect, it } from "vitest";
import { insertPlanningOrganisation } from "../../tests/support/practice-fixtures";
import { NOT_A_UUID } from "../../tests/support/model-fixtures";
import * as model from "./crop-journeys.server";

let orgA: string;
let orgB: string;
let fieldA: string;
let fieldA2: string;
let fieldB: string;

const item = (crop: string, cover = false) => ({ id: crypto.randomUUID(), crop, cover });

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Crop A", 26, [
    { farm: "A", name: "One" },
    { farm: "A", name: "Two" },
  ]);
  const b = await insertPlanningOrganisation("Crop B", 26, [{ farm: "B", name: "Theirs" }]);
  orgA = a.organisationId;
  orgB = b.organisationId;
  fieldA = a.fieldIds["One"]!;
  fieldA2 = a.fieldIds["Two"]!;
  fieldB = b.fieldIds["Theirs"]!;
  await model.upsertCropJourneys(
    orgB,
    26,
    [{ fieldId: fieldB, landUse: "grazing", crops: [], tillage: null, residue: null }],
    [],
    null,
  );
});

describe("crop journeys", () => {
  it("writes and replaces a season's rows, and lists only the organisation's", async () => {
    await model.upsertCropJourneys(
      orgA,
      26,
      [
        {
          fieldId: fieldA,
          landUse: "cropland",
          crops: [item("Maize")],
          tillage: "none",
          residue: null,
        },
        { fieldId: fieldA2, landUse: "fallow", crops: [], tillage: null, residue: null },
      ],
      [],
      null,
    );
    await model.upsertCropJourneys(
      orgA,
      26,
      [
        {
          fieldId: fieldA,
          landUse: "mixed",
          crops: [item("Oats", true)],
          tillage: "reduced",
          residue: "grazed",
        },
      ],
      [fieldA2],
      null,
    );
    const rows = await model.listCropJourneys(orgA, [26]);
    expect(rows.map((r) => [r.fieldId, r.landUse])).toEqual([[fieldA, "mixed"]]);
    expect(rows[0]!.crops.map((c) => c.crop)).toEqual(["Oats"]);
    expect(await model.listCropJourneys(orgA, [25])).toEqual([]);
  });

  it("never reads, overwrites or deletes another organisation's rows", async () => {
    expect((await model.listCropJourneys(orgA, [26])).some((r) => r.fieldId === fieldB)).toBe(
      false,
    );
    // Writing B's field under A's id leaves B's row alone (the conflict's where).
    await model.upsertCropJourneys(
      orgA,
      26,
      [{ fieldId: fieldB, landUse: "cropland", crops: [], tillage: "none", residue: null }],
      [fieldB],
      null,
    );
    expect(await model.deleteCropJourney(orgA, fieldB, 26)).toBe(false);
    const theirs = await model.listCropJourneys(orgB, [26]);
    expect(theirs.map((r) => r.landUse)).toEqual(["grazing"]);
  });

  it("finds nothing for ids that are not UUIDs", async () => {
    expect(await model.listCropJourneys(NOT_A_UUID, [26])).toEqual([]);
    expect(await model.deleteCropJourney(orgA, NOT_A_UUID, 26)).toBe(false);
  });
});
