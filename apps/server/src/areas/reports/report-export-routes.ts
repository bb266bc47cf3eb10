import * as E from 'fp-ts/lib/Either.js';
import type { FastifyInstance } from 'fastify';
import { ReportExportRequest, reportExportPath } from '@yardfleet/contract/endpoints/reports';
import type { AppContext } from '../../context';
import { authenticateRequest, decodeInput, failureEnvelope } from '../../http/registrar';
import { csvStream } from './export/csv-writer';
import { EXPORT_CONTENT_TYPES, exportFileName } from './export/export-table';
import { exportTables } from './export/kind-tables';
import { requestTitles } from './export/report-titles';
import { xlsxStream } from './export/xlsx-writer';
import { reportScope } from './scope';

/**
 * `POST /web-hmac/web/report/export` (rules 10.9; contract reportExportPath): every row of a
 * report as a streamed CSV or XLSX file. The request goes through the same steps as every call
 * (the registrar's session check, then its decoding: 1170010001 for text the database cannot store,
 * HTTP 400 unknown_field / invalid_field),
 * then the report's own checks (company scope, 1170010403 for a full-version report of a
 * power-only company, 1170010001 `{ period }`); every failure answers the JSON envelope before any
 * byte of the file. The file streams while the rows are read in chunks: the writer pulls rows only
 * as fast as the client takes bytes, and a client that goes away stops the row generator.
 */
export const reportExportRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  app.post(reportExportPath, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const session = await authenticateRequest(ctx, request, { path: reportExportPath, writes: false });
    if ('refused' in session) return session.refused;
    const decoded = decodeInput(ReportExportRequest, request.body);
    if ('refused' in decoded) return decoded.refused;
    const input = decoded.input;
    const scoped = await reportScope(ctx, session.caller);
    if ('refused' in scoped) return failureEnvelope(scoped.refused);
    const tables = exportTables({
      db: ctx.db,
      scope: scoped.scope,
      kind: input.kind,
      period: input.period,
      filters: input.filters,
      titles: requestTitles(request),
      now: ctx.clock.now(),
    });
    if (E.isLeft(tables)) return failureEnvelope(tables.left);
    const onError = (error: Error): void => request.log.error({ err: error }, 'report export failed after its first byte');
    const body = input.format === 'csv' ? csvStream(tables.right, onError) : xlsxStream(tables.right, onError);
    return reply
      .type(EXPORT_CONTENT_TYPES[input.format])
      .header('content-disposition', `attachment; filename="${exportFileName(input.kind, input.period, input.format)}"`)
      .send(body);
  });
};
