import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { TABLE_MIN_HEIGHT_PX, TABLE_VIEWPORT_OFFSET_PX } from '@yardfleet/domain/constants';
import { useProgressiveRows } from './progressive-rows';
import { headerClass, TableRow, type RowActions, type RowAttributes, type TableColumn, type TableLayout, type TableSort } from './table-parts';

export type { CardPart, ColumnPriority, RowActions, RowAttributes, SortDirection, TableColumn, TableLayout, TableSort } from './table-parts';

/** Rules 9.4: a screen's main table is at least 600 px high, or the viewport minus 170 px when that is taller. */
export const TABLE_MIN_HEIGHT = `max(${TABLE_MIN_HEIGHT_PX}px, calc(100vh - ${TABLE_VIEWPORT_OFFSET_PX}px))`;

export interface ResponsiveTableProps<Row> {
  /** The table's caption; it is the table's accessible name ("People") and its frame's. */
  readonly caption: string;
  /** Show the caption visually (default: screen readers only). */
  readonly showCaption?: boolean;
  /** The columns, in order; one of them is the row header (`rowHeader`). Keep the array stable (useMemo) so rows are not rendered again. */
  readonly columns: readonly TableColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  /** The last column, what a row's user may do; none when undefined. */
  readonly rowActions?: RowActions<Row> | undefined;
  /** Per row: an id (a map click scrolls to it), a highlight class, a tabIndex. */
  readonly rowAttributes?: ((row: Row) => RowAttributes) | undefined;
  /**
   * Shown in place of the rows (a `Placeholder`: loading, empty, error); the header row stays. In
   * the responsive layout it stands under the table (which then has no body), in the `table`
   * layout in a row of its own.
   */
  readonly placeholder?: ReactNode;
  /** Marks the table busy while newer rows load (aria-busy; the rows stay, shaded). */
  readonly busy?: boolean;
  /** The order the rows are in; a column with that `sortKey` shows it (aria-sort). */
  readonly sort?: TableSort | undefined;
  /** A sortable header was pressed: the screen asks the server for the new order. */
  readonly onSort?: ((key: string) => void) | undefined;
  /** `responsive` (default): stacked cards below 992 px (rules 2.22); `table`: a table at every width that scrolls sideways. */
  readonly layout?: TableLayout;
  /** Column widths from the headers only (CSS `table-layout: fixed`), so long values wrap instead of widening the table. */
  readonly fixedLayout?: boolean;
  /**
   * True (default): the frame keeps the minimum height of a screen's main table (rules 9.4). False for
   * a table inside a section of a longer page, which is as tall as its rows.
   */
  readonly fillHeight?: boolean;
  /** Classes of the frame (a minimum height, a margin). */
  readonly className?: string;
}

/** The rows of a table that shows its placeholder (one array: a new one would be a new list every render). */
const NO_ROWS: readonly never[] = [];

/** The header of a sortable column: a button that shows the order (aria-sort is on the `th`). */
const SortButton = ({
  label,
  direction,
  hint,
  onPress,
}: {
  readonly label: string;
  readonly direction: TableSort['direction'] | undefined;
  readonly hint: string | undefined;
  readonly onPress: () => void;
}) => (
  <button
    type="button"
    onClick={onPress}
    className="inline-flex items-center gap-1 text-left uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 max-lg:rounded-md max-lg:border max-lg:border-slate-300 max-lg:bg-white max-lg:px-2 max-lg:py-1"
  >
    {label}
    <span aria-hidden="true">{direction === 'descending' ? '↓' : direction === 'ascending' ? '↑' : '↕'}</span>
    {hint !== undefined ? <span className="sr-only">{hint}</span> : null}
  </button>
);

/**
 * The one table of the kit: a screen passes columns (header, cell renderer, priority, card part,
 * numeric, sort key) and rows; the table owns the layout. From 992 px (rules 2.22; Tailwind's `lg`,
 * the same constant) a semantic table: caption as its name, column headers, one row-header column,
 * an optional actions column, lesser columns left out below `xl` / `2xl`. Below 992 px, in CSS
 * only, one card per row (display block): the row header as its title, then each field as a named
 * line, then the actions; no JavaScript media query, one render. Sorting is the screen's (servers
 * sort): `sort` and `onSort` come from props. A long list renders a few rows per frame
 * (useProgressiveRows, rules 21.5), memoized rows, aria-busy meanwhile; `placeholder`
 * replaces the rows; the frame keeps the minimum height of rules 9.4 unless `fillHeight` is false and is
 * reachable by keyboard when it scrolls sideways (WCAG 2.1.1).
 */
