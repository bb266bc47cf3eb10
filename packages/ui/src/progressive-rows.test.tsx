import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_ROWS, nextCount } from './progressive-rows';
import { ResponsiveTable, type TableColumn } from './responsive-table';

afterEach(cleanup);

interface Machine {
  readonly id: string;
  readonly name: string;
}

const machines = (prefix: string, count: number): Machine[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${i + 1}`, name: `${prefix} ${i + 1}` }));
const columns: TableColumn<Machine>[] = [{ key: 'name', header: 'Name', cell: (m) => m.name, rowHeader: true }];
const table = (rows: readonly Machine[]) => <ResponsiveTable layout="table" caption="Equipment" columns={columns} rows={rows} rowKey={(m) => m.id} />;
/** Waiting for every row: one step per painted frame, and a busy machine paints slowly (a limit, not a measured time). */
const ALL_ROWS = { timeout: 15_000 };
// The row headers' texts (a selector: role queries restyle 50 rows in jsdom at every check).
const names = (): string[] =>
  [...screen.getByRole('table', { name: 'Equipment' }).querySelectorAll('tbody th[scope="row"]')].map((cell) => cell.textContent ?? '');

// Rules 21.5: a page of 50 rows renders a few rows per frame, so no task renders them all.
describe('ResponsiveTable (table layout) renders a long page a few rows per frame', () => {
  it('shows the first rows at once, busy, then every row in order', async () => {
    render(table(machines('Mower', 50)));
    expect(names()).toEqual(machines('Mower', FIRST_ROWS).map((m) => m.name));
    expect(screen.getByRole('table', { name: 'Equipment' }).getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(names()).toHaveLength(50), ALL_ROWS);
    expect(names()).toEqual(machines('Mower', 50).map((m) => m.name));
    expect(screen.getByRole('table', { name: 'Equipment' }).getAttribute('aria-busy')).toBeNull();
  });

  it('renders a short page at once, not busy', () => {
    render(table(machines('Trimmer', FIRST_ROWS)));
    expect(names()).toHaveLength(FIRST_ROWS);
    expect(screen.getByRole('table', { name: 'Equipment' }).getAttribute('aria-busy')).toBeNull();
  });

  it('keeps the previous page below the new rows until they are all there, never a machine twice', async () => {
    const { rerender } = render(table(machines('Mower', 50)));
    await waitFor(() => expect(names()).toHaveLength(50), ALL_ROWS);
    // The next page starts with a machine that was further down the previous one (a filter change).
    const next = [machines('Mower', 50)[20] as Machine, ...machines('Blower', 49)];
    rerender(table(next));
    const during = names();
    expect(during.slice(0, FIRST_ROWS)).toEqual(next.slice(0, FIRST_ROWS).map((m) => m.name));
    expect(during.slice(FIRST_ROWS)).toEqual(
      machines('Mower', 50)
        .slice(FIRST_ROWS)
        .filter((m) => m.id !== 'Mower-21')
        .map((m) => m.name),
    );
    expect(new Set(during).size).toBe(during.length);
    await waitFor(() => expect(names()).toEqual(next.map((m) => m.name)), ALL_ROWS);
  });

  it('keeps the elements of the previous rows that stand below the new ones (they are not mounted again)', async () => {
    const { rerender } = render(table(machines('Mower', 50)));
    await waitFor(() => expect(names()).toHaveLength(50), ALL_ROWS);
    const rowOf = (name: string): Element | null | undefined =>
      [...document.querySelectorAll('tbody th[scope="row"]')].find((cell) => cell.textContent === name)?.parentElement;
    const before = rowOf('Mower 30');
    rerender(table(machines('Blower', 50)));
    expect(names()).toContain('Mower 30');
    expect(rowOf('Mower 30')).toBe(before);
  });

  it('updates the rows on screen at once when only their data changed (a live update)', async () => {
    const { rerender } = render(table(machines('Mower', 50)));
    await waitFor(() => expect(names()).toHaveLength(50), ALL_ROWS);
    rerender(table(machines('Mower', 50).map((m) => ({ ...m, name: `${m.name} (online)` }))));
    expect(names()).toEqual(machines('Mower', 50).map((m) => `${m.name} (online)`));
    expect(screen.getByRole('table', { name: 'Equipment' }).getAttribute('aria-busy')).toBeNull();
  });
});

describe('nextCount: how fast a long list fills', () => {
  it('adds from 8 to 16 rows, doubling what is shown, never past the end', () => {
    expect(nextCount(FIRST_ROWS, 50)).toBe(24);
    expect(nextCount(24, 50)).toBe(40);
    expect(nextCount(40, 50)).toBe(50);
    expect(nextCount(4, 10)).toBe(10);
    const steps = (total: number): number => {
      let count = Math.min(total, FIRST_ROWS);
      let n = 0;
      while (count < total) {
        count = nextCount(count, total);
        n += 1;
      }
      return n;
    };
    expect(steps(50)).toBe(3);
    expect(steps(1_000)).toBe(62);
  });
});
