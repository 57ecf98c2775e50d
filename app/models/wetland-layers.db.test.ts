// The wetland-layers model on a real database: a layer found by its id (never by a junk id), the
// list newest first without geometry, and the newest layer with its geometry.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { wetlandLayers } from "~/db/schema";
import { NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import {
  findLatestWetlandLayer,
  findWetlandLayer,
  insertWetlandLayer,
  listWetlandLayers,
} from "./wetland-layers.server";

const square = {
  type: "MultiPolygon",
  coordinates: [
    [
      [
        [28, -26],
        [28.1, -26],
        [28.1, -26.1],
        [28, -26],
      ],
    ],
  ],
};

describe("wetland layers", () => {
  it("has no latest layer before any was uploaded", async () => {
    expect(await findLatestWetlandLayer()).toBeNull();
    expect(await listWetlandLayers()).toEqual([]);
  });

  it("finds a layer by its id; an unknown id or one that is not a UUID is not found", async () => {
    const layer = await insertWetlandLayer({ name: "NFEPA", geometry: square, polygonCount: 1 });
    expect(await findWetlandLayer(layer.id)).toMatchObject({
      name: "NFEPA",
      geometry: square,
      polygonCount: 1,
      fileId: null,
    });
    expect(await findWetlandLayer(UNKNOWN_ID)).toBeNull();
    expect(await findWetlandLayer(NOT_A_UUID)).toBeNull();
  });

  it("lists the layers newest first, without their geometry, and finds the newest with it", async () => {
    const older = await insertWetlandLayer({ name: "Older", geometry: square, polygonCount: 4 });
    const newer = await insertWetlandLayer({ name: "Newer", geometry: square, polygonCount: 9 });
    await db()
      .update(wetlandLayers)
      .set({ createdAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(wetlandLayers.id, older.id));
    const listed = await listWetlandLayers();
    expect(listed.map((l) => l.name)).toEqual(["Newer", "NFEPA", "Older"]);
    expect(listed[0]).not.toHaveProperty("geometry");
    expect(listed[0]).toMatchObject({ id: newer.id, polygonCount: 9 });
    expect(await findLatestWetlandLayer()).toMatchObject({ id: newer.id, geometry: square });
  });
});
