// A boundary file refused for a reason the person can fix; its message is shown beside the
// upload field (conventions.md 'Errors': bad input is a 422 with a sentence, never a 500).
export class BoundaryFileError extends Error {
  override readonly name = "BoundaryFileError";
}

export function isBoundaryFileError(error: unknown): error is BoundaryFileError {
  return error instanceof BoundaryFileError;
}

/** The message when a file has shapes but none of them is a polygon. */
export const NO_POLYGON_MESSAGE = "The file has no polygon boundary in it.";

export const UNSUPPORTED_BOUNDARY_FILE_MESSAGE =
  "This file is not a boundary file Veld can read. Upload a KML, KMZ or GeoJSON file, or a zipped shapefile (.shp, .dbf and .prj).";
