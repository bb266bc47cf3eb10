import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ImportCounts, ImportDryRun, ImportFileProblem } from '@yardfleet/contract/endpoints/equipment-import';
import type { ExportFormat } from '@yardfleet/contract/endpoints/reports';
import { MAX_IMPORT_FILE_BYTES } from '@yardfleet/domain/rules/equipment-import';
import { Button } from '@yardfleet/ui/button';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { appliedMessage, fileProblemMessages, importMessages, summaryMessage } from './import-messages';
import { ImportResultTable } from './import-result-table';

/**
 * Where the import dialog is (rules 23): `idle` (template and file choice), `uploading` (the dry run
 * runs), `checked` (the dry run's result; `changedMeanwhile` when an apply was refused because the
 * data changed since), `applying`, `applied` (the counts), `refused` (the whole file, e.g. too large
 * or in an encoding it cannot read), `failed` (a network or server failure).
 */
export type ImportDialogState =
  | { readonly step: 'idle' }
  | { readonly step: 'uploading'; readonly fileName: string }
  | { readonly step: 'checked'; readonly fileName: string; readonly result: ImportDryRun; readonly changedMeanwhile?: boolean }
  | { readonly step: 'applying'; readonly fileName: string; readonly result: ImportDryRun }
  | { readonly step: 'applied'; readonly counts: ImportCounts }
  | { readonly step: 'refused'; readonly fileName: string; readonly problem: ImportFileProblem }
  | { readonly step: 'failed' };

export interface ImportDialogViewProps {
  readonly state: ImportDialogState;
  /** A template download is running: its buttons wait. */
  readonly downloading: boolean;
  readonly onDownloadTemplate: (format: ExportFormat) => void;
  /** A file was chosen: check it (dry run). */
  readonly onChooseFile: (file: File) => void;
  readonly onApply: () => void;
  /** Back to `idle`, to choose another file. */
  readonly onStartOver: () => void;
  readonly onClose: () => void;
}

const MEGABYTE = 1024 * 1024;

const Notice = ({ tone, children }: { readonly tone: 'error' | 'info' | 'success'; readonly children: string }) => (
  <p
    role={tone === 'error' ? 'alert' : 'status'}
    className={`rounded-md px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : tone === 'success' ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-50 text-slate-800'}`}
  >
    {children}
  </p>
);

/**
 * The equipment import dialog (rules 23; admin and manager): download the template (CSV or XLSX),
 * choose a file, read the dry run (counts, refused rows with line, field and reason, the changes),
 * apply when no row is refused, read the result. A Headless UI dialog (focus trapped, Escape
 * closes, named by its heading); progress and results are announced through status and alert
 * regions; the file input has a visible label. Props in, callbacks out.
 */
export const ImportDialogView = ({ state, downloading, onDownloadTemplate, onChooseFile, onApply, onStartOver, onClose }: ImportDialogViewProps) => {
  const intl = useIntl();
  const fileId = useId();
  const busy = state.step === 'uploading' || state.step === 'applying';
  const result = state.step === 'checked' || state.step === 'applying' ? state.result : null;
  const canApply = state.step === 'checked' && state.result.counts.refused === 0 && state.result.counts.changed > 0;
  const choosing = state.step === 'idle' || state.step === 'refused' || state.step === 'failed';
  return (
    <FormDialog title={intl.formatMessage(importMessages.title)} onClose={onClose} panelClassName="relative w-full max-w-3xl rounded-lg bg-white p-6 shadow-xl">
      <div className="mt-3 flex flex-col gap-4" aria-busy={busy}>
        <p className="text-sm text-slate-700">{intl.formatMessage(importMessages.intro)}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={downloading} onClick={() => onDownloadTemplate('csv')}>
            {intl.formatMessage(importMessages.templateCsv)}
          </Button>
          <Button variant="secondary" disabled={downloading} onClick={() => onDownloadTemplate('xlsx')}>
            {intl.formatMessage(importMessages.templateXlsx)}
          </Button>
        </div>
        {choosing ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
              {intl.formatMessage(importMessages.chooseFile)}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="text-sm"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) onChooseFile(file);
              }}
            />
          </div>
        ) : null}
        {state.step === 'uploading' ? <Notice tone="info">{intl.formatMessage(importMessages.checking)}</Notice> : null}
        {state.step === 'applying' ? <Notice tone="info">{intl.formatMessage(importMessages.applying)}</Notice> : null}
        {state.step === 'refused' ? (
          <Notice tone="error">
            {intl.formatMessage(fileProblemMessages[state.problem.code], {
              column: state.problem.column,
              max: state.problem.max,
              maxMb: Math.round((state.problem.maxBytes ?? MAX_IMPORT_FILE_BYTES) / MEGABYTE),
            })}
          </Notice>
        ) : null}
        {state.step === 'failed' ? <Notice tone="error">{intl.formatMessage(importMessages.failed)}</Notice> : null}
        {state.step === 'checked' && state.changedMeanwhile ? <Notice tone="error">{intl.formatMessage(importMessages.changedMeanwhile)}</Notice> : null}
        {result ? (
          <>
            <Notice tone={result.counts.refused > 0 ? 'error' : 'info'}>{intl.formatMessage(summaryMessage, result.counts)}</Notice>
            {result.counts.refused > 0 ? <p className="text-sm text-slate-700">{intl.formatMessage(importMessages.refusedHint)}</p> : null}
            {result.counts.refused === 0 && result.counts.changed === 0 ? (
              <p className="text-sm text-slate-700">{intl.formatMessage(importMessages.nothingToChange)}</p>
            ) : null}
            <ImportResultTable result={result} />
          </>
        ) : null}
        {state.step === 'applied' ? <Notice tone="success">{intl.formatMessage(appliedMessage, { count: state.counts.changed })}</Notice> : null}
        <div className="flex flex-wrap justify-end gap-2">
          {state.step === 'checked' || state.step === 'applied' ? (
            <Button variant="secondary" onClick={onStartOver}>
              {intl.formatMessage(importMessages.another)}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(importMessages.close)}
          </Button>
          {result ? (
            <Button disabled={!canApply} onClick={onApply}>
              {intl.formatMessage(importMessages.apply)}
            </Button>
          ) : null}
        </div>
      </div>
    </FormDialog>
  );
};
