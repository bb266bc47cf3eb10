import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { ReportFilters, ReportKind, ReportPeriod } from '@yardfleet/contract/endpoints/reports';
import { kwhForDisplay } from '@yardfleet/domain/reports/totals';
import type { Database } from '../../db/schema';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { fail, type Answer } from '../../http/answers';
import { INVENTORY_COLUMNS, inventoryReportRows, queryInventoryReport } from '../inventory';
import { MAINTENANCE_COLUMNS, maintenanceReportRows, queryMaintenanceReport } from '../maintenance';
import { POWER_COLUMNS, powerReportRows, queryPowerReport } from '../power';
import { fullVersionRefusal, periodWindow, type ReportScope } from '../scope';
import type { ExportCell, ExportTable } from './export-table';
import { valueText, type ReportTitles } from './report-titles';
import { fixedTable, rowTable } from './row-table';

/** What an export is asked for: the report, its period and filters, the caller's scope, the reader's texts and now (the inventory's snapshot). */
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
const totalsRequest = (r: ExportRequest) => ({ period: r.period, filters: r.filters, page: 1, pageSize: 1 });

const inventoryTables = async (r: ExportRequest): Promise<readonly ExportTable[]> => {
  const { titles: t } = r;
  const report = await queryInventoryReport(r.db, r.scope, totalsRequest(r), r.now);
  const counts = (name: string, column: 'report.column.inventoryStatus' | 'report.column.category' | 'report.column.onlineStatus', prefix: 'report.value.inventoryStatus' | 'report.value.category' | 'report.value.onlineStatus', rows: readonly { key: string; count: number }[]) =>
    fixedTable(name, [t.columns[column], t.totals.count], [...rows.map((c) => [valueText(t, prefix, c.key), c.count]), [t.totals.all, report.total]]);
  return [
    rowTable(t.sheets.inventory, INVENTORY_COLUMNS, inventoryReportRows(r.db, r.scope, r.period, r.filters, r.now), t, r.scope.timeZone),
    counts(t.sheets.byInventoryStatus, 'report.column.inventoryStatus', 'report.value.inventoryStatus', report.byInventoryStatus),
    counts(t.sheets.byCategory, 'report.column.category', 'report.value.category', report.byCategory),
    counts(t.sheets.byOnlineStatus, 'report.column.onlineStatus', 'report.value.onlineStatus', report.byOnlineStatus),
  ];
};

interface MaintenanceTotalsRow {
  readonly count: number;
  readonly laborMinutes: number;
  readonly expenses: readonly { readonly currency: string; readonly amountCents: number }[];
}
/** Count, labor minutes, then expense and currency: one line per currency (the first carries the count and labor), an empty expense when none. */
const moneyLines = (lead: ExportCell, totals: MaintenanceTotalsRow): ExportCell[][] => {
  const [first, ...others] = totals.expenses;
  return [
    [lead, totals.count, totals.laborMinutes, first === undefined ? null : first.amountCents / 100, first?.currency ?? null],
    ...others.map((e) => [lead, null, null, e.amountCents / 100, e.currency]),
  ];
};

const maintenanceTables = async (r: ExportRequest): Promise<E.Either<Answer<never>, readonly ExportTable[]>> => {
  const { titles: t } = r;
  const report = await queryMaintenanceReport(r.db, r.scope, totalsRequest(r));
  if (E.isLeft(report)) return report;
  const { byType, byMonth, totals } = report.right;
  const money = [t.columns['report.column.laborMinutes'], t.columns['report.column.expense'], t.columns['report.column.currency']];
  return E.right([
    rowTable(t.sheets.maintenance, MAINTENANCE_COLUMNS, maintenanceReportRows(r.db, r.scope, r.period, r.filters), t, r.scope.timeZone),
    fixedTable(t.sheets.byServiceType, [t.columns['report.column.serviceType'], t.totals.count, ...money], byType.flatMap((g) => moneyLines(valueText(t, 'report.value.serviceType', g.serviceType), g))),
    fixedTable(t.sheets.byMonth, [t.totals.month, t.totals.count, ...money], byMonth.flatMap((g) => moneyLines(g.month, g))),
    fixedTable(t.sheets.totals, ['', t.totals.count, ...money], moneyLines(t.totals.all, totals)),
  ]);
};

const powerTables = async (r: ExportRequest): Promise<E.Either<Answer<never>, readonly ExportTable[]>> => {
  const { titles: t } = r;
  const report = await queryPowerReport(r.db, r.scope, totalsRequest(r));
  if (E.isLeft(report)) return report;
  const { days, totalWh, dailyAverageWh } = report.right;
  return E.right([
    rowTable(t.sheets.power, POWER_COLUMNS, powerReportRows(r.db, r.scope, r.period, r.filters), t, r.scope.timeZone),
    fixedTable(t.sheets.byDay, [t.totals.day, t.totals.energyKwh], days.map((d) => [d.day, kwhForDisplay(d.energyWh)])),
    fixedTable(t.sheets.totals, [t.columns['report.column.totalKwh'], t.columns['report.column.dailyAverageKwh']], [[kwhForDisplay(totalWh), kwhForDisplay(dailyAverageWh)]]),
  ]);
};

/**
 * The tables of an export (issue 10 item 4), or the answer to give instead before any byte: the
 * same checks as the report's screen call (1170010403 for a full-version report of a power-only
 * company, 1170010001 `{ period }` for a bad period). The first table holds every row of the
 * report in the screen's order (read lazily, in chunks, while the file is written); the next ones
 * the screen's totals, from the screen's own query so they are the same numbers.
 */
export const exportTables = async (r: ExportRequest): Promise<E.Either<Answer<never>, readonly ExportTable[]>> => {
  if (r.kind !== 'power') {
    const refused = fullVersionRefusal(r.scope);
    if (refused !== null) return E.left(refused);
  }
  const window = periodWindow(r.period, r.scope.timeZone);
  if (E.isLeft(window)) return window;
  switch (r.kind) {
    case 'inventory':
      return E.right(await inventoryTables(r));
    case 'maintenance':
      return maintenanceTables(r);
    case 'power':
      return powerTables(r);
    case 'usage':
      return E.left(fail(ServerCode.notFound, 'The usage export is not available yet.'));
  }
};
