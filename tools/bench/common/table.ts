/**
 * Plain-text tables for the benchmarks' output (docs/benchmarks.md): a header row, a rule, and the
 * rows, each column as wide as its widest cell; text columns left-aligned, number columns right.
 * Pure (table.test.ts); the scripts print what it returns.
 */

/** One column: its heading and whether its cells are right-aligned (figures). */
export interface Column {
  readonly heading: string;
  readonly align?: 'left' | 'right';
}

/**
 * The table as lines (no trailing newline): heading row, a rule of dashes, then one line per row.
 * A row shorter than the columns is padded with empty cells; extra cells are dropped.
 */
export const formatTable = (columns: readonly Column[], rows: readonly (readonly string[])[]): string => {
  const widths = columns.map((column, i) => Math.max(column.heading.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    columns
      .map((column, i) => {
        const cell = cells[i] ?? '';
        const width = widths[i] ?? 0;
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.heading)), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
};

/** A figure with `digits` decimals, or `-` for NaN (a figure that could not be measured). */
export const fixed = (value: number, digits: number): string => (Number.isNaN(value) ? '-' : value.toFixed(digits));

/** Bytes as KiB with one decimal (`-` for NaN). */
export const kib = (bytes: number): string => (Number.isNaN(bytes) ? '-' : (bytes / 1024).toFixed(1));

/** The same table as Markdown (for docs/benchmarks.md): a header row, the alignment row, one row per line; `|` in cells escaped. */
export const markdownTable = (columns: readonly Column[], rows: readonly (readonly string[])[]): string => {
  const cell = (text: string): string => text.replace(/\|/g, '\\|');
  const line = (cells: readonly string[]): string => `| ${columns.map((_, i) => cell(cells[i] ?? '')).join(' | ')} |`;
  return [line(columns.map((c) => c.heading)), `|${columns.map((c) => (c.align === 'right' ? '---:' : '---')).join('|')}|`, ...rows.map(line)].join('\n');
};
