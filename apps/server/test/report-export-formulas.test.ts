import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportKind } from '@yardfleet/contract/endpoints/reports';
import { GREENWAY_NAME } from '../src/seed/demo';
import { backends, startTestApp, type TestApp } from './harness';
import { formulaCells, neutralised, PAYLOADS, xlsxCells } from './formula-payloads';
import { csvTables, exportReport, seedExportData, type ExportData } from './report-export-support';

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
    expect(formulaCells(cells)).toEqual([]);
    expect(cells.some((cell) => /^\d+(\.\d+)?$/.test(cell))).toBe(true);
  });

  it('the XLSX writes every payload as a text cell, never a formula, and numbers as numbers', async () => {
    const xlsx = await exportReport(t.app, 'inventory', 'xlsx', s.admin);
    expect(xlsx.status).toBe(200);
    const { found, numbers, formulas } = await xlsxCells(xlsx.body);
    expect(formulas).toEqual([]);
    expect([...found.keys()].sort()).toEqual([...PAYLOADS].sort());
    expect(new Set(found.values())).toEqual(new Set([ExcelJS.ValueType.String]));
    expect(numbers).toBeGreaterThan(0);
  });
});
