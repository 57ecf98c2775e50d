// The pure parts of the field drawing map (issue 14: 'with JavaScript: draw and edit on a map …
// snapping to the farm boundary, with the live area'): Leaflet's points to GeoJSON and back, the
// live area, and the farm a drawn field lies in. No Leaflet here: points are plain { lat, lng }
// objects, so this is tested without a browser. field-draw-map.tsx loads this module with
// import() together with Leaflet, so @turf/area and the point-in-polygon test reach the browser
// only when the map is opened.
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { MultiPolygon, Polygon, Position } from "geojson";
import { areaHectares, hasArea, areaSquareMetres } from "~/services/contracting/boundaries/area";

/** A point as Leaflet gives it (L.LatLng has these two, and maybe `alt`). */
export interface LatLngLike {
  lat: number;
  lng: number;
}

/** A point as Leaflet takes it: [latitude, longitude]. */
export type LatLngTuple = [number, number];

export type FieldGeometry = Polygon | MultiPolygon;

/** Longitude into -180..180, so a map panned round the world still gives GeoJSON degrees. */
export function wrapLongitude(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

function isLatLng(value: unknown): value is LatLngLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as LatLngLike).lat === "number" &&
    typeof (value as LatLngLike).lng === "number" &&
    Number.isFinite((value as LatLngLike).lat) &&
    Number.isFinite((value as LatLngLike).lng)
  );
}

/**
 * A ring of Leaflet points as a GeoJSON linear ring: [longitude, latitude], a point repeated
 * straight after itself dropped (a double click, a snap onto the previous corner), and closed
 * (RFC 7946 §3.1.6: the last position equals the first). Leaflet's rings are open; a ring that
 * is already closed is not closed twice. Null when fewer than three distinct corners remain.
 */
export function closedRing(points: readonly LatLngLike[]): Position[] | null {
  const ring: Position[] = [];
  for (const point of points) {
    if (!isLatLng(point)) return null;
    const position: Position = [wrapLongitude(point.lng), point.lat];
    const previous = ring[ring.length - 1];
    if (previous && previous[0] === position[0] && previous[1] === position[1]) continue;
    ring.push(position);
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  if (ring.length < 3) return null;
  ring.push([...ring[0]!]);
  return ring;
}

/** How deep Leaflet's nesting goes: 1 = a ring, 2 = a polygon's rings, 3 = a multipolygon. */
function depthOf(value: unknown): number {
  let depth = 0;
  let current = value;
  while (Array.isArray(current)) {
    depth++;
    current = current[0];
  }
  return isLatLng(current) ? depth : -1;
}

function polygonRings(rings: readonly (readonly LatLngLike[])[]): Position[][] | null {
  const closed: Position[][] = [];
  for (const [index, ring] of rings.entries()) {
    const positions = closedRing(ring);
    // A hole that shrank to a line is dropped; an outer ring that did is no polygon.
    if (positions) closed.push(positions);
    else if (index === 0) return null;
  }
  return closed;
}

/**
 * What L.Polygon#getLatLngs (or the polyline Geoman draws into) holds, as GeoJSON: a ring
 * (LatLng[]) or one polygon's rings (LatLng[][]) give a Polygon, a multipolygon's
 * (LatLng[][][]) a MultiPolygon (or a Polygon when only one part is left). Null when nothing
 * with three corners is there.
 */
export function geometryFromLatLngs(latlngs: unknown): FieldGeometry | null {
  const depth = depthOf(latlngs);
  if (depth === 1) {
    const ring = closedRing(latlngs as LatLngLike[]);
    return ring ? { type: "Polygon", coordinates: [ring] } : null;
  }
  if (depth === 2) {
    const rings = polygonRings(latlngs as LatLngLike[][]);
    return rings ? { type: "Polygon", coordinates: rings } : null;
  }
  if (depth === 3) {
    const parts = (latlngs as LatLngLike[][][])
      .map((polygon) => polygonRings(polygon))
      .filter((rings): rings is Position[][] => rings !== null);
    if (parts.length === 0) return null;
    if (parts.length === 1) return { type: "Polygon", coordinates: parts[0]! };
    return { type: "MultiPolygon", coordinates: parts };
  }
  return null;
}

/** A GeoJSON ring as Leaflet's open ring of [lat, lng] (Leaflet closes rings itself). */
function latLngRing(ring: readonly Position[]): LatLngTuple[] {
  const points = ring.map(([lng, lat]) => [lat!, lng!] as LatLngTuple);
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) {
    points.pop();
  }
  return points;
}

/** A stored boundary or field as the nested [lat, lng] arrays L.polygon takes. */
export function latLngsOf(geometry: FieldGeometry): LatLngTuple[][] | LatLngTuple[][][] {
  if (geometry.type === "Polygon") return geometry.coordinates.map(latLngRing);
  return geometry.coordinates.map((polygon) => polygon.map(latLngRing));
}

/**
 * The area to show while a field is drawn or edited, in hectares to 2 decimals (spec §5, on the
 * spec's 6371 km sphere: area.ts), or null while there is no land yet (fewer than three corners,
 * or corners on one line).
 */
export function liveHectares(geometry: FieldGeometry | null): number | null {
  if (!geometry) return null;
  if (!hasArea(areaSquareMetres(geometry))) return null;
  return areaHectares(geometry);
}

/** The first corner of the outer ring of the first polygon: [lng, lat]. */
export function firstVertex(geometry: FieldGeometry): Position | null {
  const ring = geometry.type === "Polygon" ? geometry.coordinates[0] : geometry.coordinates[0]?.[0];
  return ring?.[0] ?? null;
}

export interface FarmOutline {
  id: string;
  boundaries: readonly { geometry: FieldGeometry }[];
}

/**
 * The farm a drawn field belongs to, to preselect in the form: the first farm with a boundary
 * that contains the field's first corner (on the line counts: a corner snapped onto the
 * boundary), else the first farm; null when there are no farms. The farmer can change it; the
 * server decides.
 */
export function farmContaining(
  farms: readonly FarmOutline[],
  geometry: FieldGeometry,
): string | null {
  const corner = firstVertex(geometry);
  if (corner) {
    for (const farm of farms) {
      if (farm.boundaries.some((b) => booleanPointInPolygon(corner, b.geometry))) return farm.id;
    }
  }
  return farms[0]?.id ?? null;
}
