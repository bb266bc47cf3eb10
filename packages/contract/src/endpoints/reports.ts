import * as t from 'io-ts';
import { IsoDateTime, isCalendarDay } from '@yardfleet/domain/entities/brand';
import { EquipmentCategory, EquipmentListItem, InventoryStatus, OnlineStatus } from '@yardfleet/domain/entities/equipment';
import { ChargerId, EquipmentId, GatewayId, MaintenanceLogId, TagId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { Money, ServiceType } from '@yardfleet/domain/entities/maintenance-log';
import { Count, EngineHours, Minutes, Seconds, WattHours } from '@yardfleet/domain/entities/units';
import { intBetween, strictType } from '../codec';
import { endpoint } from '../endpoint';

/**
 * Reports ("/report": inventory, equipment usage, maintenance, charger power consumption;
 * rules 10). Every report is scoped to the caller's company and read by every role; full-version
 * companies get all four, power-only companies the power report only (others answer 1170010403).
 * Periods are company-local days (rules 1.7, 10.6), inclusive, at most 366 days;
 * the same day boundaries are used on screen, in exports and in scheduled mails.
 */

/** The four reports (rules 10.1). */
export const ReportKind = t.keyof({ inventory: null, usage: null, maintenance: null, power: null }, 'ReportKind');
export type ReportKind = t.TypeOf<typeof ReportKind>;

/** A company-local calendar day, `YYYY-MM-DD`, that exists (the domain's isCalendarDay: no 30 February, no year 0; rules 20.8). */
export const LocalDay = t.refinement(
  t.string,
  (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && isCalendarDay(Number(s.slice(0, 4)), Number(s.slice(5, 7)), Number(s.slice(8, 10))),
  'LocalDay',
);
export type LocalDay = t.TypeOf<typeof LocalDay>;

/** A period of company-local days, `from` to `to` inclusive (`from <= to`, at most 366 days; 1170010001 `{ period }` otherwise). */
export const ReportPeriod = strictType({ from: LocalDay, to: LocalDay }, 'ReportPeriod');
export type ReportPeriod = t.TypeOf<typeof ReportPeriod>;

/** Filters (rules 10.7): by tag, category and warehouse; null = no filter. The power report applies `warehouseId` only. */
export const ReportFilters = strictType(
  { tagId: t.union([TagId, t.null]), category: t.union([EquipmentCategory, t.null]), warehouseId: t.union([WarehouseId, t.null]) },
  'ReportFilters',
);
export type ReportFilters = t.TypeOf<typeof ReportFilters>;

/** What every report call takes: the period (ignored by inventory, a snapshot of now), the filters and the page of rows shown. */
export const ReportRequest = strictType(
  { period: ReportPeriod, filters: ReportFilters, page: intBetween(1, 100_000, 'Page'), pageSize: intBetween(1, 100, 'PageSize') },
  'ReportRequest',
);
export type ReportRequest = t.TypeOf<typeof ReportRequest>;

/** A count per key (inventory status, category, service type, month ...). */
const countsOf = <K extends t.Mixed>(keys: K, name: string) => t.array(t.type({ key: keys, count: Count }), name);

// ---- Inventory (a snapshot of now) ----------------------------------------------------------

/** Inventory report (rules 10.2): the list's rows (picture, name, SN, category, model number, inventory status, tags, online status, last seen) and counts by inventory status and by category. */
export const reportInventory = endpoint({
  method: 'POST',
  path: '/web-hmac/web/report/inventory',
  request: ReportRequest,
  response: t.type(
    {
      rows: t.array(EquipmentListItem),
      total: Count,
      byInventoryStatus: countsOf(InventoryStatus, 'ByInventoryStatus'),
      byCategory: countsOf(EquipmentCategory, 'ByCategory'),
      byOnlineStatus: countsOf(OnlineStatus, 'ByOnlineStatus'),
    },
    'InventoryReport',
  ),
  auth: true,
  writes: false,
});

// ---- Equipment usage ------------------------------------------------------------------------

/** Seconds per activity (rules 4.5, 10.3: mowing, charging, moving, offline, idle, transfer, faulty). */
export const ActivitySeconds = t.type(
  { mowing: Seconds, charging: Seconds, moving: Seconds, offline: Seconds, idle: Seconds, transfer: Seconds, faulty: Seconds },
  'ActivitySeconds',
);
export type ActivitySeconds = t.TypeOf<typeof ActivitySeconds>;

/** One machine over the period: how often it went out to work (usage times), runtime (engine hours gained) and time in each activity. */
export const UsageRow = t.type(
  {
    equipmentId: EquipmentId,
    name: t.string,
    serialNumber: t.string,
    category: EquipmentCategory,
    modelNumber: t.string,
    usageTimes: Count,
    runtimeHours: EngineHours,
    activitySeconds: ActivitySeconds,
  },
  'UsageRow',
);
export type UsageRow = t.TypeOf<typeof UsageRow>;
/** The fleet on one company-local day (every day of the period, zeros included). */
export const UsageDay = t.type({ day: LocalDay, usageTimes: Count, runtimeHours: EngineHours, activitySeconds: ActivitySeconds }, 'UsageDay');
export type UsageDay = t.TypeOf<typeof UsageDay>;

/** Equipment usage report (rules 10.3): a page of machines, every day of the fleet, and the totals of all matching machines. */
export const reportUsage = endpoint({
  method: 'POST',
  path: '/web-hmac/web/report/usage',
  request: ReportRequest,
  response: t.type(
    {
      rows: t.array(UsageRow),
      total: Count,
      days: t.array(UsageDay),
      totals: t.type({ usageTimes: Count, runtimeHours: EngineHours, activitySeconds: ActivitySeconds }),
    },
    'UsageReport',
  ),
  auth: true,
  writes: false,
});

// ---- Maintenance ----------------------------------------------------------------------------

/** One service log of the period (the columns of rules 10.4: service type, date, runtime, labor time, expenses, performed by, contents) with its machine. */
export const MaintenanceReportRow = t.type(
  {
    id: MaintenanceLogId,
    equipmentId: EquipmentId,
    equipmentName: t.string,
    serialNumber: t.string,
    serviceType: ServiceType,
    performedAt: IsoDateTime,
    day: LocalDay,
    runtimeHours: EngineHours,
    laborMinutes: Minutes,
    expense: Money,
    performedBy: t.string,
    details: t.string,
  },
  'MaintenanceReportRow',
);
export type MaintenanceReportRow = t.TypeOf<typeof MaintenanceReportRow>;
/** Totals of a group of logs: how many, labor minutes, expense in minor units per currency. */
export const MaintenanceTotals = t.type(
  { count: Count, laborMinutes: Minutes, expenses: t.array(t.type({ currency: t.string, amountCents: Count })) },
  'MaintenanceTotals',
);

/** Maintenance report (rules 10.4): a page of logs (newest first), totals by service type and by company-local month (`YYYY-MM`), and overall. */
export const reportMaintenance = endpoint({
  method: 'POST',
  path: '/web-hmac/web/report/maintenance',
  request: ReportRequest,
  response: t.type(
    {
      rows: t.array(MaintenanceReportRow),
      total: Count,
      byType: t.array(t.intersection([t.type({ serviceType: ServiceType }), MaintenanceTotals])),
      byMonth: t.array(t.intersection([t.type({ month: t.string }), MaintenanceTotals])),
      totals: MaintenanceTotals,
    },
    'MaintenanceReport',
  ),
  auth: true,
  writes: false,
});

// ---- Charger power consumption -------------------------------------------------------------

/** One charger over the period: its charge system, total energy and daily average (Wh over the period's days). */
export const PowerReportRow = t.type(
  {
    chargerId: ChargerId,
    name: t.string,
    serialNumber: t.string,
    systemId: t.union([GatewayId, t.null]),
    systemName: t.string,
    totalWh: WattHours,
    dailyAverageWh: WattHours,
  },
  'PowerReportRow',
);
export type PowerReportRow = t.TypeOf<typeof PowerReportRow>;

/** Charger power consumption report (rules 10.5): a page of chargers, the energy per day of all of them (every day, zeros included), total and daily average (Wh). */
export const reportPower = endpoint({
  method: 'POST',
  path: '/web-hmac/web/report/power',
  request: ReportRequest,
  response: t.type(
    {
      rows: t.array(PowerReportRow),
      total: Count,
      days: t.array(t.type({ day: LocalDay, energyWh: WattHours })),
      totalWh: WattHours,
      dailyAverageWh: WattHours,
    },
    'PowerReport',
  ),
  auth: true,
  writes: false,
});

// ---- Export ----------------------------------------------------------------------------------

/** Export formats: CSV (UTF-8 with BOM) and XLSX. */
export const ExportFormat = t.keyof({ csv: null, xlsx: null }, 'ExportFormat');
export type ExportFormat = t.TypeOf<typeof ExportFormat>;
export const ReportExportRequest = strictType({ kind: ReportKind, period: ReportPeriod, filters: ReportFilters, format: ExportFormat }, 'ReportExportRequest');
export type ReportExportRequest = t.TypeOf<typeof ReportExportRequest>;

/**
 * `POST /web-hmac/web/report/export` (rules 10.9) with a ReportExportRequest body and the headers
 * of rules 7.4: every row of the report (no paging), streamed as `text/csv` or the XLSX type with
 * `Content-Disposition: attachment; filename="<kind>-<from>-<to>.<format>"`. Column titles are in
 * the caller's language (the `lang` header), dates in the company's time zone, numbers equal to the
 * screen's. Failures answer the usual JSON envelope (1401, 1170010001, 1170010403) before any byte
 * of the file.
 */
export const reportExportPath = '/web-hmac/web/report/export';

// ---- Inventory home overview ----------------------------------------------------------------

/** `GET /web-hmac/web/equipment/overview` (full version): counts by inventory status, online status and service due (due, overdue) for the inventory home (rules 10.11). */
export const equipmentOverview = endpoint({
  method: 'GET',
  path: '/web-hmac/web/equipment/overview',
  request: undefined,
  response: t.type(
    {
      total: Count,
      byInventoryStatus: countsOf(InventoryStatus, 'OverviewByInventoryStatus'),
      byOnlineStatus: countsOf(OnlineStatus, 'OverviewByOnlineStatus'),
      serviceDue: t.type({ due: Count, overdue: Count }),
    },
    'EquipmentOverview',
  ),
  auth: true,
});
