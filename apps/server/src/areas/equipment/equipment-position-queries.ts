import { sql, type Kysely } from 'kysely';
import {
  INVENTORY_CODES,
  MAX_EQUIPMENT_POSITIONS,
  MAX_MACHINES_AT,
  POSITION_SCALE,
  WarehouseArea,
  type EquipmentPositionsRequest,
  type EquipmentPositionsResponse,
} from '@yardfleet/contract/endpoints/equipment-positions';
import type { Database } from '../../db/schema';
import { equipmentMatchingAt } from './equipment-filters';
import { aggregatedPositions, decodedRows, positionColumns } from './equipment-position-views';

/** The INVENTORY_CODES character of the row's inventory status, in SQL. */
const inventoryCode = sql<string>`case equipment.inventory_status ${sql.join(
  Object.entries(INVENTORY_CODES).map(([status, code]) => sql`when ${sql.lit(status)} then ${sql.lit(code)}`),
  sql` `,
)} end`;

/**
 * The fleet map's answer for `companyId` at `now` (rules 17.9, 21.7): the
 * machines matching the list's filters (the same SQL as the list, `equipmentMatchingAt`) that have
 * a last position, as parallel columns with fixed-point coordinates rounded in SQL, one query
 * answering one row of aggregated columns (no ids, no names; `aggregatedPositions`), unordered, at
 * most MAX_EQUIPMENT_POSITIONS (250,000; `truncated` when more matched), and all the company's
 * warehouses. With `at`: the matching machines at exactly that fixed-point position, with ids and
 * names, by name (at most MAX_MACHINES_AT), and no warehouses.
 */
export const fleetPositions = async (
  db: Kysely<Database>,
  companyId: string,
  input: EquipmentPositionsRequest,
  now: Date,
): Promise<EquipmentPositionsResponse> => {
  const matching = await equipmentMatchingAt(db, companyId, input, now);
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
      ? db
          .selectFrom(
            located
              .select([inventoryCode.as('code'), fixedLat.as('lat'), fixedLng.as('lng')])
              .limit(MAX_EQUIPMENT_POSITIONS + 1)
              .as('located'),
          )
          .select([
            sql<number>`count(*)::int4`.as('count'),
            sql<string>`coalesce(string_agg(located.code, ''), '')`.as('inventory'),
            sql<string>`coalesce(array_to_string(array_agg(located.lat), ','), '')`.as('lat'),
            sql<string>`coalesce(array_to_string(array_agg(located.lng), ','), '')`.as('lng'),
          ])
          .executeTakeFirstOrThrow()
          .then(aggregatedPositions)
      : located
          .select(['equipment.id', 'equipment.name', 'equipment.inventory_status', fixedLat.as('lat'), fixedLng.as('lng')])
          .where(fixedLat, '=', at.lat)
          .where(fixedLng, '=', at.lng)
          .orderBy('equipment.name')
          .orderBy('equipment.id')
          .limit(MAX_MACHINES_AT + 1)
          .execute()
          .then((rows) => positionColumns(rows.slice(0, MAX_MACHINES_AT), rows.length > MAX_MACHINES_AT)),
    at !== null
      ? []
      : db
          .selectFrom('warehouses')
          .select(['id', 'name', 'lat', 'lng', 'radius_m'])
          .where('company_id', '=', companyId)
          .orderBy('name')
          .orderBy('id')
          .execute(),
  ]);
  return {
    machines,
    warehouses: decodedRows(
      WarehouseArea,
      warehouses.map((w) => ({ id: w.id, name: w.name, location: { lat: w.lat, lng: w.lng }, radius: w.radius_m })),
    ),
  };
};
