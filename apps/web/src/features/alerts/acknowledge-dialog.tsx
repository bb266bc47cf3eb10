import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ALERT_NOTE_MAX } from '@yardfleet/contract/endpoints/alerts';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { FieldError } from '@yardfleet/ui/field-error';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { DialogButtons } from '../../shared/dialog-buttons';
import { validationMessage } from '../../shared/i18n/validation-messages';
import { acknowledgeWhat, alertsMessages as m } from './alerts-messages';

export interface AcknowledgeDialogProps {
  readonly open: boolean;
  /** How many alerts it acknowledges. */
  readonly count: number;
  readonly busy: boolean;
  /** The server's field error on the note (1170010001 `{ note: too_long }`), shown under it. */
  readonly noteError?: ValidationError | undefined;
  readonly onCancel: () => void;
  /** The note as typed, trimmed; null when blank. */
  readonly onSubmit: (note: string | null) => void;
}

/**
 * Acknowledging one or many alerts (rules 22.4, 22.5) in a FormDialog named "Acknowledge alerts":
 * how many, an optional note (at most 500 characters, counted as typed; the browser stops more) and
 * the server's refusal of the note at the field, what was typed kept.
 */
export const AcknowledgeDialog = ({ count, busy, noteError, onCancel, onSubmit }: AcknowledgeDialogProps) => {
  const intl = useIntl();
  const id = useId();
  const [note, setNote] = useState('');
  const error = noteError ? validationMessage(intl, noteError, intl.formatMessage(m.noteLabel)) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    onSubmit(trimmed === '' ? null : trimmed);
  };
  return (
    <FormDialog title={intl.formatMessage(m.acknowledgeTitle)} onClose={onCancel}>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-slate-700">{intl.formatMessage(acknowledgeWhat, { count })}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {intl.formatMessage(m.note)}
          </label>
          <textarea
            id={id}
            value={note}
            rows={4}
            maxLength={ALERT_NOTE_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => setNote(event.target.value)}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 aria-[invalid=true]:border-red-600"
          />
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {intl.formatMessage(m.noteHint)}
          </p>
          <FieldError id={`${id}-error`} error={error} />
        </div>
        <DialogButtons submitLabel={intl.formatMessage(m.acknowledge)} onCancel={onCancel} busy={busy} />
      </form>
    </FormDialog>
  );
};
