import * as E from 'fp-ts/lib/Either.js';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ScheduleFrequency } from '@yardfleet/contract/endpoints/report-schedules';
import type { ReportKind } from '@yardfleet/contract/endpoints/reports';
import { MAX_SCHEDULE_RECIPIENTS, validateRecipients, validateScheduleTiming, type ScheduleTiming } from '@yardfleet/domain/reports/schedule';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { validateEmail } from '@yardfleet/domain/validation/rules';
import { Button } from '@yardfleet/ui/button';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { Select } from '@yardfleet/ui/select';
import { TextField } from '@yardfleet/ui/text-field';
import { validationMessage } from '../../shared/i18n/validation-messages';
import { frequencyWords, reportKindWords } from '../../shared/i18n/report-words';
import { DialogButtons } from '../../shared/dialog-buttons';
import { frequencyPeriodMessages, recipientLabel, removeRecipientLabel, scheduleMessages } from './report-schedules-messages';

const FREQUENCIES: readonly ScheduleFrequency[] = ['daily', 'weekly', 'monthly'];

/** What the dialog asks the page to create; the page adds the report's filters. */
export interface ScheduleChoice extends ScheduleTiming {
  readonly kind: ReportKind;
  readonly frequency: ScheduleFrequency;
  /** 1..10 addresses, valid, trimmed, lower-cased and without duplicates (the domain's `validateRecipients`). */
  readonly recipients: readonly string[];
}

export interface ScheduleDialogProps {
  /** The reports the company may schedule (power-only companies: power only). */
  readonly kinds: readonly ReportKind[];
  /** The report preselected: the one on screen. */
  readonly initialKind: ReportKind;
  /** The filters the schedule will use, in words, for a report kind (read-only; the report's current filters). */
  readonly filtersSummary: (kind: ReportKind) => string;
  /** The first recipient field's value (the user's own address), if any. */
  readonly defaultRecipient?: string | undefined;
  readonly busy: boolean;
  /** The server's field error on the recipients (1170010001 `{ recipients }`), shown at the recipients. */
  readonly recipientsError?: ValidationError | undefined;
  /** The server's field errors on the day and time (1170010001 `{ weekday, dayOfMonth, timeOfDay }`), each at its field. */
  readonly timingErrors?: Partial<Record<'weekday' | 'dayOfMonth' | 'timeOfDay', ValidationError>> | undefined;
  readonly onCancel: () => void;
  readonly onSubmit: (choice: ScheduleChoice) => void;
}

interface Row {
  readonly key: number;
  readonly value: string;
  readonly touched: boolean;
}

/**
 * The client errors of the recipient fields (undefined: fine): each non-blank address by the
 * domain's e-mail rule (rules 5.16), a repeat of an earlier address refused, blank fields ignored
 * unless all are blank (then the first says the e-mail is required). Shown once a field is left
 * (blur) or the form is sent.
 */
const recipientErrors = (intl: IntlShape, rows: readonly Row[], all: boolean): (string | undefined)[] => {
  const seen: string[] = [];
  const allBlank = rows.every((row) => row.value.trim() === '');
  return rows.map((row, index) => {
    const checked = validateEmail(row.value);
    const shown = all || row.touched;
    if (E.isLeft(checked)) {
      if (row.value.trim() === '' && !(allBlank && index === 0)) return undefined;
      return shown ? validationMessage(intl, checked.left) : undefined;
    }
    if (seen.includes(checked.right)) return shown ? intl.formatMessage(scheduleMessages.duplicate) : undefined;
    seen.push(checked.right);
    return undefined;
  });
};

/** A field's error under a select (the text field shows its own). */
const FieldError = ({ text }: { readonly text: string | undefined }) =>
  text === undefined ? null : (
    <p role="alert" className="text-sm text-red-700">
      {text}
    </p>
  );

