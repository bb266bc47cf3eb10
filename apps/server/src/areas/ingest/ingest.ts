import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { fleetDb, type FleetDatabase } from '../../db/fleet-schema';
import type { WarehouseIndex } from '@yardfleet/domain/geometry/warehouse-index';
import { foldReports, machineStateOf, reportVerdict, type IncomingReport, type MachineUpdate } from './fold';
import { publishChanges } from '../../live/publish';
import { enqueueWebhookEvents } from '../../live/webhook-outbox';
import { machineTransitionEvents } from '@yardfleet/domain/webhooks/webhook-events';
import { warehouseIndexFor } from './warehouse-cache';
import { evaluateWrittenMachines, machineRulesOf } from '../alerts/engine/subject-alerts';
import { batchColumns, type BatchRow } from '../alerts/engine/machine-batch';
import type { WrittenMachine } from '../alerts/engine/snapshots';

/** What one batch did: new reports stored, duplicates ignored (same machine and fix time). */
export interface IngestResult {
  readonly accepted: number;
  readonly duplicates: number;
}

/** Rows per INSERT statement (the batch limit is 500; larger internal batches are split). */
const INSERT_CHUNK = 5000;

const keyOf = (equipmentId: string, fixAt: string | Date): string => `${equipmentId}|${(typeof fixAt === 'string' ? new Date(fixAt) : fixAt).toISOString()}`;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/**
 * Writes the folded state of several machines back with one UPDATE ... FROM unnest(arrays): one
 * parameter per column whatever the batch size, so PostgreSQL parses and plans a small statement.
 */
export const writeMachines = async (trx: Kysely<FleetDatabase>, updates: ReadonlyMap<string, MachineUpdate>, now: Date): Promise<void> => {
  if (updates.size === 0) return;
  const cols = {
    id: [] as string[],
    status: [] as string[],
    warehouse: [] as (string | null)[],
    lat: [] as (number | null)[],
    lng: [] as (number | null)[],
    positionAt: [] as (string | null)[],
    online: [] as string[],
    seenAt: [] as (string | null)[],
    activity: [] as string[],
    error: [] as (string | null)[],
    firmware: [] as string[],
    capacity: [] as (number | null)[],
    cycles: [] as (number | null)[],
    hours: [] as number[],
    lastWarehouse: [] as (string | null)[],
  };
  for (const [id, u] of updates) {
    const inv = u.state.inventory;
    const position = inv.status === 'never_seen' ? null : inv.position;
    cols.id.push(id);
    cols.status.push(u.inventoryStatus);
    cols.warehouse.push(inv.status === 'in_warehouse' ? inv.warehouseId : null);
    cols.lat.push(position?.lat ?? null);
    cols.lng.push(position?.lng ?? null);
    cols.positionAt.push(inv.status === 'never_seen' ? null : inv.reportedAt);
    cols.online.push(u.onlineStatus);
    cols.seenAt.push(u.state.online.lastSeenAt);
    cols.activity.push(u.state.activity);
    cols.error.push(u.state.errorCode);
    cols.firmware.push(u.state.firmwareVersion);
    cols.capacity.push(u.state.battery?.capacityPercent ?? null);
    cols.cycles.push(u.state.battery?.cycleCount ?? null);
    cols.hours.push(u.state.engineHours);
    cols.lastWarehouse.push(u.state.lastWarehouseId);
  }
  await sql`update equipment as e set
      inventory_status = v.inventory_status, warehouse_id = v.warehouse_id, last_lat = v.lat, last_lng = v.lng,
      last_position_at = v.position_at, online_status = v.online_status, last_seen_at = v.seen_at, activity = v.activity,
      error_code = v.error_code, firmware_version = v.firmware, battery_max_capacity_pct = v.capacity, battery_cycle_count = v.cycles,
      engine_hours = v.engine_hours, last_warehouse_id = v.last_warehouse_id, updated_at = ${now.toISOString()}::timestamptz
    from unnest(${cols.id}::uuid[], ${cols.status}::text[], ${cols.warehouse}::uuid[], ${cols.lat}::double precision[], ${cols.lng}::double precision[],
      ${cols.positionAt}::timestamptz[], ${cols.online}::text[], ${cols.seenAt}::timestamptz[], ${cols.activity}::text[], ${cols.error}::text[],
      ${cols.firmware}::text[], ${cols.capacity}::double precision[], ${cols.cycles}::integer[], ${cols.hours}::double precision[],
      ${cols.lastWarehouse}::uuid[])
      as v(id, inventory_status, warehouse_id, lat, lng, position_at, online_status, seen_at, activity, error_code, firmware, capacity, cycles, engine_hours,
      last_warehouse_id)
    where e.id = v.id`.execute(trx);
};

