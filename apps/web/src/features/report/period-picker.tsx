import { clsx } from 'clsx';
import { lazy, Suspense, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Region } from '@yardfleet/domain/locale/region';
import { PERIOD_PRESETS, type Period } from '@yardfleet/domain/reports/period';
import type { PeriodChoice } from '@yardfleet/data/slices/report-view';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { commonMessages } from '../../shared/i18n/common-messages';
import { periodPresetWords } from '../../shared/i18n/report-words';
import { formatDay, formatMonth } from './report-format';
import { periodMessages, periodSummary, weekChoice } from './report-messages';
import { TabBar, TabPanel } from './tab-bar';

/**
 * The week, month and range calendars (react-day-picker with its date-fns and styles: about 17 KiB
 * brotli, 60 % of /report's screen chunk) load when the period button is first pointed at or
 * focused, or when the panel opens (rules 21.2: /report's first load, whose default inventory
 * report shows no period at all, does not carry them).
 */
const loadCalendars = () => import('./period-calendars');
const WeekCalendar = lazy(() => loadCalendars().then((module) => ({ default: module.WeekCalendar })));
const MonthCalendar = lazy(() => loadCalendars().then((module) => ({ default: module.MonthCalendar })));
const RangeCalendar = lazy(() => loadCalendars().then((module) => ({ default: module.RangeCalendar })));
const preloadCalendars = (): void => void loadCalendars();

export interface PeriodPickerProps {
  readonly choice: PeriodChoice;
  /** The days `choice` stands for (resolved in the company's time zone); null while that zone loads. */
  readonly period: Period | null;
  /** The company-local today; null while the company's time zone loads. */
  readonly today: string | null;
  readonly region: Region;
  readonly onChoose: (choice: PeriodChoice) => void;
}

type Picker = 'week' | 'month' | 'range';

const tabClass = (selected: boolean) =>
  clsx(
    'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-600',
    selected ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100',
  );

/** The "Period" label above the period button (`labelId` names it with the button's own text). */
const PeriodField = ({ labelId, children }: { readonly labelId: string; readonly children: ReactNode }) => {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700" id={labelId}>
        {intl.formatMessage(periodMessages.label)}
      </span>
      {children}
    </div>
  );
};

/**
 * The period control of /report (rules 10.6): a button naming the chosen period and
 * its days, opening a panel (a disclosure, aria-expanded: Escape or the button closes it) with the four presets and
 * the week, month and range pickers (react-day-picker, loaded on first use; keyboard: arrows move by day and week, Enter
 * chooses). Choosing closes the panel. Days are company-local: while the company's zone loads
 * (`period` or `today` null) the button names the choice alone and is disabled (rules 10.6: the page's
 * frame paints before personal/company answers). Native button and tabs (tab-bar.tsx), not Headless
 * UI's Disclosure and TabGroup (rules 21.2: /report's first load without their code).
 */
export const PeriodPicker = ({ choice, period, today, region, onChoose }: PeriodPickerProps) => {
  const intl = useIntl();
  const labelId = useId();
  const buttonId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const initialPicker: Picker = choice.kind === 'month' ? 'month' : choice.kind === 'range' ? 'range' : 'week';
  const [picker, setPicker] = useState<Picker>(initialPicker);
  const chosenText =
    choice.kind === 'preset'
      ? intl.formatMessage(periodPresetWords[choice.preset])
      : choice.kind === 'week'
        ? intl.formatMessage(weekChoice, { week: choice.week, year: choice.isoYear })
        : choice.kind === 'month'
          ? formatMonth(intl, `${choice.year}-${String(choice.month).padStart(2, '0')}`)
          : intl.formatMessage(periodMessages.range);
  if (period === null || today === null) {
    return (
      <PeriodField labelId={labelId}>
        <button
          type="button"
          id={buttonId}
          disabled
          aria-labelledby={`${labelId} ${buttonId}`}
          className="inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-600"
        >
          {chosenText}
        </button>
      </PeriodField>
    );
  }
  const summary = intl.formatMessage(periodSummary, { choice: chosenText, from: formatDay(period.from, region), to: formatDay(period.to, region) });
  const loading = <Placeholder kind="loading" label={intl.formatMessage(commonMessages.loading)} />;
  // Choosing closes the panel and puts the focus back on the period button (as Headless UI's
  // Disclosure close() did): the panel's buttons unmount with it.
  const choose = (next: PeriodChoice) => {
    onChoose(next);
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  };
  return (
    <div
      className="relative"
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        // Escape, on the button or in the panel, closes the panel and puts the focus back on the period button.
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        setOpen(false);
        document.getElementById(buttonId)?.focus();
      }}
    >
      <PeriodField labelId={labelId}>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => {
            // The panel opens on the picker of the chosen period (week, month or range).
            if (!open) setPicker(initialPicker);
            setOpen(!open);
          }}
          onPointerEnter={preloadCalendars}
          onFocus={preloadCalendars}
          aria-labelledby={`${labelId} ${buttonId}`}
          className="inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          {summary}
        </button>
      </PeriodField>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={intl.formatMessage(periodMessages.label)}
          className="absolute start-0 top-full z-30 mt-1 flex w-[22rem] flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <div role="group" aria-label={intl.formatMessage(periodMessages.presets)} className="flex flex-wrap gap-2">
            {PERIOD_PRESETS.map((preset) => {
              const pressed = choice.kind === 'preset' && choice.preset === preset;
              return (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => choose({ kind: 'preset', preset })}
                  className={clsx(
                    'rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-emerald-600',
                    pressed ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-50',
                  )}
                >
                  {intl.formatMessage(periodPresetWords[preset])}
                </button>
              );
            })}
          </div>
          <TabBar
            idBase={panelId}
            items={[
              { key: 'week', label: intl.formatMessage(periodMessages.week) },
              { key: 'month', label: intl.formatMessage(periodMessages.month) },
              { key: 'range', label: intl.formatMessage(periodMessages.range) },
            ]}
            selected={picker}
            onSelect={setPicker}
            className="flex gap-1 border-b border-slate-200 pb-2"
            tabClassName={tabClass}
          />
          <TabPanel idBase={panelId} tabKey={picker} className="pt-2">
            <Suspense fallback={loading}>
              {picker === 'week' ? <WeekCalendar today={today} current={period} onChoose={choose} /> : null}
              {picker === 'month' ? <MonthCalendar today={today} current={period} onChoose={choose} /> : null}
              {picker === 'range' ? <RangeCalendar today={today} current={period} onChoose={choose} /> : null}
            </Suspense>
          </TabPanel>
        </div>
      ) : null}
    </div>
  );
};
