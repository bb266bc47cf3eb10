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

/** The month picker: month and year dropdowns; a click on any day chooses its calendar month. */
export const MonthCalendar = ({ today, current, onChoose }: PeriodCalendarProps) => {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{intl.formatMessage(periodMessages.pickMonth)}</p>
      <DayPicker
        {...shared(intl.locale, today, current)}
        captionLayout="dropdown"
        startMonth={new Date(dayToDate(today).getFullYear() - 5, 0, 1)}
        onDayClick={(date) => onChoose({ kind: 'month', year: date.getFullYear(), month: date.getMonth() + 1 })}
      />
    </div>
  );
};

/** The range picker: first and last day (at most MAX_PERIOD_DAYS), applied with a button. */
export const RangeCalendar = ({ today, current, onChoose }: PeriodCalendarProps) => {
  const intl = useIntl();
  const [range, setRange] = useState<DateRange | undefined>({ from: dayToDate(current.from), to: dayToDate(current.to) });
  const from = range?.from;
  const to = range?.to ?? range?.from;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{intl.formatMessage(periodMessages.pickRange)}</p>
      <DayPicker {...shared(intl.locale, today, current)} mode="range" max={MAX_PERIOD_DAYS} selected={range} onSelect={setRange} />
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
