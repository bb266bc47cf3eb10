import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportKind } from '@yardfleet/contract/endpoints/reports';
import { kwhForDisplay } from '@yardfleet/domain/reports/totals';
import { reportXlsxAttachment } from '../src/areas/reports/xlsx-attachment';
import { GREENWAY_NAME } from '../src/seed/demo';
import { backends, startTestApp, type Session, type TestApp } from './harness';
import {
  COLUMNS,
  csvOf,
  csvTables,
  EN,
  exportReport,
  NO_FILTERS,
  screenCells,
  screenReport,
  seedExportData,
  xlsxSheets,
  YEAR,
  type Cell,
  type ExportData,
} from './report-export-support';

/** The report exports' files (rules 10.9): the screen's rows and totals, in the caller's language; the scheduled mail's attachment. Refusals and company scope: report-export-refusals.test.ts. */
describe.each(backends())('report exports on $name', (backend) => {
  let t: TestApp;
  let s: ExportData['s'];
  let zones: ExportData['zones'];

  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ s, zones } = await seedExportData(t));
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
  /** Every row of the report's screen (the report call, page after page) and its totals (page 1). */
  const screen = <R>(kind: ReportKind, session: Session = s.admin) => screenReport<R>(t.app, kind, session);

  it.each([
    ['inventory', 'admin'],
    ['usage', 'admin'],
    ['maintenance', 'admin'],
    ['maintenance', 'other'],
    ['power', 'power'],
  ] as const)("the %s export of %s, CSV and XLSX, holds the screen's rows in its order, English titles, as an attachment", async (kind, who) => {
    const session = s[who];
    const zone = who === 'other' ? zones.other : zones.greenway;
    const { rows } = await screen(kind, session);
    expect(rows.length).toBeGreaterThan(0);
    const expected = rows.map((row) => screenCells(kind, row, zone));
    const titles = COLUMNS[kind].map((c) => EN.columns[c.key]);

    const csv = await exportFile(kind, 'csv', session);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${kind}-${YEAR.from}-${YEAR.to}.csv"`);
    expect(csv.headers['cache-control']).toBe('no-store');
    expect([...csv.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [csvRows = []] = csvTables(csv.body);
    expect(csvRows).toEqual([titles, ...expected.map(csvOf)]);

    const xlsx = await exportFile(kind, 'xlsx', session);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="${kind}-${YEAR.from}-${YEAR.to}.xlsx"`);
    const [sheet] = await xlsxSheets(xlsx.body);
    expect(sheet?.rows).toEqual([titles, ...expected]);
  });

  it("writes the screen's totals after the rows: maintenance by service type, by month and overall; power and usage by day and in total; inventory counts", async () => {
    const maintenance = (await screen<never>('maintenance')).report as {
      byType: { serviceType: string; count: number; laborMinutes: number; expenses: { currency: string; amountCents: number }[] }[];
      byMonth: { month: string; count: number; laborMinutes: number; expenses: { currency: string; amountCents: number }[] }[];
      totals: { count: number; laborMinutes: number; expenses: { currency: string; amountCents: number }[] };
    };
    const lines = (lead: string, g: { count: number; laborMinutes: number; expenses: { currency: string; amountCents: number }[] }): Cell[][] =>
      g.expenses.length === 0
        ? [[lead, g.count, Math.round((g.laborMinutes / 60) * 100) / 100, null, null]]
        : g.expenses.map((e, i) => [
            lead,
            i === 0 ? g.count : null,
            i === 0 ? Math.round((g.laborMinutes / 60) * 100) / 100 : null,
            e.amountCents / 100,
            e.currency,
          ]);
    // labor time in hours, as the screen shows it (rules 10.12)
    const money = ['Labor time (h)', 'Expense', 'Currency'];
    const expected = [
      {
        name: 'By service type',
        rows: [
          ['Service type', 'Count', ...money],
          ...maintenance.byType.flatMap((g) => lines(String(EN.values['report.value.serviceType'][g.serviceType as 'repair']), g)),
        ],
      },
      { name: 'By month', rows: [['Month', 'Count', ...money], ...maintenance.byMonth.flatMap((g) => lines(g.month, g))] },
      { name: 'Totals', rows: [[null, 'Count', ...money], ...lines('All', maintenance.totals)] },
    ];
    expect(maintenance.totals.count).toBeGreaterThan(0);
    expect((await xlsxSheets((await exportFile('maintenance', 'xlsx')).body)).slice(1)).toEqual(expected);
    expect(csvTables((await exportFile('maintenance', 'csv')).body).slice(1)).toEqual(expected.map((e) => e.rows.map(csvOf)));

    const power = (await screen<never>('power', s.power)).report as { days: { day: string; energyWh: number }[]; totalWh: number; dailyAverageWh: number };
    expect(power.totalWh).toBeGreaterThan(0);
    const powerSheets = await xlsxSheets((await exportFile('power', 'xlsx', s.power)).body);
    expect(powerSheets.slice(1)).toEqual([
      { name: 'By day', rows: [['Day', 'Energy (kWh)'], ...power.days.map((d) => [d.day, kwhForDisplay(d.energyWh)])] },
      {
        name: 'Totals',
        rows: [
          ['Total (kWh)', 'Daily average (kWh)'],
          [kwhForDisplay(power.totalWh), kwhForDisplay(power.dailyAverageWh)],
        ],
      },
    ]);

    const usage = (await screen<never>('usage')).report as {
      total: number;
      days: { day: string; usageTimes: number; runtimeHours: number; activitySeconds: Record<string, number> }[];
      totals: { usageTimes: number; runtimeHours: number; activitySeconds: Record<string, number> };
    };
    // the screen's totals: usage times, runtime (the sum of the shown activities), the runtime activities, offline as the average per machine (rules 10.12)
    const shown = (s: number) => Math.round(s / 360) / 10;
    const figures = (f: { usageTimes: number; runtimeHours: number; activitySeconds: Record<string, number> }): Cell[] => {
      const activities = ['mowing', 'moving', 'transfer', 'charging', 'idle', 'faulty'].map((a) => shown(f.activitySeconds[a] ?? 0));
      return [f.usageTimes, Math.round(activities.reduce((x, y) => x + y * 10, 0)) / 10, ...activities, shown((f.activitySeconds.offline ?? 0) / usage.total)];
    };
    const hours = [
      'Usage times',
      'Runtime (h)',
      'Working (h)',
      'Moving (h)',
      'In transfer (h)',
      'Charging (h)',
      'Idle (h)',
      'Faulty (h)',
      'Offline, average per machine (h)',
    ];
    expect(usage.totals.runtimeHours).toBeGreaterThan(0);
    expect((await xlsxSheets((await exportFile('usage', 'xlsx')).body)).slice(1)).toEqual([
      { name: 'By day', rows: [['Day', ...hours], ...usage.days.map((d) => [d.day, ...figures(d)])] },
      { name: 'Totals', rows: [hours, figures(usage.totals)] },
    ]);

    const inventory = (await screen<never>('inventory')).report as { total: number; byCategory: { key: string; count: number }[] };
    const [, , byCategory] = csvTables((await exportFile('inventory', 'csv')).body);
    expect(byCategory).toEqual([
      ['Category', 'Count'],
      ...inventory.byCategory.map((c) => [String(EN.values['report.value.category'][c.key as 'mower']), String(c.count)]),
      ['All', String(inventory.total)],
    ]);
  });

  it("writes titles, sheet names and coded values in the caller's language (lang de-DE)", async () => {
    const [sheet, byType] = await xlsxSheets((await exportFile('maintenance', 'xlsx', s.admin, {}, 'de-DE')).body);
    expect(sheet?.name).toBe('Wartung');
    expect(sheet?.rows[0]).toEqual([
      'Gerät',
      'SN',
      'Art der Wartung',
      'Datum',
      'Motorstunden (h)',
      'Arbeitszeit (h)',
      'Kosten',
      'Währung',
      'Durchgeführt von',
      'Weitere Angaben',
    ]);
    expect(new Set(sheet?.rows.slice(1).map((r) => r[2]))).toEqual(new Set(['Wartung', 'Inspektion', 'Reparatur']));
    expect(byType?.name).toBe('Nach Art der Wartung');
    const [csvRows = []] = csvTables((await exportFile('inventory', 'csv', s.admin, {}, 'de-DE')).body);
    expect(csvRows[0]).toEqual(['Name', 'SN', 'Kategorie', 'Modellnummer', 'Bestandsstatus', 'Tags', 'Onlinestatus', 'Zuletzt gesehen', 'Wartung fällig']);
    expect(csvRows.slice(1).every((r) => ['Im Lager', 'Im Einsatz', 'Nie gesehen', 'Standort unbekannt'].includes(r[4] ?? ''))).toBe(true);
  });

  it("the mail attachment of a scheduled report is the export's XLSX in the reader's language", async () => {
    const company = await t.db.selectFrom('companies').select(['id', 'time_zone']).where('name', '=', GREENWAY_NAME).executeTakeFirstOrThrow();
    const attachment = await reportXlsxAttachment(t.db, {
      scope: { companyId: company.id, timeZone: company.time_zone, version: 'FULL_VERSION' },
      kind: 'maintenance',
      period: YEAR,
      filters: NO_FILTERS,
      language: 'de-DE',
    });
    expect(attachment.filename).toBe(`maintenance-${YEAR.from}-${YEAR.to}.xlsx`);
    expect(attachment.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await xlsxSheets(attachment.content)).toEqual(await xlsxSheets((await exportFile('maintenance', 'xlsx', s.admin, {}, 'de-DE')).body));
  });
});
