import { sql, type Kysely } from 'kysely';
import type { GatewayKindCounts, GatewayListRequest } from '@yardfleet/contract/endpoints/gateways';
import { GATEWAY_KINDS, type GatewayKind } from '@yardfleet/domain/entities/gateway';
import { OFFLINE_AFTER_MS } from '@yardfleet/domain/machines/online-status';
import { gatewayDb, type GatewayDatabase } from '../../db/gateway-schema';
import type { Database } from '../../db/schema';

/**
 * The reads behind the Gateways screen (rules 14; contract endpoints/gateways.ts), each a fixed
 * number of statements whatever the page size: the counts per tab, one page of rows with their
 * sub-device counts (correlated sub-queries), and one gateway's sub-devices.
 */

/** One gateway as stored, with its warehouse name and sub-device counts. */
export interface GatewayRow {
  readonly id: string;
  readonly kind: GatewayKind;
  readonly model: string;
  readonly serial_number: string;
  readonly firmware_version: string;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly warehouse_id: string | null;
  readonly warehouse_name: string | null;
  readonly site_name: string | null;
  readonly last_connected_at: Date | null;
  readonly reset_at: Date | string | null;
  readonly deleted_at: Date | null;
  readonly brand: string | null;
  readonly system_version: string | null;
  readonly app_version: string | null;
  readonly udid: string | null;
  readonly bound_email: string | null;
  /** Machines heard (device and app gateways) or chargers linked (charger gateways). */
  readonly sub_devices: number;
  /** Of those, heard (or reporting) within the online window. */
  readonly connected: number;
}

/**
 * The earliest time a sub-device may have been heard at and still count as connected at `now`:
 * the domain's isSubDeviceConnected window (now - lastHeardAt < OFFLINE_AFTER_MS), as a bound for
 * SQL (`last_heard_at > cutoff`).
 */
export const connectedCutoff = (now: Date): Date => new Date(now.getTime() - OFFLINE_AFTER_MS);

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
const likePattern = (needle: string): string => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The trimmed, lower-cased search text, or null when there is none (the list then hides deleted gateways). */
export const searchNeedle = (search: string | null): string | null => {
  const needle = (search ?? '').trim().toLowerCase();
  return needle === '' ? null : needle;
};

/**
 * `companyId`'s gateways the list shows for `needle`: without one the gateways not deleted; with
 * one those whose serial number or model holds it (case-insensitive), deleted ones included (rules 14.3).
 */
const matching = (db: Kysely<GatewayDatabase>, companyId: string, needle: string | null) => {
  const q = db.selectFrom('gateways').where('gateways.company_id', '=', companyId);
  if (needle === null) return q.where('gateways.deleted_at', 'is', null);
  const pattern = likePattern(needle);
  return q.where((eb) => eb.or([eb(sql`lower(gateways.serial_number)`, 'like', pattern), eb(sql`lower(gateways.model)`, 'like', pattern)]));
};

/** Per tab, how many gateways the search finds (every kind present, 0 when none). One statement. */
export const countsOf = async (db: Kysely<Database>, companyId: string, needle: string | null): Promise<GatewayKindCounts> => {
  const rows = await matching(gatewayDb(db), companyId, needle)
    .select(['gateways.kind', sql<number>`count(*)::int`.as('n')])
    .groupBy('gateways.kind')
    .execute();
  const counts = Object.fromEntries(GATEWAY_KINDS.map((k) => [k, 0])) as Record<GatewayKind, number>;
  for (const r of rows) counts[r.kind] = Number(r.n);
  return counts;
};

/**
 * Gateway rows with their place and sub-device counts: machines in gateway_sub_devices for device
 * and app gateways (connected: heard after `connectedCutoff(now)`), chargers linked by
 * chargers.gateway_id for charger gateways (connected: reported after the same cutoff, the
 * charger's online rule).
 */
