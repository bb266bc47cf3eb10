import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '@yardfleet/data/hooks';
import { DEFAULT_PERIOD_CHOICE, reportViewRestored, reportViewSlice, selectReportView } from '@yardfleet/data/slices/report-view';
import { reportSearch, viewOfSearch } from './report-url';

/**
 * Keeps /report's URL and the kept report view (data `slices/report-view`) the same (rules 10.7):
 * - a URL that names a report (a bookmark, a shared link, reload, Back or Forward) sets the view;
 * - /report without one (the menu) gets the kept view written into it, replacing the entry;
 * - each choice of the user goes through the returned `choose` (a report-view action): the view
 *   changes and the URL of the new view is pushed, so Back goes to the previous choice.
 */
export const useReportUrl = (): ((action: UnknownAction) => void) => {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  useEffect(() => {
    dispatch((_, getState) => {
      const kept = selectReportView(getState());
      const asked = viewOfSearch(new URLSearchParams(current), DEFAULT_PERIOD_CHOICE);
      if (asked === null) setParams(reportSearch(kept), { replace: true });
      else if (reportSearch(asked).toString() !== reportSearch(kept).toString()) dispatch(reportViewRestored(asked));
    });
  }, [current, dispatch, setParams]);
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
