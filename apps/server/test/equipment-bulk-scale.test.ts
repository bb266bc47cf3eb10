import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTERED_TOTAL_CAP } from '@yardfleet/domain/constants';
import { GREENWAY_NAME } from '../src/seed/demo';
import { backends, companyIdNamed, loginDemoUsers, startTestApp, type Session, type TestApp } from './harness';
import { addMachines, addTag, bulk, bulkExport, listTotal, NO_FILTERS } from './equipment-bulk-support';
import { csvTables } from './report-export-support';

/** The number of machines a large selection holds here. */
const MACHINES = 5000;
/** A machine name a spreadsheet would run as a formula (OWASP "CSV Injection"). */
const FORMULA = '=HYPERLINK("http://x.example","open")';

/** Large selections are one call each (docs/roles.md "Bulk actions"), and their export writes formula text as text. */
describe.each(backends())('equipment bulk actions on 5,000 machines on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee', Session>;
  let ids: string[];
  let tag: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee'] as const);
    const greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    ids = await addMachines(t.db, greenway, 'BULK', [FORMULA, ...Array.from({ length: MACHINES - 1 }, (_, i) => `Bulk ${i + 1}`)]);
    tag = await addTag(t.db, greenway, 'Crew 5000');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const timed = async <A>(label: string, run: () => Promise<A>): Promise<A> => {
    const started = performance.now();
    const result = await run();
    console.info(`${label} on ${backend.name}: ${Math.round(performance.now() - started)} ms`);
    return result;
  };

  it('tags 5,000 ticked machines in one call, and the bulk count of the tag filter finds them all', async () => {
    expect(ids).toHaveLength(MACHINES);
    const answer = await timed('bulk tag of 5,000 ids', () => bulk(t.app, 'tags', s.manager, { selection: { kind: 'ids', ids }, add: [tag], remove: [] }));
    expect(answer.body).toMatchObject({ code: 200, entry: { count: MACHINES } });
    const count = await timed('bulk count by filters', () =>
      bulk(t.app, 'count', s.employee, { selection: { kind: 'filters', filters: { ...NO_FILTERS, tagId: tag } } }),
    );
    expect(count.body.entry.count).toBe(MACHINES);
    // The list counts a filter up to FILTERED_TOTAL_CAP and says it stopped (rules 21.6); the bulk count above is exact.
    expect(await listTotal(t.app, s.employee, { tagId: tag })).toBe(Math.min(MACHINES, FILTERED_TOTAL_CAP));
  }, 60_000);

  it('exports the selection as CSV with the formula name behind a quote, and as XLSX with it as a text value', async () => {
    const selection = { kind: 'filters', filters: { ...NO_FILTERS, tagId: tag } };
    const csv = await timed('bulk CSV export of 5,000', () => bulkExport(t.app, s.employee, selection, 'csv'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="equipment-selection.csv"');
    const [rows = []] = csvTables(csv.rawPayload);
    expect(rows[0]?.slice(0, 2)).toEqual(['Name', 'SN']);
    expect(rows).toHaveLength(MACHINES + 1);
    const cells = rows.flat();
    expect(cells).toContain(`'${FORMULA}`);
    expect(cells).not.toContain(FORMULA);
    expect(cells.filter((cell) => /^[=+@\t\r]/.test(cell))).toEqual([]);
    const xlsx = await bulkExport(t.app, s.employee, { kind: 'ids', ids: ids.slice(0, 3) }, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from(xlsx.rawPayload));
    const values: unknown[] = [];
    book.worksheets[0]?.eachRow((row) => row.eachCell((c) => values.push(c.value)));
    expect(values).toContain(FORMULA);
    expect(values.filter((v) => typeof v === 'object' && v !== null && 'formula' in v)).toEqual([]);
  }, 60_000);

  it('refuses the manager, then deletes the 5,000 machines in one call for the admin who confirmed 5,000', async () => {
    const selection = { kind: 'filters', filters: { ...NO_FILTERS, tagId: tag } };
    expect((await bulk(t.app, 'delete', s.manager, { selection, confirmedCount: MACHINES })).body.code).toBe(1170010403);
    expect((await bulk(t.app, 'delete', s.admin, { selection, confirmedCount: MACHINES - 1 })).body.entry).toEqual({
      reason: 'selection_changed',
      count: MACHINES,
    });
    const answer = await timed('bulk delete of 5,000', () => bulk(t.app, 'delete', s.admin, { selection, confirmedCount: MACHINES }));
    expect(answer.body).toMatchObject({ code: 200, entry: { count: MACHINES } });
    expect(await listTotal(t.app, s.admin, { tagId: tag })).toBe(0);
    expect(await listTotal(t.app, s.admin, {})).toBe(168);
  }, 60_000);
});
