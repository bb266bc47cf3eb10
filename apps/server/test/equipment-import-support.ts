import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ImportCounts, ImportDryRun, ImportRefusal } from '@yardfleet/contract/endpoints/equipment-import';
import type { Database } from '../src/db/schema';
import { call, type Session } from './harness';

/** A CSV file of `rows` (cells quoted when they hold `,`, `;`, `"` or a line break), UTF-8 without a byte order mark. */
export const csvOf = (rows: readonly (readonly string[])[], delimiter = ','): Buffer =>
  Buffer.from(rows.map((r) => r.map((c) => (/[,;"\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(delimiter)).join('\r\n'), 'utf8');

/** An XLSX file of one sheet holding `rows`; a cell given as `{ formula }` is written as a formula cell. */
export const xlsxOf = async (rows: readonly (readonly (string | { formula: string; result?: string })[])[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Equipment');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** Posts a dry run of `file` as `session`. */
export const dryRun = async (app: FastifyInstance, session: Session, file: Buffer, fileName = 'fleet.csv') =>
  call<ImportDryRun & ImportRefusal>(app, {
    method: 'POST',
    url: '/web-hmac/web/equipment/import/dry-run',
    headers: session,
    payload: { fileName, content: file.toString('base64') },
  });

/** Posts an apply of `file` with `planDigest` as `session`. */
export const apply = async (app: FastifyInstance, session: Session, file: Buffer, planDigest: string, fileName = 'fleet.csv') =>
  call<ImportCounts & ImportRefusal>(app, {
    method: 'POST',
    url: '/web-hmac/web/equipment/import/apply',
    headers: session,
    payload: { fileName, content: file.toString('base64'), planDigest },
  });

/** Downloads the import template as `format`, the raw answer. */
export const template = async (app: FastifyInstance, session: Session, format: 'csv' | 'xlsx') =>
  app.inject({ method: 'POST', url: '/web-hmac/web/equipment/import/template', headers: session, payload: { format } });

/** The first `limit` machines of `companyId` by serial: id, serial and name. */
export const machinesOf = async (db: Kysely<Database>, companyId: string, limit: number) =>
  db.selectFrom('equipment').select(['id', 'serial_number', 'name']).where('company_id', '=', companyId).orderBy('serial_number').limit(limit).execute();

/** The name of machine `id`. */
export const nameOf = async (db: Kysely<Database>, id: string): Promise<string> =>
  (await db.selectFrom('equipment').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

/** The `Group: Tag` labels of machine `id`, sorted. */
export const tagLabelsOf = async (db: Kysely<Database>, id: string): Promise<string[]> =>
  (
    await db
      .selectFrom('equipment_tags')
      .innerJoin('tags', 'tags.id', 'equipment_tags.tag_id')
      .innerJoin('tag_groups', 'tag_groups.id', 'tags.group_id')
      .select(['tag_groups.name as group', 'tags.name as tag'])
      .where('equipment_tags.equipment_id', '=', id)
      .execute()
  )
    .map((r) => `${r.group}: ${r.tag}`)
    .sort();

/** A tag group `group` with tags `tags` in `companyId`. */
export const addTagGroup = async (db: Kysely<Database>, companyId: string, group: string, tags: readonly string[]): Promise<void> => {
  const g = await db.insertInto('tag_groups').values({ company_id: companyId, name: group }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('tags')
    .values(tags.map((name) => ({ company_id: companyId, group_id: g.id, name })))
    .execute();
};
