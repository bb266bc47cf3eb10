import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTimeInZone, formatDayInZone } from '@yardfleet/domain/locale/format-in-zone';
import { can } from '@yardfleet/domain/rules/permissions';
import { useCompanySettingsQuery } from '@yardfleet/data/endpoints/personal';
import { downloadActivity, useSecurityLogQuery } from '@yardfleet/data/endpoints/security-log';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { useRegion } from '../../shared/environment';
import { loadErrorDetail } from '../../shared/i18n/error-messages';
import { isReversed, toLogRequest, useSecurityLogView } from './security-log-query';
import { saveFile } from '../../shared/save-file';
import { SecurityLogView, type SecurityLogResult } from './security-log-view';

/** Typing pauses this long (ms) before the search is sent. */
export const SECURITY_SEARCH_DEBOUNCE_MS = 300;

/**
 * The connected security log (/security, rules 20.12). Only a role the domain's
 * `security.view` allows (the admin) asks the server; others see the view's "only your company's
 * admin" note (the route exists for every member, as the sidebar's screens do; the user menu
 * offers it to the admin only). Filters and page live in the URL query; the search is debounced;
 * days are the company's (its time zone from `personal/company`, the browser's if that cannot be
 * read), so a request with days waits for the zone. Each visit reads the log afresh.
 */
export const SecurityLogPage = () => {
  const intl = useIntl();
  const region = useRegion();
  const role = useAppSelector(selectUser)?.role ?? null;
  const allowed = can(role, 'security.view');
  const company = useCompanySettingsQuery(allowed ? undefined : skipToken);
  const timeZone = company.data?.timeZone ?? (company.isError ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined);
  const [view, change] = useSecurityLogView();
  const [searchInput, setSearchInput] = useState(view.search);
  const [exporting, setExporting] = useState(false);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (searchInput === view.search) return;
    const timer = setTimeout(() => change({ search: searchInput }), SECURITY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, view.search, change]);

  const waitsForZone = timeZone === undefined && (view.from !== '' || view.to !== '');
  const request = useMemo(() => toLogRequest(view, timeZone ?? 'UTC'), [view, timeZone]);
  const skipped = !allowed || waitsForZone || isReversed(view);
  const log = useSecurityLogQuery(skipped ? skipToken : request, { refetchOnMountOrArgChange: true });
  const shown = log.currentData ?? log.data;
  const refetch = () => {
    if (!skipped) void log.refetch();
  };
  // Times are written in the company's zone: the rows wait for it (a few ms after the first visit).
  const result: SecurityLogResult = log.isError
    ? { kind: 'error', detail: loadErrorDetail(intl, log.error) }
    : shown !== undefined && timeZone !== undefined
      ? { kind: 'ready', items: shown.items, total: shown.total, refreshing: log.isFetching }
      : { kind: 'loading' };

  return (
    <SecurityLogView
      allowed={allowed}
      view={view}
      searchInput={searchInput}
      result={result}
      formatTime={(iso) => {
        // formatDateTimeInZone writes the day first, then the clock and the zone.
        const day = formatDayInZone(iso, timeZone ?? 'UTC', region);
        return {
          day,
          clock: formatDateTimeInZone(iso, timeZone ?? 'UTC', region, intl.locale)
            .slice(day.length)
            .trim(),
        };
      }}
      onChange={change}
      onSearchChange={setSearchInput}
      onClear={() => {
        setSearchInput('');
        change({ group: null, search: '', from: '', to: '' });
      }}
      onRetry={refetch}
      onRefresh={refetch}
      exporting={exporting}
      onExport={() => {
        const { page: _page, pageSize: _size, ...filters } = request;
        setExporting(true);
        void dispatch(downloadActivity({ ...filters, format: 'csv' }))
          .then((outcome) => {
            if (outcome.ok) saveFile(outcome.file.blob, outcome.file.fileName);
          })
          .finally(() => setExporting(false));
      }}
    />
  );
};

export const Component = SecurityLogPage;
