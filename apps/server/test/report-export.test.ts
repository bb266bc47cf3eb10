import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportKind } from '@yardfleet/contract/endpoints/reports';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { kwhForDisplay } from '@yardfleet/domain/reports/totals';
import { reportTitles } from '../src/areas/reports/export/report-titles';
import { reportXlsxAttachment } from '../src/areas/reports/xlsx-attachment';
import { INVENTORY_COLUMNS } from '../src/areas/reports/inventory';
import { MAINTENANCE_COLUMNS } from '../src/areas/reports/maintenance';
import { POWER_COLUMNS } from '../src/areas/reports/power';
import { USAGE_COLUMNS } from '../src/areas/reports/usage';
import type { ExportColumn } from '../src/areas/reports/export/row-table';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, loginAs, startTestApp, type TestApp } from './harness';
import { addCompany } from './power-fixtures';

type Session = { token: string; uid: string };
type Cell = string | number | null;
const NO_FILTERS = { tagId: null, category: null, warehouseId: null };
const YEAR = { from: '2025-06-16', to: '2026-06-15' };
const EN = reportTitles('en-US');
const OTHER = 'Othercompany';

/** The columns of each kind the export writes, as the screen's row getters (reports/<kind>.ts) give them. */
const COLUMNS: Record<ReportKind, readonly ExportColumn<never>[]> = { inventory: INVENTORY_COLUMNS, usage: USAGE_COLUMNS, maintenance: MAINTENANCE_COLUMNS, power: POWER_COLUMNS };

/** What the screen shows of `row` in English, cell by cell (coded values through the English texts). */
const screenCells = (kind: ReportKind, row: unknown, timeZone: string): Cell[] =>
  (COLUMNS[kind] as readonly ExportColumn<unknown>[]).map((c) => {
    const value = c.value(row, timeZone);
    if (value === '') return null;
    if (c.valuePrefix === undefined) return value;
    const texts: Record<string, string> = EN.values[c.valuePrefix];
    return texts[String(value)] ?? String(value);
  });

const csvOf = (cells: readonly Cell[]): string[] => cells.map((c) => (c === null ? '' : String(c)));

/** The tables of a CSV export: split at the empty line before each further table (its name, then its titles). */
const csvTables = (body: Buffer): string[][][] => {
  const records: string[][] = parse(body, { bom: true, relax_column_count: true });
  const tables: string[][][] = [[]];
  for (const record of records) {
    if (record.length === 1 && record[0] === '') tables.push([]);
    else tables.at(-1)?.push(record);
  }
  return tables.map((t, i) => (i === 0 ? t : t.slice(1)));
};

/** The sheets of an XLSX export: each row's cells (empty cells null) over the width of its title row. */
const xlsxSheets = async (body: Buffer): Promise<{ name: string; rows: Cell[][] }[]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([body]));
  return workbook.worksheets.map((sheet) => {
    const width = sheet.getRow(1).cellCount;
    const rows: Cell[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      rows.push(Array.from({ length: width }, (_, i) => {
        const v = row.getCell(i + 1).value;
        return typeof v === 'number' || typeof v === 'string' ? v : null;
      }));
    });
    return { name: sheet.name, rows };
  });
};

