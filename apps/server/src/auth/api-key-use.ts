import { sql, type Kysely } from 'kysely';
import { API_KEY_KNOWN_ADDRESSES_MAX, API_KEY_TOUCH_AFTER_MS, apiKeyUse } from '@yardfleet/domain/rules/api-keys';
import { withoutUnstorableCharacters } from '@yardfleet/domain/validation/storable-text';
import { apiKeyDb } from '../db/api-key-schema';
import type { Database } from '../db/schema';
import { securityDb } from '../db/security-schema';
import type { SessionRow } from './caller-cache';

/** Where a call came from: the part of a Fastify request a key's use keeps (address honouring TRUST_PROXY, User-Agent). */
export interface UseOrigin {
  readonly ip: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** `text` without what the database cannot store, cut to `max` code points (as the security log's record.ts keeps headers). */
const storable = (text: string | undefined, max: number): string | null => {
  const clean = Array.from(withoutUnstorableCharacters(text ?? ''))
    .slice(0, max)
    .join('');
  return clean.length === 0 ? null : clean;
};

/**
 * The security event of a use from a new address, written with `db` (the use's transaction): the
 * same columns areas/security-log/record.ts writes (auth/ stands below the areas, so it writes the
 * row itself): no actor (the key acted), the address and User-Agent (at most 64 and 256 characters).
 */
const recordNewAddress = async (db: Kysely<Database>, row: SessionRow, at: Date, origin: UseOrigin, address: string): Promise<void> => {
  const key = row.apiKey;
  if (key === undefined) return;
  const agent = origin.headers['user-agent'];
  await securityDb(db)
    .insertInto('security_events')
    .values({
      company_id: row.companyId,
      kind: 'api_key_used_from_new_address',
      occurred_at: at,
      actor_user_id: null,
      actor_name: null,
      actor_email: null,
      address,
      user_agent: storable(Array.isArray(agent) ? agent[0] : agent, 256),
      target_type: 'api_key',
      target_id: key.id,
      target_label: `${key.name} (${key.prefix})`,
      change_from: null,
      change_to: null,
      reason: null,
    })
    .execute();
};

/**
 * Records a use of `row`'s key from `origin` (docs/decisions/0027 point 6): from an address not
 * among its last ten, the use is written at once with a security event `api_key_used_from_new_address`
 * (one per address even when processes race: only the update that changed the row records it);
 * otherwise the last use is written when a minute old, else nothing is written.
 * @returns whether it wrote (the caller forgets its remembered row).
 */
export const recordUse = async (db: Kysely<Database>, row: SessionRow, now: Date, origin: UseOrigin): Promise<boolean> => {
  const key = row.apiKey;
  if (key === undefined) return false;
  // The common case first: the last address again within the minute writes nothing.
  if (origin.ip === key.addresses[0] && row.lastUsedAt !== 0 && now.getTime() - row.lastUsedAt < API_KEY_TOUCH_AFTER_MS) return false;
  const address = storable(origin.ip, 64) ?? '';
  const use = apiKeyUse({ at: row.lastUsedAt === 0 ? null : row.lastUsedAt, addresses: key.addresses }, now.getTime(), address);
  if (use === null) return false;
  // The known addresses as the row holds them now (another process may have added one): `address` first, at most ten.
  const known = sql<string[]>`(array[${address}]::text[] || array_remove(known_addresses, ${address}))[1:${API_KEY_KNOWN_ADDRESSES_MAX}]`;
  const set = { last_used_at: now, last_used_address: address, known_addresses: known };
  if (use === 'touch') {
    await apiKeyDb(db)
      .updateTable('api_keys')
      .set({ last_used_at: now, last_used_address: address })
      .where('id', '=', key.id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', new Date(now.getTime() - API_KEY_TOUCH_AFTER_MS))]))
      .execute();
    return true;
  }
  await db.transaction().execute(async (trx) => {
    const changed = await apiKeyDb(trx)
      .updateTable('api_keys')
      .set(set)
      .where('id', '=', key.id)
      .where((eb) => eb.not(eb(eb.val(address), '=', eb.fn.any('known_addresses'))))
      .returning('id')
      .executeTakeFirst();
    if (changed === undefined) return;
    await recordNewAddress(trx, row, now, origin, address);
  });
  return true;
};
