import { parse } from 'csv-parse/sync';

/** A table read from a file: one record per row, keyed by lower-cased column name. */
export type Row = Readonly<Record<string, unknown>>;

/** An input problem with its 1-based row number (the header is row 0 in CSV). */
export interface RowError {
  readonly row: number;
  readonly message: string;
}

/** `csv` or `json`, from the file name's extension; other names are sniffed by their first character. */
export const formatOf = (fileName: string, text: string): 'csv' | 'json' => {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.csv')) return 'csv';
  return text.trimStart().startsWith('[') ? 'json' : 'csv';
};

const lowerKeys = (o: Record<string, unknown>): Row => Object.fromEntries(Object.entries(o).map(([k, v]) => [k.trim().toLowerCase(), v]));

/**
 * Parses CSV (with a header row; csv-parse, BOM and blank lines skipped, values trimmed) or JSON
 * (an array of objects). Throws an Error with a readable message when the text is neither.
 */
export const readTable = (fileName: string, text: string): readonly Row[] => {
  if (formatOf(fileName, text) === 'csv') {
    const records: unknown = parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true });
    if (!Array.isArray(records)) throw new Error(`${fileName}: not a CSV table`);
    return records.map((r: Record<string, unknown>) => lowerKeys(r));
  }
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error(`${fileName}: expected a JSON array of objects`);
  return data.map((r: unknown, i) => {
    if (typeof r !== 'object' || r === null || Array.isArray(r)) throw new Error(`${fileName}: item ${i + 1} is not an object`);
    return lowerKeys(r as Record<string, unknown>);
  });
};

/** Reads a number from a CSV string or a JSON number; undefined when absent, empty or not a finite number. */
export const numberField = (row: Row, key: string): number | undefined => {
  const v = row[key];
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string' || v.trim().length === 0) return undefined;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : undefined;
};

/** Reads a non-empty string field (numbers are accepted as their text); undefined when absent or empty. */
export const stringField = (row: Row, key: string): string | undefined => {
  const v = row[key];
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim().length > 0 ? v.trim() : undefined;
};
