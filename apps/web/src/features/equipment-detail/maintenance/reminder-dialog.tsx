import * as E from 'fp-ts/lib/Either.js';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CalendarUnit } from '@yardfleet/domain/entities/maintenance-log';
import { validateReminderPlanForm, type ReminderPlanForm, type ReminderPlanValues } from '@yardfleet/domain/forms/maintenance-log';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { Select } from '@yardfleet/ui/select';
import { TextField } from '@yardfleet/ui/text-field';
import { validationMessage } from '../../../shared/i18n/validation-messages';
import { calendarUnitWords } from '../../../shared/i18n/maintenance-words';
import { DialogButtons } from '../../../shared/dialog-buttons';
import { maintenanceMessages } from './maintenance-messages';

export interface ReminderDialogProps {
  /** The plan the form starts with (the current plan; `every` as text). */
  readonly initial: ReminderPlanForm;
  readonly busy: boolean;
  /** The server's 1170010001 error of `every` from the last save (rules 5.8), until the number changes. */
  readonly serverError: ValidationError | undefined;
  readonly onCancel: () => void;
  /** Called with a plan that passes the domain's rule (every: whole number 1..9999). */
  readonly onSave: (plan: ReminderPlanValues) => void;
}

const KINDS = [
  { kind: 'off', label: maintenanceMessages.kindOff },
  { kind: 'date', label: maintenanceMessages.kindDate },
  { kind: 'engine_hours', label: maintenanceMessages.kindEngineHours },
] as const;
const UNITS: readonly CalendarUnit[] = ['days', 'weeks', 'months'];

/**
 * The "Set reminder" dialog (rules 18.3, 5.8): the kind (off, by date, by engine hours), the
 * reminder time (required, a whole number from 1 to 9999; the domain's `validateReminderPlanForm`)
 * and, by date, the unit (days, weeks, months).
 */
export const ReminderDialog = ({ initial, busy, serverError, onCancel, onSave }: ReminderDialogProps) => {
  const intl = useIntl();
  const [form, setForm] = useState<ReminderPlanForm>(initial);
  const [shown, setShown] = useState(false);
  const [changed, setChanged] = useState(false);
  const checked = validateReminderPlanForm(form);
  const timeLabel = intl.formatMessage(maintenanceMessages.reminderTime);
  const error = E.isLeft(checked) && shown ? checked.left.every : !changed ? serverError : undefined;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setShown(true);
    setChanged(false);
    if (E.isRight(checked)) onSave(checked.right);
  };
  return (
    <FormDialog title={intl.formatMessage(maintenanceMessages.reminderDialogTitle)} onClose={onCancel}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{intl.formatMessage(maintenanceMessages.reminderKind)}</legend>
          {KINDS.map(({ kind, label }) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="reminder-kind"
                value={kind}
                checked={form.kind === kind}
                onChange={() => setForm((current) => ({ ...current, kind }))}
                className="size-4 accent-emerald-700"
              />
              {intl.formatMessage(label)}
            </label>
          ))}
        </fieldset>
        {form.kind === 'off' ? null : (
          <div className="flex flex-wrap items-start gap-3">
            <TextField
              className="w-40"
              label={timeLabel}
              name="every"
              inputMode="numeric"
              value={form.every}
              hint={intl.formatMessage(maintenanceMessages.reminderTimeHint)}
              error={error ? validationMessage(intl, error, timeLabel) : undefined}
              onChange={(event) => {
                const every = event.target.value;
                setForm((current) => ({ ...current, every }));
                setShown(true);
                setChanged(true);
              }}
              onBlur={() => setShown(true)}
            />
            {form.kind === 'date' ? (
              <Select
                label={intl.formatMessage(maintenanceMessages.unit)}
                value={form.unit}
                options={UNITS.map((value) => ({ value, label: intl.formatMessage(calendarUnitWords[value]) }))}
                onChange={(unit) => setForm((current) => ({ ...current, unit }))}
              />
            ) : (
              <span className="mt-8 text-sm text-slate-600">{intl.formatMessage(maintenanceMessages.unitEngineHours)}</span>
            )}
          </div>
        )}
        <DialogButtons submitLabel={intl.formatMessage(maintenanceMessages.save)} onCancel={onCancel} busy={busy} />
      </form>
    </FormDialog>
  );
};
