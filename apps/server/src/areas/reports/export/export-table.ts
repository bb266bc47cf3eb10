/**
 * The shape every report export is written from (rules 10.9): tables of cells, titles already
 * in the reader's language, rows streamed. The CSV and XLSX writers take the same tables, so the
 * two formats always hold the same values.
 */

/** One cell: text exactly as the screen shows it (dates as company-local strings), a number (a number cell in XLSX), or empty. */
export type ExportCell = string | number | null;

/**
 * One table: the report's rows, or a small table of totals after them. `rows` is consumed once, in
 * order, and only after the previous table is written (so a totals table can be computed lazily);
 * breaking off (client abort) calls its iterator's `return`, which stops the generator behind it.
 */
export interface ExportTable {
  /** The sheet name in XLSX, the section title in CSV (every table but the first). */
  readonly name: string;
  readonly headers: readonly string[];
  readonly rows: AsyncIterable<readonly ExportCell[]>;
}

/** The export formats of the contract (ExportFormat) and what each is sent as. */
export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The attachment's file name: `<kind>-<from>-<to>.<format>` (contract reportExportPath). */
export const exportFileName = (kind: string, period: { readonly from: string; readonly to: string }, format: keyof typeof EXPORT_CONTENT_TYPES): string =>
  `${kind}-${period.from}-${period.to}.${format}`;
