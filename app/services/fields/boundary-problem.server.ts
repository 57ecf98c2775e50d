// What is wrong with a field's boundary, drawn on the map, typed into the API or a circle
// (spec §3 'Field', 'Land area measurement'; decision 0070). Pure, but CPU-bound on a long
// outline (crossings): the server runs it in a worker thread (geometry-work.server.ts).
import {
  areaSquareMetres,
  hasArea,
  type BoundaryGeometry,
} from "~/services/contracting/boundaries/area";
import {
  findCrossings,
  findHolesOutside,
  polygonsOf,
} from "~/services/contracting/boundaries/geometry";
import { countPoints, MAX_BOUNDARY_POINTS } from "~/services/contracting/boundaries/parse.server";
import { findCornerOutsideSouthAfrica } from "~/services/contracting/rules";

/** What is wrong with a drawn or typed boundary, for the farmer, or null. */
export function boundaryProblem(geometry: BoundaryGeometry): string | null {
  const polygons = polygonsOf(geometry);
  if (countPoints(polygons) > MAX_BOUNDARY_POINTS)
    return `The field has more than ${MAX_BOUNDARY_POINTS.toLocaleString("en-ZA")} points. Simplify it and try again.`;
  for (const polygon of polygons) {
    if (polygon.coordinates.some((ring) => ring.length < 4))
      return "The field needs at least three corners.";
    const outside = findCornerOutsideSouthAfrica(polygon);
    if (outside)
      return `The field lies outside South Africa (its corner at latitude ${outside[1]!.toFixed(5)}, longitude ${outside[0]!.toFixed(5)}).`;
    const crossings = findCrossings(polygon);
    if (crossings.length > 0) {
      const [lng, lat] = crossings[0]!;
      return `The field's outline crosses itself at latitude ${lat!.toFixed(5)}, longitude ${lng!.toFixed(5)}. Draw it again without crossing lines.`;
    }
    if (findHolesOutside(polygon).length > 0) return "The field has a hole outside its outline.";
  }
  if (!hasArea(areaSquareMetres(geometry))) return "The field has no area.";
  return null;
}
