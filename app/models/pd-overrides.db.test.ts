// The pd overrides model on a real database (decision 0078): every read and write is scoped by
// the organisation; another organisation's override or record is not found; ids that are not
// UUIDs find nothing; the record lookups read each practice table by id and organisation.
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertFertiliserInput,
  insertGrazingEvent,
  insertLivestockNumber,
  insertPracticeFields,
  insertPracticeHerd,
} from "../../tests/support/practice-admin-fixtures";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import * as model from "./pd-overrides.server";
import * as analysis from "./practice-analysis.server";

let orgA: string;
let orgB: string;
let livestockId: string;
let grazingId: string;
let fertiliserId: string;
let fieldId: string;

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas overrides")).id;
  orgB = (await insertTestOrganisation("Môreson overrides")).id;
  const [field] = await insertPracticeFields(orgA, [{ name: "Kamp 1", areaHectares: 10 }]);
  fieldId = field!.id;
  const herd = await insertPracticeHerd(orgA);
  livestockId = (
    await insertLivestockNumber(orgA, herd.id, { year: 2026, month: 7, mature: 10, juvenile: 4 })
  ).id;
  grazingId = (
    await insertGrazingEvent(orgA, {
      season: 26,
      herdId: herd.id,
      fieldIds: [fieldId],
      startDate: "2026-08-01",
      endDate: "2026-08-10",
      hoursOnField: 12,
    })
  ).id;
  fertiliserId = (
    await insertFertiliserInput(orgA, {
      fieldId,
      season: 26,
      applicationRate: 200,
      nutrientPercent: 50,
      nitrogen: 0.2,
      phosphorus: 0.1,
      potassium: 0.1,
    })
  ).id;
});

describe("findOverridableRecord", () => {
  it("finds each record type's values within its organisation only", async () => {
    expect(await model.findOverridableRecord(orgA, "livestock", livestockId)).toEqual({
      id: livestockId,
      values: { mature: 10, juvenile: 4 },
    });
    expect(await model.findOverridableRecord(orgA, "grazing", grazingId)).toEqual({
      id: grazingId,
      values: { hoursOnField: 12 },
    });
    expect((await model.findOverridableRecord(orgA, "fertiliser", fertiliserId))?.values).toEqual({
      applicationRate: 200,
      nutrientPercent: 50,
      nitrogen: 0.2,
      phosphorus: 0.1,
      potassium: 0.1,
    });
    expect(await model.findOverridableRecord(orgB, "livestock", livestockId)).toBeNull();
    expect(await model.findOverridableRecord(orgB, "grazing", grazingId)).toBeNull();
    expect(await model.findOverridableRecord(orgB, "fertiliser", fertiliserId)).toBeNull();
    // The record type decides the table: a grazing id is no livestock row.
    expect(await model.findOverridableRecord(orgA, "livestock", grazingId)).toBeNull();
    expect(await model.findOverridableRecord(orgA, "grazing", NOT_A_UUID)).toBeNull();
    expect(await model.findOverridableRecord(NOT_A_UUID, "grazing", grazingId)).toBeNull();
  });
});

describe("pd overrides", () => {
  it("inserts, finds, lists, updates and deletes within the organisation only", async () => {
    const row = await model.insertPdOverride({
      organisationId: orgA,
      recordType: "grazing",
      recordId: grazingId,
      valueName: "hoursOnField",
      value: 8,
      reason: "Herd book says 8 hours",
      createdBy: null,
    });
    expect((await model.findPdOverride(orgA, row.id))?.value).toBe(8);
    expect(await model.findPdOverride(orgB, row.id)).toBeNull();
    expect(await model.findPdOverride(orgA, NOT_A_UUID)).toBeNull();
    expect(await model.findPdOverride(orgA, UNKNOWN_ID)).toBeNull();
    expect(
      (await model.findPdOverrideOfValue(orgA, "grazing", grazingId, "hoursOnField"))?.id,
    ).toBe(row.id);
    expect(
      await model.findPdOverrideOfValue(orgB, "grazing", grazingId, "hoursOnField"),
    ).toBeNull();
    expect((await model.listPdOverrides(orgA)).map((o) => o.id)).toEqual([row.id]);
    expect(await model.listPdOverrides(orgB)).toEqual([]);
    expect(await model.listPdOverrides(NOT_A_UUID)).toEqual([]);

    const refused = await model.updatePdOverride(orgB, row.id, {
      value: 1,
      reason: "not mine",
      updatedBy: null,
    });
    expect(refused).toBeNull();
    const updated = await model.updatePdOverride(orgA, row.id, {
      value: 6,
      reason: "Herd book says 6 hours",
      updatedBy: null,
    });
    expect(updated?.value).toBe(6);

    expect(await model.deletePdOverride(orgB, row.id)).toBeNull();
    expect(await model.deletePdOverride(orgA, NOT_A_UUID)).toBeNull();
    expect((await model.deletePdOverride(orgA, row.id))?.id).toBe(row.id);
    expect(await model.listPdOverrides(orgA)).toEqual([]);
  });
});

describe("practice analysis reads", () => {
  it("reads the season's data of the organisation only", async () => {
    const mine = await analysis.loadSeasonPracticeData(orgA, 26);
    expect(mine.fields.map((f) => f.id)).toEqual([fieldId]);
    expect(mine.numbers.map((n) => n.id)).toEqual([livestockId]);
    expect(mine.events.map((e) => e.id)).toEqual([grazingId]);
    expect(mine.inputs.map((i) => i.id)).toEqual([fertiliserId]);
    const other = await analysis.loadSeasonPracticeData(orgB, 26);
    expect(other).toEqual({ fields: [], herds: [], numbers: [], events: [], inputs: [] });
    const earlier = await analysis.loadSeasonPracticeData(orgA, 25);
    expect(earlier.numbers).toEqual([]);
    expect(await analysis.loadSeasonPracticeData(NOT_A_UUID, 26)).toEqual(other);
    expect(await analysis.listPracticeSeasons(orgA)).toEqual([26]);
    expect(await analysis.listPracticeSeasons(orgB)).toEqual([]);
    const orgs = (await analysis.listOrganisationsWithPracticeData()).map((o) => o.id);
    expect(orgs).toContain(orgA);
    expect(orgs).not.toContain(orgB);
  });
});
