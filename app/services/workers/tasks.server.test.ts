// The CPU-heavy steps run only in the worker pool (decision 0120): the clipping libraries are
// imported by geometry.ts alone, and the functions that parse files, clip, look for crossings,
// inspect PDFs or read CSV imports are imported only by the modules that run inside the worker
// (the task modules and what they call), so no route or service can call one on the server's
// thread. A new caller fails here.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TASKS } from "./tasks.server";

const root = path.resolve(__dirname, "../../..");
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

/** The modules that run inside the worker, besides geometry.ts itself. */
const WORKER_SIDE = [
  "app/services/calculations/samples-csv.server.ts",
  "app/services/contracting/boundaries/parse.server.ts",
  "app/services/contracting/boundaries/tasks.server.ts",
  "app/services/fields/boundary-problem.server.ts",
  "app/services/files/tasks.server.ts",
  "app/services/practice/livestock-csv.server.ts",
  "app/services/workers/tasks.server.ts",
];

describe("CPU-heavy steps stay in the worker pool", () => {
  it("only geometry.ts imports a clipping or crossing library", () => {
    const heavy =
      /from\s+["'](?:polyclip-ts|@turf\/(?:union|intersect|difference|dissolve|mask|buffer|kinks|turf))["']/;
    expect(files.filter((f) => heavy.test(f.text)).map((f) => f.name)).toEqual([
      "app/services/contracting/boundaries/geometry.ts",
    ]);
  });

  it("only the worker's modules import the functions that parse, clip, inspect or read CSV", () => {
    const heavy = new Set([
      "parseBoundaryFile",
      "parseFieldFile",
      "dissolvePolygons",
      "sharedPolygons",
      "coveredSquareMetres",
      "findCrossings",
      "findHolesOutside",
      "holePlaces",
      "overlappingHoles",
      "boundaryProblem",
      "circleFieldProblem",
      "inspectPdf",
      "readLivestockCsv",
      "parseSampleCsv",
      "readSampleRows",
    ]);
    // Value imports only (`import type` brings no code), and namespace imports of their modules.
    const imports = /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s+from\s+["']([^"']+)["']/g;
    const importing = files
      .filter((f) =>
        [...f.text.matchAll(imports)].some(([, isType, what, from]) => {
          if (isType) return false;
          if (what!.startsWith("*"))
            return /boundaries\/(?:geometry|parse\.server)$|boundary-problem\.server$/.test(from!);
          return what!
            .slice(1, -1)
            .split(",")
            .map(
              (part) =>
                part
                  .trim()
                  .replace(/^type\s+/, "")
                  .split(/\s+as\s+/)[0]!,
            )
            .some((name) => heavy.has(name));
        }),
      )
      .map((f) => f.name)
      .sort();
    expect(importing.filter((name) => !WORKER_SIDE.includes(name))).toEqual([]);
    // The check sees the imports that exist (it would pass vacuously on a broken pattern).
    expect(importing).toEqual(
      expect.arrayContaining(["app/services/contracting/boundaries/tasks.server.ts"]),
    );
  });

  it("every task is a function of its input alone", () => {
    for (const [name, task] of Object.entries(TASKS)) {
      expect(typeof task, name).toBe("function");
      expect(task.length, name).toBe(1);
    }
  });
});
