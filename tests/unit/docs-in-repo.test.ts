// Docs and comments send a reader only to what the repository holds (issue 29, decision 0121): no
// tracked file names the outside guides (the conventions guide, a developers' guide) and no
// comment or document points at a path above the repository's root or at this machine's folders.
// A rule belongs in the code's own comment, docs/architecture.md or a decision; the product
// specification is cited by section ("spec §N 'Section'"), never by a path.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

// Spelled in parts, so this file does not name them itself.
const OUTSIDE_GUIDES = new RegExp(`\\b(${"conventions"}|${"DEVELOPERS"})\\.md\\b`, "i");
/** A relative path (`../x`, `./../x`): whether it leaves the repository is decided below. */
const RELATIVE_PATH = /(?<![\w.~/-])(?:\.\/)?(?:\.\.\/)+[\w.@$-][\w./@$-]*/g;
/** This machine's folders: the workplace, home directories. */
const MACHINE_PATH = /(?<![\w.~-])\/(?:work|home|root|Users)\/[\w.-]+/g;

const SELF = "tests/unit/docs-in-repo.test.ts";
const CODE = /\.(?:[cm]?[jt]sx?)$/;
const HASH_COMMENTS = /(?:\.sh|\.ya?ml|^\.ci\/run|\.gitignore|\.prettierignore)$/;
const DOCS = /\.md$/;
const CSS = /\.css$/;

/** Every tracked text file this test reads, by its path in the repository. */
function trackedFiles(): string[] {
  return (
    execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
      .split("\0")
      .filter(
        (file) =>
          file &&
          (CODE.test(file) || DOCS.test(file) || CSS.test(file) || HASH_COMMENTS.test(file)),
      )
      .filter((file) => fs.existsSync(path.join(root, file)))
      // This file's examples name what it looks for.
      .filter((file) => file !== SELF)
  );
}

/**
 * The comments of a source file, each with its line: `// …` to the end of the line (not inside a
 * string: the `//` must start the line or follow a space or a code character that cannot end a
 * URL's scheme) and `/* … *\/` blocks. Code itself (imports with `../`) is not a comment.
 */
function commentsOf(text: string, kind: "code" | "css" | "hash"): { line: number; text: string }[] {
  const comments: { line: number; text: string }[] = [];
  const lines = text.split("\n");
  let inBlock = false;
  lines.forEach((raw, index) => {
    let rest = raw;
    const line = index + 1;
    while (rest.length > 0) {
      if (inBlock) {
        const end = rest.indexOf("*/");
        comments.push({ line, text: end === -1 ? rest : rest.slice(0, end) });
        if (end === -1) return;
        inBlock = false;
        rest = rest.slice(end + 2);
        continue;
      }
      if (kind === "hash") {
        const hash = rest.search(/(^|\s)#/);
        if (hash !== -1) comments.push({ line, text: rest.slice(hash) });
        return;
      }
      const block = rest.search(/(^|[\s({[,;=:])\/\*/);
      const lineComment = kind === "code" ? rest.search(/(^|[\s({[,;=])\/\//) : -1;
      if (lineComment !== -1 && (block === -1 || lineComment < block)) {
        comments.push({ line, text: rest.slice(lineComment) });
        return;
      }
      if (block === -1) return;
      inBlock = true;
      rest = rest.slice(block + rest.slice(block).indexOf("/*") + 2);
    }
  });
  return comments;
}

/** The places in `text` (a comment or a document) that send the reader outside the repository. */
function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  const guide = OUTSIDE_GUIDES.exec(text);
  if (guide) found.push(guide[0]);
  for (const match of text.matchAll(MACHINE_PATH)) found.push(match[0]);
  for (const match of text.matchAll(RELATIVE_PATH)) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[0]));
    if (resolved === ".." || resolved.startsWith("../")) found.push(match[0]);
  }
  return found;
}

/** Every reference to a file outside the repository, as 'path:line: what'. */
function referencesOutside(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  // The guides are named nowhere, not even in code or a string a person reads.
  const named = text
    .split("\n")
    .flatMap((line, index) =>
      OUTSIDE_GUIDES.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
  const parts = DOCS.test(file)
    ? text.split("\n").map((line, index) => ({ line: index + 1, text: line }))
    : commentsOf(text, CODE.test(file) ? "code" : CSS.test(file) ? "css" : "hash");
  const paths = parts.flatMap((part) =>
    outsideReferences(file, part.text)
      .filter((what) => !OUTSIDE_GUIDES.test(what))
      .map((what) => `${file}:${part.line}: ${what}`),
  );
  return [...named, ...paths];
}

describe("docs and comments refer only to files inside the repository", () => {
  it("reads the tracked files", () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(1000);
    expect(files).toEqual(expect.arrayContaining(["README.md", "docs/architecture.md"]));
  });

  it("finds no outside guide, no path above the repository and no machine's folder", () => {
    expect(trackedFiles().flatMap(referencesOutside)).toEqual([]);
  });
});

describe("what counts as a reference outside the repository", () => {
  it.each([
    ["app/models/farms.server.ts", "(conventions.md 'Organisation scoping')", ["conventions.md"]],
    ["app/env.server.ts", "(DEVELOPERS.md 'Architecture')", ["DEVELOPERS.md"]],
    [
      "README.md",
      "The spec is `../shared/spec/platform-spec.md`.",
      ["../shared/spec/platform-spec.md"],
    ],
    [
      "docs/decisions/0001-x.md",
      "see ../../../shared/guides/x.md",
      ["../../../shared/guides/x.md"],
    ],
    ["app/a.ts", "read /work/shared/spec/platform-spec.md", ["/work/shared"]],
    ["docs/decisions/0001-x.md", "see [the map](../architecture.md)", []],
    ["app/db/schema.ts", "as ../shared/boundaries says", []],
    ["app/a.ts", "spec §4 'Field inclusion'; /api/v2/company/{id}; https://example.org/../x", []],
  ])("%s: %s", (file, text, expected) => {
    expect(outsideReferences(file, text)).toEqual(expected);
  });

  it("reads comments, not code: an import from ../ is no reference, a comment naming one is", () => {
    const source = [
      'import { x } from "../../../outside";',
      "const url = 'https://example.org/a'; // from ../../../../elsewhere/notes.md",
      "/* a block",
      "   naming ../../../../block.md */ const y = 1;",
      "const z = /\\/\\/x/; // nothing here",
    ].join("\n");
    const comments = commentsOf(source, "code");
    expect(comments.map((c) => c.line)).toEqual([2, 3, 4, 5]);
    expect(comments.flatMap((c) => outsideReferences("app/a/b.ts", c.text))).toEqual([
      "../../../../elsewhere/notes.md",
      "../../../../block.md",
    ]);
  });
});
