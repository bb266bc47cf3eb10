import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Placeholder } from './placeholder';
import { ResponsiveTable, TABLE_MIN_HEIGHT, type ResponsiveTableProps, type TableColumn } from './responsive-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Machine {
  readonly id: string;
  readonly name: string;
  readonly hours: number;
  readonly model: string;
  readonly photo: string;
}

const ROWS: readonly Machine[] = [
  { id: 'm1', name: 'Mower 1', hours: 1204, model: 'ZT-42', photo: 'mower.png' },
  { id: 'm2', name: 'Blower 2', hours: 87, model: 'BP-80', photo: 'blower.png' },
];

const COLUMNS: readonly TableColumn<Machine>[] = [
  { key: 'photo', header: 'Picture', cell: (m) => m.photo, card: 'hidden' },
  { key: 'name', header: 'Name', cell: (m) => m.name, rowHeader: true },
  { key: 'hours', header: 'Engine hours', cell: (m) => String(m.hours), numeric: true, sortKey: 'hours' },
  { key: 'model', header: 'Model', cell: (m) => m.model, priority: 'xl', className: 'font-mono', headerClassName: 'w-36' },
];

const renderTable = (props: Partial<ResponsiveTableProps<Machine>> = {}) =>
  render(<ResponsiveTable caption="Equipment" columns={COLUMNS} rows={ROWS} rowKey={(m) => m.id} {...props} />);

const table = () => screen.getByRole('table', { name: 'Equipment' });
const rowOf = (name: string) => within(table()).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('ResponsiveTable', () => {
  it('is a table named by its caption, with column headers, one row header per row and the actions last', () => {
    renderTable({ rowActions: { header: 'Actions', cell: (m) => <button type="button">{`Delete ${m.name}`}</button> } });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Picture', 'Name', 'Engine hours', 'Model', 'Actions']);
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Mower 1', 'Blower 2']);
    expect(within(rowOf('Blower 2')).getByRole('button', { name: 'Delete Blower 2' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Equipment' }).tabIndex).toBe(0);
  });

  it('puts a media column at the start of a card, the title lines beside it and the fields below it', () => {
    const columns: readonly TableColumn<Machine>[] = [{ key: 'photo', header: 'Picture', cell: (m) => m.photo, card: 'media' }, ...COLUMNS.slice(1)];
    renderTable({ columns, rowActions: { header: 'Actions', cell: (m) => <button type="button">{`Delete ${m.name}`}</button> } });
    const cells = [...rowOf('Mower 1').children];
    // The picture: no label, floated at the card's start; the name (the title) flows beside it.
    expect(cells[0]?.className).toContain('max-lg:float-left');
    expect(cells[0]?.textContent).toBe('mower.png');
    expect(cells[1]?.className).not.toContain('clear');
    // Each field and the actions start below the picture.
    expect(cells[2]?.className).toContain('max-lg:clear-both');
    expect(cells.at(-1)?.className).toContain('max-lg:clear-both');
  });

  it('names each field of a card with its header, except the title and the fields cards leave out', () => {
    renderTable();
    const cells = [...rowOf('Mower 1').children];
    // Picture: left out of the card, no label; Name: the card's title.
    expect(cells[0]?.className).toContain('max-lg:hidden');
    expect(cells[0]?.textContent).toBe('mower.png');
    expect(cells[1]?.className).toContain('max-lg:block');
    expect(cells[1]?.textContent).toBe('Mower 1');
    // A field: its label (hidden from 992 px) and its value (the column's classes on the value only).
    expect(cells[2]?.className).toContain('max-lg:flex');
    expect([...(cells[3]?.children ?? [])].map((part) => [part.textContent, part.className])).toEqual([
      ['Model', 'shrink-0 text-xs font-medium text-slate-600 lg:hidden'],
      ['ZT-42', 'min-w-0 max-lg:text-right font-mono'],
    ]);
  });

  it('leaves a lesser column out of the table below its width, header and cells alike; widths on the header only', () => {
    renderTable();
    const model = within(table()).getByRole('columnheader', { name: 'Model' });
    expect(model.className).toContain('hidden xl:table-cell');
    expect(model.className).toContain('w-36');
    expect(model.className).not.toContain('font-mono');
    expect(rowOf('Mower 1').children[3]?.className).toContain('hidden xl:table-cell');
    expect(within(table()).getByRole('columnheader', { name: 'Engine hours' }).className).toContain('lg:text-right');
  });

  it('switches to cards in CSS alone: the table, its body and rows carry max-lg classes, and no media query is read', () => {
    const matchMedia = vi.fn();
    vi.stubGlobal('matchMedia', matchMedia);
    renderTable();
    expect(table().className).toContain('max-lg:block');
    expect(rowOf('Mower 1').className).toContain('max-lg:block');
    expect(table().querySelector('thead')?.className).toContain('max-lg:sr-only');
    expect(matchMedia).not.toHaveBeenCalled();
  });

  it('makes sortable headers buttons that show the server’s order (aria-sort) and ask the screen for another', () => {
    const onSort = vi.fn();
    renderTable({
      sort: { key: 'hours', direction: 'descending' },
      onSort,
      columns: COLUMNS.map((c) => (c.key === 'hours' ? { ...c, sortHint: (d) => `(${d === 'descending' ? 'most' : 'fewest'} first)` } : c)),
    });
    const header = within(table()).getByRole('columnheader', { name: /Engine hours/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(within(table()).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
    const button = within(header).getByRole('button');
    expect(button.textContent).toBe('Engine hours↓(most first)');
    fireEvent.click(button);
    expect(onSort).toHaveBeenCalledWith('hours');
    // Cards: the sort buttons stay in view above them, the other headers are for screen readers.
    expect(table().querySelector('thead')?.className).toContain('max-lg:block');
    expect(within(table()).getByRole('columnheader', { name: 'Name' }).className).toContain('max-lg:sr-only');
  });

  it('shows plain headers when the screen does not sort', () => {
    renderTable();
    expect(within(table()).queryAllByRole('button')).toEqual([]);
  });

  it('puts a placeholder under the header row, outside the table, and keeps the minimum height of rules 9.4', () => {
    renderTable({ placeholder: <Placeholder kind="empty" title="No results found" /> });
    expect(within(table()).getAllByRole('columnheader')).toHaveLength(4);
    expect(within(table()).queryAllByRole('row')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Equipment' })).getByText('No results found')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Equipment' }).style.minHeight).toBe(TABLE_MIN_HEIGHT);
  });

  it('in the table layout keeps the placeholder in a row of its own, and scrolls sideways instead of stacking', () => {
    renderTable({ layout: 'table', placeholder: <Placeholder kind="loading" label="Loading…" />, fillHeight: false });
    expect(within(table()).getByRole('cell').getAttribute('colspan')).toBe('4');
    expect(within(table()).getByRole('status').textContent).toBe('Loading…');
    expect(table().className).not.toContain('max-lg');
    expect(screen.getByRole('region', { name: 'Equipment' }).style.minHeight).toBe('');
  });

  it('marks the table busy while newer rows load', () => {
    renderTable({ busy: true });
    expect(table().getAttribute('aria-busy')).toBe('true');
  });

  it('gives each row the screen’s id, class and tab stop', () => {
    renderTable({ rowAttributes: (m) => ({ id: `row-${m.id}`, tabIndex: -1, className: m.id === 'm2' ? 'bg-emerald-50' : undefined }) });
    expect(rowOf('Blower 2').id).toBe('row-m2');
    expect(rowOf('Blower 2').tabIndex).toBe(-1);
    expect(rowOf('Blower 2').className).toContain('bg-emerald-50');
  });
});
