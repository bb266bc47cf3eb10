import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { call, type Session } from './harness';

/** The equipment list's filters, none set. */
export const NO_FILTERS = { search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };

/** Posts `payload` to the bulk action `action` (count, tags, delete) as `session`. */
export const bulk = async <E = { count: number }>(
  app: FastifyInstance,
  action: 'count' | 'tags' | 'delete',
  session: Session,
  payload: Record<string, unknown>,
) => call<E>(app, { method: 'POST', url: `/web-hmac/web/equipment/bulk/${action}`, headers: session, payload });

/** The bulk export of `selection` as `format`, the raw answer. */
export const bulkExport = async (app: FastifyInstance, session: Session, selection: Record<string, unknown>, format: 'csv' | 'xlsx') =>
  app.inject({
    method: 'POST',
    url: '/web-hmac/web/equipment/bulk/export',
    headers: { ...session, 'accept-language': 'en-US' },
    payload: { selection, format },
  });

/** The list's total for `filters` as `session`. */
export const listTotal = async (app: FastifyInstance, session: Session, filters: Record<string, unknown>): Promise<number> =>
  (
    await call<{ total: number }>(app, {
      method: 'POST',
      url: '/web-hmac/web/equipment/list',
      headers: session,
      payload: { page: 1, pageSize: 1, ...NO_FILTERS, ...filters },
    })
  ).body.entry.total;

/** A tag `name` in a new group of `companyId`; @returns its id. */
export const addTag = async (db: Kysely<Database>, companyId: string, name: string): Promise<string> => {
  const group = await db
    .insertInto('tag_groups')
    .values({ company_id: companyId, name: `${name} group` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await db.insertInto('tags').values({ company_id: companyId, group_id: group.id, name }).returning('id').executeTakeFirstOrThrow()).id;
};

export { addMachines } from './machine-fixtures';

/** The ids of `companyId`'s machines, by serial number, at most `limit`. */
export const machineIds = async (db: Kysely<Database>, companyId: string, limit: number): Promise<string[]> =>
  (await db.selectFrom('equipment').select('id').where('company_id', '=', companyId).orderBy('serial_number').limit(limit).execute()).map((r) => r.id);
