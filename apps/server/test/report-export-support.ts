import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ReportKind } from '@yardfleet/contract/endpoints/reports';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { reportTitles } from '../src/areas/reports/export/report-titles';
import { INVENTORY_COLUMNS } from '../src/areas/reports/inventory';
import { MAINTENANCE_COLUMNS } from '../src/areas/reports/maintenance';
import { POWER_COLUMNS } from '../src/areas/reports/power';
import { USAGE_COLUMNS } from '../src/areas/reports/usage';
import type { ExportColumn } from '../src/areas/reports/export/row-table';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { loginAs, type Session, type TestApp } from './harness';
import { addCompany } from './power-fixtures';

/** One cell of an exported table as read back (empty cells null). */
export type Cell = string | number | null;
/** No tag, category or warehouse filter. */
export const NO_FILTERS = { tagId: null, category: null, warehouseId: null };
/** The period every export of the suites covers: the year up to the seed day. */
export const YEAR = { from: '2025-06-16', to: '2026-06-15' };
/** The English titles and value texts of the exports. */
export const EN = reportTitles('en-US');
/** The start of every name of the other company's data, so no export of the demo company may hold it. */
export const OTHER = 'Othercompany';

/** The columns of each kind the export writes, as the screen's row getters (reports/<kind>.ts) give them. */
export const COLUMNS: Record<ReportKind, readonly ExportColumn<never>[]> = {
  inventory: INVENTORY_COLUMNS,
  usage: USAGE_COLUMNS,
  maintenance: MAINTENANCE_COLUMNS,
  power: POWER_COLUMNS,
};

/** What the screen shows of `row` in English, cell by cell (coded values through the English texts). */
export const screenCells = (kind: ReportKind, row: unknown, timeZone: string): Cell[] =>
  (COLUMNS[kind] as readonly ExportColumn<unknown>[]).map((c) => {
    const value = c.value(row, timeZone);
    if (value === '') return null;
    if (c.valuePrefix === undefined) return value;
    const texts: Record<string, string> = EN.values[c.valuePrefix];
    return texts[String(value)] ?? String(value);
  });

/** A row of cells as CSV text (null as empty). */
export const csvOf = (cells: readonly Cell[]): string[] => cells.map((c) => (c === null ? '' : String(c)));

/** The tables of a CSV export: split at the empty line before each further table (its name, then its titles). */
export const csvTables = (body: Buffer): string[][][] => {
  const records: string[][] = parse(body, { bom: true, relax_column_count: true });
  const tables: string[][][] = [[]];
  for (const record of records) {
    if (record.length === 1 && record[0] === '') tables.push([]);
    else tables.at(-1)?.push(record);
  }
  return tables.map((t, i) => (i === 0 ? t : t.slice(1)));
};

/** The sheets of an XLSX export: each row's cells (empty cells null) over the width of its title row. */
export const xlsxSheets = async (body: Buffer): Promise<{ name: string; rows: Cell[][] }[]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([body]));
  return workbook.worksheets.map((sheet) => {
    const width = sheet.getRow(1).cellCount;
    const rows: Cell[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      rows.push(
        Array.from({ length: width }, (_, i) => {
          const v = row.getCell(i + 1).value;
          return typeof v === 'number' || typeof v === 'string' ? v : null;
        }),
      );
    });
    return { name: sheet.name, rows };
  });
};

/** The data the export suites run on: sessions (demo admin, power admin, the other company's admin), time zones, and the other company's tag. */
export interface ExportData {
  readonly s: Record<'admin' | 'power' | 'other', Session>;
  readonly zones: { readonly greenway: string; readonly other: string };
  readonly otherTagId: string;
}

/**
 * Adds to the demo of `t` another full-version company (Europe/Berlin) with a machine, a tag and
 * 1,100 maintenance logs (more than one chunk of the row generator), and a demo machine bound
 * through the app that reports two rounds of mowing on 2026-06-10.
 */
