import { useState } from 'react';
import { DayPicker, labelDayButton, type DateRange } from 'react-day-picker';
import { de, enUS, es, fr, it, nl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useIntl } from 'react-intl';
import { LANGUAGES, type Language } from '@yardfleet/domain/locale/language';
import { MAX_PERIOD_DAYS, isoWeekOf, type Period } from '@yardfleet/domain/reports/period';
import type { PeriodChoice } from '@yardfleet/data/slices/report-view';
import { Button } from '@yardfleet/ui/button';
import { periodMessages } from './report-messages';

const LOCALES = { 'en-US': enUS, 'fr-FR': fr, 'de-DE': de, 'nl-NL': nl, 'es-ES': es, 'it-IT': it } as const satisfies Record<Language, unknown>;
const localeOf = (language: string) => {
  const found = LANGUAGES.find((known) => known === language);
  return found === undefined ? enUS : LOCALES[found];
};

/** A calendar day `YYYY-MM-DD` as the picker's Date (local midnight: the picker shows calendar days, no zone applies). */
export const dayToDate = (day: string): Date => {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const pad = (n: number): string => String(n).padStart(2, '0');
/** The calendar day a picker Date stands for. */
export const dateToDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export interface PeriodCalendarProps {
  /** The company-local today: later days cannot be chosen. */
  readonly today: string;
  /** The period shown now (highlighted, and the month the calendar opens on). */
  readonly current: Period;
  readonly onChoose: (choice: PeriodChoice) => void;
}

const shared = (language: string, today: string, current: Period) => ({
  locale: localeOf(language),
  weekStartsOn: 1 as const,
  ISOWeek: true,
  today: dayToDate(today),
  defaultMonth: dayToDate(current.to),
  endMonth: dayToDate(today),
  disabled: { after: dayToDate(today) },
  modifiers: { chosen: { from: dayToDate(current.from), to: dayToDate(current.to) } },
  modifiersClassNames: { chosen: 'bg-emerald-50 font-semibold text-emerald-900' },
  // The day's number first, so the visible text is part of the button's name (WCAG 2.5.3): "23, Monday, November 23rd, 2026".
  labels: { labelDayButton: (...args: Parameters<typeof labelDayButton>) => `${args[0].getDate()}, ${labelDayButton(...args)}` },
});

/** The week picker (react-day-picker, ISO weeks with their numbers): a click on any day chooses its ISO week. */
export const WeekCalendar = ({ today, current, onChoose }: PeriodCalendarProps) => {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{intl.formatMessage(periodMessages.pickWeek)}</p>
      <DayPicker
        {...shared(intl.locale, today, current)}
        showWeekNumber
        onDayClick={(date) => {
          const { isoYear, week } = isoWeekOf(dateToDay(date));
          onChoose({ kind: 'week', isoYear, week });
        }}
      />
    </div>
  );
};

/**
 * The month picker: a year with its twelve months as buttons (months after today's cannot be
 * chosen; the shown period's month is pressed), the year changed with the previous and next
 * buttons (at most five years back). A click on a month chooses it.
 */
export const MonthCalendar = ({ today, current, onChoose }: PeriodCalendarProps) => {
  const intl = useIntl();
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  const [chosenYear, chosenMonth] = current.from.split('-').map(Number) as [number, number];
  const [year, setYear] = useState(Math.min(chosenYear, todayYear));
  const firstYear = todayYear - 5;
  const monthName = (month: number) => intl.formatDate(Date.UTC(year, month - 1, 1), { month: 'long', timeZone: 'UTC' });
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{intl.formatMessage(periodMessages.pickMonthOfYear)}</p>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          disabled={year <= firstYear}
          aria-label={intl.formatMessage(periodMessages.previousYear)}
          onClick={() => setYear(year - 1)}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <p className="text-sm font-semibold text-slate-900" aria-live="polite">
          {year}
        </p>
        <Button
          variant="ghost"
          size="sm"
          disabled={year >= todayYear}
          aria-label={intl.formatMessage(periodMessages.nextYear)}
          onClick={() => setYear(year + 1)}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <div role="group" aria-label={String(year)} className="grid grid-cols-3 gap-2">
        {Array.from({ length: 12 }, (_, index) => index + 1).map((month) => {
          const pressed = year === chosenYear && month === chosenMonth && current.to.slice(0, 7) === current.from.slice(0, 7);
          return (
            <button
              key={month}
              type="button"
              aria-pressed={pressed}
              disabled={year > todayYear || (year === todayYear && month > todayMonth)}
              onClick={() => onChoose({ kind: 'month', year, month })}
              className={`rounded-md border px-2 py-2 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:border-slate-100 disabled:text-slate-400 ${
                pressed ? 'border-emerald-700 bg-emerald-50 font-semibold text-emerald-900' : 'border-slate-200 text-slate-800 hover:bg-slate-50'
              }`}
            >
              {monthName(month)}
            </button>
          );
        })}
      </div>
    </div>
  );
};

/**
 * The next range after a click on `day` (rules 10.6): a click while a whole range is chosen (or
 * none) starts a new range at that day; the next click ends it (before the first day: the two
 * swap). A range longer than `maxDays` days starts anew at the clicked day.
 */
export const nextRange = (range: { readonly from?: Date | undefined; readonly to?: Date | undefined } | undefined, day: Date, maxDays: number): DateRange => {
  const from = range?.from;
  if (from === undefined || range?.to !== undefined) return { from: day, to: undefined };
  const [first, last] = day.getTime() < from.getTime() ? [day, from] : [from, day];
  const days =
    Math.round(
      (Date.UTC(last.getFullYear(), last.getMonth(), last.getDate()) - Date.UTC(first.getFullYear(), first.getMonth(), first.getDate())) / 86_400_000,
    ) + 1;
  return days > maxDays ? { from: day, to: undefined } : { from: first, to: last };
};

/** The range picker: first and last day (at most MAX_PERIOD_DAYS), applied with a button; a new first click always starts a new range. */
export const RangeCalendar = ({ today, current, onChoose }: PeriodCalendarProps) => {
  const intl = useIntl();
  const [range, setRange] = useState<DateRange | undefined>({ from: dayToDate(current.from), to: dayToDate(current.to) });
  const from = range?.from;
  const to = range?.to;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{intl.formatMessage(periodMessages.pickRange)}</p>
      <DayPicker
        {...shared(intl.locale, today, current)}
        mode="range"
        selected={range}
        onSelect={(_, day) => setRange((before) => nextRange(before, day, MAX_PERIOD_DAYS))}
      />
      <div>
        <Button
          size="sm"
          disabled={from === undefined || to === undefined}
          onClick={() => {
            if (from !== undefined && to !== undefined) onChoose({ kind: 'range', from: dateToDay(from), to: dateToDay(to) });
          }}
        >
          {intl.formatMessage(periodMessages.applyRange)}
        </Button>
      </div>
    </div>
  );
};
