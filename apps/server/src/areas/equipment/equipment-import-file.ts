import { parse } from 'csv-parse/sync';
import type { CellValue } from 'exceljs';
import { MAX_IMPORT_CONTENT_LENGTH } from '@yardfleet/contract/endpoints/equipment-import';
import { isBlankRow, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS, type ImportFileProblem } from '@yardfleet/domain/rules/equipment-import';

/** A file's rows as text: the header, then each data row with its line (1 is the header) and its cells. Blank rows are left out. */
export interface ImportSheet {
  readonly header: readonly string[];
  readonly rows: readonly { readonly line: number; readonly cells: readonly string[] }[];
}

/** The file's rows, or why the whole file is refused. */
export type SheetOutcome = { readonly sheet: ImportSheet } | { readonly problem: ImportFileProblem };

const tooLarge = (): SheetOutcome => ({ problem: { code: 'too_large', maxBytes: MAX_IMPORT_FILE_BYTES } });

/** An XLSX file is a zip archive: it starts with `PK\x03\x04`. */
const isZip = (bytes: Buffer): boolean => bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304;

/**
 * The text of a CSV file (rules 23.3; docs/decisions/0033): UTF-8 with or without its byte order
 * mark, or UTF-16 (little or big endian) with its byte order mark. Anything else is refused
 * (`null`): bytes that are not valid UTF-8 (a Windows-1252 file with accents, for instance) and
 * text holding NUL (UTF-16 without a byte order mark) are never guessed at, so no file is ever
 * imported as mojibake.
 */
export const decodeCsvText = (bytes: Buffer): string | null => {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  return text.includes('\u0000') ? null : text;
};

/**
 * The delimiter of a CSV file, told by its header line: `;` (what a spreadsheet in a German,
 * French, Dutch, Italian or Spanish locale writes), a tab, or `,` (the default).
 */
const delimiterOf = (text: string): string => {
  const first = text.slice(0, Math.max(text.search(/\r?\n/), 0) || text.length);
  const count = (c: string): number => first.split(c).length - 1;
  const [best] = [',', ';', '\t'].sort((a, b) => count(b) - count(a));
  return best !== undefined && count(best) > 0 ? best : ',';
};

/** Rows of the sheet from `[line, cells]` pairs, refusing a file without a header or with more than MAX_IMPORT_ROWS data rows. */
const sheetOf = (rows: readonly (readonly [number, readonly string[]])[]): SheetOutcome => {
  const kept = rows.filter(([, cells]) => !isBlankRow(cells));
  const [head, ...data] = kept;
  if (head === undefined) return { problem: { code: 'empty_file' } };
  if (data.length > MAX_IMPORT_ROWS) return { problem: { code: 'too_many_rows', max: MAX_IMPORT_ROWS } };
  return { sheet: { header: head[1], rows: data.map(([line, cells]) => ({ line, cells })) } };
};

/** Reads CSV text with csv-parse (RFC 4180 quoting; rows may have fewer or more cells than the header); the line of a row is where it starts. */
const readCsv = (text: string): SheetOutcome => {
  try {
    const records = parse(text, { delimiter: delimiterOf(text), bom: true, relax_column_count: true, skip_empty_lines: false, info: true }) as unknown as {
      record: string[];
      info: { lines: number; raw?: string };
    }[];
    let line = 1;
    const rows = records.map(({ record, info }): [number, string[]] => {
      const at = line;
      line = info.lines + 1;
      return [at, record];
    });
    return sheetOf(rows);
  } catch {
    return { problem: { code: 'unreadable' } };
  }
};

/**
 * A cell of a sheet as text (rules 23.3): text as it is, numbers in plain decimal, dates as
 * `YYYY-MM-DD`, rich text joined, a hyperlink's shown text, and a formula as its own text with its
 * `=` (never evaluated, never its cached result), so a formula cell is stored as plain text.
 */
export const cellValueText = (value: CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).toUpperCase();
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
  if ('sharedFormula' in value) return `=${value.formula ?? value.sharedFormula}`;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return value.error;
  return '';
};

/** Reads the first sheet of an XLSX file with exceljs (loaded on first use, as the export's writer does). */
const readXlsx = async (bytes: Buffer): Promise<SheetOutcome> => {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { problem: { code: 'unreadable' } };
  }
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) return { problem: { code: 'empty_file' } };
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) return { problem: { code: 'too_many_rows', max: MAX_IMPORT_ROWS } };
  const rows: [number, string[]][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(cellValueText(row.getCell(c).value));
    rows.push([row.number, cells]);
  });
  return sheetOf(rows);
};

/**
 * The rows of an uploaded import file (rules 23.3) from its base64 `content`: refused as
 * `too_large` over MAX_IMPORT_FILE_BYTES (checked on the base64 length before decoding too); an
 * XLSX file (told by its bytes, not its name) is read with exceljs, anything else as CSV text by
 * `decodeCsvText` (`encoding_unsupported` when refused) and csv-parse.
 */
export const readImportFile = async (content: string): Promise<SheetOutcome> => {
  if (content.length > MAX_IMPORT_CONTENT_LENGTH) return tooLarge();
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > MAX_IMPORT_FILE_BYTES) return tooLarge();
  if (bytes.length === 0) return { problem: { code: 'empty_file' } };
  if (isZip(bytes)) return readXlsx(bytes);
  const text = decodeCsvText(bytes);
  return text === null ? { problem: { code: 'encoding_unsupported' } } : readCsv(text);
};