/** A machine's row as `writeMachines` writes `update` (the alert engine's `WrittenMachine`), with the columns the reports do not change from `row`. */
const writtenMachine = (
  row: { readonly id: string; readonly category: WrittenMachine['category']; readonly battery_optimization_active: boolean },
  update: MachineUpdate,
): WrittenMachine => {
  const inv = update.state.inventory;
  return {
    id: row.id,
    category: row.category,
    warehouse_id: inv.status === 'in_warehouse' ? inv.warehouseId : null,
    inventory_status: update.inventoryStatus,
    online_status: update.onlineStatus,
    last_seen_at: update.state.online.lastSeenAt,
    activity: update.state.activity,
    error_code: update.state.errorCode,
    battery_max_capacity_pct: update.state.battery?.capacityPercent ?? null,
    battery_optimization_active: row.battery_optimization_active,
    engine_hours: update.state.engineHours,
    last_warehouse_id: update.state.lastWarehouseId,
  };
};

/**
 * Bulk-inserts reports with one INSERT ... SELECT FROM unnest(arrays), each with the geofence's
 * verdict on its position (`reportVerdict`, rules 16.6); answers the keys actually stored (new ones).
 */
const storeReports = async (
  trx: Transaction<FleetDatabase>,
  companyId: string,
  reports: readonly IncomingReport[],
  index: WarehouseIndex<string>,
  now: Date,
): Promise<Set<string>> => {
  const stored = new Set<string>();
  for (const part of chunks(reports, INSERT_CHUNK)) {
    const verdicts = part.map((r) => reportVerdict(r, index));
    const inserted = await sql<{ equipment_id: string; fix_at: Date }>`insert into equipment_reports
        (equipment_id, fix_at, source, lat, lng, activity, error_code, error_cleared, firmware_version, battery_capacity_pct, battery_cycle_count, engine_hours,
         inventory_status, warehouse_id, company_id, received_at)
      select u.*, ${companyId}::uuid, ${now.toISOString()}::timestamptz from unnest(
        ${part.map((r) => r.equipmentId)}::uuid[], ${part.map((r) => r.fixAt)}::timestamptz[], ${part.map((r) => r.source)}::text[],
        ${part.map((r) => r.position?.lat ?? null)}::double precision[], ${part.map((r) => r.position?.lng ?? null)}::double precision[],
        ${part.map((r) => r.activity)}::text[], ${part.map((r) => r.errorCode)}::text[], ${part.map((r) => r.errorCleared)}::boolean[],
        ${part.map((r) => r.firmwareVersion)}::text[], ${part.map((r) => r.battery?.capacityPercent ?? null)}::double precision[],
        ${part.map((r) => r.battery?.cycleCount ?? null)}::integer[], ${part.map((r) => r.engineHours)}::double precision[],
        ${verdicts.map((v) => v.inventoryStatus)}::text[], ${verdicts.map((v) => v.warehouseId)}::uuid[]) as u
      on conflict (equipment_id, fix_at) do nothing
      returning equipment_id, fix_at`.execute(trx);
    for (const row of inserted.rows) stored.add(keyOf(row.equipment_id, row.fix_at));
  }
  return stored;
};

