import type * as t from 'io-ts';
import { BulkExportRequest, equipmentBulkExportPath } from '@yardfleet/contract/endpoints/equipment-bulk';
import { ReportExportRequest, reportExportPath } from '@yardfleet/contract/endpoints/reports';

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

/** Every file download of the contract: the report export and the equipment selection's export. */
export const FILE_DOWNLOADS: readonly FileDownload[] = [
  { name: 'reportExportPath', operationId: 'reportExport', area: 'reports', path: reportExportPath, request: ReportExportRequest },
  { name: 'equipmentBulkExportPath', operationId: 'equipmentBulkExport', area: 'equipment-bulk', path: equipmentBulkExportPath, request: BulkExportRequest },
];

/** The media types of an export (the contract's ExportFormat and the server's EXPORT_CONTENT_TYPES). */
export const EXPORT_MEDIA_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
