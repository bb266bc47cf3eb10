import * as E from 'fp-ts/lib/Either.js';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceType } from '@yardfleet/domain/entities/maintenance-log';
import {
  validateMaintenanceLogForm,
  type MaintenanceFormError,
  type MaintenanceLogForm,
  type MaintenanceLogValues,
} from '@yardfleet/domain/forms/maintenance-log';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { FieldError } from '@yardfleet/ui/field-error';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { Select } from '@yardfleet/ui/select';
import { TextField } from '@yardfleet/ui/text-field';
import { serviceTypeWords } from '../../../shared/i18n/maintenance-words';
import { DialogButtons } from '../../../shared/dialog-buttons';
import { formErrorMessage } from './maintenance-errors';
import { maintenanceMessages } from './maintenance-messages';

type Field = keyof Omit<MaintenanceLogForm, 'serviceType'>;

export interface LogDialogProps {
  /** Add (empty title "Add a service log") or edit ("Edit the service log"). */
  readonly mode: 'add' | 'edit';
  /** The values the form starts with (text as typed; date `YYYY-MM-DD`, hours, expense in major units). */
  readonly initial: MaintenanceLogForm;
  /** Currency code the expense is in (ISO 4217), shown after the amount. */
  readonly currency: string;
  readonly busy: boolean;
  /** The server's 1170010001 field errors of the last save (rules 5.11); a field's error clears when it changes. */
  readonly serverErrors: Readonly<Record<string, ValidationError>>;
  readonly onCancel: () => void;
  /** Called with values that pass the domain's form rules (expense in minor units). */
  readonly onSave: (values: MaintenanceLogValues) => void;
}

const SERVICE_TYPES: readonly ServiceType[] = ['maintenance', 'inspection', 'repair'];
const SERVER_FIELD: Readonly<Record<Field, string>> = {
  date: 'date',
  runtimeHours: 'runtimeHours',
  laborTimeHours: 'laborTimeHours',
  expense: 'expense',
  performedBy: 'performedBy',
  details: 'details',
};

/**
 * The add / edit service log dialog (rules 18.1, 5.11): service type, date, runtime and
 * labor time (hours), expense, performed by, additional details. Errors come from the domain's
 * `validateMaintenanceLogForm` (shown on blur, change and save) or from the server; what the user
 * typed stays in the fields when they are invalid.
 */
export const LogDialog = ({ mode, initial, currency, busy, serverErrors, onCancel, onSave }: LogDialogProps) => {
  const intl = useIntl();
  const detailsId = useId();
  const [form, setForm] = useState<MaintenanceLogForm>(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [changedSinceSave, setChangedSinceSave] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const checked = validateMaintenanceLogForm(form);
  const localErrors: Partial<Record<Field, MaintenanceFormError>> = E.isLeft(checked) ? checked.left : {};
  const label = (field: Field): string =>
    intl.formatMessage(maintenanceMessages[field === 'runtimeHours' ? 'runtime' : field === 'laborTimeHours' ? 'laborTime' : field]);
  const errorOf = (field: Field): string | undefined => {
    const local = localErrors[field];
    if (local && (submitted || touched.has(field))) return formErrorMessage(intl, local, label(field));
    const server = serverErrors[SERVER_FIELD[field]];
    return server && !changedSinceSave.has(field) ? formErrorMessage(intl, server, label(field)) : undefined;
  };
  const change = (field: Field, value: string): void => {
    setForm((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
    setChangedSinceSave((current) => new Set(current).add(field));
  };
  const blur = (field: Field) => () => setTouched((current) => new Set(current).add(field));
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setSubmitted(true);
    setChangedSinceSave(new Set());
    if (E.isRight(checked)) onSave(checked.right);
  };
  const text = (field: Exclude<Field, 'details'>, extra: { type?: string; inputMode?: 'decimal'; trailing?: string } = {}) => (
    <TextField
      label={label(field)}
      name={field}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      value={form[field]}
      error={errorOf(field)}
      trailing={extra.trailing ? <span className="px-3 text-sm text-slate-500">{extra.trailing}</span> : undefined}
      onChange={(event) => change(field, event.target.value)}
      onBlur={blur(field)}
    />
  );
  const detailsError = errorOf('details');
  return (
    <FormDialog
      title={intl.formatMessage(mode === 'add' ? maintenanceMessages.addLogTitle : maintenanceMessages.editLogTitle)}
      onClose={onCancel}
      panelClassName="relative max-h-full w-full max-w-lg overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
    >
      <form noValidate onSubmit={submit} className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select
          label={intl.formatMessage(maintenanceMessages.serviceType)}
          value={form.serviceType}
          options={SERVICE_TYPES.map((value) => ({ value, label: intl.formatMessage(serviceTypeWords[value]) }))}
          onChange={(serviceType) => setForm((current) => ({ ...current, serviceType }))}
        />
        {text('date', { type: 'date' })}
        {text('runtimeHours', { inputMode: 'decimal' })}
        {text('laborTimeHours', { inputMode: 'decimal' })}
        {text('expense', { inputMode: 'decimal', trailing: currency })}
        {text('performedBy')}
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={detailsId} className="text-sm font-medium text-slate-800">
            {label('details')}
          </label>
          <textarea
            id={detailsId}
            name="details"
            rows={3}
            value={form.details}
            aria-invalid={detailsError ? true : undefined}
            aria-describedby={detailsError ? `${detailsId}-error` : undefined}
            onChange={(event) => change('details', event.target.value)}
            onBlur={blur('details')}
            className={`rounded-md border px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 ${detailsError ? 'border-red-600' : 'border-slate-300'}`}
          />
          <FieldError id={`${detailsId}-error`} error={detailsError} />
        </div>
        <DialogButtons
          className="mt-2 flex justify-end gap-2 sm:col-span-2"
          submitLabel={intl.formatMessage(maintenanceMessages.save)}
          onCancel={onCancel}
          busy={busy}
        />
      </form>
    </FormDialog>
  );
};
