import { clsx } from 'clsx';
import { memo, type ReactNode } from 'react';

/**
 * From which width a column is a column of the table: `always`, or from Tailwind's `sm` (640 px),
 * `md` (768), `lg` (992, rules 9.4), `xl` (1280) or `2xl` (1536). Below it the column is left out of the
 * table; a responsive table's cards (below 992 px) still show the field, so there `sm` to `lg`
 * mean `always`.
 */
export type ColumnPriority = 'always' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';

/**
 * How a column shows in a card (below 992 px): a named line (`field`), a line without its name
 * (`title`), at the card's start with the title lines beside it (`media`: a picture or an icon,
 * no name), or not at all (`hidden`).
 */
export type CardPart = 'field' | 'title' | 'media' | 'hidden';

export type SortDirection = 'ascending' | 'descending';

/** The order a screen's rows are in (the server sorts): the column's `sortKey` and the direction. */
export interface TableSort {
  readonly key: string;
  readonly direction: SortDirection;
}

/** One column of a ResponsiveTable. */
export interface TableColumn<Row> {
  /** Stable key of the column. */
  readonly key: string;
  /** The column header (a `th` with scope="col"); in a card, the name of the field. */
  readonly header: string;
  /** The cell of `row`. */
  readonly cell: (row: Row) => ReactNode;
  /** The row header (`th scope="row"`, the card's title), e.g. the name; one column per table. */
  readonly rowHeader?: boolean;
  /** From which width it is a table column (default `always`). */
  readonly priority?: ColumnPriority;
  /** How it shows in a card (default: the row header a `title`, the others a `field`). */
  readonly card?: CardPart;
  /** A number or an amount: right-aligned, tabular figures. */
  readonly numeric?: boolean;
  /** Makes the header a sort button (aria-sort); `onSort` receives this key. */
  readonly sortKey?: string;
  /** Screen-reader words after a sorted header, e.g. "(newest first)". */
  readonly sortHint?: (direction: SortDirection) => string;
  /**
   * Classes of the column's values (font, wrapping, a maximum width), never of a card's label; in
   * the `table` layout, of its cells (header included). Column widths go in `headerClassName`.
   */
  readonly className?: string;
  /** Classes of the column header only (widths such as `w-36`, `min-w-40`: the table's, never a card's). */
  readonly headerClassName?: string;
}

/** The last column: what a row's user may do (buttons, a menu). */
export interface RowActions<Row> {
  /** Its header ("Actions"), also the name of the column for screen readers. */
  readonly header: string;
  /** Show the header to screen readers only (a column of icon menus). */
  readonly hideHeader?: boolean;
  /** Classes of its header (a width: `w-0` keeps the column as narrow as its buttons). */
  readonly headerClassName?: string;
  readonly cell: (row: Row) => ReactNode;
}

/** Attributes of one body row: an id to scroll to, a highlight, focusability. */
export interface RowAttributes {
  readonly id?: string;
  readonly className?: string;
  readonly tabIndex?: number;
}

/** `responsive`: a table from 992 px, stacked cards below. `table`: a table at every width, scrolling sideways. */
export type TableLayout = 'responsive' | 'table';

/** Classes of a priority; in the responsive layout only `xl` and `2xl` hide a column (the table starts at `lg`). */
const PRIORITY_CLASS: Record<TableLayout, Record<ColumnPriority, string>> = {
  table: {
    always: '',
    sm: 'hidden sm:table-cell',
    md: 'hidden md:table-cell',
    lg: 'hidden lg:table-cell',
    xl: 'hidden xl:table-cell',
    '2xl': 'hidden 2xl:table-cell',
  },
  responsive: { always: '', sm: '', md: '', lg: '', xl: 'hidden xl:table-cell', '2xl': 'hidden 2xl:table-cell' },
};

const cardOf = <Row,>(column: TableColumn<Row>): CardPart => column.card ?? (column.rowHeader ? 'title' : 'field');

/** Classes of a column's header cell. */
export const headerClass = <Row,>(column: TableColumn<Row>, layout: TableLayout, sortable: boolean): string =>
  clsx(
    'px-3 py-2.5 font-semibold',
    layout === 'table' ? 'whitespace-nowrap' : 'align-bottom',
    PRIORITY_CLASS[layout][column.priority ?? 'always'],
    column.numeric && (layout === 'table' ? 'text-right tabular-nums' : 'lg:text-right'),
    // Cards: the sort buttons stay in view above them; the other headers are for screen readers.
    layout === 'responsive' && sortable && (column.sortKey === undefined ? 'max-lg:sr-only' : 'max-lg:block max-lg:p-0'),
    layout === 'table' && column.className,
    column.headerClassName,
  );

