import type { Kysely } from 'kysely';
import type { AppGatewayMode } from '@yardfleet/contract/endpoints/app-gateway';
import type { BindEquipmentRequest, BindGatewayRequest } from '@yardfleet/contract/endpoints/device';
import type { GatewayKind } from '@yardfleet/domain/entities/gateway';
import { gatewayDb } from '../../db/gateway-schema';
import { powerDb } from '../../db/power-schema';
import type { Database } from '../../db/schema';
import { publishChanges, type ChangeEvent } from '../../live/publish';

/** The machine whose serial number is `serialNumber` (of any company), or undefined. */
export const machineOfSerial = (db: Kysely<Database>, serialNumber: string) =>
  db.selectFrom('equipment').select(['id', 'company_id']).where('serial_number', '=', serialNumber).executeTakeFirst();

/** A machine bound by the mobile app to `companyId` at `now`: never seen, offline, 0 engine hours, texts trimmed. @returns its id. */
export const insertBoundMachine = async (db: Kysely<Database>, companyId: string, input: BindEquipmentRequest, now: Date): Promise<string> => {
  const created = await db
    .insertInto('equipment')
    .values({
      company_id: companyId,
      name: input.name.trim(),
      serial_number: input.serialNumber,
      category: input.category,
      model_number: input.modelNumber.trim(),
      picture_url: null,
      inventory_status: 'never_seen',
      online_status: 'offline',
      activity: 'offline',
      last_seen_at: null,
      last_lat: null,
      last_lng: null,
      added_at: now,
      updated_at: now,
      error_code: null,
      firmware_version: input.firmwareVersion.trim(),
      battery_max_capacity_pct: null,
      battery_cycle_count: null,
      engine_hours: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
};

/** The gateway whose serial number is `serialNumber` (of any company and kind), or undefined. */
export const gatewayOfSerial = (db: Kysely<Database>, serialNumber: string) =>
  gatewayDb(db).selectFrom('gateways').select(['id', 'company_id', 'kind', 'warehouse_id']).where('serial_number', '=', serialNumber).executeTakeFirst();

/** A device gateway bound to `companyId` (in `input.warehouseId`), offline and never connected. @returns its id. */
export const insertDeviceGateway = async (db: Kysely<Database>, companyId: string, input: BindGatewayRequest): Promise<string> => {
  const created = await db
    .insertInto('gateways')
    .values({
      company_id: companyId,
      warehouse_id: input.warehouseId,
      kind: 'device_gateway',
      model: input.model.trim(),
      serial_number: input.serialNumber,
      firmware_version: input.firmwareVersion.trim(),
      lat: null,
      lng: null,
      last_connected_at: null,
      online_status: 'offline',
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
};

/** A device gateway bound again: in `warehouseId`, neither deleted nor reset any more. */
export const rebindDeviceGateway = async (db: Kysely<Database>, gatewayId: string, warehouseId: string | null): Promise<void> => {
  await gatewayDb(db).updateTable('gateways').set({ warehouse_id: warehouseId, deleted_at: null, reset_at: null }).where('id', '=', gatewayId).execute();
};

/** Gateway `gatewayId` of `companyId` as a report call checks it (kind, deleted, warehouse), or undefined. */
export const reportingGateway = (db: Kysely<Database>, companyId: string, gatewayId: string) =>
  powerDb(db)
    .selectFrom('gateways')
    .select(['id', 'company_id', 'warehouse_id', 'kind', 'deleted_at'])
    .where('id', '=', gatewayId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();

/** The ids of `companyId`'s machines with one of `serials`, by serial number (unknown serials are left out). */
export const machineIdsBySerial = async (db: Kysely<Database>, companyId: string, serials: readonly string[]): Promise<Map<string, string>> => {
  const machines =
    serials.length === 0
      ? []
      : await db.selectFrom('equipment').select(['id', 'serial_number']).where('company_id', '=', companyId).where('serial_number', 'in', serials).execute();
  return new Map(machines.map((m) => [m.serial_number, m.id]));
};

/** The email of user `userId` (the member an app gateway is bound by). */
export const boundEmailOf = async (db: Kysely<Database>, userId: string): Promise<string> =>
  (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

/** The columns an app gateway bind writes. */
export interface AppGatewayFields {
  readonly kind: GatewayKind;
  readonly warehouse_id: string | null;
  readonly model: string;
  readonly firmware_version: string;
  readonly brand: string;
  readonly system_version: string;
  readonly app_version: string;
  readonly udid: string;
  readonly bound_email: string;
  readonly reset_at: null;
  readonly deleted_at: null;
}

/**
 * Stores an app gateway of `companyId` in one transaction: `existing` rewritten with `fields`, else
 * a new offline one with `serialNumber`; announces the gateway and the warehouses it joined or left
 * (`fields.warehouse_id`, `existing.warehouse_id`). @returns its id.
 */
export const storeAppGateway = (
  db: Kysely<Database>,
  companyId: string,
  serialNumber: string,
  fields: AppGatewayFields,
  existing: { readonly id: string; readonly warehouse_id: string | null } | undefined,
): Promise<string> =>
  gatewayDb(db)
    .transaction()
    .execute(async (trx) => {
      const id = existing
        ? (await trx.updateTable('gateways').set(fields).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
        : (
            await trx
              .insertInto('gateways')
              .values({
                ...fields,
                company_id: companyId,
                serial_number: serialNumber,
                lat: null,
                lng: null,
                last_connected_at: null,
                online_status: 'offline',
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      const events: ChangeEvent[] = [{ entity: 'gateway', id }];
      for (const w of new Set([fields.warehouse_id, existing?.warehouse_id ?? null])) if (w !== null) events.push({ entity: 'warehouse', id: w });
      await publishChanges(trx, companyId, events);
      return id;
    });

/** The columns a charger gateway bind writes (position only when one was sent). */
export interface ChargerGatewayFields {
  readonly kind: 'charger_gateway';
  readonly warehouse_id: string | null;
  readonly site_name: string | null;
  readonly model: string;
  readonly firmware_version: string;
  readonly deleted_at: null;
  readonly lat?: number;
  readonly lng?: number;
}

/** Stores a charger gateway of `companyId`: `existingId` rewritten with `changes`, else a new offline one with `serialNumber`. @returns its id. */
export const storeChargerGateway = async (
  db: Kysely<Database>,
  companyId: string,
  serialNumber: string,
  changes: ChargerGatewayFields,
  existingId: string | undefined,
): Promise<string> => {
  const pdb = powerDb(db);
  if (existingId !== undefined) {
    await pdb.updateTable('gateways').set(changes).where('id', '=', existingId).execute();
    return existingId;
  }
  const created = await pdb
    .insertInto('gateways')
    .values({ company_id: companyId, serial_number: serialNumber, lat: null, lng: null, last_connected_at: null, online_status: 'offline', ...changes })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
};

/** The gateway kind (its tab, rules 14.1) of each app gateway mode. */
export const KIND_OF_MODE: Readonly<Record<AppGatewayMode, GatewayKind>> = {
  fixed: 'app_gateway_fixed',
  mobile: 'app_gateway_mobile',
  app: 'app_gateway',
};
