// The fields model on a real database: another organisation's field is not found or changed; a
// season's record is the latest at or before it, carried forward; the admin's list filters on the
// record of the season; ids that are not UUIDs find nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { insertTestOrganisation, NOT_A_UUID } from "../../tests/support/model-fixtures";
import * as farms from "./farms.server";
import * as fields from "./fields.server";

let orgA: string;
let orgB: string;
let farmA: string;
let farmB: string;

const square = (west: number, south: number, size = 0.01) => ({
  type: "Polygon" as const,
  coordinates: [
    [
      [west, south],
      [west + size, south],
      [west + size, south + size],
      [west, south + size],
      [west, south],
    ],
  ],
});

function newField(organisationId: string, farmId: string, name: string, west = 29.4) {
  return fields.insertField({
    organisationId,
    farmId,
    name,
    source: "drawn",
    geometry: square(west, -26.5),
    circle: null,
    areaHectares: 110.5,
    boxWest: west,
    boxSouth: -26.5,
    boxEast: west + 0.01,
    boxNorth: -26.49,
    createdBy: null,
  });
}

const farm = { erfNumbers: [], province: "MP", nearestTown: null, latitude: null, longitude: null };

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
  farmA = (await farms.insertFarm(orgA, { ...farm, name: "Home farm" })).id;
  farmB = (await farms.insertFarm(orgB, { ...farm, name: "Vineyard" })).id;
});

