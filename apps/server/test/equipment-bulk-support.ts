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

/** Machines of `companyId` named `names`, serials `${prefix}-<n>`, 500 per INSERT; @returns their ids. */
export const addMachines = async (db: Kysely<Database>, companyId: string, prefix: string, names: readonly string[]): Promise<string[]> => {
  const at = new Date('2026-06-01T00:00:00.000Z');
  const rows = names.map((name, i) => ({
    company_id: companyId,
    name,
    serial_number: `${prefix}-${String(i).padStart(5, '0')}`,
    category: 'mower' as const,
    model_number: 'LM-1',
    picture_url: null,
    inventory_status: 'never_seen' as const,
    online_status: 'offline' as const,
    activity: 'idle' as const,
    added_at: at,
    updated_at: at,
    firmware_version: '1.0.0',
    engine_hours: 0,
  }));
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500)
    ids.push(
      ...(
        await db
          .insertInto('equipment')
          .values(rows.slice(i, i + 500))
          .returning('id')
          .execute()
      ).map((r) => r.id),
    );
  return ids;
};

/** The ids of `companyId`'s machines, by serial number, at most `limit`. */
export const machineIds = async (db: Kysely<Database>, companyId: string, limit: number): Promise<string[]> =>
  (await db.selectFrom('equipment').select('id').where('company_id', '=', companyId).orderBy('serial_number').limit(limit).execute()).map((r) => r.id);
