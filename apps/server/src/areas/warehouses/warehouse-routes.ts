import * as E from 'fp-ts/lib/Either.js';
import { sql, type Kysely } from 'kysely';
import { ServerCode } from '@yardfleet/contract/error-codes';
import {
  WarehouseView, createWarehouse, deleteWarehouse, editWarehouse, warehouseList, type CreateWarehouseRequest,
} from '@yardfleet/contract/endpoints/warehouses';
import { canDeleteWarehouse } from '@yardfleet/domain/entities/warehouse';
import { hasNoErrors } from '@yardfleet/domain/forms/account-forms';
import { validateWarehouseForm } from '@yardfleet/domain/forms/warehouse';
import type { Database } from '../../db/schema';
import { fail, ok } from '../../http/answers';
import { isRowId } from '../../http/ids';
import type { Registrar } from '../../http/registrar';
import { recordMemberEvent } from '../security-log/record';
import { circleOf, reclassifyCompany } from '../ingest/reclassify';
import { publishChanges } from '../../live/publish';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound, writeScope } from '../../shared/fleet-scope';

/** Warehouses of `companyId` (or one of them) with their linked, not deleted, gateway counts, by name. */
const listOf = async (db: Kysely<Database>, companyId: string, id?: string): Promise<WarehouseView[]> => {
  let q = db
    .selectFrom('warehouses')
    .select((eb) => [
      'warehouses.id', 'warehouses.name', 'warehouses.address', 'warehouses.lat', 'warehouses.lng', 'warehouses.radius_m',
      eb.selectFrom('gateways').select(sql<number>`count(*)::int`.as('n')).whereRef('gateways.warehouse_id', '=', 'warehouses.id').where('gateways.deleted_at', 'is', null).as('gateways'),
    ])
    .where('warehouses.company_id', '=', companyId);
  if (id !== undefined) q = q.where('warehouses.id', '=', id);
  const rows = await q.orderBy('warehouses.name').orderBy('warehouses.id').execute();
  return rows.map((r) => {
    const view = WarehouseView.decode({
      id: r.id, name: r.name, address: r.address, location: { lat: r.lat, lng: r.lng }, radius: r.radius_m, linkedGatewayCount: r.gateways ?? 0,
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
const checkFields = (input: CreateWarehouseRequest) => {
  const address = input.address.trim();
  const errors = validateWarehouseForm({ ...input, address });
  if (!hasNoErrors(errors)) return E.left(errors);
  return E.right({ name: input.name, address, lat: input.location.lat, lng: input.location.lng, radius_m: input.radius });
};

/**
 * True when another warehouse of `companyId` (not `exceptId`) already has exactly `name`: a
 * duplicate name is refused like a duplicate tag name (1170010001 `{ name: { code: 'taken' } }`).
 */
const nameTaken = async (db: Kysely<Database>, companyId: string, name: string, exceptId?: string): Promise<boolean> => {
  let q = db.selectFrom('warehouses').select('id').where('company_id', '=', companyId).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
};

/**
 * Warehouses (SPEC 3, 4 "/warehouse"; issue 5): list for every member; create, edit and delete for
 * admin and manager. Each change re-runs the geofence over the machines it can change (inside the
 * old or new circle, or assigned to the warehouse: `reclassifyCompany` with a scope, issue 12
 * item 4), so the equipment list shows the new statuses at once, and announces the
 * warehouse (and each re-classified machine) on the live stream (issue 9). A name another
 * warehouse of the company has is refused with `{ name: { code: 'taken' } }` (issue 14). Deleting a
 * warehouse with linked gateways answers 1170010409 `{ gatewayCount }` (the domain's
 * `canDeleteWarehouse`).
 */
export const warehouseRoutes = (route: Registrar): void => {
  route.authed(warehouseList, async ({ ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    return ok({ warehouses: await listOf(ctx.db, scope.companyId) });
  });

  route.authed(createWarehouse, async ({ input, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const fields = checkFields(input);
    if (E.isLeft(fields)) return invalidFields(fields.left);
    if (await nameTaken(ctx.db, scope.companyId, fields.right.name)) return invalidFields({ name: { code: 'taken' } });
    const row = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('warehouses').values({ ...fields.right, company_id: scope.companyId }).returning('id').executeTakeFirstOrThrow();
      await publishChanges(trx, scope.companyId, [{ entity: 'warehouse', id: inserted.id }]);
      return inserted;
    });
    await reclassifyCompany(ctx.db, scope.companyId, ctx.clock.now(), { circles: [circleOf(fields.right)], warehouseId: row.id });
    const [view] = await listOf(ctx.db, scope.companyId, row.id);
    return view ? ok(view) : notFound('warehouse');
  });

  route.authed(editWarehouse, async ({ input, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('warehouse');
    const fields = checkFields(input);
    if (E.isLeft(fields)) return invalidFields(fields.left);
    if (await nameTaken(ctx.db, scope.companyId, fields.right.name, id)) return invalidFields({ name: { code: 'taken' } });
    const row = await ctx.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('warehouses').select(['lat', 'lng', 'radius_m']).where('id', '=', id).where('company_id', '=', scope.companyId).forUpdate().executeTakeFirst();
      if (!before) return undefined;
      const updated = await trx.updateTable('warehouses').set(fields.right).where('id', '=', id).where('company_id', '=', scope.companyId).returning('id').executeTakeFirst();
      if (updated) await publishChanges(trx, scope.companyId, [{ entity: 'warehouse', id: updated.id }]);
      return updated && { id: updated.id, before: circleOf(before) };
    });
    if (!row) return notFound('warehouse');
    await reclassifyCompany(ctx.db, scope.companyId, ctx.clock.now(), { circles: [row.before, circleOf(fields.right)], warehouseId: row.id });
    const [view] = await listOf(ctx.db, scope.companyId, row.id);
    return view ? ok(view) : notFound('warehouse');
  });

  route.authed(deleteWarehouse, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('warehouse');
    const [view] = await listOf(ctx.db, scope.companyId, id);
    if (!view) return notFound('warehouse');
    if (!canDeleteWarehouse(view)) {
      return fail(ServerCode.warehouseHasGateways, `The warehouse has ${view.linkedGatewayCount} gateways assigned. Reset them before removing it.`, {
        gatewayCount: view.linkedGatewayCount,
      });
    }
    // Deleted gateways may still point at it: detach them so the foreign key lets the row go.
    const gone = await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('gateways').set({ warehouse_id: null }).where('warehouse_id', '=', id).where('deleted_at', 'is not', null).execute();
      await trx.updateTable('chargers').set({ warehouse_id: null }).where('warehouse_id', '=', id).execute();
      const gone = await trx.deleteFrom('warehouses').where('id', '=', id).where('company_id', '=', scope.companyId).returning(['name', 'lat', 'lng', 'radius_m']).executeTakeFirst();
      await publishChanges(trx, scope.companyId, [{ entity: 'warehouse', id }]);
      // Security log (issue 13 item 3): the warehouse as it was named.
      if (gone) await recordMemberEvent(trx, { userId: caller.userId, companyId: scope.companyId }, request, ctx.clock.now(), { kind: 'record_deleted', target: { type: 'warehouse', id, label: gone.name } });
      return gone;
    });
    // The foreign key has detached its machines; the scope's "detached" rows include them.
    await reclassifyCompany(ctx.db, scope.companyId, ctx.clock.now(), { circles: gone ? [circleOf(gone)] : [], warehouseId: null });
    return ok(null);
  });
};
