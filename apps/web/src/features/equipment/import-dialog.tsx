import { useState } from 'react';
import type { ExportFormat } from '@yardfleet/contract/endpoints/reports';
import { asApiError } from '@yardfleet/data/api-error';
import { downloadImportTemplate, importRefusalOf, useImportApplyMutation, useImportDryRunMutation } from '@yardfleet/data/endpoints/equipment-import';
import { useAppDispatch } from '@yardfleet/data/hooks';
import { MAX_IMPORT_FILE_BYTES } from '@yardfleet/domain/rules/equipment-import';
import { ImportDialogView, type ImportDialogState } from './import-dialog-view';
import { saveFile } from '../../shared/save-file';

/** The bytes of `file` in base64 (FileReader's data URL without its `data:...;base64,` head). */
const base64Of = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('file read failed'));
    reader.readAsDataURL(file);
  });

/**
 * The import dialog wired to the server (rules 23): the template download, the dry run of a chosen
 * file (a file over MAX_IMPORT_FILE_BYTES is refused here, before any upload, exactly as the server
 * would), and the apply of that same file with the dry run's digest. A refused apply shows the dry
 * run of now (rows refused, or changed since the check). `onClose` closes it.
 */
export const ImportDialog = ({ onClose }: { readonly onClose: () => void }) => {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ImportDialogState>({ step: 'idle' });
  const [file, setFile] = useState<{ readonly fileName: string; readonly content: string } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [dryRun] = useImportDryRunMutation();
  const [apply] = useImportApplyMutation();

  const onDownloadTemplate = async (format: ExportFormat): Promise<void> => {
    setDownloading(true);
    try {
      const outcome = await dispatch(downloadImportTemplate({ format }));
      if (outcome.ok) saveFile(outcome.file.blob, outcome.file.fileName);
    } finally {
      setDownloading(false);
    }
  };

  const onChooseFile = async (chosen: File): Promise<void> => {
    const fileName = chosen.name;
    if (chosen.size > MAX_IMPORT_FILE_BYTES) {
      setState({ step: 'refused', fileName, problem: { code: 'too_large', maxBytes: MAX_IMPORT_FILE_BYTES } });
      return;
    }
    setState({ step: 'uploading', fileName });
    try {
      const content = await base64Of(chosen);
      setFile({ fileName, content });
      const answer = await dryRun({ fileName, content });
      if ('data' in answer && answer.data) return setState({ step: 'checked', fileName, result: answer.data });
      const refusal = importRefusalOf(asApiError(answer.error));
      if (refusal?.reason === 'import_file_refused') return setState({ step: 'refused', fileName, problem: refusal.problem });
      setState({ step: 'failed' });
    } catch {
      setState({ step: 'failed' });
    }
  };

  const onApply = async (): Promise<void> => {
    if (state.step !== 'checked' || file === null) return;
    const { fileName, result } = state;
    setState({ step: 'applying', fileName, result });
    const answer = await apply({ ...file, planDigest: result.planDigest });
    if ('data' in answer && answer.data) return setState({ step: 'applied', counts: answer.data });
    const refusal = importRefusalOf(asApiError(answer.error));
    if (refusal === null) return setState({ step: 'failed' });
    if (refusal.reason === 'import_file_refused') return setState({ step: 'refused', fileName, problem: refusal.problem });
    setState({ step: 'checked', fileName, result: refusal.result, changedMeanwhile: refusal.reason === 'import_changed' });
  };

  return (
    <ImportDialogView
      state={state}
      downloading={downloading}
      onDownloadTemplate={(format) => void onDownloadTemplate(format)}
      onChooseFile={(chosen) => void onChooseFile(chosen)}
      onApply={() => void onApply()}
      onStartOver={() => {
        setFile(null);
        setState({ step: 'idle' });
      }}
      onClose={onClose}
    />
  );
};

export default ImportDialog;
