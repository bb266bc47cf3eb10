import * as E from 'fp-ts/lib/Either.js';
import { sql, type Kysely } from 'kysely';
import type { EquipmentDetailView } from '@yardfleet/contract/endpoints/equipment-detail';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { EquipmentId, TagGroupId, TagId } from '@yardfleet/domain/entities/ids';
import type { Tag } from '@yardfleet/domain/entities/tag';
import { Count, EngineHours, GeoPoint, Percent } from '@yardfleet/domain/entities/units';
import { batteryHealthOf } from '@yardfleet/domain/machines/battery-health';
import { fleetDb } from '../../db/fleet-schema';
import type { Database } from '../../db/schema';
import { asBranded, isRowId } from '../../http/ids';
import { resolveAlertsOfDeletedMachines } from '../alerts/alert-changes';
import { recordActivities, type ActingAs } from '../security-log/activity';
import { recordMemberEvents, type RequestOrigin } from '../security-log/record';
import { machinesForHistory, tagChanges } from './equipment-activity';
import { placeOf } from './equipment-place';
import { reminderStateOf, reminderViewOf, serviceDueOf } from '../maintenance/reminders';

const decodeOr = <A>(codec: { decode: (u: unknown) => E.Either<unknown, A> }, value: unknown): A | null => {
  const decoded = codec.decode(value);
  return E.isRight(decoded) ? decoded.right : null;
};

const asBrandedHours = (n: number): EngineHours => {
  const decoded = EngineHours.decode(n);
  if (E.isLeft(decoded)) throw new Error(`engine hours ${n} are not valid`);
  return decoded.right;
};

/** The tags of one machine, by group name then tag name. */
export const tagsOf = async (db: Kysely<Database>, companyId: string, equipmentId: string): Promise<Tag[]> => {
  const rows = await db
    .selectFrom('equipment_tags')
    .innerJoin('tags', 'tags.id', 'equipment_tags.tag_id')
    .innerJoin('tag_groups', 'tag_groups.id', 'tags.group_id')
    .select(['tags.id', 'tags.name', 'tags.group_id', 'tag_groups.name as group_name'])
    .where('equipment_tags.equipment_id', '=', equipmentId)
    .where('tags.company_id', '=', companyId)
    .orderBy('tag_groups.name')
    .orderBy('tags.name')
    .execute();
  return rows.map((t) => ({ id: asBranded(TagId, t.id), name: t.name, groupId: asBranded(TagGroupId, t.group_id), groupName: t.group_name }));
};

/**
 * The detail (rules 2.11) of `equipmentId` in `companyId` at `now`, or null when it is missing or
 * another company's. Battery health carries the domain's verdict (`batteryHealthOf`); the
 * reminder its standing (`reminderStatus`) with the machine's current engine hours; its place
 * (`placeOf`): its warehouse, or out for work the nearest warehouse and the distance in miles.
 */
