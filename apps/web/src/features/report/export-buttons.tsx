import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ExportFormat, ReportExportRequest } from '@yardfleet/contract/endpoints/reports';
import { useAppDispatch } from '@yardfleet/data/hooks';
import { downloadReport } from '@yardfleet/data/report-download';
import { Button } from '@yardfleet/ui/button';
import { reportMessages } from './report-messages';
import { saveFile } from '../../shared/save-file';

/**
 * The CSV and XLSX buttons of a report (rules 10.9): download the export of `request` (every
 * row, no paging) and save it under the server's file name. While one downloads both are disabled
 * and a status says the file is being prepared; a failure shows the error policy's toast. `request`
 * null (the period is not known yet: the company's time zone loads): both disabled.
 */
export const ExportButtons = ({ request }: { readonly request: Omit<ReportExportRequest, 'format'> | null }) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat): Promise<void> => {
    if (request === null) return;
    setBusy(format);
    try {
      const outcome = await dispatch(downloadReport({ ...request, format }));
      if (outcome.ok) saveFile(outcome.file.blob, outcome.file.fileName);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label={intl.formatMessage(reportMessages.exportGroup)} aria-busy={busy !== null} className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" disabled={busy !== null || request === null} onClick={() => void download('csv')}>
        {intl.formatMessage(reportMessages.exportCsv)}
      </Button>
      <Button variant="secondary" disabled={busy !== null || request === null} onClick={() => void download('xlsx')}>
        {intl.formatMessage(reportMessages.exportXlsx)}
      </Button>
      <span role="status" className="text-sm text-slate-600">
        {busy !== null ? intl.formatMessage(reportMessages.exportBusy) : ''}
      </span>
    </div>
  );
};
