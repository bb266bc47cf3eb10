import * as E from 'fp-ts/lib/Either.js';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { createWarehouse, deleteWarehouse, editWarehouse, warehouseList } from '@yardfleet/contract/endpoints/warehouses';
import { canDeleteWarehouse } from '@yardfleet/domain/entities/warehouse';
import { fail, ok } from '../../http/answers';
import { isRowId } from '../../http/ids';
import { actingAs } from '../security-log/activity';
import type { Registrar } from '../../http/registrar';
import { circleOf, reclassifyCompany } from '../ingest/reclassify';
import { companyScope } from '../../shared/caller-scope';
import { invalidFields, notFound, writeScope } from '../../shared/fleet-scope';
import { checkFields, insertWarehouse, nameTaken, removeWarehouse, updateWarehouse, warehousesOf } from './warehouse-queries';

/**
 * Warehouses (rules 17.1 to 17.5): list for every member; create, edit and delete for
 * admin and manager. Each change re-runs the geofence over the machines it can change (inside the
 * old or new circle, or assigned to the warehouse: `reclassifyCompany` with a scope, rules
 * 16.10), so the equipment list shows the new statuses at once, and announces the
 * warehouse (and each re-classified machine) on the live stream (rules 12.2). A name another
 * warehouse of the company has is refused with `{ name: { code: 'taken' } }` (rules 5.12). Deleting a
 * warehouse with linked gateways answers 1170010409 `{ gatewayCount }` (the domain's
 * `canDeleteWarehouse`).
 */
export const warehouseRoutes = (route: Registrar): void => {
  route.authed(warehouseList, async ({ ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    return ok({ warehouses: await warehousesOf(ctx.db, scope.companyId) });
  });

  route.authed(createWarehouse, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const fields = checkFields(input);
    if (E.isLeft(fields)) return invalidFields(fields.left);
    if (await nameTaken(ctx.db, scope.companyId, fields.right.name)) return invalidFields({ name: { code: 'taken' } });
    const row = await insertWarehouse(ctx.db, actingAs(caller, scope.companyId), request, fields.right, ctx.clock.now());
    await reclassifyCompany(ctx.db, scope.companyId, ctx.clock.now(), { circles: [circleOf(fields.right)], warehouseId: row.id });
    const [view] = await warehousesOf(ctx.db, scope.companyId, row.id);
    return view ? ok(view) : notFound('warehouse');
  });

  route.authed(editWarehouse, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('warehouse');
    const fields = checkFields(input);
    if (E.isLeft(fields)) return invalidFields(fields.left);
    if (await nameTaken(ctx.db, scope.companyId, fields.right.name, id)) return invalidFields({ name: { code: 'taken' } });
    const row = await updateWarehouse(ctx.db, actingAs(caller, scope.companyId), request, id, fields.right, ctx.clock.now());
    if (!row) return notFound('warehouse');
    await reclassifyCompany(ctx.db, scope.companyId, ctx.clock.now(), { circles: [row.before, circleOf(fields.right)], warehouseId: row.id });
    const [view] = await warehousesOf(ctx.db, scope.companyId, row.id);
    return view ? ok(view) : notFound('warehouse');
  });

  route.authed(deleteWarehouse, async ({ input, request, ctx, caller }) => {
    const scope = writeScope(caller);
    if ('refused' in scope) return scope.refused;
    const id: string = input.id;
    if (!isRowId(id)) return notFound('warehouse');
    const [view] = await warehousesOf(ctx.db, scope.companyId, id);
    if (!view) return notFound('warehouse');
    if (!canDeleteWarehouse(view)) {
      return fail(ServerCode.warehouseHasGateways, `The warehouse has ${view.linkedGatewayCount} gateways assigned. Reset them before removing it.`, {
        gatewayCount: view.linkedGatewayCount,
      });
    }
    // Deleted gateways and chargers still pointing at it are detached so that the foreign key lets the row go.
    const gone = await removeWarehouse(ctx.db, actingAs(caller, scope.companyId), request, id, ctx.clock);
    // The foreign key has detached its machines; the scope's "detached" rows include them.
    await reclassifyCompany(ctx.db, scope.companyId, ctx.clock.now(), { circles: gone ? [circleOf(gone)] : [], warehouseId: null });
    return ok(null);
  });
};
