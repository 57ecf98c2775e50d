// The boundary rules of rules.ts (issue 12; decision 0061): one South Africa rule for farm points
// and every corner of a boundary, and the sentences for overlapping boundaries.
import type { MultiPolygon, Polygon } from "geojson";
import { describe, expect, it } from "vitest";
import {
  findCornerOutsideSouthAfrica,
  isBoundaryInSouthAfrica,
  isInSouthAfrica,
  locationErrors,
  otherOrganisationOverlapMessage,
  ownOverlapMessage,
  SOUTH_AFRICA_BOUNDS,
} from "./rules";

const square = (lng: number, lat: number, size = 0.01): Polygon => ({
  type: "Polygon",
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

describe("one rule for farm points and boundaries (issue 12)", () => {
  const b = SOUTH_AFRICA_BOUNDS;
  it.each([
    ["a farm near Bethlehem", square(28.3, -28.25), null],
    ["a camp touching the western bound", square(b.west, -30), null],
    ["a camp over the eastern bound", square(b.east - 0.005, -25), [b.east - 0.005 + 0.01, -25]],
    ["a camp near Paris", square(2.35, 48.85), [2.35, 48.85]],
    ["a southing read as a northing", square(28.3, 28.25), [28.3, 28.25]],
    [
      "a MultiPolygon with one camp in Namibia's north",
      {
        type: "MultiPolygon",
        coordinates: [square(28.3, -28.25).coordinates, square(17, -19).coordinates],
      } as MultiPolygon,
      [17, -19],
    ],
  ])("%s", (_label, geometry, corner) => {
    expect(findCornerOutsideSouthAfrica(geometry)).toEqual(corner);
    expect(isBoundaryInSouthAfrica(geometry)).toBe(corner === null);
    // The same corner as a farm's location: refused by the same rule, for the same reason.
    const corners = (geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates)
      .flat(2)
      .filter((p) => !isInSouthAfrica(p[1]!, p[0]!));
    expect(corners.length === 0).toBe(corner === null);
    for (const [lng, lat] of corners)
      expect(locationErrors(String(lat), String(lng))).toEqual({
        latitude: expect.stringContaining("outside South Africa"),
      });
  });
});

describe("overlapping boundaries (spec §3 'Land area measurement': land counted once)", () => {
  it.each([
    [
      [{ boundaryName: "Home block", farmName: "Rietvlei", hectares: 1.45 }],
      'This boundary overlaps the boundary "Home block" of the farm Rietvlei by 1.45 ha, so that land would be counted twice. Cut the overlap out in your mapping program, or delete the other boundary first, then add this one again.',
    ],
    [
      [
        { boundaryName: "Home block", farmName: "Rietvlei", hectares: 12.5 },
        { boundaryName: "Circle", farmName: "Boplaas", hectares: 0.01 },
      ],
      'This boundary overlaps the boundary "Home block" of the farm Rietvlei by 12.50 ha and the boundary "Circle" of the farm Boplaas by 0.01 ha, so that land would be counted twice. Cut the overlap out in your mapping program, or delete the other boundary first, then add this one again.',
    ],
    [
      [
        { boundaryName: "A", farmName: "X", hectares: 3 },
        { boundaryName: "B", farmName: "X", hectares: 2 },
        { boundaryName: "C", farmName: "Y", hectares: 1 },
      ],
      'This boundary overlaps the boundary "A" of the farm X by 3.00 ha, the boundary "B" of the farm X by 2.00 ha and the boundary "C" of the farm Y by 1.00 ha, so that land would be counted twice. Cut the overlap out in your mapping program, or delete the other boundary first, then add this one again.',
    ],
  ])("within one organisation, refused naming the other boundary: %#", (overlaps, message) => {
    expect(ownOverlapMessage(overlaps)).toBe(message);
  });

  it("across organisations, flagged with the hectares only: no name, no outline", () => {
    expect(otherOrganisationOverlapMessage(1234.5)).toBe(
      "1\u00a0234.50 ha of this boundary also lies inside a boundary that another organisation has added. Veld will check with both organisations who farms this land; you need not do anything unless we ask.",
    );
  });
});
