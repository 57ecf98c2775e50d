// The soil samples model on a real database (decision 0092): another organisation's sample is
// not listed, found or deleted; ids that are not UUIDs find nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { insertPlanningOrganisation } from "../../tests/support/practice-fixtures";
import { NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import * as model from "./soil-samples.server";

let orgA: string;
let orgB: string;
let fieldA: string;
let sampleIds: string[];

const values = {
  sampledOn: "2024-03-01",
  depthCm: 30,
  socPercent: 1.2,
  bulkDensityGPerCm3: 1.35,
  lab: "Bemlab",
  reference: "B-1",
};

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Soil A", 26, [{ farm: "A", name: "One" }]);
  const b = await insertPlanningOrganisation("Soil B", 26, [{ farm: "B", name: "Two" }]);
  orgA = a.organisationId;
  orgB = b.organisationId;
  fieldA = a.fieldIds["One"]!;
  const rows = await model.insertSoilSamples(
    orgA,
    [
      { ...values, fieldId: fieldA, sampledOn: "2026-03-01", reference: "B-2" },
      { ...values, fieldId: fieldA },
    ],
    null,
  );
  sampleIds = rows.map((r) => r.id);
});

describe("soil samples", () => {
  it("lists the organisation's samples by field, oldest first, and finds one", async () => {
    const list = await model.listSoilSamples(orgA);
    expect(list.map((s) => s.sampledOn)).toEqual(["2024-03-01", "2026-03-01"]);
    expect(list[0]).toMatchObject({ organisationId: orgA, fieldId: fieldA, depthCm: 30 });
    expect((await model.findSoilSample(orgA, sampleIds[0]!))?.reference).toBe("B-2");
  });

  it("never lists, finds or deletes another organisation's sample", async () => {
    expect(await model.listSoilSamples(orgB)).toEqual([]);
    expect(await model.findSoilSample(orgB, sampleIds[0]!)).toBeNull();
    expect(await model.deleteSoilSample(orgB, sampleIds[0]!)).toBeNull();
    expect(await model.findSoilSample(orgA, sampleIds[0]!)).not.toBeNull();
  });

  it("finds nothing for ids that are not UUIDs or unknown", async () => {
    expect(await model.listSoilSamples(NOT_A_UUID)).toEqual([]);
    expect(await model.findSoilSample(orgA, NOT_A_UUID)).toBeNull();
    expect(await model.deleteSoilSample(orgA, UNKNOWN_ID)).toBeNull();
  });

  it("deletes the organisation's own sample", async () => {
    expect((await model.deleteSoilSample(orgA, sampleIds[1]!))?.id).toBe(sampleIds[1]);
    expect((await model.listSoilSamples(orgA)).map((s) => s.id)).toEqual([sampleIds[0]]);
  });
});
