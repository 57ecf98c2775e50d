// Livestock numbers from and to CSV (issue 15 'imported from CSV (a downloadable template;
// per-row errors; nothing stored on any error)'; decision 0077). The template has one row per
// herd per month of the season, prefilled with the herd's name and any numbers stored; the
// import checks every row and either gives every row's problems or the cells to store. Rows are
// numbered as a spreadsheet shows them: the header is row 1. The kit's writer (services/kit/
// csv.ts) defuses a herd's name a spreadsheet would run ('=Cows); the import reads it back.
import { CsvError, parse } from "csv-parse/sync";
import { readCsvCell, type CsvCell } from "~/services/kit/csv";
import { csvText } from "~/services/kit/csv.server";
import { MONTHS } from "~/services/kit/format";
import { seasonLabel } from "~/services/fields/seasons";
import {
  gridMonths,
  parseHeadCount,
  type GridCell,
  type GridHerd,
  type HeadCountKind,
} from "~/services/practice/livestock-forms";

export const CSV_COLUMNS = ["herd", "year", "month", "mature", "juvenile"] as const;
export const CSV_HEADER = CSV_COLUMNS.join(",");
/** The largest file read (the upload form's limit too). */
export const MAX_CSV_BYTES = 1024 * 1024;

export const CSV_MESSAGES = {
  columns: `The file's first row must name the columns ${CSV_HEADER}, as in the template.`,
  empty: "The file has no rows of livestock numbers under its header.",
  unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
  valueCount: (row: number, found: number) =>
    `Row ${row}: expected 5 values (${CSV_HEADER}), found ${found}.`,
  herd: (row: number, name: string) =>
    name ? `Row ${row}: "${name}" is not one of your herds.` : `Row ${row}: give the herd's name.`,
  herdAmbiguous: (row: number, name: string) =>
    `Row ${row}: more than one of your herds is called "${name}"; give them different names first.`,
  year: (row: number) => `Row ${row}: year must be a year such as 2026.`,
  month: (row: number) => `Row ${row}: month must be a month's name, such as July, or 1 to 12.`,
  outside: (row: number, month: string, season: number) =>
    `Row ${row}: ${month} is not in the ${seasonLabel(season)} season (July to June).`,
  count: (row: number, kind: HeadCountKind) =>
    `Row ${row}: ${kind} must be a whole number from 0 to 100 000.`,
  duplicate: (row: number, first: number) => `Row ${row}: the same herd and month as row ${first}.`,
} as const;

/** What the person typed, safe to repeat in a message (no control characters, not too long). */
function echo(text: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f\ud800-\udfff]/g, "").trim();
  return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
}

/** A month as written: 'July', 'jul' or 7 → 6 (0-based); null if it is none. */
export function parseMonth(raw: string): number | null {
  const text = raw.trim().toLowerCase();
  if (/^\d{1,2}$/.test(text)) {
    const number = Number(text);
    return number >= 1 && number <= 12 ? number - 1 : null;
  }
  const index = MONTHS.findIndex(
    (name) =>
      name.toLowerCase() === text || (text.length === 3 && name.toLowerCase().startsWith(text)),
  );
  return index >= 0 ? index : null;
}

/**
 * The template, the whole file: a row per herd per month of the season, with the numbers
 * already stored.
 */
export function livestockCsvTemplate(
  herds: readonly GridHerd[],
  season: number,
  stored: readonly GridCell[],
): string {
  const byKey = new Map(stored.map((row) => [`${row.herdId}|${row.year}|${row.month}`, row]));
  const rows: CsvCell[][] = [];
  for (const herd of herds) {
    for (const { year, month } of gridMonths(season)) {
      const row = byKey.get(`${herd.id}|${year}|${month}`);
      rows.push([herd.name, year, MONTHS[month]!, row?.mature, row?.juvenile]);
    }
  }
  return csvText(CSV_COLUMNS, rows);
}

