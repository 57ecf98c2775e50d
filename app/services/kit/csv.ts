// The one CSV writer of Veld (decision 0115): every download and every generated file is written
// here, and every cell on its way out goes through the defusing rule, so a new download cannot
// forget it. There is no way to write a raw cell.
//
// The rule (OWASP 'CSV Injection'): a text cell a spreadsheet would run as a formula (its first
// character, after any whitespace, NBSP, other Unicode spaces, control or format characters, is
// = + - @ or their full-width forms ＝ ＋ － ＠, or that run holds a tab or CR) is written with a
// leading ' and so stays text. Numbers are typed: a `number` cell (or a `decimalCell`) is written
// as the number it is, so -3.5 stays a number; only text is defused. The templates farmers fill
// in come back through readCsvCell, which undoes exactly this and nothing else.
//
// This module is the rule and the cells, pure and free of Node's APIs (a component may import it:
// the soil samples' form reads a template's names back); the writer is csv.server.ts.

/** A number with a fixed count of decimals (hectares as 12.50): written as the number it is. */
export class DecimalCell {
  // A private field makes the type nominal: no object literal can pass itself off as a number.
  readonly #text: string;
  private constructor(text: string) {
    this.#text = text;
  }
  static of(value: number, places: number): DecimalCell {
    return new DecimalCell(Number.isFinite(value) ? value.toFixed(places) : "");
  }
  get text() {
    return this.#text;
  }
}

/** `value` with `places` decimals as a number cell; an empty cell when it is not finite. */
export const decimalCell = (value: number, places: number) => DecimalCell.of(value, places);

/** What a cell may hold: text (defused), a number (as it is), or nothing (an empty cell). */
export type CsvCell = string | number | DecimalCell | null | undefined;
export type CsvRow = readonly CsvCell[];

// What a spreadsheet may skip before it looks at a cell's first character: any whitespace (\s
// holds NBSP, the Unicode spaces, line and paragraph separators and the BOM), control characters
// and format characters (zero-width space and joiners, direction marks). Tab and CR are
// triggers themselves (OWASP), wherever they stand in that run.
const SKIPPED = String.raw`[\s\p{Cc}\p{Cf}\p{Z}]`;
const TRIGGER = String.raw`[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]`;
/**
 * Leading quotes count too: a text that already starts with ' before a trigger gets one more,
 * so that reading back (readCsvCell) returns every text exactly as it was.
 */
const NEEDS_QUOTE = new RegExp(`^'*${SKIPPED}*${TRIGGER}`, "u");

/** A text cell as written: with a leading ' when a spreadsheet would run it as a formula. */
export function defuseText(text: string): string {
  return NEEDS_QUOTE.test(text) ? `'${text}` : text;
}

/**
 * A cell of an uploaded file that Veld wrote (a template filled in): the text as it was before
 * defuseText, for matching names. A ' is removed only where defuseText put one.
 */
export function readCsvCell(cell: string): string {
  return cell.startsWith("'") && NEEDS_QUOTE.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** The text a cell is written as: text defused, numbers as numbers, nothing as empty. */
export function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  if (cell instanceof DecimalCell) return cell.text;
  return defuseText(cell);
}
