import * as E from 'fp-ts/lib/Either.js';
import { sql, type Kysely } from 'kysely';
import { reportUsage, UsageRow, type ReportFilters, type ReportPeriod, type ReportRequest } from '@yardfleet/contract/endpoints/reports';
import type { ResponseOf } from '@yardfleet/contract/endpoint';
import type { InventoryStatus } from '@yardfleet/domain/entities/equipment';
import type { ReportedActivity } from '@yardfleet/domain/machines/equipment-activity';
import { validatePeriod } from '@yardfleet/domain/reports/period';
import { activityHoursForDisplay, RUNTIME_ACTIVITIES, runtimeHoursForDisplay, type RuntimeActivity } from '@yardfleet/domain/reports/measures';
import { fleetUsageFold, machineUsage, usageWindow, type MachineUsage, type UsageReport, type UsageWindow } from '@yardfleet/domain/reports/usage';
import { reportDb } from '../../db/report-schema';
import type { Database } from '../../db/schema';
import type { Answer } from '../../http/answers';
import { equipmentMatching, NAME_ORDER } from '../equipment/equipment-filters';
import { asContract, periodWindow, ROWS_PER_CHUNK, warehouseFilterId, type ReportColumn, type ReportColumnKey, type ReportScope } from './scope';

/**
 * The equipment usage report (rules 10.3), full version only
 * (report-usage-routes.ts): for each machine of the company matching the filters (tag, category,
 * warehouse = the machine is in that warehouse now; an unknown or another company's tag or
 * warehouse id matches none, so the report is empty, never an error), in the equipment list's order
 * (natural name, serial number), how often it went out to work, its runtime (the time it was
 * switched on, rules 10.12) and its time in each activity over the period; the fleet's figures on every company-local day of
 * the period and its totals. The rules are the domain's (reports/usage `machineUsage`,
 * `fleetUsageFold`); this module reads the stored reports: those of the period plus, per machine,
 * the last report before it and the last one with a geofence verdict (two queries per `REPORTS_MACHINES_PER_QUERY` machines, never one per machine).
 */

export type UsageReportResponse = ResponseOf<typeof reportUsage>;

/** Machines whose reports one query reads (a machine reporting every 30 s sends ~3,000 reports a day). */
const REPORTS_MACHINES_PER_QUERY = 50;

const REPORTED = new Set<string>(['mowing', 'charging', 'moving', 'idle', 'transfer'] satisfies ReportedActivity[]);
const STATUSES = new Set<string>(['in_warehouse', 'out_for_work', 'never_seen', 'location_unknown'] satisfies InventoryStatus[]);

interface StoredReport {
  readonly equipment_id: string;
  readonly fix_at: Date;
  readonly inventory_status: string | null;
  readonly activity: string | null;
  readonly error_code: string | null;
  readonly error_cleared: boolean;
}

const toUsageReport = (r: StoredReport): UsageReport => ({
  fixAt: r.fix_at.toISOString(),
  inventoryStatus: r.inventory_status !== null && STATUSES.has(r.inventory_status) ? (r.inventory_status as InventoryStatus) : null,
  activity: r.activity !== null && REPORTED.has(r.activity) ? (r.activity as ReportedActivity) : null,
  errorCode: r.error_code,
  errorCleared: r.error_cleared,
});

const REPORT_COLUMNS = sql.raw('r.fix_at, r.inventory_status, r.activity, r.error_code, r.error_cleared');

/**
 * The reports the usage of `ids` needs (domain `machineUsage`): every report in [start, end) and,
 * per machine, its last report before `start` and its last one with a geofence verdict (a report
 * may come twice; the domain counts it once). Grouped by machine.
 */
