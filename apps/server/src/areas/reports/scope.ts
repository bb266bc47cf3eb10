import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { sql, type Expression, type SqlBool } from 'kysely';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { ReportFilters, ReportPeriod } from '@yardfleet/contract/endpoints/reports';
import { periodBounds, periodDayBounds, periodDays, validatePeriod, type BoundedDay } from '@yardfleet/domain/reports/period';
import { getsReport, type ReportKindName } from '@yardfleet/domain/reports/report-kinds';
import type { Caller } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { fail, type Answer } from '../../http/answers';
import { isRowId } from '../../http/ids';
import { companyScope } from '../../shared/caller-scope';
import { notFound } from '../../shared/fleet-scope';

/**
 * What every report query is scoped to (rules 6.8): the caller's company, its IANA time
 * zone (rules 1.7: every day boundary of a report) and its version (rules 10.1: power-only companies get
 * the power report only). Exports and scheduled mails build the same scope for their company.
 */
export interface ReportScope {
  readonly companyId: string;
  readonly timeZone: string;
  readonly version: 'FULL_VERSION' | 'POWER_VERSION';
}

/**
 * The report scope of `caller`, or the answer to give instead: 1170010403 for a user without a
 * company or an app-only user (`companyScope`), 1170010404 when the company is gone.
 */
export const reportScope = async (
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
): Promise<{ readonly scope: ReportScope } | { readonly refused: Answer<never> }> => {
  const company = companyScope(caller);
  if ('refused' in company) return company;
  const row = await ctx.db.selectFrom('companies').select(['time_zone', 'version']).where('id', '=', company.companyId).executeTakeFirst();
  if (!row) return { refused: notFound('company') };
  return { scope: { companyId: company.companyId, timeZone: row.time_zone, version: row.version } };
};

/** The 1170010403 answer of a report the company's version does not get (domain `getsReport`, rules 10.1), else null. */
export const reportRefusal = (scope: { readonly version: string | null }, kind: ReportKindName): Answer<never> | null =>
  getsReport(scope.version, kind) ? null : fail(ServerCode.forbiddenRole, 'This report belongs to the full version.');

/** The 1170010403 answer of the inventory home's overview (rules 10.11: the inventory's, full version only) asked by a power-only company, else null. */
export const fullVersionRefusal = (scope: ReportScope): Answer<never> | null => reportRefusal(scope, 'inventory');

// ---- Period ----------------------------------------------------------------------------------

/** A valid period: its company-local days (YYYY-MM-DD, in order) and the instants they span (`start` inclusive, `end` exclusive). */
export interface PeriodWindow {
  readonly days: readonly string[];
  readonly start: Date;
  readonly end: Date;
  /** Every day with its DST-correct bounds (domain `periodDayBounds`). */
  readonly bounds: readonly BoundedDay[];
}

/**
 * The window of `period` in `timeZone` (domain reports/period: `validatePeriod`, `periodDays`,
 * `periodBounds`; rules 10.6, DST days are 23 or 25 hours), or the 1170010001 `{ period: PeriodError }`
 * answer when it is not valid (reversed, longer than 366 days, not calendar days).
 */
export const periodWindow = (period: ReportPeriod, timeZone: string): E.Either<Answer<never>, PeriodWindow> => {
  const valid = validatePeriod(period);
  if (E.isLeft(valid)) return E.left(fail(ServerCode.validationFailed, 'Some fields are not valid.', { period: valid.left }));
  return E.right({ days: periodDays(valid.right), ...periodBounds(valid.right, timeZone), bounds: periodDayBounds(valid.right, timeZone) });
};

// ---- Filters ---------------------------------------------------------------------------------

/**
 * SQL: the machine `equipmentId` (an id expression, e.g. of a log) matches the report filters
 * (rules 10.7): tag (the machine carries that tag of the company), category, warehouse (the
 * machine is in it now). A deleted machine (its `deleted_equipment` tombstone) matches by category
 * only: it has no tags and is in no warehouse. An id of another company, or one that is not a row
 * id, matches nothing: the report is empty, exactly as for a missing id (rules 6.8). Written as
 * `in (subquery)` so the planner never joins row by row.
 */
