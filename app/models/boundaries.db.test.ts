// The boundaries model on a real database: another organisation's boundary is not found or
// removed; a farm's boundary files; ids that are not UUIDs find nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { farms, storedFiles } from "~/db/schema";
import { insertTestOrganisation, NOT_A_UUID } from "../../tests/support/model-fixtures";
import * as boundaries from "./boundaries.server";

let orgA: string;
let orgB: string;
let farmA: string;
let fileId: string;

const square = {
  type: "Polygon",
  coordinates: [
    [
      [29.4, -26.4],
      [29.41, -26.4],
      [29.41, -26.41],
      [29.4, -26.4],
    ],
  ],
};

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
  const [farm] = await db()
    .insert(farms)
    .values({ organisationId: orgA, name: "Home" })
    .returning();
  farmA = farm!.id;
  const [file] = await db()
    .insert(storedFiles)
    .values({
      storageKey: "boundaries-test.kml",
      originalName: "home.kml",
      mimeType: "application/vnd.google-earth.kml+xml",
      extension: "kml",
      size: 10,
      sha256: "0".repeat(64),
      purpose: "farm-boundary",
      organisationId: orgA,
    })
    .returning();
  fileId = file!.id;
});

const newBoundary = (overrides: Partial<boundaries.NewBoundary> = {}): boundaries.NewBoundary => ({
  farmId: farmA,
  organisationId: orgA,
  name: "Home",
  source: "kml",
  geometry: square,
  circle: null,
  areaHectares: 1.23,
  fileId,
  createdBy: null,
  ...overrides,
});

describe("boundaries", () => {
  it("finds and removes a boundary only within its own organisation", async () => {
    const row = await boundaries.insertBoundary(newBoundary());
    expect(await boundaries.findBoundary(orgA, row.id)).toMatchObject({ areaHectares: 1.23 });
    expect(await boundaries.findBoundary(orgB, row.id)).toBeNull();
    expect(await boundaries.deleteBoundary(orgB, row.id)).toBeNull();
    expect(await boundaries.listBoundaries(orgB)).toEqual([]);
    expect((await boundaries.listBoundaries([orgA, orgB])).map((b) => b.id)).toEqual([row.id]);
    expect(await boundaries.deleteBoundary(orgA, row.id)).toMatchObject({ id: row.id });
    expect(await boundaries.findBoundary(orgA, row.id)).toBeNull();
  });

  it("lists the files of a farm's boundaries, for its own organisation only", async () => {
    await boundaries.insertBoundary(newBoundary());
    await boundaries.insertBoundary(newBoundary({ source: "circle", fileId: null }));
    expect(await boundaries.listBoundaryFileIdsOfFarm(orgA, farmA)).toEqual([fileId]);
    expect(await boundaries.listBoundaryFileIdsOfFarm(orgB, farmA)).toEqual([]);
  });

  it("finds and removes nothing for ids that are not UUIDs", async () => {
    expect(await boundaries.listBoundaries(NOT_A_UUID)).toEqual([]);
    expect(await boundaries.findBoundary(orgA, NOT_A_UUID)).toBeNull();
    expect(await boundaries.deleteBoundary(NOT_A_UUID, NOT_A_UUID)).toBeNull();
    expect(await boundaries.listBoundaryFileIdsOfFarm(orgA, NOT_A_UUID)).toEqual([]);
  });
});
