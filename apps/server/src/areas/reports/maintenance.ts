import * as E from 'fp-ts/lib/Either.js';
import { sql, type Kysely } from 'kysely';
import { MaintenanceReportRow, reportMaintenance, type ReportFilters, type ReportPeriod, type ReportRequest } from '@yardfleet/contract/endpoints/reports';
import type { ResponseOf } from '@yardfleet/contract/endpoint';
import { localDay } from '@yardfleet/domain/machines/energy-meter';
import { laborHoursForDisplay } from '@yardfleet/domain/reports/measures';
import { engineHoursForDisplay } from '@yardfleet/domain/reports/usage';
import { dayOfInstant, maintenanceTotalsFold, monthsOfDays } from '@yardfleet/domain/reports/totals';
import { fleetDb } from '../../db/fleet-schema';
import type { Database } from '../../db/schema';
import type { Answer } from '../../http/answers';
import { asContract, machineMatchesSql, periodWindow, type PeriodWindow, type ReportColumn, type ReportScope } from './scope';

/**
 * The maintenance report (rules 10.4): the company's service logs performed
 * within the period's company-local days (rules 10.6; UTC bounds of those days), newest first (then by
 * id), each with its machine's name and serial number. A deleted machine's logs stay in the report
 * under the name its tombstone (`deleted_equipment`) keeps (rules 16.11: statistics keep the data of
 * deleted devices). Filters apply to the machine (scope.ts `machineMatchesSql`): tag and warehouse
 * (a deleted machine has neither, so it drops out when they are set) and category. Totals by
 * service type, by company-local month and overall come from the domain's `maintenanceTotalsFold`.
 * Full version only (report-routes.ts). The queries join nothing row by row (PGlite never gathers
 * planner statistics, so joins can degrade to nested scans): names are looked up by primary key.
 */

export type MaintenanceReport = ResponseOf<typeof reportMaintenance>;

/** How many logs one row query reads: few queries, each a bounded slice of the rows (rules 21.9: 100,000 rows in 10 s and 200 MB). */
const LOGS_PER_CHUNK = 10_000;

/** The company's logs of the window whose machine matches the filters, newest first (then by id). */
const orderedLogs = (db: Kysely<Database>, scope: ReportScope, window: PeriodWindow, filters: ReportFilters) =>
  db
    .selectFrom('maintenance_logs as l')
    .where('l.company_id', '=', scope.companyId)
    .where('l.performed_at', '>=', window.start)
    .where('l.performed_at', '<', window.end)
    .where(machineMatchesSql(scope.companyId, filters, sql.ref('l.equipment_id')));

/** Newest first, then by id (the keyset). */
const ordered = <Q extends { orderBy: (c: 'l.performed_at' | 'l.id', d: 'desc') => Q }>(q: Q): Q => q.orderBy('l.performed_at', 'desc').orderBy('l.id', 'desc');

/** The log columns a report row is built from. */
const LOG_COLUMNS = [
  'l.id',
  'l.equipment_id',
  'l.service_type',
  'l.performed_at',
  'l.runtime_hours',
  'l.labor_minutes',
  'l.expense_cents',
  'l.currency',
  'l.performed_by',
  'l.details',
] as const;
type LogRow = {
  readonly id: string;
  readonly equipment_id: string;
  readonly service_type: 'maintenance' | 'inspection' | 'repair';
  readonly performed_at: Date;
  readonly runtime_hours: number;
  readonly labor_minutes: number;
  readonly expense_cents: number;
  readonly currency: string;
  readonly performed_by: string;
  readonly details: string;
};

/** The logs after the keyset (`at`, `id`) (newest first), from the first when null. No joins: machine names come from `rowsOf`. */
const logsAfter = (db: Kysely<Database>, scope: ReportScope, window: PeriodWindow, filters: ReportFilters, after: { at: Date; id: string } | null) => {
  const q = orderedLogs(db, scope, window, filters).select(LOG_COLUMNS);
  return ordered(after === null ? q : q.where(sql<boolean>`(l.performed_at, l.id) < (${after.at}::timestamptz, ${after.id}::uuid)`));
};

/** The report rows of `logs`, in their order, with the names of their live or deleted machines (primary-key lookups). */
const rowsOf = async (db: Kysely<Database>, scope: ReportScope, window: PeriodWindow, logs: readonly LogRow[]): Promise<MaintenanceReportRow[]> => {
  if (logs.length === 0) return [];
  const machineIds = [...new Set(logs.map((l) => l.equipment_id))];
  const [live, deleted] = await Promise.all([
    db
      .selectFrom('equipment')
      .select(['id', 'name', 'serial_number'])
      .where('company_id', '=', scope.companyId)
      .where(sql<boolean>`id = any(${machineIds}::uuid[])`)
      .execute(),
    fleetDb(db)
      .selectFrom('deleted_equipment')
      .select(['id', 'name', 'serial_number'])
      .where('company_id', '=', scope.companyId)
      .where(sql<boolean>`id = any(${machineIds}::uuid[])`)
      .execute(),
  ]);
  const machines = new Map([...deleted, ...live].map((m) => [m.id, m]));
  const dayOf = dayOfInstant(window.bounds);
  return logs.map((r) => {
    const machine = machines.get(r.equipment_id);
    const performedAt = r.performed_at.toISOString();
    return asContract(MaintenanceReportRow, {
      id: r.id,
      equipmentId: r.equipment_id,
      equipmentName: machine?.name ?? '',
      serialNumber: machine?.serial_number ?? '',
      serviceType: r.service_type,
      performedAt,
      day: dayOf(r.performed_at) ?? localDay(performedAt, scope.timeZone),
      runtimeHours: Number(r.runtime_hours),
      laborMinutes: Number(r.labor_minutes),
      expense: { minorUnits: Number(r.expense_cents), currency: r.currency },
      performedBy: r.performed_by,
      details: r.details,
    });
  });
};

