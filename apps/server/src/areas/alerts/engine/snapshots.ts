import { sql } from 'kysely';
import type { ChargerSnapshot, MachineSnapshot } from '@yardfleet/domain/alerts/alert-conditions';
import type { EquipmentActivity } from '@yardfleet/domain/entities/equipment-detail';
import type { EquipmentCategory, InventoryStatus, OnlineStatus } from '@yardfleet/domain/entities/equipment';
import { OFFLINE_AFTER_MS, onlineStatusAt } from '@yardfleet/domain/machines/online-status';
import type { QueryRunner } from '../../../live/publish';
import { onlineStateOf } from '../../ingest/fold';

/** A subject as the engine evaluates it: the domain's snapshot and the scope keys it may match (company-rules.ts `scopeKey`). */
export interface Subject<S> {
  readonly snapshot: S;
  readonly scopeKeys: readonly string[];
}

/** What to read besides the machine's own row: its reminder plan's due instant. */
export interface SnapshotNeeds {
  readonly service: boolean;
}

/** The columns of a machine's row a snapshot is built from. */
export interface MachineRow {
  id: string;
  category: EquipmentCategory;
  warehouse_id: string | null;
  inventory_status: InventoryStatus;
  online_status: OnlineStatus;
  last_seen_at: Date | string | null;
  activity: EquipmentActivity;
  error_code: string | null;
  battery_max_capacity_pct: number | null;
  battery_optimization_active: boolean;
  engine_hours: number;
  /** The warehouse it is in or was last in (migration 0023). */
  last_warehouse_id: string | null;
  tag_ids?: string[] | null;
  due_from_at: Date | string | null;
  due_from_engine_hours: number | null;
}

/** A machine's row as the ingest has just written it: a MachineRow without what other tables hold (tags, reminder marks). */
export type WrittenMachine = Omit<MachineRow, 'tag_ids' | 'due_from_at' | 'due_from_engine_hours'>;

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** Most (machine, mark) crossing instants this process remembers; the oldest are forgotten first. */
const CROSSINGS_MAX = 100_000;
/** The remembered crossing instants by `machine|mark` (a report stored later with an older fix time past the mark would move it earlier: rare, and only for the overdue grace). */
const crossings = new Map<string, Date>();

/**
 * When each machine of an engine-hours plan reached its due mark (rules 4.8, 18.4): the fix time of
 * its first report at or past `mark` engine hours (engine hours only grow, so reports before the
 * last service are below it). Read once per machine and mark, then remembered (CROSSINGS_MAX):
 * the query scans the machine's reports. A machine without such a stored report is left out.
 */
const hoursDueSince = async (trx: QueryRunner, marks: ReadonlyMap<string, number>): Promise<Map<string, Date>> => {
  const out = new Map<string, Date>();
  const missing = new Map<string, number>();
  for (const [id, mark] of marks) {
    const known = crossings.get(`${id}|${mark}`);
    if (known === undefined) missing.set(id, mark);
    else out.set(id, known);
  }
  if (missing.size === 0) return out;
  const { rows } = await sql<{ id: string; since: Date | string | null }>`select u.id::text as id,
      (select min(r.fix_at) from equipment_reports r where r.equipment_id = u.id and r.engine_hours >= u.mark) as since
    from unnest(${[...missing.keys()]}::uuid[], ${[...missing.values()]}::double precision[]) as u(id, mark)`.execute(trx);
  for (const r of rows) {
    if (r.since === null) continue;
    const since = new Date(r.since);
    out.set(r.id, since);
    if (crossings.size >= CROSSINGS_MAX) crossings.delete(crossings.keys().next().value ?? '');
    crossings.set(`${r.id}|${missing.get(r.id) ?? 0}`, since);
  }
  return out;
};

/**
 * The domain's MachineSnapshot (rules 22.1) of each of `ids` of `companyId` at `now`, in a fixed
 * number of queries whatever their number: the machines with their tags and the warehouse each is
 * or was last in (one query), and the instant its reminder plan became due when `needs.service` (service_marks: a date plan's due-from
 * instant; an engine-hours plan's first report past its due-from mark). Online status is read at
 * `now` (rules 4.4), so a machine silent past OFFLINE_AFTER_MS is offline before the stale sweep
 * marks it. Ids of another company are left out.
 */
export const machineSnapshots = async (
  trx: QueryRunner,
  companyId: string,
  ids: readonly string[],
  now: Date,
  needs: SnapshotNeeds,
): Promise<Map<string, Subject<MachineSnapshot>>> => {
  const out = new Map<string, Subject<MachineSnapshot>>();
  if (ids.length === 0) return out;
  const { rows } = await sql<MachineRow>`select e.id::text as id, e.category, e.warehouse_id::text as warehouse_id, e.inventory_status, e.online_status,
      e.last_seen_at, e.activity, e.error_code, e.battery_max_capacity_pct, e.battery_optimization_active, e.engine_hours,
      e.last_warehouse_id::text as last_warehouse_id, (select array_agg(t.tag_id::text) from equipment_tags t where t.equipment_id = e.id) as tag_ids,
      m.due_from_at, m.due_from_engine_hours
    from equipment e left join service_marks m on ${needs.service ? sql`m.equipment_id = e.id` : sql`false`}
    where e.company_id = ${companyId}::uuid and e.id = any(${[...ids]}::uuid[])`.execute(trx);
  const due = await serviceDueInstants(trx, rows, now);
  for (const r of rows) {
    const snapshot = machineSnapshotOf(r, { tagIds: r.tag_ids ?? [], serviceDueAt: due.get(r.id) ?? null }, now);
    out.set(r.id, { snapshot, scopeKeys: scopeKeysOf(snapshot) });
  }
  return out;
};

