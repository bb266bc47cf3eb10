import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ExportTable } from './export-table';

/** Excel's limit on sheet names and the characters it refuses in them. */
const SHEET_NAME_MAX = 31;
const SHEET_NAME_FORBIDDEN = /[\\/?*[\]:]/g;
/**
 * Rows written between two turns of the event loop. exceljs hands each committed row to the zip
 * without backpressure; yielding lets the compressor catch up and the output fill, so a full
 * output (`writableNeedDrain`) is seen after at most this many rows.
 */
const ROWS_PER_TURN = 200;
/** Column width (characters) for a title, within Excel-friendly bounds. */
const widthOf = (title: string): number => Math.min(Math.max(title.length + 2, 12), 40);

/** Resolves when `stream` has room again ('drain') or is gone ('close'). */
const roomIn = (stream: PassThrough): Promise<void> =>
  new Promise((resolve) => {
    const done = (): void => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/**
 * exceljs, loaded on the first export: it is the server's heaviest module (about half a second to
 * load on this machine), and a start-up should not pay for it (cold start, rules 21.10).
 */
const loadExcel = async () => (await import('exceljs')).default;

/**
 * Writes `tables` as one sheet each into `body` with exceljs's streaming WorkbookWriter (no shared
 * strings, no styles, each row committed as soon as it is added, so no sheet is held in memory).
 * Waits while `body` is full (the reader is slower than the rows; see ROWS_PER_TURN), and stops,
 * ending the current row generator, when `body` is destroyed (client abort).
 */
const writeWorkbook = async (tables: readonly ExportTable[], body: PassThrough): Promise<void> => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useSharedStrings: false, useStyles: false });
  for (const [index, table] of tables.entries()) {
    const name = table.name.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, SHEET_NAME_MAX).trim() || `Sheet ${index + 1}`;
    const sheet = workbook.addWorksheet(name);
    sheet.columns = table.headers.map((header) => ({ header, width: widthOf(header) }));
    let written = 0;
    for await (const row of table.rows) {
      if (body.destroyed) return;
      sheet.addRow([...row]).commit();
      written += 1;
      if (written % ROWS_PER_TURN === 0) await nextTurn();
      while (body.writableNeedDrain && !body.destroyed) await roomIn(body);
    }
    sheet.commit();
  }
  await workbook.commit();
};

/**
 * The XLSX of `tables` as a readable byte stream: numbers are number cells, texts (dates as the
 * company-local strings the screen shows) text cells, null an empty cell; each table is a sheet
 * named after it, its titles in the first row.
 * @param onError called once when a row generator or the writer fails (the stream is destroyed with the error).
 */
export const xlsxStream = (tables: readonly ExportTable[], onError: (error: Error) => void): Readable => {
  const body = new PassThrough();
  writeWorkbook(tables, body).catch((error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error));
    onError(failure);
    body.destroy(failure);
  });
  return body;
};

/** The whole XLSX of `tables` in memory (for a mail attachment; an export to a client streams instead). */
export const xlsxBuffer = async (tables: readonly ExportTable[]): Promise<Buffer> => {
  // A failure destroys the stream with the error, which rejects toArray.
  const chunks: unknown[] = await xlsxStream(tables, () => undefined).toArray();
  return Buffer.concat(chunks.map((c) => (Buffer.isBuffer(c) ? c : Buffer.from(String(c)))));
};
