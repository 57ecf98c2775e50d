// The farms model on a real database: another organisation's farm is not found, changed or
// removed; the admin's list of several organisations; ids that are not UUIDs find nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { insertTestOrganisation, NOT_A_UUID } from "../../tests/support/model-fixtures";
import * as farms from "./farms.server";

let orgA: string;
let orgB: string;

const homeFarm = {
  name: "Home farm",
  erfNumbers: ["123", "124"],
  province: "MP",
  nearestTown: "Bethal",
  latitude: -26.45,
  longitude: 29.47,
};

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
});

describe("farms", () => {
  it("finds, changes and removes a farm only within its own organisation", async () => {
    const farm = await farms.insertFarm(orgA, homeFarm);
    expect(await farms.findFarm(orgA, farm.id)).toMatchObject({ name: "Home farm" });
    expect(await farms.findFarm(orgB, farm.id)).toBeNull();
    expect(await farms.updateFarm(orgB, farm.id, { ...homeFarm, name: "Taken" })).toBeNull();
    expect(await farms.deleteFarm(orgB, farm.id)).toBeNull();
    expect(
      await farms.updateFarm(orgA, farm.id, { ...homeFarm, name: "Upper farm" }),
    ).toMatchObject({ name: "Upper farm" });
    expect(await farms.deleteFarm(orgA, farm.id)).toMatchObject({ id: farm.id });
    expect(await farms.findFarm(orgA, farm.id)).toBeNull();
  });

  it("lists the farms of the organisations asked for only", async () => {
    const a = await farms.insertFarm(orgA, homeFarm);
    const b = await farms.insertFarm(orgB, { ...homeFarm, name: "Vineyard" });
    expect((await farms.listFarms(orgA)).map((f) => f.id)).toEqual([a.id]);
    expect((await farms.listFarms([orgA, orgB])).map((f) => f.id)).toEqual([a.id, b.id]);
    expect(await farms.listFarms([])).toEqual([]);
  });

  it("finds, changes and removes nothing for ids that are not UUIDs", async () => {
    expect(await farms.listFarms(NOT_A_UUID)).toEqual([]);
    expect(await farms.listFarms([NOT_A_UUID])).toEqual([]);
    expect(await farms.findFarm(orgA, NOT_A_UUID)).toBeNull();
    expect(await farms.findFarm(NOT_A_UUID, NOT_A_UUID)).toBeNull();
    expect(await farms.updateFarm(orgA, NOT_A_UUID, homeFarm)).toBeNull();
    expect(await farms.deleteFarm(orgA, NOT_A_UUID)).toBeNull();
  });

  it("writes a seeded farm (fixed id) under the organisation it is given, once: a farm already there stays as it is", async () => {
    const id = "00000000-0000-4000-8000-00000000f001";
    expect(await farms.insertMissingFarms(orgA, [{ id, ...homeFarm }])).toEqual([id]);
    await farms.updateFarm(orgA, id, { ...homeFarm, name: "Renamed by its owner" });
    expect(await farms.insertMissingFarms(orgA, [{ id, ...homeFarm }])).toEqual([]);
    // The same id offered for another organisation writes nothing there either.
    expect(await farms.insertMissingFarms(orgB, [{ id, ...homeFarm }])).toEqual([]);
    expect(await farms.findFarm(orgA, id)).toMatchObject({ name: "Renamed by its owner" });
    expect(await farms.findFarm(orgB, id)).toBeNull();
    expect(await farms.insertMissingFarms(NOT_A_UUID, [{ id, ...homeFarm }])).toEqual([]);
  });
});
