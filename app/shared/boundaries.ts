// Where a farm boundary came from (spec §3 'Land area measurement': polygons, or a circle given by
// a radius; decision 0043: KML, KMZ, GeoJSON and zipped shapefiles).
export const BOUNDARY_SOURCES = ["kml", "kmz", "geojson", "shapefile", "circle"] as const;
export type BoundarySource = (typeof BOUNDARY_SOURCES)[number];

/** The sources that are files (everything but a circle drawn from a radius). */
export type BoundaryFileFormat = Exclude<BoundarySource, "circle">;

/**
 * A longitude/latitude box in degrees: what the models ask the database for when they look for
 * boundaries that may overlap a new one (decision 0061), before any geometry is compared.
 */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}