/** The text beside a field's value inside a card; hidden where the table has its header row. */
const CardLabel = ({ children }: { readonly children: string }) => <span className="shrink-0 text-xs font-medium text-slate-600 lg:hidden">{children}</span>;

/** One body cell of `column`: a row header or a data cell; in the responsive layout, also a card's line. */
const BodyCell = <Row,>({ row, column, layout }: { readonly row: Row; readonly column: TableColumn<Row>; readonly layout: TableLayout }) => {
  const priority = PRIORITY_CLASS[layout][column.priority ?? 'always'];
  if (layout === 'table') {
    const className = clsx(
      'px-3 py-2',
      column.rowHeader ? 'font-medium text-slate-900' : 'text-slate-700',
      priority,
      column.numeric && 'text-right tabular-nums',
      column.className,
    );
    return column.rowHeader ? (
      <th scope="row" className={className}>
        {column.cell(row)}
      </th>
    ) : (
      <td className={className}>{column.cell(row)}</td>
    );
  }
  const card = cardOf(column);
  const className = clsx(
    column.rowHeader ? 'px-3 py-2 text-left align-top font-medium text-slate-900' : 'text-slate-700 lg:px-3 lg:py-2 lg:align-top',
    card === 'field' && 'max-lg:flex max-lg:items-baseline max-lg:justify-between max-lg:gap-3 max-lg:py-1',
    card === 'title' && 'max-lg:block max-lg:px-0 max-lg:pb-2',
    // Floats beside the title lines; the fields and the actions start below it (clear).
    card === 'media' && 'max-lg:float-left max-lg:block max-lg:pr-3 max-lg:pb-2',
    card === 'field' && 'max-lg:clear-both',
    card === 'hidden' && 'max-lg:hidden',
    priority,
    column.numeric && 'tabular-nums lg:text-right',
  );
  // The value in a span of its own: the column's classes style it, never the card's label beside it.
  const value = <span className={clsx(card === 'field' ? 'min-w-0 max-lg:text-right' : 'block', column.className)}>{column.cell(row)}</span>;
  const content =
    card === 'field' ? (
      <>
        <CardLabel>{column.header}</CardLabel>
        {value}
      </>
    ) : (
      value
    );
  return column.rowHeader ? (
    <th scope="row" className={className}>
      {content}
    </th>
  ) : (
    <td className={className}>{content}</td>
  );
};

export interface TableRowProps<Row> {
  readonly row: Row;
  readonly columns: readonly TableColumn<Row>[];
  readonly layout: TableLayout;
  readonly actions?: RowActions<Row> | undefined;
  readonly attributes?: ((row: Row) => RowAttributes) | undefined;
}

/**
 * One body row. Each row is a stacking context (`isolate`), so the browser paints it as a layer of
 * its own: a frame that adds rows, or an image that arrives, repaints those rows only (rules
 * 21.5). In the responsive layout it is a card below 992 px (display block: its cells are lines).
 */
const TableRowCells = <Row,>({ row, columns, layout, actions, attributes }: TableRowProps<Row>) => {
  const extra = attributes?.(row);
  return (
    <tr
      id={extra?.id}
      tabIndex={extra?.tabIndex}
      className={clsx(
        'isolate border-slate-100 hover:bg-slate-50',
        layout === 'table' ? 'border-t' : 'lg:border-t max-lg:block max-lg:rounded-lg max-lg:border max-lg:border-slate-200 max-lg:bg-white max-lg:p-3',
        extra?.className,
      )}
    >
      {columns.map((column) => (
        <BodyCell key={column.key} row={row} column={column} layout={layout} />
      ))}
      {actions ? (
        <td className={layout === 'table' ? 'px-3 py-2' : 'max-lg:block max-lg:clear-both max-lg:pt-2 lg:px-3 lg:py-2 lg:align-top'}>{actions.cell(row)}</td>
      ) : null}
    </tr>
  );
};

/**
 * A body row that renders again only when its row object or one of the other props changes (rules
 * 21.5: a table marked busy, or a parent rendering for another reason, does not redo every
 * cell). Pass the same `columns`, `actions` and `attributes` (useMemo, useCallback) to profit.
 */
export const TableRow = memo(TableRowCells) as typeof TableRowCells;
