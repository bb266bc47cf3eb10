import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { ReportFilters, ReportKind } from '@yardfleet/contract/endpoints/reports';
import type { Language } from '@yardfleet/domain/locale/language';
import type { SchedulePeriod } from '@yardfleet/domain/reports/schedule';
import type { Database } from '../../db/schema';
import type { MailAttachment } from '../../mail/mailer';

/** What a scheduled report's file is built from: the company scope, the report, its period and filters, the reader's language. */
export interface AttachmentRequest {
  readonly scope: { readonly companyId: string; readonly timeZone: string; readonly version: 'FULL_VERSION' | 'POWER_VERSION' };
  readonly kind: ReportKind;
  readonly period: SchedulePeriod;
  readonly filters: ReportFilters;
  readonly language: Language;
}

/** Builds the XLSX file mailed with a scheduled report (the same rows and columns as the export). */
export type ReportAttachmentBuilder = (db: Kysely<Database>, request: AttachmentRequest) => Promise<MailAttachment>;

/**
 * PLACEHOLDER until apps/server/src/reports/xlsx-attachment.ts (helper R2) lands: a one-sheet XLSX
 * naming the report and its period. Replaced by the real builder (the export's rows), not kept.
 */
export const placeholderAttachment: ReportAttachmentBuilder = async (_db, request) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(request.kind);
  sheet.addRow(['report', 'from', 'to']);
  sheet.addRow([request.kind, request.period.from, request.period.to]);
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename: `${request.kind}-${request.period.from}-${request.period.to}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content };
};
