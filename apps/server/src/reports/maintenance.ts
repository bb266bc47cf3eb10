import * as E from 'fp-ts/lib/Either.js';
import { sql, type Kysely } from 'kysely';
import {
  MaintenanceReportRow, reportMaintenance, type ReportFilters, type ReportPeriod, type ReportRequest,
} from '@yardfleet/contract/endpoints/reports';
import type { ResponseOf } from '@yardfleet/contract/endpoint';
import { localDay } from '@yardfleet/domain/machines/energy-meter';
import { runtimeForDisplay } from '@yardfleet/domain/reports/usage';
import { maintenanceTotalsFold, monthsOfDays, type MaintenanceFigures } from '@yardfleet/domain/reports/totals';
import { fleetDb } from '../db/fleet-schema';
import type { Database } from '../db/schema';
import type { Answer } from '../http/answers';
import { asContract, machineFilterSql, periodWindow, ROWS_PER_CHUNK, type PeriodWindow, type ReportColumn, type ReportScope } from './scope';

/**
 * The maintenance report (SPEC 2 "/report"; issue 10 item 1): the company's service logs performed
 * within the period's company-local days (SPEC 9; UTC bounds of those days), newest first (then by
 * id), each with its machine's name and serial number. A deleted machine's logs stay in the report
 * under the name its tombstone (`deleted_equipment`) keeps (SPEC 4: statistics keep the data of
 * deleted devices). Filters apply to the machine: tag and warehouse (a deleted machine has neither,
 * so it drops out when they are set) and category. Totals by service type, by company-local month
 * and overall come from the domain's `maintenanceTotalsFold`. Full version only (routes/reports.ts).
 */

export type MaintenanceReport = ResponseOf<typeof reportMaintenance>;

/** The logs of the window matching the filters, with the machine (live or deleted) joined. */
const logsOf = (db: Kysely<Database>, scope: ReportScope, window: PeriodWindow, filters: ReportFilters) =>
  fleetDb(db)
    .selectFrom('maintenance_logs as l')
    .leftJoin('equipment as e', (j) => j.onRef('e.id', '=', 'l.equipment_id').onRef('e.company_id', '=', 'l.company_id'))
    .leftJoin('deleted_equipment as d', (j) => j.onRef('d.id', '=', 'l.equipment_id').onRef('d.company_id', '=', 'l.company_id'))
    .where('l.company_id', '=', scope.companyId)
    .where('l.performed_at', '>=', window.start)
    .where('l.performed_at', '<', window.end)
    .where(machineFilterSql(scope.companyId, filters, { id: sql.ref('l.equipment_id'), category: sql`coalesce(e.category, d.category)`, warehouseId: sql.ref('e.warehouse_id') }));

/** The same logs newest first, with a keyset after (`at`, `id`) when given. */
const orderedLogs = (db: Kysely<Database>, scope: ReportScope, window: PeriodWindow, filters: ReportFilters, after: { at: Date; id: string } | null) =>
  logsOf(db, scope, window, filters)
    .$if(after !== null, (q) => q.where(sql<boolean>`(l.performed_at, l.id) < (${after?.at ?? new Date(0)}::timestamptz, ${after?.id ?? ''}::uuid)`))
    .orderBy('l.performed_at', 'desc')
    .orderBy('l.id', 'desc');

type LogRow = {
  id: string; equipment_id: string; equipment_name: string; serial_number: string; service_type: MaintenanceFigures['serviceType']; performed_at: Date;
  runtime_hours: number; labor_minutes: number; expense_cents: number; currency: string; performed_by: string; details: string;
};

const rowsQuery = (db: Kysely<Database>, scope: ReportScope, window: PeriodWindow, filters: ReportFilters, after: { at: Date; id: string } | null) =>
  orderedLogs(db, scope, window, filters, after).select([
    'l.id', 'l.equipment_id', sql<string>`coalesce(e.name, d.name, '')`.as('equipment_name'), sql<string>`coalesce(e.serial_number, d.serial_number, '')`.as('serial_number'),
    'l.service_type', 'l.performed_at', 'l.runtime_hours', 'l.labor_minutes', 'l.expense_cents', 'l.currency', 'l.performed_by', 'l.details',
  ]);

const toRow = (r: LogRow, timeZone: string): MaintenanceReportRow =>
  asContract(MaintenanceReportRow, {
    id: r.id, equipmentId: r.equipment_id, equipmentName: r.equipment_name, serialNumber: r.serial_number, serviceType: r.service_type,
    performedAt: r.performed_at.toISOString(), day: localDay(r.performed_at.toISOString(), timeZone), runtimeHours: Number(r.runtime_hours),
    laborMinutes: Number(r.labor_minutes), expense: { minorUnits: Number(r.expense_cents), currency: r.currency }, performedBy: r.performed_by, details: r.details,
  });