/** Every log row of the window in the report's order, LOGS_PER_CHUNK per query (keyset on performed_at, id). */
async function* logRows(
  db: Kysely<Database>,
  scope: ReportScope,
  window: PeriodWindow,
  filters: ReportFilters,
  chunkSize: number,
): AsyncGenerator<MaintenanceReportRow> {
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const chunk: LogRow[] = await logsAfter(db, scope, window, filters, after).limit(chunkSize).execute();
    yield* await rowsOf(db, scope, window, chunk);
    const last = chunk.at(-1);
    if (chunk.length < chunkSize || last === undefined) return;
    after = { at: last.performed_at, id: last.id };
  }
}

/**
 * The totals of every log of the window: one SQL query groups the logs by service type, currency
 * and company-local day (the index of the day whose DST-correct start, from the domain's
 * `periodDayBounds`, is the last one at or before the log: `width_bucket`), then the domain's
 * `maintenanceTotalsFold` adds the groups up.
 */
const totalsOf = async (db: Kysely<Database>, scope: ReportScope, window: PeriodWindow, filters: ReportFilters) => {
  const starts = window.bounds.map((b) => b.start.toISOString());
  const groups = await orderedLogs(db, scope, window, filters)
    .select([
      'l.service_type',
      'l.currency',
      sql<number>`width_bucket(l.performed_at, ${starts}::timestamptz[])`.as('bucket'),
      sql<number>`count(*)::int`.as('n'),
      sql<number>`sum(l.labor_minutes)::float8`.as('labor'),
      sql<number>`sum(l.expense_cents)::float8`.as('cents'),
    ])
    .groupBy(['l.service_type', 'l.currency', sql`3`])
    .execute();
  const fold = maintenanceTotalsFold(monthsOfDays(window.days));
  for (const g of groups) {
    const day = window.days[Number(g.bucket) - 1];
    if (day === undefined) throw new Error(`log outside the period's days (bucket ${g.bucket})`);
    fold.add({ serviceType: g.service_type, day, count: Number(g.n), laborMinutes: Number(g.labor), expenseCents: Number(g.cents), currency: g.currency });
  }
  return fold.result();
};

/**
 * The maintenance report of `request.period` (or the 1170010001 `{ period }` answer for a bad
 * period): page `request.page` of the logs, their number, and the totals by service type (all
 * three), by company-local month (every month of the period, zeros included) and overall, with
 * labor minutes and expenses per currency in minor units.
 */
export const queryMaintenanceReport = async (
  db: Kysely<Database>,
  scope: ReportScope,
  request: ReportRequest,
): Promise<E.Either<Answer<never>, MaintenanceReport>> => {
  const window = periodWindow(request.period, scope.timeZone);
  if (E.isLeft(window)) return window;
  const page: LogRow[] = await logsAfter(db, scope, window.right, request.filters, null)
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize)
    .execute();
  const [rows, totals] = await Promise.all([rowsOf(db, scope, window.right, page), totalsOf(db, scope, window.right, request.filters)]);
  return E.right(asContract(reportMaintenance.response, { rows, total: totals.totals.count, ...totals }));
};

/**
 * Every row of the maintenance report of `period` in the screen's order (newest first), read in
 * chunks of `chunkSize` (LOGS_PER_CHUNK; smaller in tests). @throws Error when the period is not valid (check it first, as the screen does).
 */
export async function* maintenanceReportRows(
  db: Kysely<Database>,
  scope: ReportScope,
  period: ReportPeriod,
  filters: ReportFilters,
  chunkSize = LOGS_PER_CHUNK,
): AsyncGenerator<MaintenanceReportRow> {
  const window = periodWindow(period, scope.timeZone);
  if (E.isLeft(window)) throw new Error(`report period ${period.from}..${period.to} is not valid`);
  yield* logRows(db, scope, window.right, filters, chunkSize);
}

/**
 * The maintenance export's columns (rules 10.4): machine, serial number, service type, date
 * (company-local YYYY-MM-DD), engine hours at the service (one decimal), labor time (hours, as the
 * screen shows it: domain `laborHoursForDisplay`, rules 10.12), expense (major
 * units, two decimals) and its currency, performed by, contents.
 */
export const MAINTENANCE_COLUMNS: readonly ReportColumn<MaintenanceReportRow>[] = [
  { key: 'report.column.equipmentName', value: (r) => r.equipmentName },
  { key: 'report.column.serialNumber', value: (r) => r.serialNumber },
  { key: 'report.column.serviceType', value: (r) => r.serviceType, valuePrefix: 'report.value.serviceType' },
  { key: 'report.column.date', value: (r) => r.day },
  { key: 'report.column.engineHours', value: (r) => engineHoursForDisplay(r.runtimeHours) },
  { key: 'report.column.laborHours', value: (r) => laborHoursForDisplay(r.laborMinutes) },
  { key: 'report.column.expense', value: (r) => r.expense.minorUnits / 100 },
  { key: 'report.column.currency', value: (r) => r.expense.currency },
  { key: 'report.column.performedBy', value: (r) => r.performedBy },
  { key: 'report.column.details', value: (r) => r.details },
];
