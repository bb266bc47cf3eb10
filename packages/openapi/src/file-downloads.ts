import { FILE_DOWNLOADS, type FileDownload } from '@yardfleet/contract/file-downloads';

/** The contract's file downloads (report, selection and activity exports, the import template), each an operation of the document. */
export { FILE_DOWNLOADS, type FileDownload };

/** The media types of an export (the contract's ExportFormat and the server's EXPORT_CONTENT_TYPES). */
export const EXPORT_MEDIA_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
