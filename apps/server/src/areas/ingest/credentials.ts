import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { hashToken, newToken } from '../../auth/tokens';
import { fleetDb } from '../../db/fleet-schema';
import type { Database } from '../../db/schema';
import { isRowId } from '../../http/ids';

/**
 * Told of every credential issued on a database handle after its transaction committed: the MQTT
 * broker's provisioning (decision 0031) creates the new device client and removes the replaced ones.
 */
export interface CredentialWatcher {
  readonly issued: (credential: { readonly deviceId: string; readonly deviceSecret: string }, replaced: readonly string[]) => Promise<void>;
  /** Credentials deleted without a new one (a gateway reset or deleted). */
  readonly revoked: (deviceIds: readonly string[]) => Promise<void>;
}

const watchers = new WeakMap<Kysely<Database>, CredentialWatcher>();

/** Sets (or, with undefined, removes) the credential watcher of `db`; one per database handle. */
export const watchCredentials = (db: Kysely<Database>, watcher: CredentialWatcher | undefined): void => {
  if (watcher === undefined) watchers.delete(db);
  else watchers.set(db, watcher);
};

const credentialWatcherOf = (db: Kysely<Database>): CredentialWatcher | undefined => watchers.get(db);

/** Tells the credential watcher of `db`, if any, that `deviceIds` were revoked; call it after their transaction committed. */
export const credentialsRevoked = async (db: Kysely<Database>, deviceIds: readonly string[]): Promise<void> => {
  if (deviceIds.length > 0) await watchers.get(db)?.revoked(deviceIds);
};

/** Whom a valid device credential names: a machine or a gateway, and its company. */
export type DeviceIdentity =
  | { readonly kind: 'equipment'; readonly equipmentId: string; readonly companyId: string }
  | { readonly kind: 'gateway'; readonly gatewayId: string; readonly companyId: string };

/**
 * Issues a new credential for a machine or gateway, replacing its previous one (so a re-bind
 * revokes the old secret). The secret (32 random bytes, base64url) is returned once; only its
 * SHA-256 is stored. After the commit, the database's credential watcher (the MQTT broker's
 * provisioning, decision 0031), if any, is told of the new credential and the ones it replaced.
 */
export const issueCredential = async (
  db: Kysely<Database>,
  target: { readonly companyId: string; readonly equipmentId: string } | { readonly companyId: string; readonly gatewayId: string },
  now: Date,
): Promise<{ deviceId: string; deviceSecret: string }> => {
  const secret = newToken();
  const fleet = fleetDb(db);
  const { row, replaced } = await fleet.transaction().execute(async (trx) => {
    const old =
      'equipmentId' in target
        ? await trx.deleteFrom('device_credentials').where('equipment_id', '=', target.equipmentId).returning('id').execute()
        : await trx.deleteFrom('device_credentials').where('gateway_id', '=', target.gatewayId).returning('id').execute();
    const inserted = await trx
      .insertInto('device_credentials')
      .values({
        company_id: target.companyId,
        equipment_id: 'equipmentId' in target ? target.equipmentId : null,
        gateway_id: 'gatewayId' in target ? target.gatewayId : null,
        secret_hash: hashToken(secret),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { row: inserted, replaced: old.map((o) => o.id) };
  });
  await credentialWatcherOf(db)?.issued({ deviceId: row.id, deviceSecret: secret }, replaced);
  return { deviceId: row.id, deviceSecret: secret };
};

const headerOf = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The identity of the DEVICE_HEADER credential of `request`, or null when the id is unknown or
 * malformed, or the secret does not match (compared in constant time on the hashes).
 */
export const authenticateDevice = async (db: Kysely<Database>, request: FastifyRequest): Promise<DeviceIdentity | null> => {
  const id = headerOf(request, DEVICE_HEADER.id);
  const secret = headerOf(request, DEVICE_HEADER.secret);
  if (!isRowId(id) || secret.length === 0) return null;
  const row = await fleetDb(db)
    .selectFrom('device_credentials')
    .select(['company_id', 'equipment_id', 'gateway_id', 'secret_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const expected = Buffer.from(row.secret_hash, 'hex');
  const given = Buffer.from(hashToken(secret), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (row.equipment_id !== null) return { kind: 'equipment', equipmentId: row.equipment_id, companyId: row.company_id };
  if (row.gateway_id !== null) return { kind: 'gateway', gatewayId: row.gateway_id, companyId: row.company_id };
  return null;
};

/**
 * The identity of the credential `deviceId` without its secret, or null when the id is malformed or
 * unknown (revoked). For MQTT (decision 0031), where the broker has already checked the secret and
 * allows a device to publish only on its own topics.
 */
export const deviceOfId = async (db: Kysely<Database>, deviceId: string): Promise<DeviceIdentity | null> => {
  if (!isRowId(deviceId)) return null;
  const row = await fleetDb(db)
    .selectFrom('device_credentials')
    .select(['company_id', 'equipment_id', 'gateway_id'])
    .where('id', '=', deviceId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.equipment_id !== null) return { kind: 'equipment', equipmentId: row.equipment_id, companyId: row.company_id };
  if (row.gateway_id !== null) return { kind: 'gateway', gatewayId: row.gateway_id, companyId: row.company_id };
  return null;
};

/** Which of `deviceIds` (well-formed row ids only) are live credentials. */
export const liveCredentialIds = async (db: Kysely<Database>, deviceIds: readonly string[]): Promise<Set<string>> => {
  const ids = deviceIds.filter(isRowId);
  if (ids.length === 0) return new Set();
  const rows = await fleetDb(db).selectFrom('device_credentials').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
};
