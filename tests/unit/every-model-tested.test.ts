// docs/architecture.md: every model in app/models has a database test beside it. A model added
// without one fails here, with its name.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MODELS = path.resolve("app/models");

describe("app/models", () => {
  it("has a database test for every model", () => {
    const files = fs.readdirSync(MODELS);
    const models = files
      .filter((f) => f.endsWith(".server.ts"))
      .map((f) => f.replace(/\.server\.ts$/, ""));
    expect(models.length).toBeGreaterThan(40);
    // A model's tests may be split by subject: organisations.db.test.ts, organisations-search.db.test.ts.
    const untested = models.filter(
      (model) =>
        !files.some(
          (f) =>
            f === `${model}.db.test.ts` || (f.startsWith(`${model}-`) && f.endsWith(".db.test.ts")),
        ),
    );
    expect(untested).toEqual([]);
  });
});
