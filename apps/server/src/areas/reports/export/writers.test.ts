import { setTimeout as sleep } from 'node:timers/promises';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvStream } from './csv-writer';
import type { ExportCell, ExportTable } from './export-table';
import { xlsxBuffer, xlsxStream } from './xlsx-writer';

const ROWS: (readonly ExportCell[])[] = [
  ['Mower "North", yard 1', 12.5, '2026-03-29 02:30', null],
  ['Mäher\nzweite Zeile', 0, 'Ünïcödé ✓', 7],
];

/** A table over `rows` that records how far it was read and whether its generator was closed. */
const tracked = (name: string, headers: readonly string[], rows: readonly (readonly ExportCell[])[]) => {
  const state = { pulled: 0, closed: false };
  async function* generate(): AsyncGenerator<readonly ExportCell[]> {
    try {
      for (const row of rows) {
        state.pulled += 1;
        await Promise.resolve();
        yield row;
      }
    } finally {
      state.closed = true;
    }
  }
  const table: ExportTable = { name, headers, rows: generate() };
  return { table, state };
};

const bytesOf = async (stream: Readable): Promise<Buffer> =>
  Buffer.concat((await stream.toArray()).map((c: unknown) => (Buffer.isBuffer(c) ? c : Buffer.from(String(c)))));

const manyRows = (n: number): ExportCell[][] =>
  Array.from({ length: n }, (_, i) => [`Machine ${i} with a rather long name to fill bytes`, i, i / 10, '2026-06-15 10:00']);

describe('CSV writer', () => {
  it('writes a BOM, the titles and every cell as given (quotes, commas, new lines, unicode, numbers, empty), then the next table as a section', async () => {
    const rows = tracked('Rows', ['Name', 'Runtime (h)', 'Datum', 'Anzahl'], ROWS).table;
    const totals = tracked('Summen', ['Monat', 'Anzahl'], [['2026-03', 2]]).table;
    const bytes = await bytesOf(csvStream([rows, totals], () => undefined));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(bytes, { bom: true, relax_column_count: true, skip_empty_lines: false });
    expect(records).toEqual([
      ['Name', 'Runtime (h)', 'Datum', 'Anzahl'],
      ['Mower "North", yard 1', '12.5', '2026-03-29 02:30', ''],
      ['Mäher\nzweite Zeile', '0', 'Ünïcödé ✓', '7'],
      [''],
      ['Summen'],
      ['Monat', 'Anzahl'],
      ['2026-03', '2'],
    ]);
  });

  it('pulls rows only as fast as the reader reads, and a destroyed stream closes the generator', async () => {
    const { table, state } = tracked('Rows', ['Name', 'n', 'x', 'day'], manyRows(50_000));
    const stream = csvStream([table], () => undefined);
    stream.once('readable', () => undefined);
    await sleep(200);
    expect(state.pulled).toBeGreaterThan(0);
    expect(state.pulled).toBeLessThan(5_000);
    stream.destroy();
    await sleep(50);
    expect(state.closed).toBe(true);
    expect(state.pulled).toBeLessThan(5_000);
  });

  it('reports a failing generator and ends the stream with the error', async () => {
    async function* failing(): AsyncGenerator<readonly ExportCell[]> {
      yield ['a'];
      throw new Error('database went away');
    }
    const errors: Error[] = [];
    await expect(bytesOf(csvStream([{ name: 'x', headers: ['h'], rows: failing() }], (e) => errors.push(e)))).rejects.toThrow('database went away');
    expect(errors.map((e) => e.message)).toEqual(['database went away']);
  });
});

describe('XLSX writer', () => {
  it('writes one sheet per table, titles in row 1, numbers as number cells, texts as text, null as empty', async () => {
    const rows = tracked('Wartung', ['Name', 'Runtime (h)', 'Datum', 'Anzahl'], ROWS).table;
    const totals = tracked('Nach Art der Wartung: [alle]', ['Monat', 'Anzahl'], [['2026-03', 2]]).table;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([await xlsxBuffer([rows, totals])]));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Wartung', 'Nach Art der Wartung   alle']);
    const sheet = workbook.worksheets[0];
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Name', 'Runtime (h)', 'Datum', 'Anzahl']);
    expect(values(2)).toEqual(['Mower "North", yard 1', 12.5, '2026-03-29 02:30']);
    expect(values(3)).toEqual(['Mäher\nzweite Zeile', 0, 'Ünïcödé ✓', 7]);
    expect(sheet?.getRow(2).getCell(4).value).toBeNull();
    expect(typeof sheet?.getRow(2).getCell(2).value).toBe('number');
    expect((workbook.worksheets[1]?.getRow(2).values as unknown[]).slice(1)).toEqual(['2026-03', 2]);
  });

  it('stops the generator when the stream is destroyed (client abort) instead of writing every row', async () => {
    const { table, state } = tracked('Rows', ['Name', 'n', 'x', 'day'], manyRows(200_000));
    const stream = xlsxStream([table], () => undefined);
    await new Promise((resolve) => stream.once('data', resolve));
    stream.pause();
    stream.destroy();
    await sleep(100);
    expect(state.closed).toBe(true);
    expect(state.pulled).toBeLessThan(200_000);
  });

  it('waits while the reader does not read: rows stop being pulled after a few thousand', async () => {
    const { table, state } = tracked('Rows', ['Name', 'n', 'x', 'day'], manyRows(200_000));
    const stream = xlsxStream([table], () => undefined);
    await new Promise((resolve) => stream.once('data', resolve));
    stream.pause();
    let before = -1;
    for (let i = 0; i < 20 && before !== state.pulled; i += 1) {
      before = state.pulled;
      await sleep(250);
    }
    expect(state.pulled).toBe(before);
    expect(state.pulled).toBeLessThan(20_000);
    stream.destroy();
  });
});