const withCounts = (base: ReturnType<typeof matching>, now: Date) => {
  const cutoff = connectedCutoff(now);
  return base.leftJoin('warehouses', 'warehouses.id', 'gateways.warehouse_id').select((eb) => [
    'gateways.id',
    'gateways.kind',
    'gateways.model',
    'gateways.serial_number',
    'gateways.firmware_version',
    'gateways.lat',
    'gateways.lng',
    'gateways.warehouse_id',
    'warehouses.name as warehouse_name',
    'gateways.site_name',
    'gateways.last_connected_at',
    'gateways.reset_at',
    'gateways.deleted_at',
    'gateways.brand',
    'gateways.system_version',
    'gateways.app_version',
    'gateways.udid',
    'gateways.bound_email',
    eb
      .case()
      .when('gateways.kind', '=', 'charger_gateway')
      .then(
        eb
          .selectFrom('chargers')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('chargers.gateway_id', '=', 'gateways.id'),
      )
      .else(
        eb
          .selectFrom('gateway_sub_devices')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('gateway_sub_devices.gateway_id', '=', 'gateways.id'),
      )
      .end()
      .as('sub_devices'),
    eb
      .case()
      .when('gateways.kind', '=', 'charger_gateway')
      .then(
        eb
          .selectFrom('chargers')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('chargers.gateway_id', '=', 'gateways.id')
          .where('chargers.last_report_at', '>', cutoff),
      )
      .else(
        eb
          .selectFrom('gateway_sub_devices')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('gateway_sub_devices.gateway_id', '=', 'gateways.id')
          .where('gateway_sub_devices.last_heard_at', '>', cutoff),
      )
      .end()
      .as('connected'),
  ]);
};

type RawRow = Omit<GatewayRow, 'sub_devices' | 'connected' | 'kind'> & {
  readonly kind: string;
  readonly sub_devices: number | null;
  readonly connected: number | null;
};

const rowOf = (r: RawRow): GatewayRow => ({ ...r, kind: r.kind as GatewayKind, sub_devices: Number(r.sub_devices ?? 0), connected: Number(r.connected ?? 0) });

/**
 * One page of a tab: ordered by last connected time (newest or oldest first, never connected last
 * either way, then id), `pageSize` rows from `(page - 1) * pageSize`. One statement.
 */
export const pageOf = async (db: Kysely<Database>, companyId: string, request: GatewayListRequest, needle: string | null, now: Date): Promise<GatewayRow[]> => {
  const direction = request.sort === 'last_connected_asc' ? sql`asc` : sql`desc`;
  const rows = await withCounts(matching(gatewayDb(db), companyId, needle), now)
    .where('gateways.kind', '=', request.kind)
    .orderBy(sql`gateways.last_connected_at ${direction} nulls last`)
    .orderBy('gateways.id')
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize)
    .execute();
  return rows.map(rowOf);
};

/** One gateway of `companyId` (deleted ones too), or undefined. `id` must be a row id (isRowId). */
export const gatewayRowOf = async (db: Kysely<Database>, companyId: string, id: string, now: Date): Promise<GatewayRow | undefined> => {
  const base = gatewayDb(db).selectFrom('gateways').where('gateways.company_id', '=', companyId).where('gateways.id', '=', id);
  const row = await withCounts(base, now).executeTakeFirst();
  return row === undefined ? undefined : rowOf(row);
};

/** A machine a gateway heard, with its last heard time. */
export interface HeardMachineRow {
  readonly id: string;
  readonly name: string;
  readonly serial_number: string;
  readonly model_number: string;
  readonly category: string;
  readonly last_heard_at: Date;
}

/** The machines `gatewayId` heard, most recently heard first (then name, id). */
export const heardMachinesOf = (db: Kysely<Database>, companyId: string, gatewayId: string): Promise<HeardMachineRow[]> =>
  gatewayDb(db)
    .selectFrom('gateway_sub_devices')
    .innerJoin('equipment', 'equipment.id', 'gateway_sub_devices.equipment_id')
    .select(['equipment.id', 'equipment.name', 'equipment.serial_number', 'equipment.model_number', 'equipment.category', 'gateway_sub_devices.last_heard_at'])
    .where('gateway_sub_devices.gateway_id', '=', gatewayId)
    .where('gateway_sub_devices.company_id', '=', companyId)
    .where('equipment.company_id', '=', companyId)
    .orderBy('gateway_sub_devices.last_heard_at', 'desc')
    .orderBy('equipment.name')
    .orderBy('equipment.id')
    .execute();

/** A charger linked to a charger gateway. */
export interface LinkedChargerRow {
  readonly id: string;
  readonly name: string;
  readonly serial_number: string;
  readonly model: string;
  readonly last_report_at: Date | string | null;
}

/** The chargers of charger gateway `gatewayId` (unordered; the view sorts them by name). */
export const linkedChargersOf = (db: Kysely<Database>, companyId: string, gatewayId: string): Promise<LinkedChargerRow[]> =>
  gatewayDb(db)
    .selectFrom('chargers')
    .select(['id', 'name', 'serial_number', 'model', 'last_report_at'])
    .where('gateway_id', '=', gatewayId)
    .where('company_id', '=', companyId)
    .execute();