export const ResponsiveTable = <Row,>(props: ResponsiveTableProps<Row>) => {
  const { caption, columns, rows, rowKey, rowActions, placeholder, busy, sort, onSort, layout = 'responsive', fillHeight = true } = props;
  const { rendered, pending } = useProgressiveRows(placeholder ? NO_ROWS : rows, rowKey);
  const responsive = layout === 'responsive';
  const sortable = onSort !== undefined && columns.some((column) => column.sortKey !== undefined);
  const span = columns.length + (rowActions ? 1 : 0);
  return (
    <div
      role="region"
      aria-label={caption}
      // A horizontally scrolling frame must be reachable by keyboard (WCAG 2.1.1): arrow keys scroll it.
      tabIndex={0}
      className={clsx(
        'overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-emerald-600',
        // Cards bring their own borders; a placeholder has the frame's.
        !responsive || placeholder ? 'border border-slate-200 bg-white' : 'lg:border lg:border-slate-200 lg:bg-white',
        props.className,
      )}
      style={fillHeight ? { minHeight: TABLE_MIN_HEIGHT } : undefined}
    >
      <table
        className={clsx(
          'w-full border-collapse text-left text-sm',
          responsive && 'max-lg:block',
          props.fixedLayout && (responsive ? 'lg:table-fixed' : 'table-fixed'),
        )}
        aria-busy={busy || pending ? true : undefined}
      >
        <caption className={props.showCaption ? 'px-4 py-3 text-left text-base font-semibold text-slate-900' : 'sr-only'}>{caption}</caption>
        <thead
          className={clsx(
            'sticky top-0 z-10 bg-slate-50 text-xs uppercase tracking-wide text-slate-600',
            responsive && (sortable ? 'max-lg:block max-lg:bg-transparent max-lg:pb-3' : 'max-lg:sr-only'),
          )}
        >
          <tr className={clsx(responsive && sortable && 'max-lg:flex max-lg:flex-wrap max-lg:gap-2')}>
            {columns.map((column) => {
              const direction = sort !== undefined && sort.key === column.sortKey ? sort.direction : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={direction} className={headerClass(column, layout, sortable)}>
                  {sortable && column.sortKey !== undefined ? (
                    <SortButton
                      label={column.header}
                      direction={direction}
                      hint={direction === undefined ? undefined : column.sortHint?.(direction)}
                      onPress={() => onSort?.(column.sortKey ?? column.key)}
                    />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {rowActions ? (
              <th
                scope="col"
                className={clsx(
                  'px-3 py-2.5 font-semibold',
                  responsive ? 'align-bottom' : 'whitespace-nowrap',
                  responsive && sortable && 'max-lg:sr-only',
                  rowActions.headerClassName,
                )}
              >
                {rowActions.hideHeader ? <span className="sr-only">{rowActions.header}</span> : rowActions.header}
              </th>
            ) : null}
          </tr>
        </thead>
        {placeholder && !responsive ? (
          <tbody>
            <tr>
              <td colSpan={span} className="px-3 py-10">
                {placeholder}
              </td>
            </tr>
          </tbody>
        ) : placeholder ? null : (
          // Busy greys the rows' background only: an inherited property (cursor) would restyle every cell each time a page loads (rules 21.5).
          <tbody className={clsx(responsive && 'max-lg:flex max-lg:flex-col max-lg:gap-3', busy && 'bg-slate-100')}>
            {rendered.map((row) => (
              <TableRow key={rowKey(row)} row={row} columns={columns} layout={layout} actions={rowActions} attributes={props.rowAttributes} />
            ))}
          </tbody>
        )}
      </table>
      {/* Responsive: under the header row, outside the table, so the table's rows are only ever rows of data. */}
      {placeholder && responsive ? <div className="px-3 py-10">{placeholder}</div> : null}
    </div>
  );
};
