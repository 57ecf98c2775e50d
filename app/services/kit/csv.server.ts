// The one CSV writer of Veld (decision 0115): every download and every generated file is written
// here, every cell through the defusing rule of csv.ts, so a new download cannot forget it. There
// is no way to write a raw cell. Server code only: csv-stringify uses Node's Buffer, which a
// browser does not have. Quoting is csv-stringify's (RFC 4180); no I/O.
import { stringify } from "csv-stringify/sync";
import { cellText, type CsvRow } from "./csv";

/** Spreadsheets then read the file as UTF-8 (Excel guesses a code page without it). */
const BYTE_ORDER_MARK = "\uFEFF";

/** Rows as CSV text, a page at a time (no byte-order mark, no header); "" for no rows. */
export function csvRowsText(rows: readonly CsvRow[]): string {
  if (rows.length === 0) return "";
  return stringify(rows.map((row) => row.map(cellText)));
}

/** The start of a file: the byte-order mark and the header row. */
export function csvHeaderText(header: readonly string[]): string {
  return `${BYTE_ORDER_MARK}${csvRowsText([header])}`;
}

/** A whole file: the byte-order mark, the header, the rows. */
export function csvText(header: readonly string[], rows: readonly CsvRow[]): string {
  return csvHeaderText(header) + csvRowsText(rows);
}

/**
 * A file as a stream of bytes, a page of rows at a time, for exports too big for one string:
 * the header on the first read, then one page per read, so memory stays flat whatever the size.
 */
export function csvStream(
  header: readonly string[],
  pages: AsyncIterable<readonly CsvRow[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvHeaderText(header)));
          return;
        }
        // A read must end with bytes or the end: an empty page reads the next one.
        for (;;) {
          const next = await iterator.next();
          if (next.done) {
            controller.close();
            return;
          }
          const text = csvRowsText(next.value);
          if (text !== "") {
            controller.enqueue(encoder.encode(text));
            return;
          }
        }
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
