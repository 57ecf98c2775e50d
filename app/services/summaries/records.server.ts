// A summary file's text (decision 0102): the header and pages of records (rules.ts) written by the
// kit's CSV writer (services/kit/csv.server.ts). Server code: the writer is Node's.
import { csvHeaderText, csvRowsText } from "~/services/kit/csv.server";
import type { SummaryExportKind } from "~/shared/summary-files";
import { SUMMARY_COLUMNS, summaryRecord, type SummaryRows } from "./rules";

/** The start of a file: a byte-order mark (spreadsheets then read UTF-8) and the header. */
export function summaryHeaderText(kind: SummaryExportKind): string {
  return csvHeaderText(SUMMARY_COLUMNS[kind]);
}

/** A page of rows as CSV text; "" for none. */
export function summaryRecordsText<K extends SummaryExportKind>(
  kind: K,
  rows: readonly SummaryRows[K][],
): string {
  return csvRowsText(rows.map((row) => summaryRecord(kind, row)));
}