describe.each(backends())('report exports on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'power' | 'other', Session>;
  let zones: { greenway: string; other: string };
  let otherTagId: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    // Another full-version company with a machine, a tag and more maintenance logs than one chunk of the row generator.
    const other = await addCompany(t.db, `${OTHER} Grounds`, 'Europe/Berlin');
    await t.db.updateTable('companies').set({ version: 'FULL_VERSION' }).where('id', '=', other.companyId).execute();
    const machineId = randomUUID();
    const at = new Date('2026-01-01T00:00:00.000Z');
    await t.db.insertInto('equipment').values({
      id: machineId, company_id: other.companyId, name: `${OTHER} Mower`, serial_number: 'OTHER-000001', category: 'mower', model_number: 'M-1', picture_url: null,
      inventory_status: 'never_seen', online_status: 'offline', activity: 'idle', last_seen_at: null, last_lat: null, last_lng: null, added_at: at, updated_at: at,
      error_code: null, firmware_version: '1.0.0', battery_max_capacity_pct: null, battery_cycle_count: null, engine_hours: 12,
    }).execute();
    const logs = Array.from({ length: 1_100 }, (_, i) => ({
      company_id: other.companyId, equipment_id: machineId, service_type: (['maintenance', 'inspection', 'repair'] as const)[i % 3] ?? 'repair',
      performed_at: new Date(Date.UTC(2026, 2, 1) + i * 3_600_000).toISOString(), runtime_hours: 10 + i / 3, labor_minutes: 15 + (i % 7), expense_cents: 100 * (i % 11),
      currency: i % 5 === 0 ? 'USD' : 'EUR', performed_by: `${OTHER} tech, "senior"`, details: `log ${i}\nsecond line`, reminder_kind: 'off' as const, reminder_units: null, reminder_calendar_unit: null,
    }));
    for (let i = 0; i < logs.length; i += 500) await t.db.insertInto('maintenance_logs').values(logs.slice(i, i + 500)).execute();
    const group = await t.db.insertInto('tag_groups').values({ company_id: other.companyId, name: 'Other group' }).returning('id').executeTakeFirstOrThrow();
    otherTagId = (await t.db.insertInto('tags').values({ company_id: other.companyId, group_id: group.id, name: 'Other tag' }).returning('id').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('equipment_tags').values({ equipment_id: machineId, tag_id: otherTagId }).execute();
    s = { admin: await loginAs(t.app, DEMO_LOGINS.admin), power: await loginAs(t.app, DEMO_LOGINS.power), other: await loginAs(t.app, other.email) };
    // Usage for the demo company: a machine bound through the app that reports two rounds of mowing (device API, as a real machine would).
    const bound = await t.app.inject({
      method: 'POST', url: '/web-hmac/app/equipment/bind', headers: s.admin, payload: { serialNumber: 'EXPORT-0001', name: 'Export Mower', category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
    });
    const device = (JSON.parse(bound.body) as { entry: { deviceId: string; deviceSecret: string } }).entry;
    const reports = [['09:00', 'mowing', 100], ['10:30', 'idle', 101.5], ['12:00', 'mowing', 101.5], ['13:00', 'charging', 102.5]].map(([time, activity, engineHours]) => ({
      fixAt: `2026-06-10T${String(time)}:00.000Z`, position: null, activity, engineHours, errorCode: null, errorCleared: false, firmwareVersion: null, battery: null,
    }));
    const sent = await t.app.inject({ method: 'POST', url: '/web-hmac/device/report', headers: { [DEVICE_HEADER.id]: device.deviceId, [DEVICE_HEADER.secret]: device.deviceSecret }, payload: { reports } });
    expect(sent.statusCode).toBe(200);
    const zoneOf = async (name: string) => (await t.db.selectFrom('companies').select('time_zone').where('name', '=', name).executeTakeFirstOrThrow()).time_zone;
    zones = { greenway: await zoneOf(GREENWAY_NAME), other: 'Europe/Berlin' };
  });
  afterAll(async () => {
    await t.close();
  });

  const exportFile = async (kind: ReportKind, format: 'csv' | 'xlsx', session: Session | Record<string, never> = s.admin, over: Record<string, unknown> = {}, lang = 'en-US') => {
    const response = await t.app.inject({
      method: 'POST', url: '/web-hmac/web/report/export', headers: { ...session, lang },
      payload: { kind, period: YEAR, filters: NO_FILTERS, format, ...over },
    });
    return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
  };
  const envelope = (body: Buffer): { code: number; entry: unknown } => JSON.parse(body.toString('utf8')) as { code: number; entry: unknown };

  /** Every row of the report's screen (the report call, page after page) and its totals (page 1). */
  const screen = async <R>(kind: ReportKind, session: Session = s.admin, filters: unknown = NO_FILTERS) => {
    const rows: R[] = [];
    let first: Record<string, unknown> | null = null;
    for (let page = 1; ; page += 1) {
      const response = await t.app.inject({ method: 'POST', url: `/web-hmac/web/report/${kind}`, headers: session, payload: { period: YEAR, filters, page, pageSize: 100 } });
      const { entry } = envelope(response.rawPayload) as { entry: { rows: R[]; total: number } & Record<string, unknown> };
      first ??= entry;
      rows.push(...entry.rows);
      if (rows.length >= entry.total || entry.rows.length === 0) return { rows, report: first };
    }
  };

  it.each([
    ['inventory', 'admin'],
    ['usage', 'admin'],
    ['maintenance', 'admin'],
    ['maintenance', 'other'],
    ['power', 'power'],
  ] as const)('the %s export of %s, CSV and XLSX, holds the screen\'s rows in its order, English titles, as an attachment', async (kind, who) => {
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

  it('writes the screen\'s totals after the rows: maintenance by service type, by month and overall; power and usage by day and in total; inventory counts', async () => {
    const maintenance = (await screen<never>('maintenance')).report as {
      byType: { serviceType: string; count: number; laborMinutes: number; expenses: { currency: string; amountCents: number }[] }[];
      byMonth: { month: string; count: number; laborMinutes: number; expenses: { currency: string; amountCents: number }[] }[];
      totals: { count: number; laborMinutes: number; expenses: { currency: string; amountCents: number }[] };
    };
    const lines = (lead: string, g: { count: number; laborMinutes: number; expenses: { currency: string; amountCents: number }[] }): Cell[][] =>
      g.expenses.length === 0 ? [[lead, g.count, g.laborMinutes, null, null]] : g.expenses.map((e, i) => [lead, i === 0 ? g.count : null, i === 0 ? g.laborMinutes : null, e.amountCents / 100, e.currency]);
    const money = ['Labor time (min)', 'Expense', 'Currency'];
    const expected = [
      { name: 'By service type', rows: [['Service type', 'Count', ...money], ...maintenance.byType.flatMap((g) => lines(String(EN.values['report.value.serviceType'][g.serviceType as 'repair']), g))] },
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
      { name: 'Totals', rows: [['Total (kWh)', 'Daily average (kWh)'], [kwhForDisplay(power.totalWh), kwhForDisplay(power.dailyAverageWh)]] },
    ]);

    const usage = (await screen<never>('usage')).report as { days: { day: string; usageTimes: number; runtimeHours: number; activitySeconds: Record<string, number> }[]; totals: { usageTimes: number; runtimeHours: number; activitySeconds: Record<string, number> } };
    const figures = (f: { usageTimes: number; runtimeHours: number; activitySeconds: Record<string, number> }): Cell[] =>
      [f.usageTimes, Math.round(f.runtimeHours * 10) / 10, ...['mowing', 'charging', 'moving', 'offline', 'idle', 'transfer', 'faulty'].map((a) => Math.round((f.activitySeconds[a] ?? 0) / 360) / 10)];
    const hours = ['Usage times', 'Runtime (h)', 'Mowing (h)', 'Charging (h)', 'Moving (h)', 'Offline (h)', 'Idle (h)', 'In transfer (h)', 'Faulty (h)'];
    expect(usage.totals.runtimeHours).toBeGreaterThan(0);
    expect((await xlsxSheets((await exportFile('usage', 'xlsx')).body)).slice(1)).toEqual([
      { name: 'By day', rows: [['Day', ...hours], ...usage.days.map((d) => [d.day, ...figures(d)])] },
      { name: 'Totals', rows: [hours, figures(usage.totals)] },
    ]);

    const inventory = (await screen<never>('inventory')).report as { total: number; byCategory: { key: string; count: number }[] };
    const [, , byCategory] = csvTables((await exportFile('inventory', 'csv')).body);
    expect(byCategory).toEqual([['Category', 'Count'], ...inventory.byCategory.map((c) => [String(EN.values['report.value.category'][c.key as 'mower']), String(c.count)]), ['All', String(inventory.total)]]);
  });

  it('writes titles, sheet names and coded values in the caller\'s language (lang de-DE)', async () => {
    const [sheet, byType] = await xlsxSheets((await exportFile('maintenance', 'xlsx', s.admin, {}, 'de-DE')).body);
    expect(sheet?.name).toBe('Wartung');
    expect(sheet?.rows[0]).toEqual(['Gerät', 'SN', 'Art der Wartung', 'Datum', 'Betriebsstunden (h)', 'Arbeitszeit (min)', 'Kosten', 'Währung', 'Durchgeführt von', 'Weitere Angaben']);
    expect(new Set(sheet?.rows.slice(1).map((r) => r[2]))).toEqual(new Set(['Wartung', 'Inspektion', 'Reparatur']));
    expect(byType?.name).toBe('Nach Art der Wartung');
    const [csvRows = []] = csvTables((await exportFile('inventory', 'csv', s.admin, {}, 'de-DE')).body);
    expect(csvRows[0]).toEqual(['Name', 'SN', 'Kategorie', 'Modellnummer', 'Bestandsstatus', 'Tags', 'Onlinestatus', 'Zuletzt gesehen', 'Wartung fällig']);
    expect(csvRows.slice(1).every((r) => ['Im Lager', 'Im Einsatz', 'Nie gesehen', 'Standort unbekannt'].includes(r[4] ?? ''))).toBe(true);
  });

  it('answers the JSON envelope, never a file: 1401 without a session, 1170010001 { period } for a bad period, 1170010403 for a full-version report of a power-only company, HTTP 400 for an unknown field', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const anonymous = await exportFile('maintenance', format, {});
      expect(anonymous.headers['content-type']).toContain('application/json');
      expect(anonymous.headers['content-disposition']).toBeUndefined();
      expect(envelope(anonymous.body).code).toBe(ServerCode.sessionExpired);
      for (const period of [{ from: '2026-06-15', to: '2026-06-01' }, { from: '2024-01-01', to: '2026-01-01' }]) {
        for (const kind of ['maintenance', 'power', 'inventory', 'usage'] as const) {
          const bad = await exportFile(kind, format, kind === 'power' ? s.power : s.admin, { period });
          expect(bad.headers['content-disposition']).toBeUndefined();
          const answer = envelope(bad.body);
          expect(answer.code).toBe(ServerCode.validationFailed);
          expect(answer.entry).toHaveProperty('period');
        }
      }
      for (const kind of ['maintenance', 'inventory', 'usage'] as const) expect(envelope((await exportFile(kind, format, s.power)).body).code).toBe(ServerCode.forbiddenRole);
    }
    const unknown = await exportFile('maintenance', 'csv', s.admin, { columns: ['name'] });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body.toString('utf8'))).toMatchObject({ status: 400, error: 'unknown_field' });
  });

  it('never writes another company\'s data: not in the demo company\'s files, and its tag as a filter matches nothing', async () => {
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

  it('the mail attachment of a scheduled report is the export\'s XLSX in the reader\'s language', async () => {
    const company = await t.db.selectFrom('companies').select(['id', 'time_zone']).where('name', '=', GREENWAY_NAME).executeTakeFirstOrThrow();
    const attachment = await reportXlsxAttachment(t.db, {
      scope: { companyId: company.id, timeZone: company.time_zone, version: 'FULL_VERSION' }, kind: 'maintenance', period: YEAR, filters: NO_FILTERS, language: 'de-DE',
    });
    expect(attachment.filename).toBe(`maintenance-${YEAR.from}-${YEAR.to}.xlsx`);
    expect(attachment.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await xlsxSheets(attachment.content)).toEqual(await xlsxSheets((await exportFile('maintenance', 'xlsx', s.admin, {}, 'de-DE')).body));
  });
});
