import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '@yardfleet/data/hooks';
import { DEFAULT_PERIOD_CHOICE, reportViewRestored, reportViewSlice, selectReportView } from '@yardfleet/data/slices/report-view';
import type { ReportKind } from '@yardfleet/contract/endpoints/reports';
import { reportSearch, viewOfSearch, type ReportUrlView } from './report-url';

/**
 * Keeps /report's URL and the kept report view (data `slices/report-view`) the same (rules 10.7):
 * - a URL that names a report (a bookmark, a shared link, reload, Back or Forward) sets the view;
 * - /report without one (the menu) gets the kept view written into it, replacing the entry;
 * - a report the company may not open (not among `kinds`, rules 10.1: a power-only company's
 *   inventory) is read as the first of `kinds`, and the URL is replaced to say so: the address
 *   always names the report on screen;
 * - each choice of the user goes through the returned `choose` (a report-view action): the view
 *   changes and the URL of the new view is pushed, so Back goes to the previous choice.
 */
export const useReportUrl = (kinds: readonly ReportKind[]): ((action: UnknownAction) => void) => {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  const allowed = kinds.join(',');
  useEffect(() => {
    const mayOpen = allowed.split(',') as ReportKind[];
    const opened = (view: ReportUrlView): ReportUrlView => (mayOpen.includes(view.kind) ? view : { ...view, kind: mayOpen[0] ?? view.kind });
    dispatch((_, getState) => {
      const kept = opened(selectReportView(getState()));
      const asked = viewOfSearch(new URLSearchParams(current), DEFAULT_PERIOD_CHOICE);
      const shown = asked === null ? kept : opened(asked);
      if (reportSearch(shown).toString() !== reportSearch(selectReportView(getState())).toString()) dispatch(reportViewRestored(shown));
      if (asked === null || shown !== asked) setParams(reportSearch(shown), { replace: true });
    });
  }, [allowed, current, dispatch, setParams]);
  return useCallback(
    (action: UnknownAction) =>
      dispatch((_, getState) => {
        const next = reportViewSlice.reducer(selectReportView(getState()), action);
        dispatch(action);
        const search = reportSearch(next).toString();
        if (search !== current) setParams(search);
      }),
    [current, dispatch, setParams],
  );
};