export const loadDetail = async (db: Kysely<Database>, companyId: string, equipmentId: string, now: Date): Promise<EquipmentDetailView | null> => {
  if (!isRowId(equipmentId)) return null;
  const row = await fleetDb(db).selectFrom('equipment').selectAll().where('id', '=', equipmentId).where('company_id', '=', companyId).executeTakeFirst();
  if (!row) return null;
  const lastService = await db
    .selectFrom('maintenance_logs')
    .select('performed_at')
    .where('equipment_id', '=', row.id)
    .orderBy('performed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const reminder = await reminderStateOf(db, row.id, row.added_at);
  const capacity = row.battery_max_capacity_pct === null ? null : decodeOr(Percent, row.battery_max_capacity_pct);
  const cycles = row.battery_cycle_count === null ? null : decodeOr(Count, row.battery_cycle_count);
  const location = row.last_lat === null || row.last_lng === null ? null : decodeOr(GeoPoint, { lat: row.last_lat, lng: row.last_lng });
  return {
    id: asBranded(EquipmentId, row.id),
    name: row.name,
    pictureUrl: row.picture_url,
    serialNumber: row.serial_number,
    category: row.category,
    modelNumber: row.model_number,
    inventoryStatus: row.inventory_status,
    tags: await tagsOf(db, companyId, row.id),
    onlineStatus: row.online_status,
    lastSeenAt: row.last_seen_at === null ? null : asBranded(IsoDateTime, row.last_seen_at.toISOString()),
    serviceDue: serviceDueOf(reminderViewOf(reminder.plan, now, row.engine_hours).status),
    addedAt: asBranded(IsoDateTime, row.added_at.toISOString()),
    updatedAt: asBranded(IsoDateTime, row.updated_at.toISOString()),
    location,
    errorCode: row.error_code,
    firmwareVersion: row.firmware_version,
    batteryHealth: capacity === null || cycles === null ? null : { maxCapacityPercent: capacity, chargeCycleCount: cycles, health: batteryHealthOf(capacity) },
    batteryOptimizationActive: row.battery_optimization_active,
    engineHours: asBrandedHours(row.engine_hours),
    activity: row.activity,
    lastServiceAt: lastService ? asBranded(IsoDateTime, lastService.performed_at.toISOString()) : null,
    reminder: reminderViewOf(reminder.plan, now, row.engine_hours),
    ...(await placeOf(db, { companyId, inventoryStatus: row.inventory_status, warehouseId: row.warehouse_id, location })),
  };
};

/**

/**
 * Replaces the tags of machine `id` of `by.companyId` with `tagIds` (ids already checked to be row
 * ids, no duplicates) in one transaction, the machine's row locked, with its
 * `equipment_tags_changed` event (rules 20.13: the tags before and after; none when they did not
 * change) at `now` from `origin`. @returns false, changing nothing, when the machine or one of the
 * tags is not the company's.
 */
export const setMachineTags = async (
  db: Kysely<Database>,
  by: ActingAs & { readonly companyId: string },
  origin: RequestOrigin,
  id: string,
  tagIds: readonly string[],
  now: Date,
): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const companyId = by.companyId;
    const machine = await trx.selectFrom('equipment').select('id').where('id', '=', id).where('company_id', '=', companyId).forUpdate().executeTakeFirst();
    if (!machine) return false;
    const known = tagIds.length === 0 ? [] : await trx.selectFrom('tags').select('id').where('company_id', '=', companyId).where('id', 'in', tagIds).execute();
    if (known.length !== tagIds.length) return false;
    const before = await machinesForHistory(trx, companyId, [id]);
    await trx.deleteFrom('equipment_tags').where('equipment_id', '=', id).execute();
    if (tagIds.length > 0)
      await trx
        .insertInto('equipment_tags')
        .values(tagIds.map((tag_id) => ({ equipment_id: id, tag_id })))
        .execute();
    await recordActivities(trx, { by, origin, at: now, changes: tagChanges(before, await machinesForHistory(trx, companyId, [id])) });
    return true;
  });

/** Tombstones written per INSERT by `deleteMachinesIn` (6 parameters each, under PostgreSQL's 65,535). */
const TOMBSTONES_PER_INSERT = 1000;

/**
 * Deletes the machines `ids` of `by.companyId` at `now` inside the caller's transaction `tx` (the one
 * delete of a single machine and of a bulk delete): ids of another company or of no machine are left
 * alone. Each machine's name and serial number are kept in `deleted_equipment` (its maintenance logs
 * and reports stay: no cascade since migration 0003; SPEC 4), its open and acknowledged alerts are
 * resolved by the person who deletes it (rules 22.4), and a `record_deleted` security event names
 * it. A fixed number of statements per thousand machines. @returns the ids deleted.
 */
export const deleteMachinesIn = async (
  tx: Kysely<Database>,
  by: ActingAs & { readonly companyId: string },
  origin: RequestOrigin,
  ids: readonly string[],
  now: Date,
): Promise<string[]> => {
  const rowIds = ids.filter(isRowId);
  if (rowIds.length === 0) return [];
  const trx = fleetDb(tx);
  const rows = await trx
    .deleteFrom('equipment')
    .where('company_id', '=', by.companyId)
    .where(sql<boolean>`id = any(${rowIds}::uuid[])`)
    .returning(['id', 'company_id', 'name', 'serial_number', 'category', 'model_number'])
    .execute();
  for (let i = 0; i < rows.length; i += TOMBSTONES_PER_INSERT)
    await trx
      .insertInto('deleted_equipment')
      .values(rows.slice(i, i + TOMBSTONES_PER_INSERT).map((row) => ({ ...row, deleted_at: now })))
      .execute();
  const deleted = rows.map((row) => row.id);
  await resolveAlertsOfDeletedMachines(tx, by, deleted, now);
  // Security log (rules 20.12): each machine as it was named.
  await recordMemberEvents(
    tx,
    by,
    origin,
    now,
    rows.map((row) => ({
      kind: 'record_deleted' as const,
      target: { type: 'equipment' as const, id: row.id, label: `${row.name} (${row.serial_number})` },
      equipmentId: row.id,
      fields: [
        { field: 'name', from: row.name, to: null },
        { field: 'serialNumber', from: row.serial_number, to: null },
      ],
    })),
  );
  return deleted;
};

/**
 * Deletes machine `id` of `by.companyId` at `now` in one transaction (`deleteMachinesIn`: tombstone,
 * alerts resolved, a `record_deleted` security event). @returns false when it is not the company's.
 */
export const deleteMachine = async (
  db: Kysely<Database>,
  by: ActingAs & { readonly companyId: string },
  origin: RequestOrigin,
  id: string,
  now: Date,
): Promise<boolean> => db.transaction().execute(async (tx) => (await deleteMachinesIn(tx, by, origin, [id], now)).length === 1);
