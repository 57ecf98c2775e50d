// A boundary file refused for a reason the person can fix, a Refusal (services/kit/refusal.ts);
// its message is shown beside the upload field (bad input is a 422 with a sentence, never a 500).
import { Refusal } from "~/services/kit/refusal";

export class BoundaryFileError extends Refusal {
  override name = "BoundaryFileError";
  declare readonly status: 422 | 429;
  constructor(
    message: string,
    /** 422 for the file; 429 when the worker pool could not take it now (decision 0120). */
    status: 422 | 429 = 422,
    code?: string,
  ) {
    super(status, message, { code });
  }
}

export function isBoundaryFileError(error: unknown): error is BoundaryFileError {
  return error instanceof BoundaryFileError;
}

/** The message when a file has shapes but none of them is a polygon. */
export const NO_POLYGON_MESSAGE = "The file has no polygon boundary in it.";

export const UNSUPPORTED_BOUNDARY_FILE_MESSAGE =
  "This file is not a boundary file Veld can read. Upload a KML, KMZ or GeoJSON file, or a zipped shapefile (.shp, .dbf and .prj).";

/** The message when checking or clipping a boundary does not end by its deadline (decision 0120). */
export const TOO_INTRICATE_MESSAGE =
  "This boundary is too intricate to measure; simplify it in your mapping program and upload it again.";

/**
 * Checking or clipping the boundary was stopped at its deadline (decision 0120): polyclip-ts can
 * loop for ever on rare near-degenerate polygons (decision 0071), and is slow on large outlines.
 * A BoundaryFileError, so every upload path that answers a bad file with a 422 answers this too.
 */
export class BoundaryTooIntricateError extends BoundaryFileError {
  constructor(message = TOO_INTRICATE_MESSAGE) {
    super(message, 422, "too-intricate");
  }
}

export function isBoundaryTooIntricateError(error: unknown): error is BoundaryTooIntricateError {
  return error instanceof BoundaryTooIntricateError;
}
