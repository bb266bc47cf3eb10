import type { Kysely } from 'kysely';
import { ApiKeyId, type ApiKey } from '@yardfleet/contract/endpoints/api-keys';
import { API_KEY_PREFIX, type ApiKeyScope } from '@yardfleet/domain/rules/api-keys';
import { newApiKey } from '../../auth/api-keys';
import { callerCachesOf } from '../../auth/caller-cache';
import { apiKeyDb } from '../../db/api-key-schema';
import type { Database } from '../../db/schema';
import { fromUuidColumn, isoDateTimeOf } from '../../http/ids';
import { memberOf, personLabel, recordSecurityEvent, type RequestOrigin } from '../security-log/record';

/** The columns of a listed key, with its creator's name as it is now. */
const listed = (db: Kysely<Database>) =>
  apiKeyDb(db)
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.name',
      'k.public_id',
      'k.scope',
      'k.created_at',
      'k.expires_at',
      'k.revoked_at',
      'k.last_used_at',
      'k.last_used_address',
      'u.first_name',
      'u.last_name',
      'u.email',
    ]);

type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['executeTakeFirstOrThrow']>>;

const toApiKey = (row: ListedRow): ApiKey => ({
  id: fromUuidColumn(ApiKeyId, row.id),
  name: row.name,
  prefix: `${API_KEY_PREFIX}${row.public_id}`,
  scope: row.scope,
  createdAt: isoDateTimeOf(row.created_at),
  createdBy: row.email === null ? null : personLabel({ first_name: row.first_name ?? '', last_name: row.last_name ?? '', email: row.email }),
  expiresAt: row.expires_at === null ? null : isoDateTimeOf(row.expires_at),
  revokedAt: row.revoked_at === null ? null : isoDateTimeOf(row.revoked_at),
  lastUsedAt: row.last_used_at === null ? null : isoDateTimeOf(row.last_used_at),
  lastUsedAddress: row.last_used_address,
});

/** The keys of `companyId`, newest first (live and revoked). */
export const apiKeysOf = async (db: Kysely<Database>, companyId: string): Promise<ApiKey[]> =>
  (await listed(db).where('k.company_id', '=', companyId).orderBy('k.created_at', 'desc').orderBy('k.id').execute()).map(toApiKey);

/** The key `id` of `companyId`, or undefined (another company's key is undefined too). */
export const apiKeyOf = async (db: Kysely<Database>, companyId: string, id: string): Promise<ApiKey | undefined> => {
  const row = await listed(db).where('k.company_id', '=', companyId).where('k.id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : toApiKey(row);
};

/** How many live (not revoked) keys `companyId` holds. */
export const liveKeyCount = async (db: Kysely<Database>, companyId: string): Promise<number> => {
  const row = await apiKeyDb(db)
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Who acts and for which company, and the request's origin for the security log. */
export interface KeyChange {
  readonly companyId: string;
  readonly userId: string;
  readonly origin: RequestOrigin;
  readonly at: Date;
}

/**
 * Creates a key with `api_key_created` in the security log, in one transaction.
 * @returns the key's id and the key itself (to answer once; only its hash is stored).
 */
export const insertApiKey = async (
  db: Kysely<Database>,
  change: KeyChange,
  draft: { readonly name: string; readonly scope: ApiKeyScope; readonly expiresAt: Date | null },
): Promise<{ readonly id: string; readonly secret: string }> => {
  const made = newApiKey();
  return db.transaction().execute(async (trx) => {
    const row = await apiKeyDb(trx)
      .insertInto('api_keys')
      .values({
        company_id: change.companyId,
        public_id: made.publicId,
        key_hash: made.hash,
        name: draft.name,
        scope: draft.scope,
        expires_at: draft.expiresAt,
        created_by: change.userId,
        created_at: change.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = await memberOf(trx, change.userId);
    await recordSecurityEvent(trx, {
      kind: 'api_key_created',
      companyId: change.companyId,
      at: change.at,
      actor: member?.actor ?? null,
      origin: change.origin,
      target: { type: 'api_key', id: row.id, label: `${draft.name} (${API_KEY_PREFIX}${made.publicId})` },
      change: { from: null, to: draft.scope },
    });
    return { id: row.id, secret: made.key };
  });
};

/**
 * Revokes the key `id` of `change.companyId` with `api_key_revoked` in the security log, in one
 * transaction; then waits until this process's caller caches heard the change (the NOTIFY of
 * migration 0025 reaches every process at the same commit), so the key is refused everywhere by
 * the time the revocation answers. @returns false when the company has no such key; revoking a
 * revoked key changes nothing and answers true.
 */
export const revokeApiKey = async (db: Kysely<Database>, change: KeyChange, id: string): Promise<boolean> => {
  const outcome = await db.transaction().execute(async (trx) => {
    const key = await apiKeyDb(trx)
      .selectFrom('api_keys')
      .select(['id', 'name', 'public_id', 'revoked_at', 'key_hash'])
      .where('company_id', '=', change.companyId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (key === undefined) return 'missing' as const;
    if (key.revoked_at !== null) return 'unchanged' as const;
    await apiKeyDb(trx).updateTable('api_keys').set({ revoked_at: change.at }).where('id', '=', id).execute();
    const member = await memberOf(trx, change.userId);
    await recordSecurityEvent(trx, {
      kind: 'api_key_revoked',
      companyId: change.companyId,
      at: change.at,
      actor: member?.actor ?? null,
      origin: change.origin,
      target: { type: 'api_key', id: key.id, label: `${key.name} (${API_KEY_PREFIX}${key.public_id})` },
    });
    return key.key_hash;
  });
  if (outcome === 'missing') return false;
  if (outcome !== 'unchanged') {
    const caches = [...callerCachesOf(db)];
    for (const cache of caches) cache.forgetSession(outcome);
    await Promise.all(caches.map((cache) => cache.settle(db)));
  }
  return true;
};
