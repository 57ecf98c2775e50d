// A soil samples file read and checked (issue 17; decision 0092), in a worker thread (decision
// 0120): splitting a large CSV into cells and checking every row is CPU-bound, so
// importSamplesCsv hands the text here through the worker pool. Pure: nothing is stored.
import { CsvError, parse } from "csv-parse/sync";
import { echo, SAMPLE_CSV_MESSAGES, type CsvField, type SampleCsvRead } from "./samples";
import { readSampleRows } from "./samples-schema";

/** Reads an uploaded file into rows of cells; a file that is no CSV is a one-line error. */
export function parseSampleCsv(
  text: string,
): { ok: true; records: string[][] } | { ok: false; errors: string[] } {
  try {
    const records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
    return { ok: true, records };
  } catch (error) {
    if (error instanceof CsvError) {
      return { ok: false, errors: [SAMPLE_CSV_MESSAGES.unreadable(echo(error.message))] };
    }
    throw error;
  }
}

export interface SamplesCsvInput {
  text: string;
  fields: CsvField[];
  /** Today in South Africa (YYYY-MM-DD): no sample is taken in the future. */
  today: string;
}

/** The file split and every row checked (readSampleRows). */
export function readSamplesCsvTask(input: SamplesCsvInput): SampleCsvRead {
  const parsed = parseSampleCsv(input.text);
  return parsed.ok ? readSampleRows(parsed.records, input.fields, input.today) : parsed;
}
