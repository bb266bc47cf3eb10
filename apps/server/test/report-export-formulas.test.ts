import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportKind } from '@yardfleet/contract/endpoints/reports';
import { GREENWAY_NAME } from '../src/seed/demo';
import { backends, startTestApp, type TestApp } from './harness';
import { csvTables, exportReport, seedExportData, type ExportData } from './report-export-support';

/**
 * Formula payloads a spreadsheet would run from a CSV cell (OWASP "CSV Injection"): each starts with
 * a character Excel, LibreOffice or Numbers read as the start of a formula. Each is a valid machine
 * name (at most 50 characters, no outer spaces; rules 5.x), so any member who may rename a machine
 * can put it into every report.
 */
const PAYLOADS = ['=HYPERLINK("http://x.example","open")', "=cmd|' /C calc'!A0", '+1+1', '-2+3', '@SUM(1,2)', '=1+1', '\uFF1D1+1'] as const;

/** What a spreadsheet shows of a neutralised payload: the payload behind a leading `'`. */
const neutralised = (payload: string): string => `'${payload}`;

/** The report exports (rules 10.9) written safely: formula text never reaches a spreadsheet as a formula; numbers stay numbers. */
describe.each(backends())('report exports and formula payloads on $name', (backend) => {
  let t: TestApp;
  let s: ExportData['s'];
  let renamed: string[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ s } = await seedExportData(t));
    // The demo admin's company's first machines (by serial number) get the payloads as names.
    const company = await t.db.selectFrom('companies').select('id').where('name', '=', GREENWAY_NAME).executeTakeFirstOrThrow();
    const machines = await t.db
      .selectFrom('equipment')
      .select('id')
      .where('company_id', '=', company.id)
      .orderBy('serial_number')
      .limit(PAYLOADS.length)
      .execute();
    renamed = machines.map((m) => m.id);
    for (const [i, m] of machines.entries()) await t.db.updateTable('equipment').set({ name: PAYLOADS[i] }).where('id', '=', m.id).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['inventory', 'usage', 'maintenance'] as const)('the %s CSV writes every payload behind a quote, never as a formula', async (kind: ReportKind) => {
    expect(renamed).toHaveLength(PAYLOADS.length);
    const csv = await exportReport(t.app, kind, 'csv', s.admin);
    expect(csv.status).toBe(200);
    const cells = csvTables(csv.body).flat(2);
    const written = PAYLOADS.filter((payload) => cells.includes(neutralised(payload)));
    // Inventory and usage list every machine; maintenance the machines with logs in the period.
    if (kind !== 'maintenance') expect(written).toEqual([...PAYLOADS]);
    for (const payload of PAYLOADS) expect(cells).not.toContain(payload);
    // No text cell of the file starts as a formula; the numbers (hours, counts) are written as numbers.
    expect(cells.filter((cell) => /^[=+@\t\r\uFF1D\uFF0B\uFF20]/.test(cell))).toEqual([]);
    expect(cells.filter((cell) => /^-/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell))).toEqual([]);
    expect(cells.some((cell) => /^\d+(\.\d+)?$/.test(cell))).toBe(true);
  });

  it('the XLSX writes every payload as a text cell, never a formula, and numbers as numbers', async () => {
    const xlsx = await exportReport(t.app, 'inventory', 'xlsx', s.admin);
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([xlsx.body]));
    const found = new Map<string, ExcelJS.ValueType>();
    let numbers = 0;
    for (const sheet of workbook.worksheets)
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.formula, `${sheet.name}!${cell.address}`).toBeFalsy();
          if (typeof cell.value === 'string' && (PAYLOADS as readonly string[]).includes(cell.value)) found.set(cell.value, cell.type);
          if (cell.type === ExcelJS.ValueType.Number) numbers += 1;
        }),
      );
    expect([...found.keys()].sort()).toEqual([...PAYLOADS].sort());
    expect(new Set(found.values())).toEqual(new Set([ExcelJS.ValueType.String]));
    expect(numbers).toBeGreaterThan(0);
  });
});