/** Monday (1) to Sunday (7) named in the page's language ("Wednesday", "Mittwoch"). */
const weekdayName = (intl: IntlShape, weekday: number): string => intl.formatDate(Date.UTC(2024, 0, weekday), { weekday: 'long', timeZone: 'UTC' }); // 1 January 2024 was a Monday

/**
 * The schedule dialog (rules 10.10; Headless UI Dialog: focus trapped, Escape cancels): the
 * report (preselected), the frequency with the period each one sends, the weekday (weekly) or day
 * of the month (monthly) and the time of day it is sent in the company's time zone (domain
 * `validateScheduleTiming`, errors at their fields), 1..10 recipients checked on
 * blur (a send with a refused address focuses it), and the report's current filters (read-only).
 * What was typed stays after a refused send.
 */
export const ScheduleDialog = (props: ScheduleDialogProps) => {
  const intl = useIntl();
  const ids = useId();
  const [kind, setKind] = useState(props.initialKind);
  const [frequency, setFrequency] = useState<ScheduleFrequency>('weekly');
  const [weekday, setWeekday] = useState(1);
  const [dayOfMonth, setDayOfMonth] = useState(1);
  const [timeOfDay, setTimeOfDay] = useState('07:00');
  const timing = {
    weekday: frequency === 'weekly' ? weekday : null,
    dayOfMonth: frequency === 'monthly' ? dayOfMonth : null,
    timeOfDay,
  };
  const checkedTiming = validateScheduleTiming(frequency, timing);
  const timingError = (field: 'weekday' | 'dayOfMonth' | 'timeOfDay', label: string): string | undefined => {
    const error = (sent && E.isLeft(checkedTiming) ? checkedTiming.left[field] : undefined) ?? props.timingErrors?.[field];
    return error === undefined ? undefined : validationMessage(intl, error, label);
  };
  const [rows, setRows] = useState<readonly Row[]>([{ key: 0, value: props.defaultRecipient ?? '', touched: false }]);
  const [nextKey, setNextKey] = useState(1);
  const [sent, setSent] = useState(false);
  const errors = recipientErrors(intl, rows, sent);
  const serverError = props.recipientsError ? validationMessage(intl, props.recipientsError, intl.formatMessage(scheduleMessages.recipients)) : undefined;
  const update = (key: number, change: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setSent(true);
    if (E.isLeft(checkedTiming)) {
      if (checkedTiming.left.timeOfDay !== undefined) document.getElementById(`${ids}-timeOfDay`)?.focus();
      return;
    }
    const invalid = recipientErrors(intl, rows, true).findIndex((error) => error !== undefined);
    const invalidRow = rows[invalid];
    if (invalidRow !== undefined) {
      document.getElementById(`${ids}-recipient-${String(invalidRow.key)}`)?.focus();
      return;
    }
    const recipients = validateRecipients(rows.map((row) => row.value).filter((value) => value.trim() !== ''));
    if (E.isRight(recipients)) props.onSubmit({ kind, frequency, ...checkedTiming.right, recipients: recipients.right });
  };

  return (
    <FormDialog
      title={intl.formatMessage(scheduleMessages.dialogTitle)}
      onClose={props.onCancel}
      panelClassName="relative flex max-h-full w-full max-w-lg flex-col overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-5">
        <Select
          label={intl.formatMessage(scheduleMessages.report)}
          value={kind}
          options={props.kinds.map((value) => ({ value, label: intl.formatMessage(reportKindWords[value]) }))}
          onChange={setKind}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{intl.formatMessage(scheduleMessages.frequency)}</legend>
          {FREQUENCIES.map((value) => (
            <div key={value} className="flex items-start gap-2">
              <input
                id={`${ids}-${value}-input`}
                type="radio"
                name={`${ids}-frequency`}
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
                aria-describedby={`${ids}-${value}`}
                className="mt-0.5 size-4 accent-emerald-700"
              />
              <div className="flex flex-col">
                <label htmlFor={`${ids}-${value}-input`} className="text-sm font-medium text-slate-800">
                  {intl.formatMessage(frequencyWords[value])}
                </label>
                <p id={`${ids}-${value}`} className="text-xs text-slate-600">
                  {intl.formatMessage(frequencyPeriodMessages[value])}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {frequency === 'weekly' ? (
            <div className="flex flex-col gap-1">
              <Select
                label={intl.formatMessage(scheduleMessages.weekday)}
                value={String(weekday)}
                options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: String(day), label: weekdayName(intl, day) }))}
                onChange={(value) => setWeekday(Number(value))}
              />
              <FieldError text={timingError('weekday', intl.formatMessage(scheduleMessages.weekday))} />
            </div>
          ) : null}
          {frequency === 'monthly' ? (
            <div className="flex flex-col gap-1">
              <Select
                label={intl.formatMessage(scheduleMessages.dayOfMonth)}
                value={String(dayOfMonth)}
                options={Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: intl.formatNumber(i + 1) }))}
                onChange={(value) => setDayOfMonth(Number(value))}
              />
              <p className="text-xs text-slate-600">{intl.formatMessage(scheduleMessages.dayOfMonthHint)}</p>
              <FieldError text={timingError('dayOfMonth', intl.formatMessage(scheduleMessages.dayOfMonth))} />
            </div>
          ) : null}
          <TextField
            id={`${ids}-timeOfDay`}
            label={intl.formatMessage(scheduleMessages.timeOfDay)}
            hint={intl.formatMessage(scheduleMessages.timeOfDayHint)}
            type="time"
            value={timeOfDay}
            onChange={(event) => setTimeOfDay(event.target.value)}
            error={timingError('timeOfDay', intl.formatMessage(scheduleMessages.timeOfDay))}
          />
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby={`${ids}-recipients-hint${serverError ? ` ${ids}-recipients-error` : ''}`}>
          <legend className="mb-1 text-sm font-medium text-slate-800">{intl.formatMessage(scheduleMessages.recipients)}</legend>
          <p id={`${ids}-recipients-hint`} className="text-xs text-slate-600">
            {intl.formatMessage(scheduleMessages.recipientsHint)}
          </p>
          {rows.map((row, index) => (
            <div key={row.key} className="flex items-start gap-2">
              <TextField
                id={`${ids}-recipient-${String(row.key)}`}
                className="flex-1"
                label={intl.formatMessage(recipientLabel, { number: index + 1 })}
                type="email"
                autoComplete="email"
                value={row.value}
                error={errors[index]}
                onChange={(event) => update(row.key, { value: event.target.value })}
                onBlur={() => update(row.key, { touched: true })}
              />
              {rows.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-7"
                  aria-label={intl.formatMessage(removeRecipientLabel, { number: index + 1 })}
                  onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              ) : null}
            </div>
          ))}
          {serverError ? (
            <p id={`${ids}-recipients-error`} role="alert" className="text-sm text-red-700">
              {serverError}
            </p>
          ) : null}
          <div>
            <Button
              variant="secondary"
              size="sm"
              disabled={rows.length >= MAX_SCHEDULE_RECIPIENTS}
              onClick={() => {
                setRows((current) => [...current, { key: nextKey, value: '', touched: false }]);
                setNextKey((key) => key + 1);
              }}
            >
              {intl.formatMessage(scheduleMessages.addRecipient)}
            </Button>
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-800">{intl.formatMessage(scheduleMessages.filters)}</p>
          <p className="text-sm text-slate-900">{props.filtersSummary(kind)}</p>
          <p className="text-xs text-slate-600">{intl.formatMessage(scheduleMessages.filtersHint)}</p>
        </div>
        <DialogButtons className="flex justify-end gap-2" submitLabel={intl.formatMessage(scheduleMessages.save)} onCancel={props.onCancel} busy={props.busy} />
      </form>
    </FormDialog>
  );
};