/**
 * When each machine's reminder plan became due (rules 4.8, 18.4), from its row's due-from marks
 * (`due_from_at`, `due_from_engine_hours`, null without a plan or unread): a date plan's due-from
 * instant; an engine-hours plan past its mark, its first report at or past the mark
 * (`hoursDueSince`, else its last report, else `now`). Machines without a plan are left out.
 */
export const serviceDueInstants = async (trx: QueryRunner, rows: readonly MachineRow[], now: Date): Promise<Map<string, Date>> => {
  const marks = new Map<string, number>();
  for (const r of rows) if (r.due_from_engine_hours !== null && r.engine_hours >= r.due_from_engine_hours) marks.set(r.id, Number(r.due_from_engine_hours));
  const hoursDue = await hoursDueSince(trx, marks);
  const out = new Map<string, Date>();
  for (const r of rows) {
    const due = marks.has(r.id) ? (hoursDue.get(r.id) ?? dateOf(r.last_seen_at) ?? now) : dateOf(r.due_from_at);
    if (due !== null) out.set(r.id, due);
  }
  return out;
};

/**
 * The domain's MachineSnapshot of a machine's row at `now` (rules 22.1), with its tags and when its
 * plan became due as read apart; the warehouse it was last in is the row's (kept by the ingest). Online status is read at
 * `now` (rules 4.4), so a machine silent past OFFLINE_AFTER_MS is offline before the stale sweep
 * marks it.
 */
export const machineSnapshotOf = (
  r: MachineRow,
  read: { readonly tagIds: readonly string[]; readonly serviceDueAt: Date | null },
  now: Date,
): MachineSnapshot => {
  const lastSeenAt = dateOf(r.last_seen_at);
  return {
    subjectKind: 'equipment',
    id: r.id,
    category: r.category,
    tagIds: read.tagIds,
    warehouseId: r.warehouse_id,
    lastWarehouseId: r.warehouse_id ?? r.last_warehouse_id,
    inventoryStatus: r.inventory_status,
    onlineStatus: onlineStatusAt(onlineStateOf({ online_status: r.online_status, last_seen_at: lastSeenAt }), now),
    lastSeenAt,
    activity: r.activity,
    errorCode: r.error_code,
    batteryMaxCapacityPct: r.battery_max_capacity_pct === null ? null : Number(r.battery_max_capacity_pct),
    batteryOptimizationActive: r.battery_optimization_active,
    serviceDueAt: read.serviceDueAt,
  };
};

/** The scope keys a machine may match (company-rules.ts `scopeKey`): its category, tags, and the warehouse it is in and the one it was last in. */
export const scopeKeysOf = (m: MachineSnapshot): string[] => {
  const warehouses = [...new Set([m.warehouseId, m.lastWarehouseId].filter((w): w is string => w !== null))];
  return [`category:${m.category}`, ...m.tagIds.map((t) => `tag:${t}`), ...warehouses.map((w) => `warehouse:${w}`)];
};

interface ChargerRow {
  id: string;
  online_status: OnlineStatus;
  last_report_at: Date | string | null;
  gateway_status: OnlineStatus | null;
  last_connected_at: Date | string | null;
  has_gateway: boolean;
  port_fault: boolean;
}

/** Online at `now`: marked online and heard within OFFLINE_AFTER_MS (rules 11.7, 16.8). */
const onlineAt = (status: OnlineStatus | null, last: Date | null, now: Date): boolean =>
  status === 'online' && last !== null && now.getTime() - last.getTime() < OFFLINE_AFTER_MS;

/**
 * The domain's ChargerSnapshot (rules 11, 22.1) of each of `ids` of `companyId` at `now`, in one
 * query: online when it reported within OFFLINE_AFTER_MS, its gateway's state (null without one),
 * since when the longer-silent of the two offline parts has been silent (null while both are
 * online, or when the offline part never reported), and whether a port is in overheat or error.
 */
export const chargerSnapshots = async (
  trx: QueryRunner,
  companyId: string,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, Subject<ChargerSnapshot>>> => {
  const out = new Map<string, Subject<ChargerSnapshot>>();
  if (ids.length === 0) return out;
  const { rows } = await sql<ChargerRow>`select c.id::text as id, c.online_status, c.last_report_at, g.online_status as gateway_status, g.last_connected_at,
      g.id is not null as has_gateway,
      exists (select 1 from charger_ports p where p.charger_id = c.id and p.state in ('overheat', 'error')) as port_fault
    from chargers c left join gateways g on g.id = c.gateway_id and g.deleted_at is null
    where c.company_id = ${companyId}::uuid and c.id = any(${[...ids]}::uuid[])`.execute(trx);
  for (const r of rows) {
    const reportAt = dateOf(r.last_report_at);
    const connectedAt = dateOf(r.last_connected_at);
    const chargerOnline = onlineAt(r.online_status, reportAt, now);
    const gatewayOnline = r.has_gateway ? onlineAt(r.gateway_status, connectedAt, now) : null;
    const silentSince = [chargerOnline ? null : reportAt, gatewayOnline === false ? connectedAt : null].filter((d): d is Date => d !== null);
    const offlineSince = silentSince.length === 0 ? null : new Date(Math.min(...silentSince.map((d) => d.getTime())));
    const snapshot: ChargerSnapshot = {
      subjectKind: 'charger',
      id: r.id,
      onlineStatus: chargerOnline ? 'online' : 'offline',
      gatewayOnline,
      offlineSince,
      portFault: r.port_fault,
    };
    out.set(r.id, { snapshot, scopeKeys: [`charge_system:${r.id}`] });
  }
  return out;
};
