import * as E from 'fp-ts/lib/Either.js';
import { ReportFilters, ReportKind } from '@yardfleet/contract/endpoints/reports';
import { PERIOD_PRESETS, type PeriodPreset } from '@yardfleet/domain/reports/period';
import type { PeriodChoice } from '@yardfleet/data/slices/report-view';

/**
 * What /report keeps in its URL's search params (rules 10.7: a report can be bookmarked and shared;
 * reload and Back restore it): the report, the period as chosen and the filters, plus the page when
 * past the first.
 *   report=usage
 *   period=last30Days | week:2026-W10 | month:2026-03 | range:2026-03-01..2026-03-15
 *   tag=<id> category=<category> warehouse=<id> page=<n>
 * A preset stays a preset (resolved against the company's today when read). A missing or unreadable
 * param takes its default (inventory, last 30 days, no filter, page 1); whether a week, month or
 * range is a valid period is the domain's to say when it is resolved (data `resolvePeriod`).
 */
export interface ReportUrlView {
  readonly kind: ReportKind;
  readonly period: PeriodChoice;
  readonly filters: ReportFilters;
  readonly page: number;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const periodText = (choice: PeriodChoice): string => {
  switch (choice.kind) {
    case 'preset':
      return choice.preset;
    case 'week':
      return `week:${pad(choice.isoYear, 4)}-W${pad(choice.week)}`;
    case 'month':
      return `month:${pad(choice.year, 4)}-${pad(choice.month)}`;
    case 'range':
      return `range:${choice.from}..${choice.to}`;
  }
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period choice of a `period` param; null when it is not one. */
const parsePeriod = (text: string | null): PeriodChoice | null => {
  if (text === null) return null;
  if ((PERIOD_PRESETS as readonly string[]).includes(text)) return { kind: 'preset', preset: text as PeriodPreset };
  const week = /^week:(\d{4})-W(\d{1,2})$/.exec(text);
  if (week) return { kind: 'week', isoYear: Number(week[1]), week: Number(week[2]) };
  const month = /^month:(\d{4})-(\d{1,2})$/.exec(text);
  if (month) return { kind: 'month', year: Number(month[1]), month: Number(month[2]) };
  const range = /^range:(.+)\.\.(.+)$/.exec(text);
  if (range && DAY.test(range[1] ?? '') && DAY.test(range[2] ?? '')) return { kind: 'range', from: range[1] ?? '', to: range[2] ?? '' };
  return null;
};

/** The search params of `view`, in a fixed order (no empty filter, no page 1). */
export const reportSearch = (view: ReportUrlView): URLSearchParams => {
  const params = new URLSearchParams({ report: view.kind, period: periodText(view.period) });
  if (view.filters.tagId !== null) params.set('tag', view.filters.tagId);
  if (view.filters.category !== null) params.set('category', view.filters.category);
  if (view.filters.warehouseId !== null) params.set('warehouse', view.filters.warehouseId);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
};

/**
 * The view a URL's search params ask for, each unreadable part at its default (`fallback`'s period);
 * null when the URL names no report (e.g. /report from the menu: the kept view applies).
 */
export const viewOfSearch = (params: URLSearchParams, fallback: PeriodChoice): ReportUrlView | null => {
  const kind = ReportKind.decode(params.get('report'));
  if (E.isLeft(kind)) return null;
  const filters = ReportFilters.decode({ tagId: params.get('tag'), category: params.get('category'), warehouseId: params.get('warehouse') });
  const page = Number(params.get('page') ?? '1');
  return {
    kind: kind.right,
    period: parsePeriod(params.get('period')) ?? fallback,
    filters: E.isRight(filters) ? filters.right : { tagId: null, category: null, warehouseId: null },
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
};
