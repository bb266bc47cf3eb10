import type * as t from 'io-ts';
import { BulkExportRequest, equipmentBulkExportPath } from './endpoints/equipment-bulk';
import { equipmentImportTemplatePath, ImportTemplateRequest } from './endpoints/equipment-import';
import { ReportExportRequest, reportExportPath } from './endpoints/reports';
import { SecurityLogExportRequest, securityLogExportPath } from './endpoints/security-log';

/**
 * A call of the contract answered with a file instead of the envelope (rules 10.9): its path
 * constant's export name (whose docstring describes it), the operation's id and area, its path and
 * the codec of its JSON body. Refusals still answer the JSON envelope, before any byte of the file.
 */
export interface FileDownload {
  readonly name: string;
  readonly operationId: string;
  readonly area: string;
  readonly path: string;
  readonly request: t.Mixed;
}

/**
 * Every file download of the contract (POST with a JSON body, the file as CSV or XLSX): the report
 * export, the equipment selection's export, the activity export and the import template. The
 * OpenAPI document describes each, and the fuzz test sends each bad input.
 */
export const FILE_DOWNLOADS: readonly FileDownload[] = [
  { name: 'reportExportPath', operationId: 'reportExport', area: 'reports', path: reportExportPath, request: ReportExportRequest },
  { name: 'equipmentBulkExportPath', operationId: 'equipmentBulkExport', area: 'equipment-bulk', path: equipmentBulkExportPath, request: BulkExportRequest },
  { name: 'securityLogExportPath', operationId: 'securityLogExport', area: 'security-log', path: securityLogExportPath, request: SecurityLogExportRequest },
  {
    name: 'equipmentImportTemplatePath',
    operationId: 'equipmentImportTemplate',
    area: 'equipment-import',
    path: equipmentImportTemplatePath,
    request: ImportTemplateRequest,
  },
];
