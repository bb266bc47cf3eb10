import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GREENWAY_NAME } from '../src/seed/demo';
import { bulkExport } from './equipment-bulk-support';
import { formulaCells, neutralised, PAYLOADS, xlsxCells } from './formula-payloads';
import { backends, call, companyIdNamed, loginDemoUsers, startTestApp, type Session, type TestApp } from './harness';
import { csvTables } from './report-export-support';

/**
 * Every export the product writes besides the reports (report-export-formulas.test.ts): the
 * equipment selection's export and the activity export (rules 20.13) carry the formula corpus
 * behind a quote in CSV and as text cells in XLSX, never as a formula (docs/security.md "Exported
 * files"). The payloads become machine names through the rename call, so the activity history
 * holds them too, as the name before and after.
 */
describe.each(backends())('the selection and activity exports with formula payloads on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin', Session>;
  let ids: string[];
  let since: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin']);
    const greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    const machines = await t.db
      .selectFrom('equipment')
      .select('id')
      .where('company_id', '=', greenway)
      .orderBy('serial_number')
      .limit(PAYLOADS.length)
      .execute();
    ids = machines.map((m) => m.id);
    since = t.clock.now().toISOString();
    for (const [i, id] of ids.entries()) {
      const renamed = await call(t.app, { method: 'POST', url: '/web-hmac/web/equipment/rename', headers: s.admin, payload: { id, name: PAYLOADS[i] } });
      expect(renamed.body.code).toBe(200);
    }
  });
  afterAll(async () => t.close());

  const exports = {
    selection: (format: 'csv' | 'xlsx') => bulkExport(t.app, s.admin, { kind: 'ids', ids }, format),
    activity: (format: 'csv' | 'xlsx') =>
      t.app.inject({ method: 'POST', url: '/web-hmac/web/security/log/export', headers: s.admin, payload: { from: since, format } }),
  };

  it.each(['selection', 'activity'] as const)('the %s CSV writes every payload behind a quote, never as a formula', async (which) => {
    const csv = await exports[which]('csv');
    expect(csv.statusCode).toBe(200);
    const cells = csvTables(csv.rawPayload).flat(2);
    for (const payload of PAYLOADS) {
      expect(cells.some((cell) => cell.includes(neutralised(payload)))).toBe(true);
      expect(cells).not.toContain(payload);
    }
    expect(formulaCells(cells)).toEqual([]);
  });

  it.each(['selection', 'activity'] as const)('the %s XLSX holds every payload as a text cell, never a formula', async (which) => {
    const xlsx = await exports[which]('xlsx');
    expect(xlsx.statusCode).toBe(200);
    const { found, formulas } = await xlsxCells(xlsx.rawPayload);
    expect(formulas).toEqual([]);
    expect([...found.keys()].sort()).toEqual([...PAYLOADS].sort());
    expect(new Set(found.values())).toEqual(new Set([ExcelJS.ValueType.String]));
  });
});