export type CsvImport =
  | {
      ok: true;
      cells: GridCell[];
      /** The herd-months the file names, with or without numbers (empty ones clear a month). */
      named: { herdId: string; year: number; month: number }[];
    }
  | { ok: false; errors: string[] };

/** readLivestockCsv as the worker pool runs it (decision 0120): one argument, plain data. */
export function readLivestockCsvTask(input: {
  text: string;
  herds: GridHerd[];
  season: number;
}): CsvImport {
  return readLivestockCsv(input.text, input.herds, input.season);
}

/** Checks every row of an uploaded file; nothing is stored here. */
export function readLivestockCsv(
  text: string,
  herds: readonly GridHerd[],
  season: number,
): CsvImport {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      return { ok: false, errors: [CSV_MESSAGES.unreadable(echo(error.message))] };
    }
    throw error;
  }
  const [header, ...rows] = records;
  const names = (header ?? []).map((cell) => cell.trim().toLowerCase());
  if (names.length !== CSV_COLUMNS.length || names.some((name, i) => name !== CSV_COLUMNS[i])) {
    return { ok: false, errors: [CSV_MESSAGES.columns] };
  }
  if (rows.length === 0) return { ok: false, errors: [CSV_MESSAGES.empty] };

  const herdsByName = new Map<string, GridHerd[]>();
  for (const herd of herds) {
    const key = herd.name.trim().toLowerCase();
    herdsByName.set(key, [...(herdsByName.get(key) ?? []), herd]);
  }
  const inSeason = new Set(gridMonths(season).map((m) => `${m.year}|${m.month}`));
  const errors: string[] = [];
  const cells: GridCell[] = [];
  const named: { herdId: string; year: number; month: number }[] = [];
  const seen = new Map<string, number>();

  rows.forEach((record, index) => {
    const row = index + 2;
    if (record.length !== CSV_COLUMNS.length) {
      errors.push(CSV_MESSAGES.valueCount(row, record.length));
      return;
    }
    const [herdName = "", yearText = "", monthText = "", matureText = "", juvenileText = ""] =
      record;
    const rowErrors: string[] = [];
    // The template's name, as the writer may have defused it ('=Cows → =Cows).
    const matches = herdsByName.get(readCsvCell(herdName).trim().toLowerCase()) ?? [];
    if (matches.length === 0) rowErrors.push(CSV_MESSAGES.herd(row, echo(herdName)));
    else if (matches.length > 1) rowErrors.push(CSV_MESSAGES.herdAmbiguous(row, echo(herdName)));
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
    if (year === null) rowErrors.push(CSV_MESSAGES.year(row));
    const month = parseMonth(monthText);
    if (month === null) rowErrors.push(CSV_MESSAGES.month(row));
    if (year !== null && month !== null && !inSeason.has(`${year}|${month}`)) {
      rowErrors.push(CSV_MESSAGES.outside(row, `${MONTHS[month]} ${year}`, season));
    }
    const mature = parseHeadCount(matureText);
    if (mature === "invalid") rowErrors.push(CSV_MESSAGES.count(row, "mature"));
    const juvenile = parseHeadCount(juvenileText);
    if (juvenile === "invalid") rowErrors.push(CSV_MESSAGES.count(row, "juvenile"));
    if (rowErrors.length > 0 || matches.length !== 1 || year === null || month === null) {
      errors.push(...rowErrors);
      return;
    }
    const herdId = matches[0]!.id;
    const key = `${herdId}|${year}|${month}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push(CSV_MESSAGES.duplicate(row, first));
      return;
    }
    seen.set(key, row);
    named.push({ herdId, year, month });
    if (mature === "invalid" || juvenile === "invalid") return;
    if (mature === null && juvenile === null) return;
    cells.push({ herdId, year, month, mature: mature ?? 0, juvenile: juvenile ?? 0 });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, cells, named };
}
