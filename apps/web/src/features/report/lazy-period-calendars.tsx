import { lazy, Suspense } from 'react';
import type { PeriodCalendarProps } from './period-calendars';

/*
 * The period picker's calendars (period-calendars.tsx: react-day-picker and its styles) download
 * when the picker is first opened (issue 12 item 3), not with the report screen. Same names and
 * props; nothing shows for the moment the chunk takes (the picker opens on a click).
 */

const chunk = () => import('./period-calendars');
const Week = lazy(() => chunk().then((m) => ({ default: m.WeekCalendar })));
const Month = lazy(() => chunk().then((m) => ({ default: m.MonthCalendar })));
const Range = lazy(() => chunk().then((m) => ({ default: m.RangeCalendar })));

/** period-calendars' WeekCalendar, loaded on first use. */
export const WeekCalendar = (props: PeriodCalendarProps) => (
  <Suspense fallback={null}>
    <Week {...props} />
  </Suspense>
);

/** period-calendars' MonthCalendar, loaded on first use. */
export const MonthCalendar = (props: PeriodCalendarProps) => (
  <Suspense fallback={null}>
    <Month {...props} />
  </Suspense>
);

/** period-calendars' RangeCalendar, loaded on first use. */
export const RangeCalendar = (props: PeriodCalendarProps) => (
  <Suspense fallback={null}>
    <Range {...props} />
  </Suspense>
);
