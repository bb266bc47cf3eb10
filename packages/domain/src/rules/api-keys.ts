import type * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { ValidationError } from '../validation/errors';
import { validateName } from '../validation/rules';

/**
 * API keys for integrations (docs/security.md "API keys", docs/decisions/0027-api-keys-hashed-with-sha-256.md):
 * an admin creates a key for the company with a name, a scope and an optional expiry; the key is
 * shown once, stored as a SHA-256 hash, recognisable by its prefix, and revocable at once.
 *
 * - `read`: every call that reads (GET, and POST list queries, docs/decisions/0002); never a write.
 * - `read_write`: reads and writes of the company's fleet data.
 */
export const ApiKeyScope = t.keyof({ read: null, read_write: null }, 'ApiKeyScope');
export type ApiKeyScope = t.TypeOf<typeof ApiKeyScope>;

/** Every scope, in the order the create dialog offers them. */
export const API_KEY_SCOPES: readonly ApiKeyScope[] = ['read', 'read_write'];

/** The recognisable start of every key (secret scanners and people tell a Yardfleet key by it). */
export const API_KEY_PREFIX = 'yf_live_';
/** Characters of a key's public id (letters and digits), after API_KEY_PREFIX. */
export const API_KEY_ID_LENGTH = 12;
/** Characters of a key's secret part: 32 random bytes in base64url. */
export const API_KEY_SECRET_LENGTH = 43;
/** Longest key name, characters (rules 5.6 names). */
export const API_KEY_NAME_MAX = 50;
/** Expiry choices the screen offers, days from creation; the contract accepts 1..API_KEY_EXPIRY_DAYS_MAX. */
export const API_KEY_EXPIRY_CHOICES: readonly number[] = [30, 90, 365];
/** The longest expiry, days (about five years). */
export const API_KEY_EXPIRY_DAYS_MAX = 1826;
/** Most live (not revoked) keys per company. */
export const API_KEYS_PER_COMPANY_MAX = 50;
/** Requests one key may make per API_KEY_RATE_WINDOW_MS on one server process before 429. */
export const API_KEY_REQUESTS_PER_WINDOW = 300;
/** The rate limit's window, ms. */
export const API_KEY_RATE_WINDOW_MS = 60_000;
/** A key's last use is written at most this often, ms, unless the address changes. */
export const API_KEY_TOUCH_AFTER_MS = 60_000;

const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}([A-Za-z0-9]{${API_KEY_ID_LENGTH}})_([A-Za-z0-9_-]{${API_KEY_SECRET_LENGTH}})$`);

/**
 * The shown prefix of a well-formed key (`yf_live_` and its public id, 20 characters: what the
 * list shows and what identifies the key in logs), or null when `text` is not a Yardfleet key.
 */
export const apiKeyPrefixOf = (text: string): string | null => {
  const match = KEY_PATTERN.exec(text);
  return match === null ? null : `${API_KEY_PREFIX}${match[1] ?? ''}`;
};

/** A key from its public id and secret: `yf_live_<id>_<secret>`. */
export const formatApiKey = (id: string, secret: string): string => `${API_KEY_PREFIX}${id}_${secret}`;

/**
 * Path starts that no key reaches, whatever its scope: the account and its session (login, logout,
 * register, the Personal Center), people, API key and webhook management, the security log, the
 * live stream (a browser's), the development mailbox, and what belongs to one person rather than
 * the company (alert mail preferences, a person's dealer collection). A key acts as the company,
 * never as a person.
 */
export const API_KEY_UNREACHABLE: readonly string[] = [
  '/web-hmac/web/auth/',
  '/web-hmac/web/account/',
  '/web-hmac/web/people/',
  '/web-hmac/web/personal/',
  '/web-hmac/web/api-key/',
  '/web-hmac/web/webhook/',
  '/web-hmac/web/security/',
  '/web-hmac/web/live/',
  '/web-hmac/web/alert/my-settings',
  '/web-hmac/web/dealer/collection/',
  '/web-hmac/dev/',
];

/** Why a key may not make a call: `unreachable` (API_KEY_UNREACHABLE, or outside `/web-hmac/web/`), `read_only` (a read key on a write). */
export type ApiKeyRefusal = 'unreachable' | 'read_only';

/**
 * Whether a key of `scope` may call the endpoint at `path`, which `writes` (the contract's
 * classification: GET reads, POST writes unless declared a read, docs/decisions/0002): null when it
 * may, else why not. A read key never writes; no key reaches API_KEY_UNREACHABLE.
 */
export const apiKeyRefusal = (scope: ApiKeyScope, path: string, writes: boolean): ApiKeyRefusal | null => {
  if (!path.startsWith('/web-hmac/web/') || API_KEY_UNREACHABLE.some((start) => path.startsWith(start))) return 'unreachable';
  return writes && scope === 'read' ? 'read_only' : null;
};

/** Whether a key expiring at `expiresAt` (ms since the epoch, null: never) has expired at `now` (ms). */
export const apiKeyExpired = (expiresAt: number | null, now: number): boolean => expiresAt !== null && now >= expiresAt;

/** When a key created at `createdAt` (ms) with `expiresInDays` (null: never) expires, ms since the epoch or null. */
export const apiKeyExpiry = (createdAt: number, expiresInDays: number | null): number | null =>
  expiresInDays === null ? null : createdAt + expiresInDays * 86_400_000;

/** Most addresses a key remembers as known (newest first): a use from another one is a security event. */
export const API_KEY_KNOWN_ADDRESSES_MAX = 10;

/**
 * What a use at `now` (ms) from `address` writes: `new_address` when `address` is not among the
 * key's last known addresses (the last use is written at once and the use is a security event),
 * `touch` when the last written use is API_KEY_TOUCH_AFTER_MS old, else null (nothing is written,
 * so reads do not all become writes).
 */
export const apiKeyUse = (
  last: { readonly at: number | null; readonly addresses: readonly string[] },
  now: number,
  address: string,
): 'new_address' | 'touch' | null => {
  if (!last.addresses.includes(address)) return 'new_address';
  return last.at === null || now - last.at >= API_KEY_TOUCH_AFTER_MS ? 'touch' : null;
};

/** The known addresses after a use from `address`: it first, the others after, at most API_KEY_KNOWN_ADDRESSES_MAX. */
export const knownAddressesAfter = (addresses: readonly string[], address: string): string[] =>
  [address, ...addresses.filter((a) => a !== address)].slice(0, API_KEY_KNOWN_ADDRESSES_MAX);

/** The name rules of a key (rules 5.5, 5.6, 5.7): required, at most API_KEY_NAME_MAX characters, no outer spaces. */
export const validateApiKeyName = (value: string): E.Either<ValidationError, string> => validateName('name', value, API_KEY_NAME_MAX);

/** Who lists, creates and revokes the company's keys: its admin only (docs/roles.md); never a key itself. */
export const canManageApiKeys = (role: 'admin' | 'manager' | 'employee' | null): boolean => role === 'admin';
