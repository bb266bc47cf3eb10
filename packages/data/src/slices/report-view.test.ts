import { describe, expect, it } from 'vitest';
import type { TagId } from '@yardfleet/domain/entities/ids';
import { sessionCleared } from './session';
import { initialReportViewState, periodChosen, reportChosen, reportFiltersChanged, reportPageChanged, reportViewSlice } from './report-view';
import { resolvePeriod, toReportRequest } from '../report-period';

const reduce = reportViewSlice.reducer;
/** Monday 9 March 2026, 03:30 UTC: still Sunday 8 March in Chicago. */
const NOW = new Date('2026-03-09T03:30:00Z');

describe('report view state (kept when leaving; rules 10.6, 10.7)', () => {
  it('resolves presets in the company time zone, not the browser one', () => {
    expect(resolvePeriod({ kind: 'preset', preset: 'pastWeek' }, NOW, 'America/Chicago')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(resolvePeriod({ kind: 'preset', preset: 'pastWeek' }, NOW, 'Europe/Berlin')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(resolvePeriod({ kind: 'preset', preset: 'last30Days' }, NOW, 'America/Chicago')).toEqual({ from: '2026-02-07', to: '2026-03-08' });
  });

  it('resolves picked weeks, months and ranges, and falls back to the last 30 days for a refused choice', () => {
    expect(resolvePeriod({ kind: 'week', isoYear: 2026, week: 10 }, NOW, 'UTC')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(resolvePeriod({ kind: 'month', year: 2026, month: 2 }, NOW, 'UTC')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(resolvePeriod({ kind: 'range', from: '2026-01-05', to: '2026-01-09' }, NOW, 'UTC')).toEqual({ from: '2026-01-05', to: '2026-01-09' });
    expect(resolvePeriod({ kind: 'range', from: '2026-01-09', to: '2026-01-05' }, NOW, 'UTC')).toEqual({ from: '2026-02-08', to: '2026-03-09' });
  });

  it('goes back to page 1 when the report, period or a filter changes, and keeps the rest', () => {
    let state = reduce(initialReportViewState, reportPageChanged(3));
    state = reduce(state, reportFiltersChanged({ tagId: 'tag_1' as TagId }));
    expect(state.page).toBe(1);
    state = reduce(reduce(state, reportPageChanged(2)), reportChosen('usage'));
    expect(state).toMatchObject({ kind: 'usage', page: 1, filters: { tagId: 'tag_1' } });
    state = reduce(reduce(state, reportPageChanged(2)), periodChosen({ kind: 'month', year: 2026, month: 1 }));
    expect(state).toMatchObject({ kind: 'usage', page: 1, period: { kind: 'month', year: 2026, month: 1 } });
    expect(toReportRequest(state, { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      period: { from: '2026-01-01', to: '2026-01-31' },
      filters: { tagId: 'tag_1', category: null, warehouseId: null },
      page: 1,
      pageSize: initialReportViewState.pageSize,
    });
    expect(reduce(state, sessionCleared())).toEqual(initialReportViewState);
  });
});
