import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportFilters, ReportKind } from '@yardfleet/contract/endpoints/reports';
import { DEFAULT_PAGE_SIZE } from '@yardfleet/domain/constants';
import type { PeriodPreset } from '@yardfleet/domain/reports/period';
import { sessionCleared } from './session';

/**
 * The period the user chose on /report (rules 10.6), kept as chosen, not as
 * days: a preset is resolved against the company-local today each time the screen reads it, so
 * "past week" stays the past week when the user comes back on another day.
 * - `preset`: last 30 days, past week, past month, past year (domain `presetPeriod`);
 * - `week`: ISO week `week` of ISO year `isoYear` (domain `weekPeriod`);
 * - `month`: calendar month `month` (1..12) of `year` (domain `monthPeriod`);
 * - `range`: the picked company-local days `from`..`to`, inclusive (`YYYY-MM-DD`).
 * `resolvePeriod` and `toReportRequest` (src/report-period.ts) turn it into a request; this slice imports no date code,
 * so the store of the first route stays small (docs/decisions/0006).
 */
export type PeriodChoice =
  | { readonly kind: 'preset'; readonly preset: PeriodPreset }
  | { readonly kind: 'week'; readonly isoYear: number; readonly week: number }
  | { readonly kind: 'month'; readonly year: number; readonly month: number }
  | { readonly kind: 'range'; readonly from: string; readonly to: string };

/**
 * The /report view state (kept, rules 10.7: the same report, period, filters and page when the
 * user leaves /report and comes back): the chosen report, the period choice, the filters (null =
 * all; the power report applies the warehouse only) and the 1-based page with its size. Choosing
 * another report, period or filter goes back to page 1.
 */
export interface ReportViewState {
  readonly kind: ReportKind;
  readonly period: PeriodChoice;
  readonly filters: ReportFilters;
  readonly page: number;
  readonly pageSize: number;
}

/** No filter: every machine, charger and warehouse. */
export const NO_REPORT_FILTERS: ReportFilters = { tagId: null, category: null, warehouseId: null };

/** The period a first visit shows: the last 30 days. */
export const DEFAULT_PERIOD_CHOICE: PeriodChoice = { kind: 'preset', preset: 'last30Days' };

export const initialReportViewState: ReportViewState = {
  kind: 'inventory',
  period: DEFAULT_PERIOD_CHOICE,
  filters: NO_REPORT_FILTERS,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export const reportViewSlice = createSlice({
  name: 'reportView',
  initialState: initialReportViewState,
  reducers: {
    reportChosen: (state, action: PayloadAction<ReportKind>) => ({ ...state, kind: action.payload, page: 1 }),
    periodChosen: (state, action: PayloadAction<PeriodChoice>) => ({ ...state, period: action.payload, page: 1 }),
    /** Sets the given filters (null = all); `NO_REPORT_FILTERS` clears them. */
    reportFiltersChanged: (state, action: PayloadAction<Partial<ReportFilters>>) => ({ ...state, filters: { ...state.filters, ...action.payload }, page: 1 }),
    reportPageChanged: (state, action: PayloadAction<number>) => ({ ...state, page: Math.max(1, Math.floor(action.payload)) }),
    reportPageSizeChanged: (state, action: PayloadAction<number>) => ({ ...state, pageSize: action.payload, page: 1 }),
    /** The report, period, filters and page a URL asks for (a bookmark, a shared link, reload or Back); the page size stays. */
    reportViewRestored: (state, action: PayloadAction<Pick<ReportViewState, 'kind' | 'period' | 'filters' | 'page'>>) => ({ ...state, ...action.payload }),
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialReportViewState);
  },
});

export const { reportChosen, periodChosen, reportFiltersChanged, reportPageChanged, reportPageSizeChanged, reportViewRestored } = reportViewSlice.actions;

type WithReportView = { readonly reportView: ReportViewState };

export const selectReportView = (state: WithReportView): ReportViewState => state.reportView;