const reportsOf = async (db: Kysely<Database>, companyId: string, ids: readonly string[], start: Date, end: Date): Promise<Map<string, UsageReport[]>> => {
  const byMachine = new Map<string, UsageReport[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byMachine;
  const rdb = reportDb(db);
  const [inside, before] = await Promise.all([
    sql<StoredReport>`select r.equipment_id, ${REPORT_COLUMNS} from equipment_reports r
      where r.company_id = ${companyId}::uuid and r.equipment_id = any(${ids}::uuid[]) and r.fix_at >= ${start.toISOString()}::timestamptz and r.fix_at < ${end.toISOString()}::timestamptz
      order by r.equipment_id, r.fix_at`.execute(rdb),
    sql<StoredReport>`select m.id as equipment_id, h.* from unnest(${ids}::uuid[]) as m(id) cross join lateral (
        (select ${REPORT_COLUMNS} from equipment_reports r where r.company_id = ${companyId}::uuid and r.equipment_id = m.id and r.fix_at < ${start.toISOString()}::timestamptz
          order by r.fix_at desc limit 1)
        union all
        (select ${REPORT_COLUMNS} from equipment_reports r where r.company_id = ${companyId}::uuid and r.equipment_id = m.id and r.fix_at < ${start.toISOString()}::timestamptz
          and r.inventory_status is not null order by r.fix_at desc limit 1)
      ) as h`.execute(rdb),
  ]);
  for (const row of [...before.rows, ...inside.rows]) byMachine.get(row.equipment_id)?.push(toUsageReport(row));
  return byMachine;
};

/** The company's machines matching `filters` (the inventory report's and the list's filters). */
const matching = (db: Kysely<Database>, scope: ReportScope, filters: ReportFilters) => {
  const q = equipmentMatching(db, scope.companyId, {
    search: null,
    category: filters.category,
    inventoryStatus: null,
    onlineStatus: null,
    tagId: filters.tagId,
  });
  const warehouseId = warehouseFilterId(filters);
  if (warehouseId === false) return q.where(sql<boolean>`false`);
  return warehouseId === null ? q : q.where(sql<boolean>`equipment.warehouse_id = ${warehouseId}::uuid`);
};

type UsageCursor = { base: string; number: number; name: string; serial: string; id: string };

const orderedAfter = (db: Kysely<Database>, scope: ReportScope, filters: ReportFilters, cursor: UsageCursor | null) =>
  matching(db, scope, filters)
    .select([
      'equipment.id',
      'equipment.name',
      'equipment.serial_number',
      'equipment.category',
      'equipment.model_number',
      NAME_ORDER.base.as('sort_base'),
      NAME_ORDER.number.as('sort_number'),
    ])
    .$if(cursor !== null, (q) =>
      q.where(
        sql<boolean>`(${NAME_ORDER.base}, ${NAME_ORDER.number}, equipment.name, equipment.serial_number, equipment.id) > (${cursor?.base ?? ''}, ${cursor?.number ?? 0}::int, ${cursor?.name ?? ''}, ${cursor?.serial ?? ''}, ${cursor?.id ?? ''}::uuid)`,
      ),
    )
    .orderBy(NAME_ORDER.base)
    .orderBy(NAME_ORDER.number)
    .orderBy('equipment.name')
    .orderBy('equipment.serial_number')
    .orderBy('equipment.id');

/** Each matching machine in the screen's order with its usage over `window`, `ROWS_PER_CHUNK` machines per query (keyset on the order). */
async function* machinesWithUsage(db: Kysely<Database>, scope: ReportScope, filters: ReportFilters, window: UsageWindow) {
  const [start, end] = [new Date(window.start * 1000), new Date((window.days.at(-1)?.end ?? window.end) * 1000)];
  let after: UsageCursor | null = null;
  for (;;) {
    const chunk = await orderedAfter(db, scope, filters, after).limit(ROWS_PER_CHUNK).execute();
    for (let i = 0; i < chunk.length; i += REPORTS_MACHINES_PER_QUERY) {
      const part = chunk.slice(i, i + REPORTS_MACHINES_PER_QUERY);
      const reports = await reportsOf(
        db,
        scope.companyId,
        part.map((m) => m.id),
        start,
        end,
      );
      for (const machine of part) yield { machine, usage: machineUsage(reports.get(machine.id) ?? [], window) };
    }
    const last = chunk.at(-1);
    if (chunk.length < ROWS_PER_CHUNK || last === undefined) return;
    after = { base: last.sort_base, number: Number(last.sort_number), name: last.name, serial: last.serial_number, id: last.id };
  }
}

type MachineRow = { id: string; name: string; serial_number: string; category: string; model_number: string };

const toRow = (machine: MachineRow, usage: MachineUsage): UsageRow =>
  asContract(UsageRow, {
    equipmentId: machine.id,
    name: machine.name,
    serialNumber: machine.serial_number,
    category: machine.category,
    modelNumber: machine.model_number,
    usageTimes: usage.totals.usageTimes,
    runtimeHours: usage.totals.runtimeHours,
    activitySeconds: usage.totals.activitySeconds,
  });

/**
 * The usage report of `request.period` seen at `now` (the figures of today so far), or the
 * 1170010001 `{ period: PeriodError }` answer for a bad period: page `request.page` of the matching
 * machines, their number, the fleet's figures on every day of the period (zeros included) and the
 * totals of all matching machines (every machine is folded; the page only picks the rows shown).
 */
export const queryUsageReport = async (
  db: Kysely<Database>,
  scope: ReportScope,
  request: ReportRequest,
  now: Date = new Date(),
): Promise<E.Either<Answer<never>, UsageReportResponse>> => {
  const checked = periodWindow(request.period, scope.timeZone);
  if (E.isLeft(checked)) return checked;
  const window = usageWindow(request.period, scope.timeZone, now);
  const fleet = fleetUsageFold(window);
  const [first, last] = [(request.page - 1) * request.pageSize, request.page * request.pageSize];
  const rows: UsageRow[] = [];
  let total = 0;
  for await (const { machine, usage } of machinesWithUsage(db, scope, request.filters, window)) {
    fleet.add(usage);
    if (total >= first && total < last) rows.push(toRow(machine, usage));
    total += 1;
  }
  const { days, totals } = fleet.result();
  return E.right(asContract(reportUsage.response, { rows, total, days, totals }));
};

/**
 * Every row of the usage report of `period` seen at `now`, in the screen's order, for exports and
 * mails: the same figures as `queryUsageReport`'s rows, read in chunks (bounded memory).
 * @throws Error when the period is not valid (callers check it first, as the screen does).
 */
export async function* usageReportRows(
  db: Kysely<Database>,
  scope: ReportScope,
  period: ReportPeriod,
  filters: ReportFilters,
  now: Date = new Date(),
): AsyncGenerator<UsageRow> {
  if (E.isLeft(validatePeriod(period))) throw new Error(`report period ${period.from}..${period.to} is not valid`);
  for await (const { machine, usage } of machinesWithUsage(db, scope, filters, usageWindow(period, scope.timeZone, now))) yield toRow(machine, usage);
}

/** The message keys of the usage export's own columns (usage times, runtime, hours per activity, offline; rules 10.12); the exporter's titles need one text each. */
export const USAGE_COLUMN_KEYS = [
  'report.column.usageTimes',
  'report.column.runtimeHours',
  'report.column.workingHours',
  'report.column.movingHours',
  'report.column.transferHours',
  'report.column.chargingHours',
  'report.column.idleHours',
  'report.column.faultyHours',
  'report.column.offlineHours',
  'report.column.offlinePerMachineHours',
] as const;
type UsageColumnKey = (typeof USAGE_COLUMN_KEYS)[number];

/** A usage export column (a ReportColumn whose key may also be one of USAGE_COLUMN_KEYS). */
export type UsageColumn = Omit<ReportColumn<UsageRow>, 'key'> & { readonly key: ReportColumnKey | UsageColumnKey };

/** The export column of each runtime activity, in the order of the domain's RUNTIME_ACTIVITIES (`mowing` is the work of any category). */
export const ACTIVITY_COLUMN_KEYS: Readonly<Record<RuntimeActivity, UsageColumnKey>> = {
  mowing: 'report.column.workingHours',
  moving: 'report.column.movingHours',
  transfer: 'report.column.transferHours',
  charging: 'report.column.chargingHours',
  idle: 'report.column.idleHours',
  faulty: 'report.column.faultyHours',
};

/**
 * The usage export's columns (rules 10.9, 10.12): the screen's table's columns in its order (name,
 * SN, category, usage times, runtime, each runtime activity, offline), hours with one decimal as the
 * screen shows them (domain `runtimeHoursForDisplay`, `activityHoursForDisplay`).
 */
export const USAGE_COLUMNS: readonly UsageColumn[] = [
  { key: 'report.column.name', value: (r) => r.name },
  { key: 'report.column.serialNumber', value: (r) => r.serialNumber },
  { key: 'report.column.category', value: (r) => r.category, valuePrefix: 'report.value.category' },
  { key: 'report.column.usageTimes', value: (r) => r.usageTimes },
  { key: 'report.column.runtimeHours', value: (r) => runtimeHoursForDisplay(r.activitySeconds) },
  ...RUNTIME_ACTIVITIES.map((a): UsageColumn => ({ key: ACTIVITY_COLUMN_KEYS[a], value: (r) => activityHoursForDisplay(r.activitySeconds[a]) })),
  { key: 'report.column.offlineHours', value: (r) => activityHoursForDisplay(r.activitySeconds.offline) },
];
