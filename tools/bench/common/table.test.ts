import { describe, expect, it } from 'vitest';
import { fixed, formatTable, kib, markdownTable } from './table';

describe('formatTable', () => {
  it('aligns text left and figures right, each column as wide as its widest cell', () => {
    const text = formatTable(
      [{ heading: 'scenario' }, { heading: 'p95 ms', align: 'right' }],
      [
        ['list, first page', '12.5'],
        ['detail', '3.0'],
      ],
    );
    expect(text.split('\n')).toEqual(['scenario          p95 ms', '----------------  ------', 'list, first page    12.5', 'detail               3.0']);
  });
  it('pads short rows with empty cells and drops extra cells', () => {
    const lines = formatTable([{ heading: 'a' }, { heading: 'b', align: 'right' }], [['x'], ['y', '1', 'extra']]).split('\n');
    expect(lines[2]).toBe('x');
    expect(lines[3]).toBe('y  1');
  });
});

describe('figures', () => {
  it('prints a figure that could not be measured as a dash', () => {
    expect(fixed(Number.NaN, 1)).toBe('-');
    expect(fixed(2.345, 1)).toBe('2.3');
    expect(kib(2048)).toBe('2.0');
    expect(kib(Number.NaN)).toBe('-');
  });
});

describe('markdownTable', () => {
  it('writes a Markdown table with figures right-aligned and pipes escaped', () => {
    expect(
      markdownTable(
        [{ heading: 'route' }, { heading: 'score', align: 'right' }],
        [
          ['/login', '93'],
          ['a|b', ''],
        ],
      ).split('\n'),
    ).toEqual(['| route | score |', '|---|---:|', '| /login | 93 |', '| a\\|b |  |']);
  });
});
