// The boundaries model's look-ups by place (decision 0061), on a real database: the box around
// each stored outline is read out of its GeoJSON by PostgreSQL; an organisation's own boundaries
// come back whole, other organisations' as an id and an outline only.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { farms } from "~/db/schema";
import { insertTestOrganisation, NOT_A_UUID } from "../../tests/support/model-fixtures";
import * as boundaries from "./boundaries.server";

let orgA: string;
let orgB: string;
let farmA: string;
let farmB: string;
const ids = {} as Record<"square" | "multi" | "theirs", string>;

const ring = (west: number, south: number, east: number, north: number) => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
  const [a, b] = await db()
    .insert(farms)
    .values([
      { organisationId: orgA, name: "Home" },
      { organisationId: orgB, name: "Next door" },
    ])
    .returning();
  farmA = a!.id;
  farmB = b!.id;
  const base = { source: "geojson" as const, circle: null, fileId: null, createdBy: null };
  ids.square = (
    await boundaries.insertBoundary({
      ...base,
      farmId: farmA,
      organisationId: orgA,
      name: "Square",
      geometry: { type: "Polygon", coordinates: [ring(28.3, -28.25, 28.31, -28.24)] },
      areaHectares: 100,
    })
  ).id;
  ids.multi = (
    await boundaries.insertBoundary({
      ...base,
      farmId: farmA,
      organisationId: orgA,
      name: "Two camps",
      // A hole too: its corners lie inside the outline and change nothing.
      geometry: {
        type: "MultiPolygon",
        coordinates: [
          [ring(27, -29, 27.1, -28.9), ring(27.04, -28.96, 27.06, -28.94)],
          [ring(27.5, -27, 27.6, -26.9)],
        ],
      },
      areaHectares: 200,
    })
  ).id;
  ids.theirs = (
    await boundaries.insertBoundary({
      ...base,
      farmId: farmB,
      organisationId: orgB,
      name: "Their camp",
      geometry: { type: "Polygon", coordinates: [ring(28.305, -28.245, 28.315, -28.235)] },
      areaHectares: 50,
    })
  ).id;
});

const box = (west: number, south: number, east: number, north: number) => ({
  west,
  south,
  east,
  north,
});

describe("listBoundariesNear: the organisation's own boundaries around a box", () => {
  it.each([
    ["overlapping the square", box(28.305, -28.245, 28.4, -28.2), ["square"]],
    ["touching the square's corner", box(28.31, -28.24, 28.4, -28.2), ["square"]],
    ["around the MultiPolygon's second camp", box(27.55, -26.95, 27.7, -26.8), ["multi"]],
    ["between the MultiPolygon's camps, inside its box", box(27.3, -28, 27.31, -27.99), ["multi"]],
    ["around both", box(26, -30, 30, -26), ["square", "multi"]],
    ["far away", box(18, -34, 18.1, -33.9), []],
  ])("%s", async (_label, around, expected) => {
    const rows = await boundaries.listBoundariesNear(orgA, around);
    expect(rows.map((r) => r.id)).toEqual(expected.map((k) => ids[k as keyof typeof ids]));
  });

  it("never another organisation's, and nothing for an id that is not a UUID", async () => {
    expect(
      (await boundaries.listBoundariesNear(orgB, box(26, -30, 30, -26))).map((r) => r.id),
    ).toEqual([ids.theirs]);
    expect(await boundaries.listBoundariesNear(NOT_A_UUID, box(26, -30, 30, -26))).toEqual([]);
  });
});

describe("listOtherOrganisationsOutlinesNear: the one read across organisations", () => {
  it("gives other organisations' outlines near the box: an id and a geometry, nothing of whose", async () => {
    const rows = await boundaries.listOtherOrganisationsOutlinesNear(
      orgA,
      box(28.3, -28.25, 28.31, -28.24),
    );
    expect(rows).toEqual([
      {
        id: ids.theirs,
        geometry: { type: "Polygon", coordinates: [ring(28.305, -28.245, 28.315, -28.235)] },
      },
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(["geometry", "id"]);
  });

  it("never the organisation's own, nothing far away, nothing for a bad id", async () => {
    expect(
      await boundaries.listOtherOrganisationsOutlinesNear(
        orgB,
        box(28.305, -28.245, 28.315, -28.235),
      ),
    ).toEqual([expect.objectContaining({ id: ids.square })]);
    expect(
      await boundaries.listOtherOrganisationsOutlinesNear(orgA, box(18, -34, 18.1, -33.9)),
    ).toEqual([]);
    expect(
      await boundaries.listOtherOrganisationsOutlinesNear(NOT_A_UUID, box(26, -30, 30, -26)),
    ).toEqual([]);
  });
});
