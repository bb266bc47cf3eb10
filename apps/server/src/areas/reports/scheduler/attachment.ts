import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/schema';
import type { MailAttachment } from '../../../mail/mailer';
import { reportXlsxAttachment, type XlsxReportRequest } from '../xlsx-attachment';

/** Builds the XLSX file mailed with a scheduled report for one language (the export's file; injectable for tests). */
export type ReportAttachmentBuilder = (db: Kysely<Database>, request: XlsxReportRequest) => Promise<MailAttachment>;

/**
 * The scheduled report's file: exactly the XLSX the export call streams (reports/xlsx-attachment),
 * the inventory (a snapshot) taken at the runner's clock.
 */
export const exportAttachment =
  (clock: Clock): ReportAttachmentBuilder =>
  (db, request) =>
    reportXlsxAttachment(db, request, clock.now());
