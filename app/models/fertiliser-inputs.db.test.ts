// The fertiliser inputs model on a real database (decision 0076): another organisation's input
// is not found, changed or deleted; ids that are not UUIDs find nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { insertPlanningOrganisation } from "../../tests/support/practice-fixtures";
import { NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import * as model from "./fertiliser-inputs.server";

let orgA: string;
let orgB: string;
let inputId: string;

const values = {
  product: "Urea",
  npkType: "nutrient" as const,
  applicationRate: 100,
  nutrientPercent: null,
  nitrogen: 46,
  phosphorus: 0,
  potassium: 0,
};

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Fert A", 26, [{ farm: "A", name: "One" }]);
  const b = await insertPlanningOrganisation("Fert B", 26, [{ farm: "B", name: "Two" }]);
  orgA = a.organisationId;
  orgB = b.organisationId;
  const row = await model.insertFertiliserInput({
    ...values,
    organisationId: orgA,
    fieldId: a.fieldIds["One"]!,
    season: 26,
    createdBy: null,
  });
  inputId = row.id;
});

describe("fertiliser inputs", () => {
  it("lists, finds and changes the organisation's own input", async () => {
    expect((await model.listFertiliserInputs(orgA, [26])).map((r) => r.id)).toEqual([inputId]);
    expect(await model.listFertiliserInputs(orgA, [25])).toEqual([]);
    expect((await model.findFertiliserInput(orgA, inputId))?.product).toBe("Urea");
    const changed = await model.updateFertiliserInput(orgA, inputId, {
      ...values,
      applicationRate: 150,
    });
    expect(changed?.applicationRate).toBe(150);
  });

  it("never finds, changes or deletes another organisation's input", async () => {
    expect(await model.listFertiliserInputs(orgB, [26])).toEqual([]);
    expect(await model.findFertiliserInput(orgB, inputId)).toBeNull();
    expect(await model.updateFertiliserInput(orgB, inputId, values)).toBeNull();
    expect(await model.deleteFertiliserInput(orgB, inputId)).toBeNull();
    expect(await model.findFertiliserInput(orgA, inputId)).not.toBeNull();
  });

  it("finds nothing for ids that are not UUIDs or unknown", async () => {
    expect(await model.findFertiliserInput(orgA, NOT_A_UUID)).toBeNull();
    expect(await model.findFertiliserInput(NOT_A_UUID, inputId)).toBeNull();
    expect(await model.deleteFertiliserInput(orgA, UNKNOWN_ID)).toBeNull();
    expect((await model.deleteFertiliserInput(orgA, inputId))?.id).toBe(inputId);
  });
});
