import * as E from 'fp-ts/lib/Either.js';
import { useId, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { DaySpan, Weekday, WorkingHours } from '@yardfleet/contract/endpoints/alert-settings';
import { validateWorkingHours, WEEKDAYS } from '@yardfleet/domain/alerts/working-hours';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { useAlertWorkingHoursQuery, useSetAlertWorkingHoursMutation } from '@yardfleet/data/endpoints/alerts';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import { Button } from '@yardfleet/ui/button';
import { FieldError } from '@yardfleet/ui/field-error';
import { SectionCard } from '@yardfleet/ui/section-card';
import { weekdayWords } from './i18n/alert-words';
import { validationMessage } from './i18n/validation-messages';
import { useLoadPlaceholder } from './load-placeholder';
import { useLoadResult } from './use-load-result';
import { useSuccessToast } from './use-success-toast';

const messages = defineMessages({
  title: { id: 'workingHours.title', defaultMessage: 'Working hours', description: 'Heading of the company working hours card (rules 22.2)' },
  intro: {
    id: 'workingHours.intro',
    defaultMessage: 'Alert rules about working hours read these times, in the company’s time zone.',
    description: 'Sentence under the working hours heading',
  },
  start: { id: 'workingHours.start', defaultMessage: 'Start', description: 'Column: start of the working hours (HH:MM)' },
  end: { id: 'workingHours.end', defaultMessage: 'End', description: 'Column: end of the working hours (HH:MM)' },
  dayOff: { id: 'workingHours.dayOff', defaultMessage: 'Day off', description: 'A day without working hours' },
  save: { id: 'workingHours.save', defaultMessage: 'Save working hours', description: 'Button saving the working hours' },
  saved: { id: 'workingHours.saved', defaultMessage: 'Working hours saved.', description: 'Status after saving the working hours' },
  loadFailed: { id: 'workingHours.loadFailed', defaultMessage: 'The working hours could not be loaded.', description: 'Error state of the working hours card' },
});
const timeLabel = defineMessage<{ day: string; part: string }>({
  id: 'workingHours.timeLabel',
  defaultMessage: '{day}: {part}',
  description: 'Accessible name of a working hours time field, e.g. "Monday: Start"',
});

/** One day as the form holds it: worked or not, and the times as typed (kept while the day is off). */
interface DayForm {
  readonly on: boolean;
  readonly start: string;
  readonly end: string;
}
type HoursForm = Readonly<Record<Weekday, DayForm>>;

const formOf = (hours: WorkingHours): HoursForm =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, { on: hours.days[day] !== null, start: hours.days[day]?.start ?? '07:00', end: hours.days[day]?.end ?? '18:00' }]),
  ) as Record<Weekday, DayForm>;
const hoursOf = (form: HoursForm): WorkingHours => ({
  days: Object.fromEntries(
    WEEKDAYS.map((day): [Weekday, DaySpan | null] => [day, form[day].on ? { start: form[day].start.trim(), end: form[day].end.trim() } : null]),
  ) as Record<Weekday, DaySpan | null>,
});

const inputClass =
  'w-24 rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 aria-[invalid=true]:border-red-600 disabled:bg-slate-100 disabled:text-slate-500';

/**
 * The company's working hours (rules 22.2) as a card: per weekday a working-day checkbox and its
 * start and end (`HH:MM`, company time). Admins and managers (`canEdit`, the domain's
 * `alert.manage`) change and save them, checked with the domain's rule first; the server's field
 * errors (`days.mon.end`) show at their fields, what was typed kept. Others read them. On
 * /alerts/rules and in My Account (rules 22.5).
 */
export const WorkingHoursCard = ({ canEdit }: { readonly canEdit: boolean }) => {
  const intl = useIntl();
  const ids = useId();
  const query = useAlertWorkingHoursQuery();
  const [save, saving] = useSetAlertWorkingHoursMutation();
  const [edited, setEdited] = useState<HoursForm | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, ValidationError>>>({});
  const toast = useSuccessToast();
  const title = intl.formatMessage(messages.title);
  const result = useLoadResult(query, (hours) => ({ hours }));
  const placeholder = useLoadPlaceholder(result, intl.formatMessage(messages.loadFailed), () => void query.refetch());
  if (result.kind !== 'ready') return <SectionCard title={title}>{placeholder}</SectionCard>;
  const form = edited ?? formOf(result.hours);
  const change = (day: Weekday, patch: Partial<DayForm>) => setEdited({ ...form, [day]: { ...form[day], ...patch } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWorkingHours(hoursOf(form));
    if (E.isLeft(checked)) {
      setErrors(checked.left);
      return;
    }
    setErrors({});
    void save(checked.right).then((answer) => {
      if (answer.error !== undefined) {
        setErrors(validationErrorsOf(answer.error));
        return;
      }
      setEdited(null);
      toast(messages.saved);
    });
  };
  return (
    <SectionCard title={title}>
      <p className="text-sm text-slate-600">{intl.formatMessage(messages.intro)}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <ul className="flex flex-col gap-2">
          {WEEKDAYS.map((day) => {
            const dayName = intl.formatMessage(weekdayWords[day]);
            const field = (part: 'start' | 'end') => {
              const error = errors[`days.${day}.${part}`];
              const partName = intl.formatMessage(messages[part]);
              const label = intl.formatMessage(timeLabel, { day: dayName, part: partName });
              const errorId = `${ids}-${day}-${part}-error`;
              return (
                <div className="flex flex-col gap-0.5">
                  <label htmlFor={`${ids}-${day}-${part}`} className="text-xs text-slate-600">
                    {partName}
                  </label>
                  <input
                    id={`${ids}-${day}-${part}`}
                    aria-label={label}
                    className={inputClass}
                    value={form[day][part]}
                    disabled={!canEdit || !form[day].on}
                    inputMode="numeric"
                    autoComplete="off"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => change(day, { [part]: event.target.value })}
                  />
                  <FieldError id={errorId} error={error ? validationMessage(intl, error, label) : undefined} />
                </div>
              );
            };
            return (
              <li key={day} className="flex flex-wrap items-end gap-3 border-b border-slate-100 pb-2">
                <label className="flex w-40 items-center gap-2 pb-2 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-emerald-700"
                    checked={form[day].on}
                    disabled={!canEdit}
                    onChange={(event) => change(day, { on: event.target.checked })}
                  />
                  {dayName}
                </label>
                {form[day].on ? (
                  <>
                    {field('start')}
                    {field('end')}
                  </>
                ) : (
                  <span className="pb-2 text-sm text-slate-600">{intl.formatMessage(messages.dayOff)}</span>
                )}
              </li>
            );
          })}
        </ul>
        {canEdit ? (
          <Button type="submit" className="self-start" disabled={saving.isLoading}>
            {intl.formatMessage(messages.save)}
          </Button>
        ) : null}
      </form>
    </SectionCard>
  );
};
