import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { ReportFilters, ReportKind, ReportPeriod, ReportRequest } from '@yardfleet/contract/endpoints/reports';
import { kwhForDisplay } from '@yardfleet/domain/reports/totals';
import {
  activityHoursForDisplay,
  laborHoursForDisplay,
  offlineHoursPerMachine,
  RUNTIME_ACTIVITIES,
  runtimeHoursForDisplay,
} from '@yardfleet/domain/reports/measures';
import type { Database } from '../../../db/schema';
import type { Answer } from '../../../http/answers';
import { INVENTORY_COLUMNS, inventoryReportRows, queryInventoryReport } from '../inventory';
import { MAINTENANCE_COLUMNS, maintenanceReportRows, queryMaintenanceReport } from '../maintenance';
import { POWER_COLUMNS, powerReportRows, queryPowerReport } from '../power';
import { periodWindow, reportRefusal, type ReportScope } from '../scope';
import { ACTIVITY_COLUMN_KEYS, USAGE_COLUMNS, queryUsageReport, usageReportRows } from '../usage';
import type { ExportCell, ExportTable } from './export-table';
import type { ReportTitles } from './report-title-types';
import { valueText } from './report-titles';
import { rowTable } from './row-table';

/** What an export is asked for: the report, its period and filters, the caller's scope, the reader's texts and now (the inventory's snapshot, usage's today). */
export interface ExportRequest {
  readonly db: Kysely<Database>;
  readonly scope: ReportScope;
  readonly kind: ReportKind;
  readonly period: ReportPeriod;
  readonly filters: ReportFilters;
  readonly titles: ReportTitles;
  readonly now: Date;
}

/** The screen's request for its totals: page 1 of one row (the totals cover every matching row whatever the page). */
const totalsRequest = (r: ExportRequest): ReportRequest => ({ period: r.period, filters: r.filters, page: 1, pageSize: 1 });

/**
 * The screen's report (for its totals), asked at once and awaited only when the totals are
 * written after the rows: the totals query runs while the rows stream. A rejection is kept for the
 * totals tables (which fail the stream) rather than left unhandled.
 */
const started = <A>(query: Promise<E.Either<Answer<never>, A>>): (() => Promise<A>) => {
  const settled = query.then(
    (report) =>
      E.isRight(report)
        ? { ok: true as const, report: report.right }
        : { ok: false as const, error: new Error('the report refused a period the export checked') },
    (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error : new Error(String(error)) }),
  );
  return async () => {
    const result = await settled;
    if (!result.ok) throw result.error;
    return result.report;
  };
};

/** A totals table whose rows come from the screen's report once it is there. */
const totalsTable = <A>(
  name: string,
  headers: readonly string[],
  report: () => Promise<A>,
  rows: (report: A) => readonly (readonly ExportCell[])[],
): ExportTable => ({
  name,
  headers,
  rows: (async function* lines() {
    yield* rows(await report());
  })(),
});

type Totals = {
  readonly count: number;
  readonly laborMinutes: number;
  readonly expenses: readonly { readonly currency: string; readonly amountCents: number }[];
};
/** Count, labor hours (as shown, rules 10.12), expense and currency: one line per currency (the first carries count and labor), an empty expense when none. */
const moneyLines = (lead: ExportCell, totals: Totals): ExportCell[][] => {
  const [first, ...others] = totals.expenses;
  return [
    [lead, totals.count, laborHoursForDisplay(totals.laborMinutes), first === undefined ? null : first.amountCents / 100, first?.currency ?? null],
    ...others.map((e) => [lead, null, null, e.amountCents / 100, e.currency]),
  ];
};

type ActivitySeconds = Readonly<Record<'mowing' | 'charging' | 'moving' | 'offline' | 'idle' | 'transfer' | 'faulty', number>>;
type UsageFigures = { readonly usageTimes: number; readonly activitySeconds: ActivitySeconds };
/**
 * Usage times, runtime, each runtime activity's hours and the offline time as the average per
 * machine of the `machines` matching ones, as the screen's totals show them (rules 10.12: offline
 * is never summed as use).
 */
const usageCells = (f: UsageFigures, machines: number): ExportCell[] => [
  f.usageTimes,
  runtimeHoursForDisplay(f.activitySeconds),
  ...RUNTIME_ACTIVITIES.map((a) => activityHoursForDisplay(f.activitySeconds[a])),
  offlineHoursPerMachine(f.activitySeconds.offline, machines),
];