/** Every log row of the window in the report's order, `ROWS_PER_CHUNK` per query (keyset on performed_at, id). */
async function* logRows(db: Kysely<Database>, scope: ReportScope, window: PeriodWindow, filters: ReportFilters): AsyncGenerator<MaintenanceReportRow> {
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const chunk: LogRow[] = await rowsQuery(db, scope, window, filters, after).limit(ROWS_PER_CHUNK).execute();
    for (const r of chunk) yield toRow(r, scope.timeZone);
    const last = chunk.at(-1);
    if (chunk.length < ROWS_PER_CHUNK || last === undefined) return;
    after = { at: last.performed_at, id: last.id };
  }
}

/** The totals of every log of the window, folded a chunk at a time (only the figures the totals need are read). */
const totalsOf = async (db: Kysely<Database>, scope: ReportScope, window: PeriodWindow, filters: ReportFilters) => {
  const fold = maintenanceTotalsFold(scope.timeZone, monthsOfDays(window.days));
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const chunk = await orderedLogs(db, scope, window, filters, after)
      .select(['l.id', 'l.service_type', 'l.performed_at', 'l.labor_minutes', 'l.expense_cents', 'l.currency'])
      .limit(ROWS_PER_CHUNK * 10)
      .execute();
    for (const r of chunk) {
      fold.add({ serviceType: r.service_type, performedAt: r.performed_at.toISOString(), laborMinutes: Number(r.labor_minutes), expenseCents: Number(r.expense_cents), currency: r.currency });
    }
    const last = chunk.at(-1);
    if (chunk.length < ROWS_PER_CHUNK * 10 || last === undefined) return fold.result();
    after = { at: last.performed_at, id: last.id };
  }
};

/**
 * The maintenance report of `request.period` (or the 1170010001 `{ period }` answer for a bad
 * period): page `request.page` of the logs, their number, and the totals by service type (all
 * three), by company-local month (every month of the period, zeros included) and overall, with
 * labor minutes and expenses per currency in minor units.
 */
export const queryMaintenanceReport = async (db: Kysely<Database>, scope: ReportScope, request: ReportRequest): Promise<E.Either<Answer<never>, MaintenanceReport>> => {
  const window = periodWindow(request.period, scope.timeZone);
  if (E.isLeft(window)) return window;
  const page: LogRow[] = await rowsQuery(db, scope, window.right, request.filters, null).limit(request.pageSize).offset((request.page - 1) * request.pageSize).execute();
  const totals = await totalsOf(db, scope, window.right, request.filters);
  return E.right(asContract(reportMaintenance.response, { rows: page.map((r) => toRow(r, scope.timeZone)), total: totals.totals.count, ...totals }));
};

/**
 * Every row of the maintenance report of `period` in the screen's order (newest first), read in
 * chunks. @throws Error when the period is not valid (check it first, as the screen does).
 */
export async function* maintenanceReportRows(db: Kysely<Database>, scope: ReportScope, period: ReportPeriod, filters: ReportFilters): AsyncGenerator<MaintenanceReportRow> {
  const window = periodWindow(period, scope.timeZone);
  if (E.isLeft(window)) throw new Error(`report period ${period.from}..${period.to} is not valid`);
  yield* logRows(db, scope, window.right, filters);
}

/**
 * The maintenance export's columns (SPEC 2 columns): machine, serial number, service type, date
 * (company-local YYYY-MM-DD), runtime (engine hours, one decimal), labor minutes, expense (major
 * units, two decimals) and its currency, performed by, contents.
 */
export const MAINTENANCE_COLUMNS: readonly ReportColumn<MaintenanceReportRow>[] = [
  { key: 'report.column.equipmentName', value: (r) => r.equipmentName },
  { key: 'report.column.serialNumber', value: (r) => r.serialNumber },
  { key: 'report.column.serviceType', value: (r) => r.serviceType, valuePrefix: 'report.value.serviceType' },
  { key: 'report.column.date', value: (r) => r.day },
  { key: 'report.column.runtimeHours', value: (r) => runtimeForDisplay(r.runtimeHours) },
  { key: 'report.column.laborMinutes', value: (r) => r.laborMinutes },
  { key: 'report.column.expense', value: (r) => r.expense.minorUnits / 100 },
  { key: 'report.column.currency', value: (r) => r.expense.currency },
  { key: 'report.column.performedBy', value: (r) => r.performedBy },
  { key: 'report.column.details', value: (r) => r.details },
];
