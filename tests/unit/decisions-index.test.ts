// The decisions index (docs/decisions/README.md; issue 29, decision 0121) against the records: every
// record is listed once with its title, date and status; each status is the one the record's own
// `Status:` line gives; a record amended or superseded names a record that exists; the numbers
// said to have no record are exactly the gaps.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "../../docs/decisions");
const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;

interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  date: string;
  statusLines: string[];
  status: string;
}

/** The record's `Status:` paragraph, joined into one line ('' when there is none). */
function statusParagraph(lines: readonly string[]): string {
  const start = lines.findIndex((line) => line.startsWith("Status:"));
  if (start === -1) return "";
  const end = lines.findIndex((line, index) => index > start && line.trim() === "");
  return lines.slice(start, end === -1 ? undefined : end).join(" ");
}

const FIRST_CLAUSE =
  /^Status: (current|no longer holds in part|no longer holds|superseded in part by \d{4}|superseded by \d{4}|amended by \d{4}(?:, \d{4})*)/i;
const LATER_AMENDMENT = /(?:^|\. )(?:Also )?amended by (\d{4}(?:, \d{4})*)/gi;

/**
 * The status the index shows for a `Status:` paragraph: its first words, then '; amended by …'
 * for each later sentence that begins "Amended by" or "Also amended by". Null when the paragraph
 * does not start with a known status.
 */
function statusOf(paragraph: string): string | null {
  const first = FIRST_CLAUSE.exec(paragraph);
  if (!first) return null;
  const later = [...paragraph.slice(first[0].length).matchAll(LATER_AMENDMENT)].map(
    (match) => `amended by ${match[1]}`,
  );
  return [first[1]!.toLowerCase(), ...later].join("; ");
}

function readRecords(): DecisionRecord[] {
  return fs
    .readdirSync(folder)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => {
      const lines = fs.readFileSync(path.join(folder, file), "utf8").split("\n");
      return {
        number: file.slice(0, 4),
        file,
        title: lines[0]!.replace(/^# \d{4}:? /, ""),
        date: /^Date: (\d{4}-\d{2}-\d{2})/m.exec(lines.join("\n"))?.[1] ?? "",
        statusLines: lines.filter((line) => line.startsWith("Status:")),
        status: statusOf(statusParagraph(lines)) ?? "",
      };
    });
}

const INDEX_LINE = /^- \[(\d{4})\]\(([^)]+)\) (.+) · (\d{4}-\d{2}-\d{2}) · \*\*([^*]+)\*\* · (.+)$/;

function readIndex() {
  const text = fs.readFileSync(path.join(folder, "README.md"), "utf8");
  const lines = text
    .split("\n")
    .filter((line) => /^- \[\d{4}\]/.test(line))
    .map((line) => {
      const match = INDEX_LINE.exec(line);
      return match
        ? {
            line,
            number: match[1]!,
            file: match[2]!,
            title: match[3]!,
            date: match[4]!,
            status: match[5]!,
            decides: match[6]!,
          }
        : { line, number: "", file: "", title: "", date: "", status: "", decides: "" };
    });
  const gaps = /^Numbers without a record:([\s\S]*?)\n\n/m.exec(text)?.[1] ?? "";
  return { lines, missing: [...gaps.matchAll(/\b\d{4}\b/g)].map((match) => match[0]) };
}

describe("the decisions index", () => {
  const records = readRecords();
  const index = readIndex();

  it("reads the records", () => {
    expect(records.length).toBeGreaterThan(100);
  });

  it("gives every record exactly one Status: line with a known status", () => {
    const wrong = records
      .filter((record) => record.statusLines.length !== 1 || !record.status)
      .map((record) => `${record.file}: ${record.statusLines.join(" | ") || "no Status: line"}`);
    expect(wrong).toEqual([]);
  });

  it("lists every record once, in number order, and nothing else", () => {
    const malformed = index.lines.filter((entry) => !entry.number).map((entry) => entry.line);
    expect(
      malformed,
      "lines not of the form '- [NNNN](file) title · date · **status** · …'",
    ).toEqual([]);
    expect(index.lines.map((entry) => entry.file)).toEqual(records.map((record) => record.file));
  });

  it("gives each record its own number, title, date and status", () => {
    const listed = new Map(index.lines.map((entry) => [entry.file, entry]));
    const differences = records.flatMap((record) => {
      const entry = listed.get(record.file);
      if (!entry) return [`${record.file} is not in docs/decisions/README.md: add its line`];
      const wrong: string[] = [];
      if (entry.number !== record.number) wrong.push(`number ${entry.number}`);
      if (entry.title !== record.title) wrong.push(`title '${entry.title}' ≠ '${record.title}'`);
      if (entry.date !== record.date) wrong.push(`date ${entry.date} ≠ ${record.date}`);
      if (entry.status !== record.status)
        wrong.push(`status '${entry.status}' ≠ the record's '${record.status}'`);
      if (entry.decides.trim().length < 10) wrong.push("no words on what it decides");
      return wrong.map((what) => `${record.file}: ${what}`);
    });
    expect(differences).toEqual([]);
  });

  it("names only records that exist, and later ones, as amending or superseding a record", () => {
    const numbers = new Set(records.map((record) => record.number));
    const dangling = records.flatMap((record) =>
      [...record.status.matchAll(/(?:amended|superseded(?: in part)?) by ([\d, ]+)/g)]
        .flatMap((match) => match[1]!.split(/,\s*/).filter(Boolean))
        .filter((later) => !numbers.has(later) || later <= record.number)
        .map((later) => `${record.file}: ${later}`),
    );
    expect(dangling).toEqual([]);
  });

  it("says which numbers have no record: exactly the gaps below the highest", () => {
    const numbers = records.map((record) => Number(record.number));
    const gaps: string[] = [];
    for (let n = 1; n < Math.max(...numbers); n++) {
      if (!numbers.includes(n)) gaps.push(String(n).padStart(4, "0"));
    }
    expect(index.missing).toEqual(gaps);
  });
});

describe("how a Status: line reads as the index's status", () => {
  it.each([
    ["Status: current.", "current"],
    ["Status: current. Amends 0064 (upload safety).", "current"],
    ["Status: amended by 0057, 0065. 0057: value types …", "amended by 0057, 0065"],
    ["Status: superseded by 0120: clipping now runs in worker threads", "superseded by 0120"],
    [
      "Status: superseded in part by 0054: who may answer. Amended by 0065: viability …",
      "superseded in part by 0054; amended by 0065",
    ],
    [
      "Status: superseded in part by 0055 (2026-11-23): … export. Also amended by 0063, 0112: …",
      "superseded in part by 0055; amended by 0063, 0112",
    ],
    ["Status: no longer holds in part: the placeholder was removed", "no longer holds in part"],
    ["Status: no longer holds: the page is gone", "no longer holds"],
    ["Status: retired", null],
  ])("%s", (line, expected) => {
    expect(statusOf(line)).toBe(expected);
  });
});
