import type { FastifyInstance } from 'fastify';
import type { ApiKey, CreatedApiKey } from '@yardfleet/contract/endpoints/api-keys';
import { call, type Session } from './harness';

export const W = '/web-hmac/web';
export const KEY_LIST = `${W}/api-key/list`;
export const KEY_CREATE = `${W}/api-key/create`;
export const KEY_REVOKE = `${W}/api-key/revoke`;
export const EQUIPMENT_LIST = `${W}/equipment/list`;
export const LIST_BODY = { page: 1, pageSize: 5, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };

/** The headers of a call made with the API key `key` from `ip`. */
export const bearer = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });

/** Creates a key as `admin`; @throws when the call does not answer 200. */
export const createKey = async (
  app: FastifyInstance,
  admin: Session,
  draft: { readonly name?: string; readonly scope?: 'read' | 'read_write'; readonly expiresInDays?: number | null } = {},
): Promise<CreatedApiKey> => {
  const payload = { name: draft.name ?? 'ERP sync', scope: draft.scope ?? 'read', expiresInDays: draft.expiresInDays ?? null };
  const { body } = await call<CreatedApiKey>(app, { method: 'POST', url: KEY_CREATE, payload, headers: admin });
  if (body.code !== 200) throw new Error(`create key answered ${body.code}: ${body.message}`);
  return body.entry;
};

/** The company's keys as `admin` lists them. */
export const listKeys = async (app: FastifyInstance, admin: Session): Promise<ApiKey[]> =>
  (await call<{ items: ApiKey[] }>(app, { method: 'GET', url: KEY_LIST, headers: admin })).body.entry.items;

/** The equipment list called with `key` from `ip` (default 203.0.113.7). */
export const listWithKey = (app: FastifyInstance, key: string, ip = '203.0.113.7') =>
  call<{ total: number }>(app, { method: 'POST', url: EQUIPMENT_LIST, payload: LIST_BODY, headers: bearer(key), remoteAddress: ip });
