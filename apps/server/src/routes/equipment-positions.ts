import * as E from 'fp-ts/lib/Either.js';
import { sql } from 'kysely';
import {
  INVENTORY_CODES,
  MAX_EQUIPMENT_POSITIONS,
  MAX_MACHINES_AT,
  POSITION_SCALE,
  WarehouseArea,
  equipmentPositions,
  type EquipmentPositions,
} from '@yardfleet/contract/endpoints/equipment-positions';
import type { InventoryStatus } from '@yardfleet/domain/entities/equipment';
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

/** One machine's row as the query answers it: coordinates already fixed-point (degrees × POSITION_SCALE, rounded); id and name for an `at` query. */
interface PositionRow {
  readonly id?: string;
  readonly name?: string;
  readonly inventory_status: InventoryStatus;
  readonly lat: number;
  readonly lng: number;
}

/**
 * The rows as parallel columns (issue 12), in one pass; a row whose coordinates fall outside WGS84
 * (the query already leaves them out; the columns are plain doubles) is left out. `more` says the
 * query found more than MAX_EQUIPMENT_POSITIONS rows.
 */
export const positionColumns = (rows: readonly PositionRow[], more: boolean): EquipmentPositions => {
  const ids: string[] = [];
  const names: string[] = [];
  const lat: number[] = [];
  const lng: number[] = [];
  const codes: string[] = [];
  const maxLat = 90 * POSITION_SCALE;
  const maxLng = 180 * POSITION_SCALE;
  for (const row of rows) {
    if (Math.abs(row.lat) > maxLat || Math.abs(row.lng) > maxLng) continue;
    if (row.id !== undefined) ids.push(row.id);
    if (row.name !== undefined) names.push(row.name);
    lat.push(row.lat);
    lng.push(row.lng);
    codes.push(INVENTORY_CODES[row.inventory_status]);
  }
  const labelled = ids.length === lat.length && names.length === lat.length;
  return { ids: labelled ? ids : [], names: labelled ? names : [], lat, lng, inventory: codes.join(''), truncated: more };
};

/**
 * `POST /web-hmac/web/equipment/positions` (issue 5 item 8, the fleet map; columnar since issue 12):
 * the caller's company's machines matching the list's filters (the same SQL as the list,
 * `equipmentMatchingAt`) that have a last position, as parallel columns with fixed-point
 * coordinates rounded in SQL, one query selecting only the needed columns (no ids, no names),
 * unordered, at most MAX_EQUIPMENT_POSITIONS (250,000; `truncated` when more matched), and all its
 * warehouses. With `at`: the matching machines at exactly that fixed-point position, with ids and
 * names, by name (at most MAX_MACHINES_AT), and no warehouses.
 * Any member may read it; users without a company and app-only users get 1170010403.
 */
export const equipmentPositionRoutes = (route: Registrar): void => {
  route.authed(equipmentPositions, async ({ input, ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const matching = await equipmentMatchingAt(ctx.db, scope.companyId, input, ctx.clock.now());
    const located = matching
      .where('equipment.last_lat', '>=', -90)
      .where('equipment.last_lat', '<=', 90)
      .where('equipment.last_lng', '>=', -180)
      .where('equipment.last_lng', '<=', 180);
    const fixedLat = sql<number>`round(equipment.last_lat * ${POSITION_SCALE})::int4`;
    const fixedLng = sql<number>`round(equipment.last_lng * ${POSITION_SCALE})::int4`;
    const at = input.at ?? null;
    const [machines, warehouses] = await Promise.all([
      at === null
        ? located.select(['equipment.inventory_status', fixedLat.as('lat'), fixedLng.as('lng')]).limit(MAX_EQUIPMENT_POSITIONS + 1).execute()
        : located
            .select(['equipment.id', 'equipment.name', 'equipment.inventory_status', fixedLat.as('lat'), fixedLng.as('lng')])
            .where(fixedLat, '=', at.lat)
            .where(fixedLng, '=', at.lng)
            .orderBy('equipment.name')
            .orderBy('equipment.id')
            .limit(MAX_MACHINES_AT)
            .execute(),
      at !== null
        ? []
        : ctx.db
            .selectFrom('warehouses')
            .select(['id', 'name', 'lat', 'lng', 'radius_m'])
            .where('company_id', '=', scope.companyId)
            .orderBy('name')
            .orderBy('id')
            .execute(),
    ]);
    const more = at === null && machines.length > MAX_EQUIPMENT_POSITIONS;
    return ok({
      machines: positionColumns(more ? machines.slice(0, MAX_EQUIPMENT_POSITIONS) : machines, more),
      warehouses: decodedRows(
        WarehouseArea,
        warehouses.map((w) => ({ id: w.id, name: w.name, location: { lat: w.lat, lng: w.lng }, radius: w.radius_m })),
      ),
    });
  });
};
