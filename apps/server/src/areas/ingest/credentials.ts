import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { hashToken, newToken } from '../../auth/tokens';
import { fleetDb } from '../../db/fleet-schema';
import type { Database } from '../../db/schema';
import { isRowId } from '../../http/ids';

/** Whom a valid device credential names: a machine or a gateway, and its company. */
export type DeviceIdentity =
  | { readonly kind: 'equipment'; readonly equipmentId: string; readonly companyId: string }
  | { readonly kind: 'gateway'; readonly gatewayId: string; readonly companyId: string };

/**
 * Issues a new credential for a machine or gateway, replacing its previous one (so a re-bind
 * revokes the old secret). The secret (32 random bytes, base64url) is returned once; only its
 * SHA-256 is stored.
 */
export const issueCredential = async (
  db: Kysely<Database>,
  target: { readonly companyId: string; readonly equipmentId: string } | { readonly companyId: string; readonly gatewayId: string },
  now: Date,
): Promise<{ deviceId: string; deviceSecret: string }> => {
  const secret = newToken();
  const fleet = fleetDb(db);
  const row = await fleet.transaction().execute(async (trx) => {
    if ('equipmentId' in target) await trx.deleteFrom('device_credentials').where('equipment_id', '=', target.equipmentId).execute();
    else await trx.deleteFrom('device_credentials').where('gateway_id', '=', target.gatewayId).execute();
    return trx
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
  });
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
