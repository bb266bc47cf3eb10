import { clsx } from 'clsx';
import { memo, type ReactNode } from 'react';
import { TABLE_MIN_HEIGHT_PX, TABLE_VIEWPORT_OFFSET_PX } from '@yardfleet/domain/constants';
import { useProgressiveRows } from './progressive-rows';

export interface DataTableColumn<Row> {
  /** Stable key of the column. */
  readonly key: string;
  /** Column header (a `th` with scope="col"). */
  readonly header: ReactNode;
  /** The cell of `row`. */
  readonly cell: (row: Row) => ReactNode;
  /** Extra classes of the column's cells (widths, alignment). */
  readonly className?: string;
  /** Render this column's cell as the row header (`th scope="row"`), e.g. the name. */
  readonly rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's caption; it is the table's accessible name ("Equipment"). */
  readonly caption: string;
  /** Show the caption visually (default: screen readers only). */
  readonly showCaption?: boolean;
  readonly columns: readonly DataTableColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** Shown in place of the body when there are no rows (EmptyState, ErrorState, Spinner). */
  readonly placeholder?: ReactNode;
  /** Marks the table busy while a new page loads (aria-busy). */
  readonly busy?: boolean;
  readonly className?: string;
  /**
   * True (default): the frame keeps the SPEC 9 minimum height of a screen's main table. False for
   * a table inside a section of a longer page (the service log of the equipment detail), which is
   * as tall as its rows.
   */
  readonly fillHeight?: boolean;
}

/**
 * One body row: its cells. Each row is a stacking context (`isolate`), so the browser paints it as a
 * layer of its own: a frame that adds rows, or an image that arrives, repaints those rows only, not
 * every row of the table (issue 12 item 2).
 */
const DataTableRowCells = <Row,>({ row, columns }: { readonly row: Row; readonly columns: readonly DataTableColumn<Row>[] }) => (
  <tr className="isolate border-t border-slate-100 hover:bg-slate-50">
    {columns.map((column) =>
      column.rowHeader ? (
        <th key={column.key} scope="row" className={clsx('px-3 py-2 font-medium text-slate-900', column.className)}>
          {column.cell(row)}
        </th>
      ) : (
        <td key={column.key} className={clsx('px-3 py-2 text-slate-700', column.className)}>
          {column.cell(row)}
        </td>
      ),
    )}
  </tr>
);

/**
 * A body row that renders again only when its row object or the columns change (issue 12 item 2:
 * a table marked busy, or a parent rendering for another reason, does not redo every cell). Pass
 * the same `columns` array (useMemo) to profit.
 */
const DataTableRow = memo(DataTableRowCells) as typeof DataTableRowCells;

/** The rows of a table that shows its placeholder (one array: a new one would be a new list every render). */
const NO_ROWS: readonly never[] = [];

/** SPEC 9: the table is at least 600 px high, or the viewport minus 170 px when that is taller. */
export const TABLE_MIN_HEIGHT = `max(${TABLE_MIN_HEIGHT_PX}px, calc(100vh - ${TABLE_VIEWPORT_OFFSET_PX}px))`;

/**
 * A semantic table (caption, column headers, optional row headers) that scrolls horizontally on
 * narrow screens. Its frame keeps the SPEC 9 minimum height unless `fillHeight` is false;
 * `placeholder` replaces the rows. A long list of rows renders a few rows per frame
 * (useProgressiveRows, issue 12 item 2), the table aria-busy meanwhile.
 */
export const DataTable = <Row,>({ caption, showCaption, columns, rows, rowKey, placeholder, busy, className, fillHeight = true }: DataTableProps<Row>) => {
  const { rendered, pending } = useProgressiveRows(placeholder ? NO_ROWS : rows, rowKey);
  return (
    <div
      role="region"
      aria-label={caption}
      // A horizontally scrolling frame must be reachable by keyboard (WCAG 2.1.1): arrow keys scroll it.
      tabIndex={0}
      className={clsx('overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-600', className)}
      style={fillHeight ? { minHeight: TABLE_MIN_HEIGHT } : undefined}
    >
      <table className="w-full border-collapse text-left text-sm" aria-busy={busy || pending ? true : undefined}>
        <caption className={showCaption ? 'px-4 py-3 text-left text-base font-semibold text-slate-900' : 'sr-only'}>{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={clsx('whitespace-nowrap px-3 py-2.5 font-semibold', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {placeholder ? (
          <tbody>
            <tr>
              <td colSpan={columns.length} className="px-3 py-10">
                {placeholder}
              </td>
            </tr>
          </tbody>
        ) : (
          // Busy greys the rows' background only: an inherited property (cursor) would restyle every cell each time a page loads (issue 12 item 2).
          <tbody className={clsx(busy && 'bg-slate-100')}>
            {rendered.map((row) => (
              <DataTableRow key={rowKey(row)} row={row} columns={columns} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
};
