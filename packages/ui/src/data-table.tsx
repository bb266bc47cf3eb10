import { ResponsiveTable, type ResponsiveTableProps, type TableColumn } from './responsive-table';

export { TABLE_MIN_HEIGHT } from './responsive-table';

/** A column of a DataTable: a ResponsiveTable column (`className` styles its cells, header included). */
export type DataTableColumn<Row> = TableColumn<Row>;

export type DataTableProps<Row> = Omit<ResponsiveTableProps<Row>, 'layout'>;

/**
 * A table at every width that scrolls sideways on narrow screens: `ResponsiveTable` with
 * `layout="table"` (one implementation: caption, column and row headers, minimum height of rules 9.4,
 * progressive and memoized rows, placeholder, busy). No screen uses it: `ResponsiveTable`'s cards
 * below 992 px replace the sideways scrolling; new code uses `ResponsiveTable` or `PagedTable`.
 */
export const DataTable = <Row,>(props: DataTableProps<Row>) => <ResponsiveTable {...props} layout="table" />;