const inventoryTables = (r: ExportRequest): readonly ExportTable[] => {
  const t = r.titles;
  const report = started(queryInventoryReport(r.db, r.scope, totalsRequest(r), r.now).then((x) => E.right(x)));
  const counts = (name: string, column: 'inventoryStatus' | 'category' | 'onlineStatus') =>
    totalsTable(name, [t.columns[`report.column.${column}`], t.totals.count], report, (x) => [
      ...x[column === 'inventoryStatus' ? 'byInventoryStatus' : column === 'category' ? 'byCategory' : 'byOnlineStatus'].map((c) => [
        valueText(t, `report.value.${column}`, c.key),
        c.count,
      ]),
      [t.totals.all, x.total],
    ]);
  return [
    rowTable(t.sheets.inventory, INVENTORY_COLUMNS, inventoryReportRows(r.db, r.scope, r.period, r.filters, r.now), t, r.scope.timeZone),
    counts(t.sheets.byInventoryStatus, 'inventoryStatus'),
    counts(t.sheets.byCategory, 'category'),
    counts(t.sheets.byOnlineStatus, 'onlineStatus'),
  ];
};

const usageTables = (r: ExportRequest): readonly ExportTable[] => {
  const t = r.titles;
  const report = started(queryUsageReport(r.db, r.scope, totalsRequest(r), r.now));
  const headers = [
    t.columns['report.column.usageTimes'],
    t.columns['report.column.runtimeHours'],
    ...RUNTIME_ACTIVITIES.map((a) => t.columns[ACTIVITY_COLUMN_KEYS[a]]),
    t.columns['report.column.offlinePerMachineHours'],
  ];
  return [
    rowTable(t.sheets.usage, USAGE_COLUMNS, usageReportRows(r.db, r.scope, r.period, r.filters, r.now), t, r.scope.timeZone),
    totalsTable(t.sheets.byDay, [t.totals.day, ...headers], report, (x) => x.days.map((d) => [d.day, ...usageCells(d, x.total)])),
    totalsTable(t.sheets.totals, headers, report, (x) => [usageCells(x.totals, x.total)]),
  ];
};

const maintenanceTables = (r: ExportRequest): readonly ExportTable[] => {
  const t = r.titles;
  const report = started(queryMaintenanceReport(r.db, r.scope, totalsRequest(r)));
  const money = [t.columns['report.column.laborHours'], t.columns['report.column.expense'], t.columns['report.column.currency']];
  return [
    rowTable(t.sheets.maintenance, MAINTENANCE_COLUMNS, maintenanceReportRows(r.db, r.scope, r.period, r.filters), t, r.scope.timeZone),
    totalsTable(t.sheets.byServiceType, [t.columns['report.column.serviceType'], t.totals.count, ...money], report, (x) =>
      x.byType.flatMap((g) => moneyLines(valueText(t, 'report.value.serviceType', g.serviceType), g)),
    ),
    totalsTable(t.sheets.byMonth, [t.totals.month, t.totals.count, ...money], report, (x) => x.byMonth.flatMap((g) => moneyLines(g.month, g))),
    totalsTable(t.sheets.totals, ['', t.totals.count, ...money], report, (x) => moneyLines(t.totals.all, x.totals)),
  ];
};

const powerTables = (r: ExportRequest): readonly ExportTable[] => {
  const t = r.titles;
  const report = started(queryPowerReport(r.db, r.scope, totalsRequest(r)));
  return [
    rowTable(t.sheets.power, POWER_COLUMNS, powerReportRows(r.db, r.scope, r.period, r.filters), t, r.scope.timeZone),
    totalsTable(t.sheets.byDay, [t.totals.day, t.totals.energyKwh], report, (x) => x.days.map((d) => [d.day, kwhForDisplay(d.energyWh)])),
    totalsTable(t.sheets.totals, [t.columns['report.column.totalKwh'], t.columns['report.column.dailyAverageKwh']], report, (x) => [
      [kwhForDisplay(x.totalWh), kwhForDisplay(x.dailyAverageWh)],
    ]),
  ];
};

/**
 * The tables of an export (rules 10.9), or the answer to give instead before any byte: the
 * same checks as the report's screen call (1170010403 for a full-version report of a power-only
 * company, 1170010001 `{ period }` for a bad period). The first table holds every row of the
 * report in the screen's order (read lazily, in chunks, while the file is written); the next ones
 * the screen's totals, from the screen's own query (started at once, so it runs while the rows
 * stream), so they are the same numbers.
 */
export const exportTables = (r: ExportRequest): E.Either<Answer<never>, readonly ExportTable[]> => {
  const refused = reportRefusal(r.scope, r.kind);
  if (refused !== null) return E.left(refused);
  const window = periodWindow(r.period, r.scope.timeZone);
  if (E.isLeft(window)) return window;
  switch (r.kind) {
    case 'inventory':
      return E.right(inventoryTables(r));
    case 'usage':
      return E.right(usageTables(r));
    case 'maintenance':
      return E.right(maintenanceTables(r));
    case 'power':
      return E.right(powerTables(r));
  }
};