export const machineMatchesSql = (companyId: string, filters: ReportFilters, equipmentId: Expression<unknown>): Expression<SqlBool> => {
  if (filters.category === null && filters.tagId === null && filters.warehouseId === null) return sql<SqlBool>`true`;
  const tagId: string | null = filters.tagId;
  const warehouseId: string | null = filters.warehouseId;
  if ((tagId !== null && !isRowId(tagId)) || (warehouseId !== null && !isRowId(warehouseId))) return sql<SqlBool>`false`;
  const live = [sql<SqlBool>`e.company_id = ${companyId}`];
  if (filters.category !== null) live.push(sql<SqlBool>`e.category = ${filters.category}`);
  if (warehouseId !== null) live.push(sql<SqlBool>`e.warehouse_id = ${warehouseId}::uuid`);
  if (tagId !== null) {
    live.push(
      sql<SqlBool>`e.id in (select et.equipment_id from equipment_tags et join tags tg on tg.id = et.tag_id where et.tag_id = ${tagId}::uuid and tg.company_id = ${companyId})`,
    );
  }
  const matches = sql<SqlBool>`${equipmentId} in (select e.id from equipment e where ${sql.join(live, sql` and `)})`;
  if (tagId !== null || warehouseId !== null) return matches;
  return sql<SqlBool>`(${matches} or ${equipmentId} in (select d.id from deleted_equipment d where d.company_id = ${companyId} and d.category = ${filters.category}))`;
};

/** The warehouse filter as a row id, `false` when it cannot name a row (so nothing matches), null when not filtered. */
export const warehouseFilterId = (filters: ReportFilters): string | false | null => {
  if (filters.warehouseId === null) return null;
  const id: string = filters.warehouseId;
  return isRowId(id) ? id : false;
};

// ---- Rows and columns ------------------------------------------------------------------------

/** Decodes a row built from stored values with its contract codec. @throws Error (a server fault) when the stored values break it. */
export const asContract = <A>(codec: t.Decoder<unknown, A>, value: unknown): A => {
  const decoded = codec.decode(value);
  if (E.isLeft(decoded)) throw new Error(`stored values do not make a valid ${codec.name}`);
  return decoded.right;
};

/** How many rows a report generator reads per query: bounded memory for any number of rows (rules 21.9: 100,000 rows). */
export const ROWS_PER_CHUNK = 1000;

/** The message keys of every export column title (translated by the exporter, apps/web lang/*.json and the mail messages). */
export const REPORT_COLUMN_KEYS = [
  'report.column.name',
  'report.column.serialNumber',
  'report.column.category',
  'report.column.modelNumber',
  'report.column.inventoryStatus',
  'report.column.tags',
  'report.column.onlineStatus',
  'report.column.lastSeen',
  'report.column.serviceDue',
  'report.column.equipmentName',
  'report.column.serviceType',
  'report.column.date',
  'report.column.engineHours',
  'report.column.laborHours',
  'report.column.expense',
  'report.column.currency',
  'report.column.performedBy',
  'report.column.details',
  'report.column.chargerName',
  'report.column.systemName',
  'report.column.totalKwh',
  'report.column.dailyAverageKwh',
] as const;
export type ReportColumnKey = (typeof REPORT_COLUMN_KEYS)[number];

/**
 * The message key prefixes of coded values (`${prefix}.${value}`, e.g. `report.value.category.mower`)
 * the exporter translates: category, inventory status, online status, service due, service type.
 */
export const REPORT_VALUE_PREFIXES = [
  'report.value.category',
  'report.value.inventoryStatus',
  'report.value.onlineStatus',
  'report.value.serviceDue',
  'report.value.serviceType',
] as const;
export type ReportValuePrefix = (typeof REPORT_VALUE_PREFIXES)[number];

/**
 * One export column (rules 10.9): the message key of its title and the value of a row, exactly
 * what the screen shows (dates as company-local strings in `timeZone`, numbers rounded alike).
 * A coded value (`valuePrefix` set) is the code; the exporter writes the translation of
 * `${valuePrefix}.${code}` (an empty string stays empty).
 */
export interface ReportColumn<Row> {
  readonly key: ReportColumnKey;
  readonly value: (row: Row, timeZone: string) => string | number;
  readonly valuePrefix?: ReportValuePrefix;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** One formatter per time zone: exports format a date per row, and building the formatter costs ~10x using it. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = dateTimeFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
};

/** The instant `iso` as company-local `YYYY-MM-DD HH:mm` (24 h) in the IANA `timeZone` (rules 1.7), '' for null. */
export const localDateTime = (iso: string | null, timeZone: string): string => {
  if (iso === null) return '';
  const parts = dateTimeFormat(timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return `${String(part('year')).padStart(4, '0')}-${two(part('month'))}-${two(part('day'))} ${two(part('hour'))}:${two(part('minute'))}`;
};
