import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { BulkExportRequest, equipmentBulkExportPath, type EquipmentSelection } from '@yardfleet/contract/endpoints/equipment-bulk';
import type { EquipmentListItem } from '@yardfleet/domain/entities/equipment';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { authenticateRequest, decodeInput, failureEnvelope } from '../../http/registrar';
import { csvStream } from '../reports/export/csv-writer';
import { EXPORT_CONTENT_TYPES } from '../reports/export/export-table';
import { requestTitles } from '../reports/export/report-titles';
import { rowTable } from '../reports/export/row-table';
import { xlsxStream } from '../reports/export/xlsx-writer';
import { INVENTORY_COLUMNS } from '../reports/inventory';
import { reportScope } from '../reports/scope';
import { bulkScope } from './equipment-bulk-routes';
import { selectionQuery } from './equipment-bulk-selection';
import { NAME_ORDER } from './equipment-filters';
import { listItemsOf } from './equipment-list-queries';
import { LIST_COLUMNS } from './equipment-list-rows';

/** Machines read per query while the file is written. */
const MACHINES_PER_CHUNK = 500;

/**
 * The selected machines as list items in the list's order (natural name, serial, id), never all at
 * once: the ordered ids in one query, then their rows and tags a chunk at a time by primary key.
 */
async function* selectedItems(db: Kysely<Database>, companyId: string, selection: EquipmentSelection, now: Date): AsyncGenerator<EquipmentListItem> {
  const ids = (
    await (
      await selectionQuery(db, companyId, selection, now)
    )
      .select('equipment.id')
      .orderBy(NAME_ORDER.base)
      .orderBy(NAME_ORDER.number)
      .orderBy('equipment.name')
      .orderBy('equipment.serial_number')
      .orderBy('equipment.id')
      .execute()
  ).map((r) => r.id);
  for (let i = 0; i < ids.length; i += MACHINES_PER_CHUNK) {
    const slice = ids.slice(i, i + MACHINES_PER_CHUNK);
    const rows = await db
      .selectFrom('equipment')
      .select(LIST_COLUMNS)
      .where('equipment.company_id', '=', companyId)
      .where(sql<boolean>`equipment.id = any(${slice}::uuid[])`)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    yield* await listItemsOf(
      db,
      companyId,
      slice.flatMap((id) => byId.get(id) ?? []),
      now,
    );
  }
}

/**
 * `POST /web-hmac/web/equipment/bulk/export` (contract equipmentBulkExportPath; every member, a read):
 * the selected machines as a streamed CSV or XLSX file with the inventory report's columns
 * (INVENTORY_COLUMNS) in the reader's language, written by the report export's writers (CSV:
 * csv-stringify's `escape_formulas`, so a formula-looking name is text; XLSX: values only). Every
 * refusal (session, decoding, 1170010403) answers the JSON envelope before any byte of the file.
 */
export const equipmentBulkExportRoute = (app: FastifyInstance, ctx: AppContext): void => {
  app.post(equipmentBulkExportPath, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const session = await authenticateRequest(ctx, request, { path: equipmentBulkExportPath, writes: false });
    if ('refused' in session) return session.refused;
    const decoded = decodeInput(BulkExportRequest, request.body);
    if ('refused' in decoded) return decoded.refused;
    const allowed = bulkScope(session.caller, 'export');
    if ('refused' in allowed) return failureEnvelope(allowed.refused);
    const scoped = await reportScope(ctx, session.caller);
    if ('refused' in scoped) return failureEnvelope(scoped.refused);
    const { companyId, timeZone } = scoped.scope;
    const titles = requestTitles(request);
    const rows = selectedItems(ctx.db, companyId, decoded.input.selection, ctx.clock.now());
    const tables = [rowTable(titles.sheets.inventory, INVENTORY_COLUMNS, rows, titles, timeZone)];
    const onError = (error: Error): void => request.log.error({ err: error }, 'selection export failed after its first byte');
    const format = decoded.input.format;
    const body = format === 'csv' ? csvStream(tables, onError) : xlsxStream(tables, onError);
    return reply.type(EXPORT_CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="equipment-selection.${format}"`).send(body);
  });
};
