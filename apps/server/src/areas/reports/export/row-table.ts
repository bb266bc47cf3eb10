import type { ReportColumn } from '../scope';
import type { ExportCell, ExportTable } from './export-table';
import type { ExportColumnKey, ReportTitles } from './report-title-types';
import { valueText } from './report-titles';

/** An export column: a report's column whose title key may be any export title key (the usage report adds its own). */
export type ExportColumn<Row> = Omit<ReportColumn<Row>, 'key'> & { readonly key: ExportColumnKey };

async function* mapped<A, B>(source: AsyncIterable<A>, f: (a: A) => B): AsyncGenerator<B> {
  for await (const a of source) yield f(a);
}

/** A cell as written: an empty string is an empty cell. */
const cell = (value: string | number): ExportCell => (value === '' ? null : value);

/**
 * The table of a report's rows (rules 10.9): one column per `<KIND>_COLUMNS` entry, its title
 * in the reader's language, each value exactly the column's (dates company-local in `timeZone`),
 * coded values (category, statuses, service type) translated. `rows` is read lazily, once.
 */
export const rowTable = <Row>(
  name: string,
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
  titles: ReportTitles,
  timeZone: string,
): ExportTable => ({
  name,
  headers: columns.map((c) => titles.columns[c.key]),
  rows: mapped(rows, (row) =>
    columns.map((c) => {
      const value = c.value(row, timeZone);
      return c.valuePrefix === undefined || value === '' ? cell(value) : valueText(titles, c.valuePrefix, String(value));
    }),
  ),
});
