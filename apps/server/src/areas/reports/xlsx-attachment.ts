import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { ReportFilters, ReportKind, ReportPeriod } from '@yardfleet/contract/endpoints/reports';
import type { Language } from '@yardfleet/domain/locale/language';
import type { Database } from '../../db/schema';
import type { MailAttachment } from '../../mail/mailer';
import { EXPORT_CONTENT_TYPES, exportFileName } from './export/export-table';
import { exportTables } from './export/kind-tables';
import { reportTitles } from './export/report-titles';
import { xlsxBuffer } from './export/xlsx-writer';
import type { ReportScope } from './scope';

/** What a report's XLSX is built for: the company scope, the report, its period and filters, and the reader's language. */
export interface XlsxReportRequest {
  readonly scope: ReportScope;
  readonly kind: ReportKind;
  readonly period: ReportPeriod;
  readonly filters: ReportFilters;
  readonly language: Language;
}

/**
 * The XLSX of a report as a mail attachment (scheduled reports, rules 10.10): exactly the file
 * the export call streams (the same rows, columns, totals sheets and texts, in `request.language`),
 * held in memory to attach it, named `<kind>-<from>-<to>.xlsx`.
 * @param now the instant the inventory (a snapshot) is taken at.
 * @throws Error when the report cannot be built for this scope (a full-version report of a
 *   power-only company, a bad period): the export call answers these before any byte instead.
 */
export const reportXlsxAttachment = async (db: Kysely<Database>, request: XlsxReportRequest, now: Date = new Date()): Promise<MailAttachment> => {
  const tables = exportTables({
    db,
    scope: request.scope,
    kind: request.kind,
    period: request.period,
    filters: request.filters,
    titles: reportTitles(request.language),
    now,
  });
  if (E.isLeft(tables)) {
    const refused = tables.left;
    throw new Error(
      `the ${request.kind} report ${request.period.from}..${request.period.to} cannot be built: ${refused.kind === 'fail' ? refused.message : 'refused'}`,
    );
  }
  return { filename: exportFileName(request.kind, request.period, 'xlsx'), contentType: EXPORT_CONTENT_TYPES.xlsx, content: await xlsxBuffer(tables.right) };
};
