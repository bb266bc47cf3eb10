import type { FastifyRequest } from 'fastify';
import type { EquipmentCategory, InventoryStatus, OnlineStatus } from '@yardfleet/domain/entities/equipment';
import type { ServiceType } from '@yardfleet/domain/entities/maintenance-log';
import type { Language } from '@yardfleet/domain/locale/language';
import { requestLanguage } from '../../../mail/compose';
import type { ReportColumnKey, ReportValuePrefix } from '../scope';
import type { USAGE_COLUMN_KEYS } from '../usage';
import { deDE } from './titles-de-de';
import { enUS } from './titles-en-us';
import { esES } from './titles-es-es';
import { frFR } from './titles-fr-fr';
import { itIT } from './titles-it-it';
import { nlNL } from './titles-nl-nl';

/** The codes each coded column value can take (`${prefix}.${code}` of reports/scope.ts). */
interface ValueCodes {
  readonly 'report.value.category': EquipmentCategory;
  readonly 'report.value.inventoryStatus': InventoryStatus;
  readonly 'report.value.onlineStatus': OnlineStatus;
  readonly 'report.value.serviceDue': 'due' | 'overdue';
  readonly 'report.value.serviceType': ServiceType;
}

/** The message key of every export column title: the shared ones (reports/scope.ts) and the usage report's own (reports/usage.ts). */
export type ExportColumnKey = ReportColumnKey | (typeof USAGE_COLUMN_KEYS)[number];

/** Sheet names (XLSX) and section titles (CSV) of the exports; Excel allows 31 characters. */
export type ReportSheetKey =
  | 'inventory' | 'usage' | 'maintenance' | 'power'
  | 'byInventoryStatus' | 'byCategory' | 'byOnlineStatus' | 'byServiceType' | 'byMonth' | 'byDay' | 'totals';

/** Titles of the totals tables' own columns (the others reuse column titles). */
export type ReportTotalsKey = 'day' | 'month' | 'count' | 'energyKwh' | 'all';

/**
 * Every text of the report exports (issue 10 item 4) in one language, one file per language, each
 * a translation (no English copies): the column titles of each kind's `<KIND>_COLUMNS` by message
 * key, the coded values the screens show translated (the web app's words), sheet names and totals.
 */
export interface ReportTitles {
  readonly columns: Readonly<Record<ExportColumnKey, string>>;
  readonly values: { readonly [P in ReportValuePrefix]: Readonly<Record<ValueCodes[P], string>> };
  readonly sheets: Readonly<Record<ReportSheetKey, string>>;
  readonly totals: Readonly<Record<ReportTotalsKey, string>>;
}

const TITLES: Readonly<Record<Language, ReportTitles>> = { 'en-US': enUS, 'fr-FR': frFR, 'de-DE': deDE, 'nl-NL': nlNL, 'es-ES': esES, 'it-IT': itIT };

/** The export texts in `language`. */
export const reportTitles = (language: Language): ReportTitles => TITLES[language];

/** The export texts in the language of a request (its SPEC 7 `lang` header, else en-US; the same choice as the mails). */
export const requestTitles = (request: FastifyRequest): ReportTitles => TITLES[requestLanguage(request)];

/** The text of the coded value `code` of a column with `prefix` ('' stays ''; an unknown code is written as is). */
export const valueText = (titles: ReportTitles, prefix: ReportValuePrefix, code: string): string => {
  const texts: Readonly<Record<string, string>> = titles.values[prefix];
  return texts[code] ?? code;
};
