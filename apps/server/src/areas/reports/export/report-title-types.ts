import type { EquipmentCategory, InventoryStatus, OnlineStatus } from '@yardfleet/domain/entities/equipment';
import type { ServiceType } from '@yardfleet/domain/entities/maintenance-log';
import type { ReportColumnKey, ReportValuePrefix } from '../scope';
import type { USAGE_COLUMN_KEYS } from '../usage';

/** The codes each coded column value can take (`${prefix}.${code}` of ../scope.ts). */
interface ValueCodes {
  readonly 'report.value.category': EquipmentCategory;
  readonly 'report.value.inventoryStatus': InventoryStatus;
  readonly 'report.value.onlineStatus': OnlineStatus;
  readonly 'report.value.serviceDue': 'due' | 'overdue';
  readonly 'report.value.serviceType': ServiceType;
}

/** The message key of every export column title: the shared ones (../scope.ts) and the usage report's own (../usage.ts). */
export type ExportColumnKey = ReportColumnKey | (typeof USAGE_COLUMN_KEYS)[number];

/** Sheet names (XLSX) and section titles (CSV) of the exports; Excel allows 31 characters. */
export type ReportSheetKey =
  'inventory' | 'usage' | 'maintenance' | 'power' | 'byInventoryStatus' | 'byCategory' | 'byOnlineStatus' | 'byServiceType' | 'byMonth' | 'byDay' | 'totals';

/** Titles of the totals tables' own columns (the others reuse column titles). */
export type ReportTotalsKey = 'day' | 'month' | 'count' | 'energyKwh' | 'all';

/**
 * Every text of the report exports (rules 10.9) in one language, one file per language, each
 * a translation (no English copies): the column titles of each kind's `<KIND>_COLUMNS` by message
 * key, the coded values the screens show translated (the web app's words), sheet names and totals.
 */
export interface ReportTitles {
  readonly columns: Readonly<Record<ExportColumnKey, string>>;
  readonly values: { readonly [P in ReportValuePrefix]: Readonly<Record<ValueCodes[P], string>> };
  readonly sheets: Readonly<Record<ReportSheetKey, string>>;
  readonly totals: Readonly<Record<ReportTotalsKey, string>>;
}
