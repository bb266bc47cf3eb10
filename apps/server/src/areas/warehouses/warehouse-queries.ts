import * as E from 'fp-ts/lib/Either.js';
import { sql, type Kysely } from 'kysely';
import { WarehouseView, type CreateWarehouseRequest } from '@yardfleet/contract/endpoints/warehouses';
import { hasNoErrors } from '@yardfleet/domain/forms/account-forms';
import { validateWarehouseForm } from '@yardfleet/domain/forms/warehouse';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { publishChanges } from '../../live/publish';
import type { Circle } from '@yardfleet/domain/geometry/circle-bounds';
import { circleOf } from '../ingest/reclassify';
import { deletedFields, fieldChanges, recordActivity, type ActingAs } from '../security-log/activity';
import { recordMemberEvent, type RequestOrigin } from '../security-log/record';

/** Who changes the warehouses: the caller (a member or an API key) and the company the change is scoped to. */
type Changer = ActingAs & { readonly companyId: string };

/** A warehouse's fields as the activity history keeps them (rules 20.13): name, address, centre (lat, lng) and radius in metres. */
const warehouseFields = (w: { readonly name: string; readonly address: string; readonly lat: number; readonly lng: number; readonly radius_m: number }) => ({
  name: w.name,
  address: w.address,
  lat: w.lat,
  lng: w.lng,
  radius: w.radius_m,
});

/** Warehouses of `companyId` (or one of them) with their linked, not deleted, gateway counts, by name. */
export const warehousesOf = async (db: Kysely<Database>, companyId: string, id?: string): Promise<WarehouseView[]> => {
  let q = db
    .selectFrom('warehouses')
    .select((eb) => [
      'warehouses.id',
      'warehouses.name',
      'warehouses.address',
      'warehouses.lat',
      'warehouses.lng',
      'warehouses.radius_m',
      eb
        .selectFrom('gateways')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('gateways.warehouse_id', '=', 'warehouses.id')
        .where('gateways.deleted_at', 'is', null)
        .as('gateways'),
    ])
    .where('warehouses.company_id', '=', companyId);
  if (id !== undefined) q = q.where('warehouses.id', '=', id);
  const rows = await q.orderBy('warehouses.name').orderBy('warehouses.id').execute();
  return rows.map((r) => {
    const view = WarehouseView.decode({
      id: r.id,
      name: r.name,
      address: r.address,
      location: { lat: r.lat, lng: r.lng },
      radius: r.radius_m,
      linkedGatewayCount: r.gateways ?? 0,
    });
    if (E.isLeft(view)) throw new Error(`stored warehouse ${r.id} is not valid`);
    return view.right;
  });
};

/**
 * The set-up fields checked by the domain's rules (validateWarehouseForm: name required, no outer
 * spaces, <= 50; address <= 200 after trimming; radius 10..50,000 m): the field errors, or the
 * columns to write.
 */
export const checkFields = (input: CreateWarehouseRequest) => {
  const address = input.address.trim();
  const errors = validateWarehouseForm({ ...input, address });
  if (!hasNoErrors(errors)) return E.left(errors);
  return E.right({ name: input.name, address, lat: input.location.lat, lng: input.location.lng, radius_m: input.radius });
};

/**
 * True when another warehouse of `companyId` (not `exceptId`) already has exactly `name`: a
 * duplicate name is refused like a duplicate tag name (1170010001 `{ name: { code: 'taken' } }`).
 */
export const nameTaken = async (db: Kysely<Database>, companyId: string, name: string, exceptId?: string): Promise<boolean> => {
  let q = db.selectFrom('warehouses').select('id').where('company_id', '=', companyId).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
};

/** The columns of a checked warehouse (`checkFields`' right side). */
export type WarehouseColumns = ReturnType<typeof checkFields> extends E.Either<unknown, infer A> ? A : never;

/**
 * Adds a warehouse with `fields` to `by.companyId` and announces it on the live stream, in one
 * transaction with its `warehouse_created` event (rules 20.13: its fields) at `now` from `origin`.
 * @returns its id.
 */
export const insertWarehouse = (db: Kysely<Database>, by: Changer, origin: RequestOrigin, fields: WarehouseColumns, now: Date): Promise<{ id: string }> =>
  db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('warehouses')
      .values({ ...fields, company_id: by.companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await publishChanges(trx, by.companyId, [{ entity: 'warehouse', id: inserted.id }]);
    const target = { type: 'warehouse' as const, id: inserted.id, label: fields.name };
    await recordActivity(trx, { by, origin, at: now, kind: 'warehouse_created', target, fields: fieldChanges({}, warehouseFields(fields)) });
    return inserted;
  });

/**
 * Rewrites warehouse `id` of `by.companyId` with `fields` (its row locked) and announces it, in one
 * transaction with its `warehouse_changed` event (rules 20.13: the fields that changed; none when
 * nothing did) at `now` from `origin`. @returns its id and its geofence before the change,
 * undefined when there is no such warehouse.
 */
export const updateWarehouse = (
  db: Kysely<Database>,
  by: Changer,
  origin: RequestOrigin,
  id: string,
  fields: WarehouseColumns,
  now: Date,
): Promise<{ id: string; before: Circle } | undefined> =>
  db.transaction().execute(async (trx) => {
    const companyId = by.companyId;
    const before = await trx
      .selectFrom('warehouses')
      .select(['name', 'address', 'lat', 'lng', 'radius_m'])
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    const updated = await trx.updateTable('warehouses').set(fields).where('id', '=', id).where('company_id', '=', companyId).returning('id').executeTakeFirst();
    if (!updated) return undefined;
    await publishChanges(trx, companyId, [{ entity: 'warehouse', id: updated.id }]);
    const target = { type: 'warehouse' as const, id, label: fields.name };
    await recordActivity(trx, {
      by,
      origin,
      at: now,
      kind: 'warehouse_changed',
      target,
      fields: fieldChanges(warehouseFields(before), warehouseFields(fields)),
    });
    return { id: updated.id, before: circleOf(before) };
  });

/**
 * Deletes warehouse `id` of `by.companyId` in one transaction: deleted gateways and chargers that
 * still point at it are detached first (so the foreign key lets the row go), the change is
 * announced, and a `record_deleted` event names it (at the clock's time).
 * @returns the deleted row (name and geofence), undefined when there was none.
 */
export const removeWarehouse = (db: Kysely<Database>, by: Changer, origin: RequestOrigin, id: string, clock: Clock) =>
  db.transaction().execute(async (trx) => {
    await trx.updateTable('gateways').set({ warehouse_id: null }).where('warehouse_id', '=', id).where('deleted_at', 'is not', null).execute();
    await trx.updateTable('chargers').set({ warehouse_id: null }).where('warehouse_id', '=', id).execute();
    const gone = await trx
      .deleteFrom('warehouses')
      .where('id', '=', id)
      .where('company_id', '=', by.companyId)
      .returning(['name', 'address', 'lat', 'lng', 'radius_m'])
      .executeTakeFirst();
    await publishChanges(trx, by.companyId, [{ entity: 'warehouse', id }]);
    // Security log (rules 20.12, 20.13): the warehouse as it was named, with its fields as they were.
    if (gone)
      await recordMemberEvent(trx, by, origin, clock.now(), {
        kind: 'record_deleted',
        target: { type: 'warehouse', id, label: gone.name },
        fields: deletedFields(warehouseFields(gone)),
      });
    return gone;
  });
