import { sql, type Kysely } from 'kysely';
import { equipmentOverview, reportInventory, type ReportFilters, type ReportPeriod, type ReportRequest } from '@yardfleet/contract/endpoints/reports';
import type { ResponseOf } from '@yardfleet/contract/endpoint';
import { EQUIPMENT_CATEGORIES, INVENTORY_STATUSES, ONLINE_STATUSES, type EquipmentListItem } from '@yardfleet/domain/entities/equipment';
import { countsByKey } from '@yardfleet/domain/reports/totals';
import type { Database } from '../../db/schema';
import { equipmentMatching, NAME_ORDER } from '../equipment/equipment-filters';
import { listItemsOf } from '../equipment/equipment-list-queries';
import { LIST_COLUMNS } from '../equipment/equipment-list-rows';
import { fleetCountsOf } from '../maintenance/service-due';
import { asContract, localDateTime, warehouseFilterId, type ReportColumn, type ReportScope } from './scope';

/**
 * The inventory report (rules 10.2): a snapshot of now, whatever the period.
 * Its rows are the equipment list's (equipment/equipment-list-queries.ts `listItemsOf`: picture, name, SN,
 * category, model number, inventory status, tags, online status, last seen, service due) in the
 * list's order (natural name, then serial number), for the company's machines matching the filters:
 * tag, category, warehouse (the machine is in that warehouse now). Counts by inventory status,
 * category and online status cover every matching machine. Full version only (report-routes.ts).
 */

export type InventoryReport = ResponseOf<typeof reportInventory>;

/** How many machines one row query reads: few queries, each a bounded slice of the rows (rules 21.9: 100,000 rows in 10 s and 200 MB). */
const MACHINES_PER_CHUNK = 10_000;

/** The company's machines matching `filters` (an unknown or foreign tag or warehouse matches none). */
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

const ordered = (db: Kysely<Database>, scope: ReportScope, filters: ReportFilters) =>
  matching(db, scope, filters)
    .select(LIST_COLUMNS)
    .orderBy(NAME_ORDER.base)
    .orderBy(NAME_ORDER.number)
    .orderBy('equipment.name')
    .orderBy('equipment.serial_number')
    .orderBy('equipment.id');

const counted = async <K extends string>(
  db: Kysely<Database>,
  scope: ReportScope,
  filters: ReportFilters,
  column: 'inventory_status' | 'category' | 'online_status',
  keys: readonly K[],
) => {
  const rows = await matching(db, scope, filters)
    .select([`equipment.${column} as key`, sql<number>`count(*)::int`.as('count')])
    .groupBy(`equipment.${column}`)
    .execute();
  return countsByKey(
    keys,
    rows.map((r) => ({ key: r.key, count: Number(r.count) })),
  );
};

/**
 * The inventory report's page `request.page` of `request.pageSize` rows, the number of matching
 * machines and the counts by inventory status, category and online status (every key, zeros
 * included). `now` decides each row's service due (rules 18.4). `request.period` is not used.
 */
export const queryInventoryReport = async (
  db: Kysely<Database>,
  scope: ReportScope,
  request: ReportRequest,
  now: Date = new Date(),
): Promise<InventoryReport> => {
  const page = await ordered(db, scope, request.filters)
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize)
    .execute();
  const [rows, byInventoryStatus, byCategory, byOnlineStatus] = await Promise.all([
    listItemsOf(db, scope.companyId, page, now),
    counted(db, scope, request.filters, 'inventory_status', INVENTORY_STATUSES),
    counted(db, scope, request.filters, 'category', EQUIPMENT_CATEGORIES),
    counted(db, scope, request.filters, 'online_status', ONLINE_STATUSES),
  ]);
  const total = byInventoryStatus.reduce((sum, c) => sum + c.count, 0);
  return asContract(reportInventory.response, { rows, total, byInventoryStatus, byCategory, byOnlineStatus });
};

/**
 * Every row of the inventory report in the screen's order (never all rows at once): the ordered
 * ids of the matching machines in one query (the computed name order is evaluated once per
 * machine), then their rows `chunkSize` at a time by primary key. `period` is not used (a
 * snapshot of now); `chunkSize` is smaller in tests.
 */
export async function* inventoryReportRows(
  db: Kysely<Database>,
  scope: ReportScope,
  _period: ReportPeriod,
  filters: ReportFilters,
  now: Date = new Date(),
  chunkSize = MACHINES_PER_CHUNK,
): AsyncGenerator<EquipmentListItem> {
  const ids = (await ordered(db, scope, filters).clearSelect().select('equipment.id').execute()).map((r) => r.id);
  for (let i = 0; i < ids.length; i += chunkSize) {
    const slice = ids.slice(i, i + chunkSize);
    const rows = await db
      .selectFrom('equipment')
      .select(LIST_COLUMNS)
      .where('equipment.company_id', '=', scope.companyId)
      .where(sql<boolean>`equipment.id = any(${slice}::uuid[])`)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    yield* await listItemsOf(
      db,
      scope.companyId,
      slice.flatMap((id) => byId.get(id) ?? []),
      now,
    );
  }
}

/** The inventory export's columns (rules 10.2; the picture stays on screen): what the list shows, last seen as company-local date and time. */
export const INVENTORY_COLUMNS: readonly ReportColumn<EquipmentListItem>[] = [
  { key: 'report.column.name', value: (r) => r.name },
  { key: 'report.column.serialNumber', value: (r) => r.serialNumber },
  { key: 'report.column.category', value: (r) => r.category, valuePrefix: 'report.value.category' },
  { key: 'report.column.modelNumber', value: (r) => r.modelNumber },
  { key: 'report.column.inventoryStatus', value: (r) => r.inventoryStatus, valuePrefix: 'report.value.inventoryStatus' },
  { key: 'report.column.tags', value: (r) => r.tags.map((t) => t.name).join(', ') },
  { key: 'report.column.onlineStatus', value: (r) => r.onlineStatus, valuePrefix: 'report.value.onlineStatus' },
  { key: 'report.column.lastSeen', value: (r, timeZone) => localDateTime(r.lastSeenAt, timeZone) },
  { key: 'report.column.serviceDue', value: (r) => r.serviceDue ?? '', valuePrefix: 'report.value.serviceDue' },
];

/**
 * The inventory home overview (rules 10.11; contract equipmentOverview): the company's machines
 * counted by inventory status and online status (every key, zeros included) and by service due at
 * `now` (rules 18.4: the domain's `reminderStatus` of each machine's reminder plan with its engine
 * hours, as the list's `serviceDue`), in one query (`fleetCountsOf`: the marks stored at write time,
 * the rule of the list's `serviceDue` filter).
 */
export const queryEquipmentOverview = async (db: Kysely<Database>, scope: ReportScope, now: Date): Promise<ResponseOf<typeof equipmentOverview>> => {
  const groups = await fleetCountsOf(db, scope.companyId, now);
  const byInventoryStatus = countsByKey(
    INVENTORY_STATUSES,
    groups.map((g) => ({ key: g.inventoryStatus, count: g.count })),
  );
  const byOnlineStatus = countsByKey(
    ONLINE_STATUSES,
    groups.map((g) => ({ key: g.onlineStatus, count: g.count })),
  );
  const serviceDue = { due: groups.reduce((sum, g) => sum + g.due, 0), overdue: groups.reduce((sum, g) => sum + g.overdue, 0) };
  const total = byInventoryStatus.reduce((sum, c) => sum + c.count, 0);
  return asContract(equipmentOverview.response, { total, byInventoryStatus, byOnlineStatus, serviceDue });
};
