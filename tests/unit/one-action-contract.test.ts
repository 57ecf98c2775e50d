// The one action contract (decision 0128), held where lint does not look: no test, script or
// component posts a form by the address (?do=) or names the forms library's internal form id,
// and no action answers a refused post under a key of its own instead of the one result shape.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOTS = ["app", "tests", "scripts"];
const SELF = path.resolve("tests/unit/one-action-contract.test.ts");

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const files = ROOTS.flatMap((root) => sources(path.resolve(root))).filter((f) => f !== SELF);
const offenders = (pattern: RegExp) =>
  files
    .filter((file) => pattern.test(fs.readFileSync(file, "utf8")))
    .map((f) => path.relative(".", f));

// Built from pieces, so this file does not hold what it looks for.
const LIBRARY_FORM_ID = new RegExp(["__rvf", "InternalFormId"].join(""));
const FORM_IN_ADDRESS = new RegExp(`[?&]${"do"}=(?![>=])`);
const OLD_RESULT_KEYS = new RegExp(
  `data\\(\\s*\\{\\s*(${["submitError", "sendError", "submissionErrors", "submitRefusal", "refusal", "error", "errors", "message"].join("|")})\\b`,
);

describe("the one action contract", () => {
  it("no file names the forms library's internal form id", () => {
    expect(offenders(LIBRARY_FORM_ID)).toEqual([]);
  });

  it("no form posts to ?do= and no test posts there", () => {
    expect(offenders(FORM_IN_ADDRESS)).toEqual([]);
  });

  it("no action answers a refused post under a key of its own", () => {
    expect(offenders(OLD_RESULT_KEYS)).toEqual([]);
  });
});
