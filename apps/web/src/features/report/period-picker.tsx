import { Disclosure, DisclosureButton, DisclosurePanel, Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { clsx } from 'clsx';
import { lazy, Suspense, useId, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Region } from '@yardfleet/domain/locale/region';
import { PERIOD_PRESETS, type Period } from '@yardfleet/domain/reports/period';
import type { PeriodChoice } from '@yardfleet/data/slices/report-view';
import { Spinner } from '@yardfleet/ui/spinner';
import { commonMessages } from '../../i18n/common-messages';
import { formatDay, formatMonth } from './report-format';
import { periodMessages, periodSummary, presetMessages, weekChoice } from './report-messages';

/**
 * The week, month and range calendars (react-day-picker with its date-fns and styles: about 17 KiB
 * brotli, 60 % of /report's screen chunk) load when the period button is first pointed at or
 * focused, or when the panel opens (issue 12 item 2: /report's first load, whose default inventory
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

const tabClass = ({ selected }: { selected: boolean }) =>
  clsx(
    'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-600',
    selected ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100',
  );

/**
 * The period control of /report (SPEC 2; issue 10 item 2): a button naming the chosen period and
 * its days, opening a panel (a disclosure: Escape or the button closes it) with the four presets and
 * the week, month and range pickers (react-day-picker, loaded on first use; keyboard: arrows move by day and week, Enter
 * chooses). Choosing closes the panel. Days are company-local: while the company's zone loads
 * (`period` or `today` null) the button names the choice alone and is disabled (issue 12: the page's
 * frame paints before personal/company answers).
 */
export const PeriodPicker = ({ choice, period, today, region, onChoose }: PeriodPickerProps) => {
  const intl = useIntl();
  const labelId = useId();
  const buttonId = useId();
  const chosenText =
    choice.kind === 'preset'
      ? intl.formatMessage(presetMessages[choice.preset])
      : choice.kind === 'week'
        ? intl.formatMessage(weekChoice, { week: choice.week, year: choice.isoYear })
        : choice.kind === 'month'
          ? formatMonth(intl, `${choice.year}-${String(choice.month).padStart(2, '0')}`)
          : intl.formatMessage(periodMessages.range);
  if (period === null || today === null) {
    return (
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-slate-700" id={labelId}>
          {intl.formatMessage(periodMessages.label)}
        </span>
        <button
          type="button"
          id={buttonId}
          disabled
          aria-labelledby={`${labelId} ${buttonId}`}
          className="inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-600"
        >
          {chosenText}
        </button>
      </div>
    );
  }
  const summary = intl.formatMessage(periodSummary, { choice: chosenText, from: formatDay(period.from, region), to: formatDay(period.to, region) });
  const loading = <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  const pickerIndex = choice.kind === 'month' ? 1 : choice.kind === 'range' ? 2 : 0;
  return (
    <Disclosure as="div" className="relative">
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-slate-700" id={labelId}>
          {intl.formatMessage(periodMessages.label)}
        </span>
        <DisclosureButton
          id={buttonId}
          onPointerEnter={preloadCalendars}
          onFocus={preloadCalendars}
          aria-labelledby={`${labelId} ${buttonId}`}
          className="inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          {summary}
        </DisclosureButton>
      </div>
      <DisclosurePanel
        role="group"
        aria-label={intl.formatMessage(periodMessages.label)}
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
          // Escape closes the panel and puts the focus back on the period button.
          if (event.key !== 'Escape') return;
          event.preventDefault();
          const button = document.getElementById(buttonId);
          button?.click();
          button?.focus();
        }}
        className="absolute start-0 top-full z-30 mt-1 flex w-[22rem] flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
      >
        {({ close }) => {
          const choose = (next: PeriodChoice) => {
            onChoose(next);
            close();
          };
          return (
            <>
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
                      {intl.formatMessage(presetMessages[preset])}
                    </button>
                  );
                })}
              </div>
              <TabGroup defaultIndex={pickerIndex}>
                <TabList className="flex gap-1 border-b border-slate-200 pb-2">
                  <Tab className={tabClass}>{intl.formatMessage(periodMessages.week)}</Tab>
                  <Tab className={tabClass}>{intl.formatMessage(periodMessages.month)}</Tab>
                  <Tab className={tabClass}>{intl.formatMessage(periodMessages.range)}</Tab>
                </TabList>
                <TabPanels className="pt-2">
                  <TabPanel>
                    <Suspense fallback={loading}>
                      <WeekCalendar today={today} current={period} onChoose={choose} />
                    </Suspense>
                  </TabPanel>
                  <TabPanel>
                    <Suspense fallback={loading}>
                      <MonthCalendar today={today} current={period} onChoose={choose} />
                    </Suspense>
                  </TabPanel>
                  <TabPanel>
                    <Suspense fallback={loading}>
                      <RangeCalendar today={today} current={period} onChoose={choose} />
                    </Suspense>
                  </TabPanel>
                </TabPanels>
              </TabGroup>
            </>
          );
        }}
      </DisclosurePanel>
    </Disclosure>
  );
};
