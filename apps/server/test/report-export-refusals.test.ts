import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportKind } from '@yardfleet/contract/endpoints/reports';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { backends, startTestApp, type Session, type TestApp } from './harness';
import { csvTables, envelope, exportReport, NO_FILTERS, OTHER, seedExportData, xlsxSheets, type ExportData } from './report-export-support';

/** What the report export refuses (rules 10.9: the JSON envelope, never a file) and that it never writes another company's data. */
describe.each(backends())('report export refusals on $name', (backend) => {
  let t: TestApp;
  let s: ExportData['s'];
  let otherTagId: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ s, otherTagId } = await seedExportData(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const exportFile = (
    kind: ReportKind,
    format: 'csv' | 'xlsx',
    session: Session | Record<string, never> = s.admin,
    over: Record<string, unknown> = {},
    lang = 'en-US',
  ) => exportReport(t.app, kind, format, session, over, lang);

  it('answers the JSON envelope, never a file: 1401 without a session, 1170010001 { period } for a bad period, 1170010403 for a full-version report of a power-only company, HTTP 400 for an unknown field', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const anonymous = await exportFile('maintenance', format, {});
      expect(anonymous.headers['content-type']).toContain('application/json');
      expect(anonymous.headers['content-disposition']).toBeUndefined();
      expect(envelope(anonymous.body).code).toBe(ServerCode.sessionExpired);
      for (const period of [
        { from: '2026-06-15', to: '2026-06-01' },
        { from: '2024-01-01', to: '2026-01-01' },
      ]) {
        for (const kind of ['maintenance', 'power', 'inventory', 'usage'] as const) {
          const bad = await exportFile(kind, format, kind === 'power' ? s.power : s.admin, { period });
          expect(bad.headers['content-disposition']).toBeUndefined();
          const answer = envelope(bad.body);
          expect(answer.code).toBe(ServerCode.validationFailed);
          expect(answer.entry).toHaveProperty('period');
        }
      }
      for (const kind of ['maintenance', 'inventory', 'usage'] as const)
        expect(envelope((await exportFile(kind, format, s.power)).body).code).toBe(ServerCode.forbiddenRole);
    }
    const unknown = await exportFile('maintenance', 'csv', s.admin, { columns: ['name'] });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body.toString('utf8'))).toMatchObject({ status: 400, error: 'unknown_field' });
  });

  it("never writes another company's data: not in the demo company's files, and its tag as a filter matches nothing", async () => {
    for (const kind of ['inventory', 'usage', 'maintenance'] as const) {
      for (const format of ['csv', 'xlsx'] as const) {
        const file = await exportFile(kind, format);
        const cells = format === 'csv' ? csvTables(file.body).flat(2) : (await xlsxSheets(file.body)).flatMap((x) => x.rows.flat());
        expect(cells.length).toBeGreaterThan(20);
        expect(cells.filter((c) => String(c).includes(OTHER) || String(c).startsWith('OTHER-'))).toEqual([]);
      }
      const filtered = await xlsxSheets((await exportFile(kind, 'xlsx', s.admin, { filters: { ...NO_FILTERS, tagId: otherTagId } })).body);
      expect(filtered[0]?.rows).toHaveLength(1);
    }
  });
});