/**
 * Ingests a batch of reports of one company's machines in one transaction (rules 16.3 to 16.5):
 * 1. bulk-inserts them into `equipment_reports`; the key (machine, fix time) makes a repeat a no-op
 *    (also within the batch), so only new reports go on;
 * 2. locks the machines' rows (with what the company's alert rules read of them besides: their
 *    live alerts and reminder marks, machine-batch.ts `batchColumns`, when it has machine rules),
 *    folds the new reports into their state through the domain's geofence, online and activity
 *    machines (`foldReports`, with the company's cached warehouse index) and writes every machine
 *    back with one UPDATE;
 * 3. records an `equipment` change event per written machine (publishChanges: live_events and a
 *    NOTIFY delivered on commit, rules 12.2);
 * 4. evaluates the company's alert rules on the machines as written (rules 22.4: alerts open, resolve,
 *    reopen and escalate; recipients told and mail queued in this same transaction). A fault is told
 *    this way only: by the rules that watch it (rules 13.1, 22.6).
 * `companyId` must own every `equipmentId` (the callers resolve them from the device credential).
 * `within`, when given, runs first in the same transaction (a gateway report's own writes).
 * @returns counts of accepted and duplicate reports.
 */
export const ingestReports = async (
  db: Kysely<Database>,
  companyId: string,
  reports: readonly IncomingReport[],
  now: Date,
  within?: (trx: Transaction<FleetDatabase>) => Promise<void>,
): Promise<IngestResult> => {
  const unique = new Map<string, IncomingReport>();
  for (const r of reports) {
    const key = keyOf(r.equipmentId, r.fixAt);
    if (!unique.has(key)) unique.set(key, { ...r, fixAt: new Date(r.fixAt).toISOString() });
  }
  const index = await warehouseIndexFor(db, companyId);
  const accepted = await fleetDb(db)
    .transaction()
    .execute(async (trx) => {
      if (within) await within(trx);
      const stored = await storeReports(trx, companyId, [...unique.values()], index, now);
      if (stored.size === 0) return 0;
      const byMachine = new Map<string, IncomingReport[]>();
      for (const [key, r] of unique) {
        if (!stored.has(key)) continue;
        byMachine.set(r.equipmentId, [...(byMachine.get(r.equipmentId) ?? []), r]);
      }
      // The company's alert rules that can match these machines (rules 22.1): what they read of each machine comes with its row.
      const alertRules = await machineRulesOf(trx, db, companyId);
      const rows = await trx
        .selectFrom('equipment')
        .select([
          'id',
          'last_lat',
          'last_lng',
          'last_position_at',
          'warehouse_id',
          'online_status',
          'inventory_status',
          'last_seen_at',
          'activity',
          'error_code',
          'firmware_version',
          'battery_max_capacity_pct',
          'battery_cycle_count',
          'engine_hours',
          'last_warehouse_id',
          'category',
          'battery_optimization_active',
        ])
        .$if(alertRules !== null, (q) => q.select(batchColumns(alertRules?.index.needsService === true)))
        .where('company_id', '=', companyId)
        .where('id', 'in', [...byMachine.keys()])
        .orderBy('id')
        .forUpdate()
        .execute();
      const updates = new Map<string, MachineUpdate>();
      const written: BatchRow[] = [];
      for (const row of rows) {
        const update = foldReports(machineStateOf(row), byMachine.get(row.id) ?? [], index, now);
        updates.set(row.id, update);
        written.push({
          ...writtenMachine(row, update),
          live_rule_ids: row.live_rule_ids ?? null,
          due_from_at: row.due_from_at ?? null,
          due_from_engine_hours: row.due_from_engine_hours ?? null,
        });
      }
      await writeMachines(trx, updates, now);
      // The rules on the machines' new state (rules 22.1, 22.4).
      if (alertRules !== null) await evaluateWrittenMachines(trx, alertRules, written, now);
      // A machine that came online or changed inventory status is a webhook event of its own (docs/api.md "Webhooks").
      const transitions = rows.flatMap((row) => {
        const u = updates.get(row.id);
        return u === undefined ? [] : machineTransitionEvents(row.id, { onlineStatus: row.online_status, inventoryStatus: row.inventory_status }, u);
      });
      await enqueueWebhookEvents(trx, companyId, transitions);
      // Each machine whose state was written is announced on the live stream at commit (rules 12.2).
      await publishChanges(
        trx,
        companyId,
        [...updates.keys()].map((id) => ({ entity: 'equipment' as const, id })),
      );
      return stored.size;
    });
  return { accepted, duplicates: reports.length - accepted };
};
