// Clipping under a time limit (decision 0071): a clipping that never returns is stopped with
// the farmer's sentence, polyclip-ts still clips correctly after one of its runs was stopped,
// and no module of the app clips outside the limit.
import fs from "node:fs";
import path from "node:path";
import type { Polygon, Position } from "geojson";
import { describe, expect, it } from "vitest";
import { boxRing, rectangleSquareMetres } from "../../../../tests/support/boundary-fixtures";
import { areaSquareMetres } from "./area";
import {
  CLIPPING_TIME_LIMIT_MS,
  clippingTimeLimitMs,
  coveredSquareMetresWithinLimit,
  dissolvePolygonsWithinLimit,
  withClippingTimeLimit,
} from "./clipping.server";
import { BoundaryFileError, BoundaryTooIntricateError, TOO_INTRICATE_MESSAGE } from "./errors";

const rectangle = (west: number, south: number, east: number, north: number): Polygon => ({
  type: "Polygon",
  coordinates: [boxRing(west, south, east, north)],
});

/** A wavy ring of `n` points round (lng, lat), simple (star-shaped), closed. */
function wavyRing(n: number, lng: number, lat: number): Position[] {
  const ring = Array.from({ length: n }, (_, i) => {
    const t = (2 * Math.PI * i) / n;
    const r = 0.05 * (1 + 0.05 * Math.sin(37 * t));
    return [lng + r * Math.cos(t), lat + r * Math.sin(t)];
  });
  return [...ring, ring[0]!];
}

/** Stops `run` and says how long it took to be stopped, and with what. */
function stopped(run: () => unknown) {
  const started = performance.now();
  try {
    run();
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
  throw new Error("it returned");
}

describe("withClippingTimeLimit", () => {
  it("stops a function that never returns, within the limit, with the farmer's sentence", () => {
    const { error, ms } = stopped(() =>
      withClippingTimeLimit(() => {
        for (;;);
      }, 50),
    );
    expect(error).toBeInstanceOf(BoundaryTooIntricateError);
    // A BoundaryFileError, so the upload paths answer it as a bad file (422 beside the field).
    expect(error).toBeInstanceOf(BoundaryFileError);
    expect((error as Error).message).toBe(
      "This boundary is too intricate to measure; simplify it in your mapping program and upload it again.",
    );
    expect((error as Error).message).toBe(TOO_INTRICATE_MESSAGE);
    expect(ms).toBeGreaterThanOrEqual(45);
    expect(ms).toBeLessThan(1_000);
  });

  it("returns what the function returns, and lets its own errors through unchanged", () => {
    const value = { hectares: 448 };
    expect(withClippingTimeLimit(() => value, 1_000)).toBe(value);
    const own = new RangeError("not a polygon");
    expect(() =>
      withClippingTimeLimit(() => {
        throw own;
      }, 1_000),
    ).toThrow(own);
  });

  it("a call inside another keeps its own limit, and the outer one still returns", () => {
    const outer = withClippingTimeLimit(() => {
      const inner = stopped(() =>
        withClippingTimeLimit(() => {
          for (;;);
        }, 30),
      );
      expect(inner.error).toBeInstanceOf(BoundaryTooIntricateError);
      return "outer done";
    }, 2_000);
    expect(outer).toBe("outer done");
  });

  it("the limit grows with the points handed to the clipper", () => {
    expect(clippingTimeLimitMs(10)).toBe(CLIPPING_TIME_LIMIT_MS + 4);
    expect(clippingTimeLimitMs(100_000)).toBe(CLIPPING_TIME_LIMIT_MS + 40_000);
  });
});

describe("polyclip-ts after one of its runs was stopped", () => {
  // Two overlapping 20 000-point outlines take seconds to join: stopped after 100 ms, in the
  // middle of polyclip's sweep.
  const a = { type: "Polygon", coordinates: [wavyRing(20_000, 28.3, -28.25)] } as Polygon;
  const b = { type: "Polygon", coordinates: [wavyRing(20_000, 28.33, -28.25)] } as Polygon;

  it("a union stopped at its limit, then an ordinary union and intersection are right", () => {
    const { error, ms } = stopped(() => dissolvePolygonsWithinLimit([a, b], 100));
    expect(error).toBeInstanceOf(BoundaryTooIntricateError);
    expect(ms).toBeLessThan(1_000);
    // Two rectangles overlapping by a quarter of each: union and overlap in closed form.
    const first = rectangle(28, -29, 28.1, -28.9);
    const second = rectangle(28.05, -28.95, 28.15, -28.85);
    const union =
      rectangleSquareMetres(28, -29, 28.1, -28.9) +
      rectangleSquareMetres(28.05, -28.95, 28.15, -28.85) -
      rectangleSquareMetres(28.05, -28.95, 28.1, -28.9);
    const joined = dissolvePolygonsWithinLimit([first, second])!;
    expect(joined.type).toBe("Polygon");
    expect(areaSquareMetres(joined)).toBeCloseTo(union, 2);
    expect(coveredSquareMetresWithinLimit(first, [second])).toBeCloseTo(
      rectangleSquareMetres(28.05, -28.95, 28.1, -28.9),
      2,
    );
  });

  it("an intersection stopped at its limit, then an ordinary one is right", () => {
    expect(() => coveredSquareMetresWithinLimit(a, [b], 100)).toThrow(BoundaryTooIntricateError);
    expect(
      coveredSquareMetresWithinLimit(rectangle(28, -29, 28.1, -28.9), [
        rectangle(28.05, -29, 28.2, -28.9),
      ]),
    ).toBeCloseTo(rectangleSquareMetres(28.05, -29, 28.1, -28.9), 2);
  });

  it("outlines of a thousand points each are joined well within their own limit", () => {
    const first = { type: "Polygon", coordinates: [wavyRing(1_000, 28.3, -28.25)] } as Polygon;
    const second = { type: "Polygon", coordinates: [wavyRing(1_000, 28.33, -28.25)] } as Polygon;
    const joined = dissolvePolygonsWithinLimit([first, second])!;
    expect(areaSquareMetres(joined)).toBeGreaterThan(areaSquareMetres(first));
    expect(areaSquareMetres(joined)).toBeLessThan(2 * areaSquareMetres(first));
  });
});

describe("no clipping outside the time limit", () => {
  const root = path.resolve(__dirname, "../../../..");
  const appFiles = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? appFiles(path.join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );
  const files = appFiles(path.join(root, "app")).map((file) => ({
    name: path.relative(root, file),
    text: fs.readFileSync(file, "utf8"),
  }));

  it("only geometry.ts imports a polyclip-backed turf module or polyclip-ts", () => {
    const clipping =
      /from\s+["'](?:polyclip-ts|@turf\/(?:union|intersect|difference|dissolve|mask|buffer|turf))["']/;
    expect(files.filter((f) => clipping.test(f.text)).map((f) => f.name)).toEqual([
      "app/services/contracting/boundaries/geometry.ts",
    ]);
  });

  it("only clipping.server.ts calls geometry.ts's union and intersection", () => {
    const calls = /\b(?:dissolvePolygons|sharedPolygons|coveredSquareMetres)\s*\(/;
    expect(
      files
        .filter((f) => !f.name.endsWith("boundaries/geometry.ts") && calls.test(f.text))
        .map((f) => f.name),
    ).toEqual(["app/services/contracting/boundaries/clipping.server.ts"]);
  });
});
