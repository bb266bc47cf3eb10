import { randomBytes } from 'node:crypto';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { API_KEY_ID_LENGTH, apiKeyExpired, apiKeyPrefixOf, formatApiKey } from '@yardfleet/domain/rules/api-keys';
import type { Clock } from '../clock';
import { recordUse, type UseOrigin } from './api-key-use';
import { apiKeyDb } from '../db/api-key-schema';
import type { Database } from '../db/schema';
import type { Caller, CallerCache, SessionRow } from './caller-cache';
import { hashToken } from './tokens';

/** The key of an `Authorization: Bearer <key>` header, or null when the header is absent or another scheme. */
export const bearerOf = (headers: Readonly<Record<string, string | string[] | undefined>>): string | null => {
  const value = headers.authorization;
  if (typeof value !== 'string') return null;
  const match = /^Bearer +(\S+) *$/i.exec(value);
  return match?.[1] ?? null;
};

/** The last key hashed and its hash: the rate limit and the lookup of one request hash the same key once. */
let lastHashed: { readonly key: string; readonly hash: string } = { key: '', hash: '' };

/**
 * The SHA-256 of `key`, remembered for the next call with the same key (a one-entry memo, so the
 * rate limit's hash serves the lookup that follows it in the same request; no per-request map).
 */
export const keyHashOf = (key: string): string => {
  if (lastHashed.key === key) return lastHashed.hash;
  lastHashed = { key, hash: hashToken(key) };
  return lastHashed.hash;
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new key (docs/decisions/0027): `yf_live_` + 12 random letters and digits (public) + `_` + 32
 * random bytes in base64url (the secret). @returns the key (shown once), its public id and its hash.
 */
export const newApiKey = (): { readonly key: string; readonly publicId: string; readonly hash: string } => {
  // 62 letters and digits: a byte below 248 (4 × 62) maps without bias.
  const chars: string[] = [];
  while (chars.length < API_KEY_ID_LENGTH) {
    for (const byte of randomBytes(API_KEY_ID_LENGTH * 2)) if (byte < 248 && chars.length < API_KEY_ID_LENGTH) chars.push(ALPHANUMERIC[byte % 62] ?? '');
  }
  const publicId = chars.join('');
  const key = formatApiKey(publicId, randomBytes(32).toString('base64url'));
  return { key, publicId, hash: hashToken(key) };
};

type KeyRow = {
  readonly id: string;
  readonly public_id: string;
  readonly name: string;
  readonly scope: 'read' | 'read_write';
  readonly company_id: string;
  readonly expires_at: Date | null;
  readonly revoked_at: Date | null;
  readonly last_used_at: Date | null;
  readonly known_addresses: string[];
  readonly admin_id: string;
  readonly user_type: number;
  readonly version: 'FULL_VERSION' | 'POWER_VERSION' | null;
};

/** The lookup compiled once per database instance, as the session lookup is (sessions.ts). */
const compiledLookups = new WeakMap<Kysely<Database>, CompiledQuery<KeyRow>>();

/** Never expires: the `expiresAt` of a cached key without expiry. */
const NEVER = Number.MAX_SAFE_INTEGER;

/**
 * The key of `keyHash` with its company and the company's admin (whose id the key acts under), as
 * a caller row; undefined when no such key. A revoked key's row has `expiresAt` 0 (refused).
 */
const readKey = async (db: Kysely<Database>, keyHash: string): Promise<SessionRow | undefined> => {
  let compiled = compiledLookups.get(db);
  if (compiled === undefined) {
    compiled = apiKeyDb(db)
      .selectFrom('api_keys as k')
      .innerJoin('companies as c', 'c.id', 'k.company_id')
      .innerJoin('users as u', (join) => join.onRef('u.company_id', '=', 'k.company_id').on('u.role', '=', sql.lit('admin')))
      .select(['k.id', 'k.public_id', 'k.name', 'k.scope', 'k.company_id', 'k.expires_at', 'k.revoked_at', 'k.last_used_at', 'k.known_addresses'])
      .select(['u.id as admin_id', 'u.user_type', 'c.version'])
      .where('k.key_hash', '=', '')
      .compile() as CompiledQuery<KeyRow>;
    compiledLookups.set(db, compiled);
  }
  // The only parameter is the key hash (the admin role is a literal).
  const row = (await db.executeQuery<KeyRow>({ ...compiled, parameters: [keyHash] })).rows[0];
  if (row === undefined) return undefined;
  return {
    tokenHash: keyHash,
    userId: row.admin_id,
    companyId: row.company_id,
    userType: row.user_type,
    // A key never holds an admin-only permission (docs/decisions/0027): it acts with a manager's.
    role: 'manager',
    companyVersion: row.version,
    lastUsedAt: row.last_used_at?.getTime() ?? 0,
    expiresAt: row.revoked_at !== null ? 0 : (row.expires_at?.getTime() ?? NEVER),
    apiKey: { id: row.id, prefix: `yf_live_${row.public_id}`, name: row.name, scope: row.scope, addresses: row.known_addresses },
  };
};

/**
 * The caller of a call made with the API key `key` (docs/security.md "API keys"), or null when the
 * key is malformed, unknown, revoked or expired (all answer 1401). With `callers`, a key this
 * process read lately answers without a round trip, exactly as a session does (decision 0016): any
 * change to the key (revocation, last use) NOTIFYs and every process forgets it. Its use is
 * recorded by `recordUse` (at most one write a minute, or at once from a new address).
 */
export const authenticateApiKey = async (
  db: Kysely<Database>,
  clock: Clock,
  callers: CallerCache | undefined,
  key: string,
  origin: UseOrigin,
): Promise<Caller | null> => {
  if (apiKeyPrefixOf(key) === null) return null;
  const keyHash = keyHashOf(key);
  const now = clock.now();
  let row = callers?.get(keyHash);
  if (row === undefined || apiKeyExpired(row.expiresAt, now.getTime())) {
    const remember = callers?.begin();
    row = await readKey(db, keyHash);
    if (row === undefined || apiKeyExpired(row.expiresAt, now.getTime())) return null;
    remember?.(row);
  }
  if (await recordUse(db, row, now, origin)) callers?.forgetSession(keyHash); // Read again with its new last use.
  return row; // A caller row is a Caller (with its last use and expiry beside): no copy per call.
};
