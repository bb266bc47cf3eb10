import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as E from 'fp-ts/lib/Either.js';
import type { ReportFilters, ReportKind, ReportRequest } from '@yardfleet/contract/endpoints/reports';
import { DEFAULT_PAGE_SIZE } from '@yardfleet/domain/constants';
import type { EquipmentCategory } from '@yardfleet/domain/entities/equipment';
import type { TagId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { monthPeriod, presetPeriod, validatePeriod, weekPeriod, type Period, type PeriodPreset } from '@yardfleet/domain/reports/period';
import { sessionCleared } from './session';

/**
 * The period the user chose on /report (SPEC 2 "Period"; issue 10 item 2), kept as chosen, not as
 * days: a preset is resolved against the company-local today each time the screen reads it, so
 * "past week" stays the past week when the user comes back on another day.
 * - `preset`: last 30 days, past week, past month, past year (domain `presetPeriod`);
 * - `week`: ISO week `week` of ISO year `isoYear` (domain `weekPeriod`);
 * - `month`: calendar month `month` (1..12) of `year` (domain `monthPeriod`);
 * - `range`: the picked company-local days `from`..`to`, inclusive (`YYYY-MM-DD`).
 */
export type PeriodChoice =
  | { readonly kind: 'preset'; readonly preset: PeriodPreset }
  | { readonly kind: 'week'; readonly isoYear: number; readonly week: number }
  | { readonly kind: 'month'; readonly year: number; readonly month: number }
  | { readonly kind: 'range'; readonly from: string; readonly to: string };

/**
 * The /report view state (SPEC 2 "state kept": the same report, period, filters and page when the
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

/** The period a first visit shows: the last 30 days. */
export const DEFAULT_PERIOD_CHOICE: PeriodChoice = { kind: 'preset', preset: 'last30Days' };

export const initialReportViewState: ReportViewState = {
  kind: 'inventory',
  period: DEFAULT_PERIOD_CHOICE,
  filters: { tagId: null, category: null, warehouseId: null },
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export const reportViewSlice = createSlice({
  name: 'reportView',
  initialState: initialReportViewState,
  reducers: {
    reportChosen: (state, action: PayloadAction<ReportKind>) => (state.kind === action.payload ? state : { ...state, kind: action.payload, page: 1 }),
    periodChosen: (state, action: PayloadAction<PeriodChoice>) => ({ ...state, period: action.payload, page: 1 }),
    reportTagChanged: (state, action: PayloadAction<TagId | null>) => ({ ...state, filters: { ...state.filters, tagId: action.payload }, page: 1 }),
    reportCategoryChanged: (state, action: PayloadAction<EquipmentCategory | null>) => ({ ...state, filters: { ...state.filters, category: action.payload }, page: 1 }),
    reportWarehouseChanged: (state, action: PayloadAction<WarehouseId | null>) => ({ ...state, filters: { ...state.filters, warehouseId: action.payload }, page: 1 }),
    reportFiltersCleared: (state) => ({ ...state, filters: initialReportViewState.filters, page: 1 }),
    reportPageChanged: (state, action: PayloadAction<number>) => ({ ...state, page: Math.max(1, Math.floor(action.payload)) }),
    reportPageSizeChanged: (state, action: PayloadAction<number>) => ({ ...state, pageSize: action.payload, page: 1 }),
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialReportViewState);
  },
});

export const {
  reportChosen,
  periodChosen,
  reportTagChanged,
  reportCategoryChanged,
  reportWarehouseChanged,
  reportFiltersCleared,
  reportPageChanged,
  reportPageSizeChanged,
} = reportViewSlice.actions;

type WithReportView = { readonly reportView: ReportViewState };

export const selectReportView = (state: WithReportView): ReportViewState => state.reportView;

/**
 * The company-local days of a period choice seen at `now` by a company in the IANA `timeZone`
 * (SPEC 9), through the domain's period rules (reports/period). A choice the domain refuses (a
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