describe("fields", () => {
  it("finds and changes a field only within its own organisation", async () => {
    const field = await newField(orgA, farmA, "North camp");
    expect(await fields.findFieldWithRecord(orgA, field.id, 26)).toMatchObject({
      name: "North camp",
      farmName: "Home farm",
      record: null,
    });
    expect(await fields.findFieldWithRecord(orgB, field.id, 26)).toBeNull();
    expect(await fields.updateField(orgB, field.id, { name: "Taken" })).toBeNull();
    expect(await fields.writeFieldRecord(orgB, field.id, 26, { status: "DELETED" })).toBeNull();
    expect(await fields.updateField(orgA, field.id, { name: "Upper camp" })).toMatchObject({
      name: "Upper camp",
    });
  });

  it("carries a season's record forward until a later season changes it", async () => {
    const field = await newField(orgA, farmA, "River camp");
    await fields.writeFieldRecord(orgA, field.id, 25, { status: "DRAWN", boundarySignoff: true });
    await fields.writeFieldRecord(orgA, field.id, 27, { status: "NOT_INCLUDED" });
    const at = async (season: number) =>
      (await fields.findFieldWithRecord(orgA, field.id, season))?.record;
    expect(await at(24)).toBeNull();
    expect(await at(25)).toMatchObject({ season: 25, status: "DRAWN", boundarySignoff: true });
    expect(await at(26)).toMatchObject({ season: 25, status: "DRAWN" });
    // The later record starts from the earlier one: the signoff is carried.
    expect(await at(27)).toMatchObject({
      season: 27,
      status: "NOT_INCLUDED",
      boundarySignoff: true,
    });
    await fields.writeFieldRecord(orgA, field.id, 27, {
      wetlandSignoff: false,
      wetlandReason: "artificial",
    });
    expect(await at(27)).toMatchObject({ status: "NOT_INCLUDED", wetlandReason: "artificial" });
  });

  it("lists an organisation's fields with their records, and its neighbours' only when asked", async () => {
    const own = await newField(orgA, farmA, "Dam camp", 30);
    const other = await newField(orgB, farmB, "Vlei", 30.005);
    const listed = await fields.listFieldsWithRecords(orgA, 26);
    expect(listed.map((f) => f.id)).toContain(own.id);
    expect(listed.map((f) => f.id)).not.toContain(other.id);
    const box = { west: 30.006, south: -26.5, east: 30.007, north: -26.49 };
    expect((await fields.listFieldsNear(orgA, box, 26)).map((f) => f.id)).toEqual([own.id]);
    expect((await fields.listFieldsNear(orgA, box, 26, { others: true })).map((f) => f.id)).toEqual(
      [other.id],
    );
    await fields.writeFieldRecord(orgA, own.id, 26, { status: "DELETED" });
    expect(await fields.listFieldsNear(orgA, box, 26)).toEqual([]);
  });

  it("filters the admin's list on the season's record and counts included hectares", async () => {
    const org = (await insertTestOrganisation("Filter farm")).id;
    const farmId = (await farms.insertFarm(org, { ...farm, name: "Filter" })).id;
    const a = await newField(org, farmId, "A");
    const b = await newField(org, farmId, "B");
    const c = await newField(org, farmId, "C");
    await fields.writeFieldRecord(org, a.id, 26, { status: "UPLOADED", signoffPass: true });
    await fields.writeFieldRecord(org, b.id, 26, { status: "UPLOADED", signoffPass: false });
    await fields.writeFieldRecord(org, c.id, 26, { status: "NOT_INCLUDED" });
    const names = async (filter: Partial<fields.FieldListFilter>) =>
      (
        await fields.listFieldsForAdmin(
          { season: 26, organisationIds: [org], ...filter },
          { offset: 0, limit: 10 },
        )
      ).map((f) => f.name);
    expect(await names({})).toEqual(["A", "B", "C"]);
    expect(await names({ signoff: "passed" })).toEqual(["A"]);
    expect(await names({ signoff: "failed" })).toEqual(["B"]);
    expect(await names({ signoff: "notDone" })).toEqual(["C"]);
    expect(await names({ status: "NOT_INCLUDED" })).toEqual(["C"]);
    expect(await fields.countFieldsForAdmin({ season: 26, organisationIds: [org] })).toEqual({
      count: 3,
      hectares: 331.5,
      includedHectares: 110.5,
    });
  });

  it("finds, changes and lists nothing for ids that are not UUIDs", async () => {
    expect(await fields.listFieldsWithRecords(NOT_A_UUID, 26)).toEqual([]);
    expect(await fields.findFieldWithRecord(orgA, NOT_A_UUID, 26)).toBeNull();
    expect(await fields.updateField(orgA, NOT_A_UUID, { name: "x" })).toBeNull();
    expect(await fields.listFieldVersions(orgA, NOT_A_UUID)).toEqual([]);
    expect(
      await fields.listFieldsForAdmin(
        { season: 26, organisationIds: [NOT_A_UUID] },
        { offset: 0, limit: 10 },
      ),
    ).toEqual([]);
    expect(
      await fields.listFieldsForAdmin({ season: 26, farmId: NOT_A_UUID }, { offset: 0, limit: 10 }),
    ).toEqual([]);
  });
});

describe("a season's field areas", () => {
  it("are the last boundary of that season or before it, the first one before it was mapped, and only the organisation's", async () => {
    const field = await newField(orgA, farmA, "Redrawn camp", 29.6);
    const version = (season: number, areaHectares: number) =>
      fields.insertFieldVersion({
        fieldId: field.id,
        organisationId: orgA,
        season,
        source: "drawn",
        geometry: square(29.6, -26.5),
        circle: null,
        areaHectares,
        createdBy: null,
      });
    await version(24, 10);
    await version(24, 10.5);
    await version(26, 12);
    const areaIn = async (season: number) =>
      (await fields.listSeasonAreas(orgA, season)).get(field.id);
    expect(await areaIn(22)).toBe(10); // a baseline season before it was mapped: its first boundary
    expect(await areaIn(24)).toBe(10.5);
    expect(await areaIn(25)).toBe(10.5);
    expect(await areaIn(26)).toBe(12);
    expect(await areaIn(27)).toBe(12);
    expect((await fields.listSeasonAreas(orgB, 26)).has(field.id)).toBe(false);
    expect((await fields.listSeasonAreas(NOT_A_UUID, 26)).size).toBe(0);
  });
});
