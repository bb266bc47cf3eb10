import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGatewayListQuery } from '@yardfleet/data/endpoints/gateways';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { useRegion } from '../../shared/environment';
import { loadErrorDetail } from '../../shared/i18n/error-messages';
import { actionsFor, useGatewayActions } from './gateway-actions';
import { useCompanyTimeZone } from '../../shared/use-company-time';
import { GatewayListView, type GatewayListResult } from './gateway-list-view';
import { queryFromView, toListRequest, useGatewayView } from './gateway-query';

/** Typing pauses this long (ms) before the search is sent. */
export const GATEWAY_SEARCH_DEBOUNCE_MS = 300;
/** "Last connected … ago" texts are refreshed this often (ms). */
const NOW_REFRESH_MS = 60_000;

/**
 * The connected Gateways screen (/gateway; rules 14.1 to 14.3): tab, search, order and page live
 * in the URL query (so Back, a reload and the detail's back link keep them); the search is
 * debounced; times are written in the company's time zone. Reset and delete (admins and managers,
 * the domain's `gateway.manage`) ask first, then refetch the lists and the warehouse list.
 */
export const GatewayListPage = () => {
  const intl = useIntl();
  const region = useRegion();
  const timeZone = useCompanyTimeZone();
  const role = useAppSelector(selectUser)?.role ?? null;
  const [view, change] = useGatewayView();
  const [searchInput, setSearchInput] = useState(view.search);
  const [now, setNow] = useState(() => new Date());
  const actions = useGatewayActions();

  useEffect(() => {
    if (searchInput === view.search) return;
    const timer = setTimeout(() => change({ search: searchInput }), GATEWAY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, view.search, change]);

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const request = useMemo(() => toListRequest(view, view.search), [view]);
  const list = useGatewayListQuery(request);
  // While another page, order or search of the same tab loads, its previous rows stay (marked busy);
  // a new tab shows the spinner rather than another kind's rows.
  const previous = list.data !== undefined && list.data.items.length > 0 && list.data.items.every((g) => g.kind === view.kind) ? list.data : undefined;
  const current = list.currentData ?? previous;
  const result: GatewayListResult = list.isError
    ? { kind: 'error', detail: loadErrorDetail(intl, list.error) }
    : current !== undefined
      ? { kind: 'ready', items: current.items, total: current.total, refreshing: list.isFetching }
      : { kind: 'loading' };
  const query = queryFromView(view).toString();

  return (
    <>
      <GatewayListView
        view={view}
        searchInput={searchInput}
        result={result}
        counts={list.data?.counts}
        format={{ timeZone, region, now }}
        listQuery={query === '' ? '' : `?${query}`}
        actionsOf={(gateway) => actionsFor(role, gateway)}
        onAction={actions.ask}
        onChange={change}
        onSearchChange={setSearchInput}
        onRetry={() => void list.refetch()}
      />
      {actions.dialog}
    </>
  );
};

export const Component = GatewayListPage;
