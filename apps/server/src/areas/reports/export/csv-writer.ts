import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ExportCell, ExportTable } from './export-table';

/** Every line of the CSV: the first table's titles and rows, then each further table after an empty line and its name. */
async function* csvLines(tables: readonly ExportTable[]): AsyncGenerator<readonly ExportCell[]> {
  let first = true;
  for (const table of tables) {
    if (!first) yield* [[], [table.name]];
    first = false;
    yield table.headers;
    yield* table.rows;
  }
}

/**
 * The CSV of `tables` as a readable byte stream (csv-stringify's stream API): UTF-8 with a BOM so
 * Excel reads it as UTF-8, RFC 4180 quoting, numbers written as JavaScript prints them (`12.5`),
 * empty cells for null. A text cell a spreadsheet would run as a formula (starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return, or their full-width forms) is written with a leading `'`
 * (csv-stringify's `escape_formulas`, the defence OWASP's "CSV Injection" recommends), so a machine
 * named `=HYPERLINK(...)` is shown as that text, never run; number cells stay numbers, negative ones too. Rows are pulled from the tables only as fast as the reader takes bytes
 * (stream backpressure); destroying the returned stream (a client abort) stops the row generators.
 * @param onError called once when a row generator fails (the stream is destroyed with the error).
 */
export const csvStream = (tables: readonly ExportTable[], onError: (error: Error) => void): Readable =>
  pipeline(Readable.from(csvLines(tables)), stringify({ bom: true, escape_formulas: true, cast: { number: (n) => String(n) } }), (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(error);
  });
