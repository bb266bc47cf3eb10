import * as E from 'fp-ts/lib/Either.js';
import {
  EquipmentPosition,
  MAX_EQUIPMENT_POSITIONS,
  WarehouseArea,
  equipmentPositions,
} from '@yardfleet/contract/endpoints/equipment-positions';
import { ok } from '../http/answers';
import type { Registrar } from '../http/registrar';
import { companyScope } from './caller-scope';
import { equipmentMatchingAt } from './equipment';

/** Decoded rows; a stored row that breaks its codec (a coordinate out of range) is left off the map. */
const decodedRows = <A>(codec: { readonly decode: (value: unknown) => E.Either<unknown, A> }, rows: readonly unknown[]): A[] =>
  rows.flatMap((row) => {
    const decoded = codec.decode(row);
    return E.isRight(decoded) ? [decoded.right] : [];
  });

/**
 * `POST /web-hmac/web/equipment/positions` (issue 5 item 8, the fleet map): the caller's company's
 * machines matching the list's filters (the same SQL as the list, `equipmentMatchingAt`) that have
 * a last position, by name, at most MAX_EQUIPMENT_POSITIONS (20,000), and all its warehouses.
 * Any member may read it; users without a company and app-only users get 1170010403.
 */
export const equipmentPositionRoutes = (route: Registrar): void => {
  route.authed(equipmentPositions, async ({ input, ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const matching = await equipmentMatchingAt(ctx.db, scope.companyId, input, ctx.clock.now());
    const [machines, warehouses] = await Promise.all([
      matching
        .select([
          'equipment.id',
          'equipment.name',
          'equipment.category',
          'equipment.inventory_status',
          'equipment.online_status',
          'equipment.last_lat',
          'equipment.last_lng',
        ])
        .where('equipment.last_lat', 'is not', null)
        .where('equipment.last_lng', 'is not', null)
        .orderBy('equipment.name')
        .orderBy('equipment.id')
        .limit(MAX_EQUIPMENT_POSITIONS)
        .execute(),
      ctx.db
        .selectFrom('warehouses')
        .select(['id', 'name', 'lat', 'lng', 'radius_m'])
        .where('company_id', '=', scope.companyId)
        .orderBy('name')
        .orderBy('id')
        .execute(),
    ]);
    return ok({
      items: decodedRows(
        EquipmentPosition,
        machines.map((m) => ({
          id: m.id,
          name: m.name,
          category: m.category,
          inventoryStatus: m.inventory_status,
          onlineStatus: m.online_status,
          location: { lat: m.last_lat, lng: m.last_lng },
        })),
      ),
      warehouses: decodedRows(
        WarehouseArea,
        warehouses.map((w) => ({ id: w.id, name: w.name, location: { lat: w.lat, lng: w.lng }, radius: w.radius_m })),
      ),
    });
  });
};
