// The title deeds model on a real database (decision 0072): another organisation's deed is not
// found; ids that are not UUIDs find nothing. The wetland layers model: the newest layer first.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { farmBoundaries, farms, storedFiles } from "~/db/schema";
import { insertTestOrganisation, NOT_A_UUID } from "../../tests/support/model-fixtures";
import * as titleDeeds from "./title-deeds.server";
import * as wetlandLayers from "./wetland-layers.server";

let orgA: string;
let orgB: string;
let boundaryId: string;
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
  const [boundary] = await db()
    .insert(farmBoundaries)
    .values({
      farmId: farm!.id,
      organisationId: orgA,
      source: "kml",
      geometry: square,
      areaHectares: 1,
    })
    .returning();
  boundaryId = boundary!.id;
  const [file] = await db()
    .insert(storedFiles)
    .values({
      storageKey: "deed-test.pdf",
      originalName: "deed.pdf",
      mimeType: "application/pdf",
      extension: "pdf",
      size: 10,
      sha256: "0".repeat(64),
      purpose: "title-deed",
      organisationId: orgA,
    })
    .returning();
  fileId = file!.id;
});

describe("title deeds", () => {
  it("are found only within their own organisation", async () => {
    const deed = await titleDeeds.insertTitleDeed({ boundaryId, organisationId: orgA, fileId });
    expect((await titleDeeds.listTitleDeeds(orgA)).map((d) => d.id)).toEqual([deed.id]);
    expect(await titleDeeds.listTitleDeeds(orgB)).toEqual([]);
    expect((await titleDeeds.listTitleDeedsOfBoundary(orgA, boundaryId)).map((d) => d.id)).toEqual([
      deed.id,
    ]);
    expect(await titleDeeds.listTitleDeedsOfBoundary(orgB, boundaryId)).toEqual([]);
    expect(await titleDeeds.listTitleDeeds(NOT_A_UUID)).toEqual([]);
    expect(await titleDeeds.listTitleDeedsOfBoundary(orgA, NOT_A_UUID)).toEqual([]);
  });
});

describe("wetland layers", () => {
  it("lists the newest first and finds one by id; an id that is not a UUID finds nothing", async () => {
    expect(await wetlandLayers.findLatestWetlandLayer()).toBeNull();
    const first = await wetlandLayers.insertWetlandLayer({
      name: "Old",
      geometry: square,
      polygonCount: 1,
    });
    const second = await wetlandLayers.insertWetlandLayer({
      name: "New",
      geometry: square,
      polygonCount: 1,
    });
    const names = (await wetlandLayers.listWetlandLayers()).map((l) => l.name);
    expect(names).toHaveLength(2);
    expect((await wetlandLayers.findLatestWetlandLayer())?.id).toBe(
      names[0] === "New" ? second.id : first.id,
    );
    expect((await wetlandLayers.findWetlandLayer(first.id))?.name).toBe("Old");
    expect(await wetlandLayers.findWetlandLayer(NOT_A_UUID)).toBeNull();
  });
});
