import type * as t from 'io-ts';
import { BulkExportRequest, equipmentBulkExportPath } from '@yardfleet/contract/endpoints/equipment-bulk';
import { ReportExportRequest, reportExportPath } from '@yardfleet/contract/endpoints/reports';
import { SecurityLogExportRequest, securityLogExportPath } from '@yardfleet/contract/endpoints/security-log';

/**
 * A call of the contract answered with a file instead of the envelope (rules 10.9): its path
 * constant's export name (whose docstring describes it), the operation's id and tag, and the
 * codec of its JSON body. Refusals still answer the JSON envelope, before any byte of the file.
 */
export interface FileDownload {
  readonly name: string;
  readonly operationId: string;
  readonly area: string;
  readonly path: string;
  readonly request: t.Mixed;
}

/** Every file download of the contract: the report export, the equipment selection's export and the activity export. */
export const FILE_DOWNLOADS: readonly FileDownload[] = [
  { name: 'reportExportPath', operationId: 'reportExport', area: 'reports', path: reportExportPath, request: ReportExportRequest },
  { name: 'equipmentBulkExportPath', operationId: 'equipmentBulkExport', area: 'equipment-bulk', path: equipmentBulkExportPath, request: BulkExportRequest },
  { name: 'securityLogExportPath', operationId: 'securityLogExport', area: 'security-log', path: securityLogExportPath, request: SecurityLogExportRequest },
];

/** The media types of an export (the contract's ExportFormat and the server's EXPORT_CONTENT_TYPES). */
export const EXPORT_MEDIA_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
