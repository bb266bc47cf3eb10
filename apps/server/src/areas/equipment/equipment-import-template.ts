import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { equipmentImportTemplatePath, ImportTemplateRequest } from '@yardfleet/contract/endpoints/equipment-import';
import { IMPORT_HEADERS, importTemplateRows, type TagRef } from '@yardfleet/domain/rules/equipment-import';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { authenticateRequest, decodeInput, failureEnvelope } from '../../http/registrar';
import { csvStream } from '../reports/export/csv-writer';
import { EXPORT_CONTENT_TYPES, type ExportCell } from '../reports/export/export-table';
import { xlsxStream } from '../reports/export/xlsx-writer';
import { importScope } from './equipment-import-routes';

/** The company's machines with their tags, in name order then serial, in one query. */
const templateMachines = async (db: Kysely<Database>, companyId: string) =>
  (
    await sql<{ serial_number: string; name: string; tags: TagRef[] }>`
      select e.serial_number, e.name,
        coalesce(json_agg(json_build_object('group', g.name, 'tag', t.name) order by g.name, t.name) filter (where t.id is not null), '[]') as tags
      from equipment e
      left join equipment_tags et on et.equipment_id = e.id
      left join tags t on t.id = et.tag_id
      left join tag_groups g on g.id = t.group_id
      where e.company_id = ${companyId}::uuid
      group by e.id
      order by e.name, e.serial_number`.execute(db)
  ).rows.map((r) => ({ serialNumber: r.serial_number, name: r.name, tags: r.tags }));

async function* rowsOf(rows: readonly string[][]): AsyncGenerator<readonly ExportCell[]> {
  yield* rows;
}

/**
 * `POST /web-hmac/web/equipment/import/template` (contract equipmentImportTemplatePath; admin and
 * manager, a read): the import template (rules 23.2), the header and each of the company's machines
 * with its name and `Group: Tag` tags, as CSV (UTF-8 with a byte order mark, formula-looking text
 * behind a `'`, which the import removes again) or XLSX (values only), written by the report
 * export's writers. Refusals (session, decoding, 1170010403) answer the JSON envelope.
 */
export const equipmentImportTemplateRoute = (app: FastifyInstance, ctx: AppContext): void => {
  app.post(equipmentImportTemplatePath, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const session = await authenticateRequest(ctx, request, { path: equipmentImportTemplatePath, writes: false });
    if ('refused' in session) return session.refused;
    const decoded = decodeInput(ImportTemplateRequest, request.body);
    if ('refused' in decoded) return decoded.refused;
    const scope = importScope(session.caller);
    if ('refused' in scope) return failureEnvelope(scope.refused);
    const [header, ...rows] = importTemplateRows(await templateMachines(ctx.db, scope.companyId));
    const tables = [{ name: 'Equipment', headers: header ?? Object.values(IMPORT_HEADERS), rows: rowsOf(rows) }];
    const onError = (error: Error): void => request.log.error({ err: error }, 'import template failed after its first byte');
    const format = decoded.input.format;
    const body = format === 'csv' ? csvStream(tables, onError) : xlsxStream(tables, onError);
    return reply.type(EXPORT_CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="equipment-import.${format}"`).send(body);
  });
};