export const seedExportData = async (t: TestApp): Promise<ExportData> => {
  // Another full-version company with a machine, a tag and more maintenance logs than one chunk of the row generator.
  const other = await addCompany(t.db, `${OTHER} Grounds`, 'Europe/Berlin');
  await t.db.updateTable('companies').set({ version: 'FULL_VERSION' }).where('id', '=', other.companyId).execute();
  const machineId = randomUUID();
  const at = new Date('2026-01-01T00:00:00.000Z');
  await t.db
    .insertInto('equipment')
    .values({
      id: machineId,
      company_id: other.companyId,
      name: `${OTHER} Mower`,
      serial_number: 'OTHER-000001',
      category: 'mower',
      model_number: 'M-1',
      picture_url: null,
      inventory_status: 'never_seen',
      online_status: 'offline',
      activity: 'idle',
      last_seen_at: null,
      last_lat: null,
      last_lng: null,
      added_at: at,
      updated_at: at,
      error_code: null,
      firmware_version: '1.0.0',
      battery_max_capacity_pct: null,
      battery_cycle_count: null,
      engine_hours: 12,
    })
    .execute();
  const logs = Array.from({ length: 1_100 }, (_, i) => ({
    company_id: other.companyId,
    equipment_id: machineId,
    service_type: (['maintenance', 'inspection', 'repair'] as const)[i % 3] ?? 'repair',
    performed_at: new Date(Date.UTC(2026, 2, 1) + i * 3_600_000).toISOString(),
    runtime_hours: 10 + i / 3,
    labor_minutes: 15 + (i % 7),
    expense_cents: 100 * (i % 11),
    currency: i % 5 === 0 ? 'USD' : 'EUR',
    performed_by: `${OTHER} tech, "senior"`,
    details: `log ${i}\nsecond line`,
    reminder_kind: 'off' as const,
    reminder_units: null,
    reminder_calendar_unit: null,
  }));
  for (let i = 0; i < logs.length; i += 500)
    await t.db
      .insertInto('maintenance_logs')
      .values(logs.slice(i, i + 500))
      .execute();
  const group = await t.db.insertInto('tag_groups').values({ company_id: other.companyId, name: 'Other group' }).returning('id').executeTakeFirstOrThrow();
  const otherTagId = (
    await t.db.insertInto('tags').values({ company_id: other.companyId, group_id: group.id, name: 'Other tag' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  await t.db.insertInto('equipment_tags').values({ equipment_id: machineId, tag_id: otherTagId }).execute();
  const s = { admin: await loginAs(t.app, DEMO_LOGINS.admin), power: await loginAs(t.app, DEMO_LOGINS.power), other: await loginAs(t.app, other.email) };
  // Usage for the demo company: a machine bound through the app that reports two rounds of mowing (device API, as a real machine would).
  const bound = await t.app.inject({
    method: 'POST',
    url: '/web-hmac/app/equipment/bind',
    headers: s.admin,
    payload: { serialNumber: 'EXPORT-0001', name: 'Export Mower', category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
  });
  const device = (JSON.parse(bound.body) as { entry: { deviceId: string; deviceSecret: string } }).entry;
  const reports = [
    ['09:00', 'mowing', 100],
    ['10:30', 'idle', 101.5],
    ['12:00', 'mowing', 101.5],
    ['13:00', 'charging', 102.5],
  ].map(([time, activity, engineHours]) => ({
    fixAt: `2026-06-10T${String(time)}:00.000Z`,
    position: null,
    activity,
    engineHours,
    errorCode: null,
    errorCleared: false,
    firmwareVersion: null,
    battery: null,
  }));
  const sent = await t.app.inject({
    method: 'POST',
    url: '/web-hmac/device/report',
    headers: { [DEVICE_HEADER.id]: device.deviceId, [DEVICE_HEADER.secret]: device.deviceSecret },
    payload: { reports },
  });
  expect(sent.statusCode).toBe(200);
  const zoneOf = async (name: string) => (await t.db.selectFrom('companies').select('time_zone').where('name', '=', name).executeTakeFirstOrThrow()).time_zone;
  const zones = { greenway: await zoneOf(GREENWAY_NAME), other: 'Europe/Berlin' };
  return { s, zones, otherTagId };
};

/** `POST /web-hmac/web/report/export` of `kind` over YEAR, unfiltered unless `over` says otherwise, in `lang`: status, headers and the raw body. */
export const exportReport = async (
  app: FastifyInstance,
  kind: ReportKind,
  format: 'csv' | 'xlsx',
  session: Session | Record<string, never>,
  over: Record<string, unknown> = {},
  lang = 'en-US',
) => {
  const response = await app.inject({
    method: 'POST',
    url: '/web-hmac/web/report/export',
    headers: { ...session, lang },
    payload: { kind, period: YEAR, filters: NO_FILTERS, format, ...over },
  });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
};

/** The JSON envelope of an answer body. */
export const envelope = (body: Buffer): { code: number; entry: unknown } => JSON.parse(body.toString('utf8')) as { code: number; entry: unknown };

/** Every row of the report's screen over YEAR (the report call, page after page) and its totals (page 1). */
export const screenReport = async <R>(app: FastifyInstance, kind: ReportKind, session: Session, filters: unknown = NO_FILTERS) => {
  const rows: R[] = [];
  let first: Record<string, unknown> | null = null;
  for (let page = 1; ; page += 1) {
    const response = await app.inject({
      method: 'POST',
      url: `/web-hmac/web/report/${kind}`,
      headers: session,
      payload: { period: YEAR, filters, page, pageSize: 100 },
    });
    const { entry } = envelope(response.rawPayload) as { entry: { rows: R[]; total: number } & Record<string, unknown> };
    first ??= entry;
    rows.push(...entry.rows);
    if (rows.length >= entry.total || entry.rows.length === 0) return { rows, report: first };
  }
};
