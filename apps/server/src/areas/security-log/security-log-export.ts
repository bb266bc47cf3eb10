import type { FastifyInstance } from 'fastify';
import { activityCategoryOf } from '@yardfleet/contract/endpoints/activity-category';
import { SecurityLogExportRequest, securityLogExportPath, type FieldValue, type SecurityEvent } from '@yardfleet/contract/endpoints/security-log';
import { can } from '@yardfleet/domain/rules/permissions';
import type { AppContext } from '../../context';
import { authenticateRequest, decodeInput, failureEnvelope } from '../../http/registrar';
import { companyScope } from '../../shared/caller-scope';
import { roleForbidden } from '../../shared/form-answers';
import { csvStream } from '../reports/export/csv-writer';
import { EXPORT_CONTENT_TYPES, type ExportCell } from '../reports/export/export-table';
import { xlsxStream } from '../reports/export/xlsx-writer';
import { checkedFilters } from './security-log-filters';
import { securityLogEvents } from './security-log-queries';

/** The export's columns (stable names, as a machine reads them back): rules 20.13. */
export const SECURITY_LOG_EXPORT_HEADERS = [
  'Time (UTC)',
  'Category',
  'Event',
  'Who',
  'API key',
  'Email',
  'Address',
  'Target type',
  'Target',
  'Machine id',
  'Changes',
];

/** A field value as the export writes it: lists in brackets, nothing as empty. */
const valueText = (v: FieldValue): string => (v === null ? '' : Array.isArray(v) ? `[${v.join(', ')}]` : String(v));

/** One event as a CSV row (SECURITY_LOG_EXPORT_HEADERS): the changes as `field: from -> to`, separated by `; `. */
export const exportRow = (e: SecurityEvent): ExportCell[] => [
  e.occurredAt,
  activityCategoryOf(e.kind, e.target?.type ?? null),
  e.kind,
  e.actor?.name ?? '',
  e.actor?.apiKeyPrefix ?? '',
  e.actor?.email ?? '',
  e.address ?? '',
  e.target?.type ?? '',
  e.target?.label ?? '',
  e.equipmentId ?? '',
  [
    ...(e.fields ?? []).map((f) => `${f.field}: ${valueText(f.from)} -> ${valueText(f.to)}`),
    ...(e.change === null ? [] : [`${valueText(e.change.from)} -> ${valueText(e.change.to)}`]),
    ...(e.reason === null ? [] : [e.reason]),
  ].join('; '),
];

/** The rows of the export, pulled as the file is written. */
async function* exportRows(events: AsyncGenerator<SecurityEvent>): AsyncGenerator<ExportCell[]> {
  for await (const e of events) yield exportRow(e);
}

/**
 * `POST /web-hmac/web/security/log/export` (contract securityLogExportPath; the admin, as the log):
 * every event matching the log's filters as a streamed CSV or XLSX (`activity.<format>`), written
 * by the report export's writers (CSV: csv-stringify's `escape_formulas`, so a machine named
 * `=HYPERLINK(...)` stays text; XLSX: values only). Every refusal answers the JSON envelope before any byte of the file.
 */
export const securityLogExportRoute = (app: FastifyInstance, ctx: AppContext): void => {
  app.post(securityLogExportPath, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const session = await authenticateRequest(ctx, request, { path: securityLogExportPath, writes: false });
    if ('refused' in session) return session.refused;
    const decoded = decodeInput(SecurityLogExportRequest, request.body);
    if ('refused' in decoded) return decoded.refused;
    const scope = companyScope(session.caller);
    if ('refused' in scope) return failureEnvelope(scope.refused);
    if (!can(session.caller.role, 'security.view')) return failureEnvelope(roleForbidden());
    const filters = checkedFilters(decoded.input);
    if ('refused' in filters) return failureEnvelope(filters.refused);
    const rows = exportRows(securityLogEvents(ctx.db, scope.companyId, filters));
    const onError = (error: Error): void => request.log.error({ err: error }, 'activity export failed after its first byte');
    const tables = [{ name: 'activity', headers: SECURITY_LOG_EXPORT_HEADERS, rows }];
    const format = decoded.input.format;
    const body = format === 'csv' ? csvStream(tables, onError) : xlsxStream(tables, onError);
    return reply.type(EXPORT_CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="activity.${format}"`).send(body);
  });
};
