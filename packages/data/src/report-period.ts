import * as E from 'fp-ts/lib/Either.js';
import { monthPeriod, presetPeriod, validatePeriod, weekPeriod, type Period } from '@yardfleet/domain/reports/period';
import type { ReportRequest } from '@yardfleet/contract/endpoints/reports';
import type { PeriodChoice, ReportViewState } from './slices/report-view';

/**
 * The company-local days of a period choice seen at `now` by a company in the IANA `timeZone`
 * (rules 9.7), through the domain's period rules (reports/period). A choice the domain refuses (a
 * week or month out of range, a reversed or too long range) falls back to the default last 30 days.
 */
export const resolvePeriod = (choice: PeriodChoice, now: Date, timeZone: string): Period => {
  const fallback = (): Period => presetPeriod('last30Days', now, timeZone);
  switch (choice.kind) {
    case 'preset':
      return presetPeriod(choice.preset, now, timeZone);
    case 'week':
      return E.getOrElse(fallback)(weekPeriod(choice.isoYear, choice.week));
    case 'month':
      return E.getOrElse(fallback)(monthPeriod(choice.year, choice.month));
    case 'range':
      return E.getOrElse(fallback)(validatePeriod({ from: choice.from, to: choice.to }));
  }
};

/** The contract's ReportRequest for this view state and its resolved `period` (the page, its size and the filters). */
export const toReportRequest = (view: ReportViewState, period: Period): ReportRequest => ({
  period: { from: period.from, to: period.to },
  filters: view.filters,
  page: view.page,
  pageSize: view.pageSize,
});
