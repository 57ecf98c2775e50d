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

/** The message when clipping a boundary against others does not end within its time limit. */
export const TOO_INTRICATE_MESSAGE =
  "This boundary is too intricate to measure; simplify it in your mapping program and upload it again.";

/**
 * Clipping the boundary (union or intersection) was stopped at its time limit: polyclip-ts can
 * loop for ever on rare near-degenerate polygons (decision 0071). A BoundaryFileError, so every
 * upload path that answers a bad file with a 422 answers this one too.
 */
export class BoundaryTooIntricateError extends BoundaryFileError {
  constructor(message = TOO_INTRICATE_MESSAGE) {
    super(message);
  }
}

export function isBoundaryTooIntricateError(error: unknown): error is BoundaryTooIntricateError {
  return error instanceof BoundaryTooIntricateError;
}
