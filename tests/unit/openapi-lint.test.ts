// The OpenAPI document of /api/v2 (decisions 0111, 0121) passes Redocly's linter with its
// recommended rules: no error, and no warning but the five decision 0121 argues away. Among the
// rules, every operation must describe a 4xx answer (`operation-4xx-response`) and no schema may
// list an alternative twice (`no-illogical-composition-keywords`).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { apiDocument } from "~/api-document.server";
import { withoutRepeatedAlternatives } from "~/services/api/openapi.server";

const root = path.resolve(import.meta.dirname, "../..");
const redocly = path.join(root, "node_modules/.bin/redocly");

interface LintProblem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer: string }[];
}

/** Redocly's problems with `document`, linted with the recommended rules and nothing else. */
async function lint(document: unknown): Promise<LintProblem[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "veld-openapi-"));
  const file = path.join(folder, "openapi.json");
  fs.writeFileSync(file, JSON.stringify(document));
  try {
    const { stdout } = await promisify(execFile)(
      redocly,
      ["lint", file, "--extends=recommended", "--format=json", "--max-problems=10000"],
      {
        cwd: folder,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((failure: { stdout?: string }) => {
      // Redocly exits 1 when it finds errors; its report is on stdout all the same.
      if (failure.stdout) return { stdout: failure.stdout };
      throw failure;
    });
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const where = (problem: LintProblem) =>
  `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ""}`;

/** Decision 0121, 'What the linter still says': each argued there. */
const ARGUED_AWAY = [
  // Veld's API is not published under a licence; naming one would be a legal statement.
  "warn info-license #/info",
  // The spec's two paths (§7); `{id}` is a UUID, so 'company' can never be one.
  "warn no-ambiguous-paths #/paths/~1admin~1company~1{id}~1signoff~1{type}~1{mode}",
  // The document itself is public and has nothing to refuse on GET, HEAD or OPTIONS.
  "warn operation-4xx-response #/paths/~1openapi.json/get/responses",
  "warn operation-4xx-response #/paths/~1openapi.json/head/responses",
  "warn operation-4xx-response #/paths/~1openapi.json/options/responses",
];

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it("has no error and no warning but those decision 0121 argues away", async () => {
    const problems = await lint(await apiDocument());
    expect(problems.map(where).sort()).toEqual([...ARGUED_AWAY].sort());
  }, 60_000);

  it("lists each alternative of an anyOf once, and drops an anyOf of one", () => {
    expect(
      withoutRepeatedAlternatives({
        properties: {
          lab: { anyOf: [{ type: "string" }, { type: "null" }, { type: "null" }] },
          one: { anyOf: [{ type: "string" }, { type: "string" }] },
          kept: { anyOf: [{ type: "string" }], description: "stays an anyOf" },
        },
      }),
    ).toEqual({
      properties: {
        lab: { anyOf: [{ type: "string" }, { type: "null" }] },
        one: { type: "string" },
        kept: { anyOf: [{ type: "string" }], description: "stays an anyOf" },
      },
    });
  });
});
