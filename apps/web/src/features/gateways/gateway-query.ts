import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GatewayListRequest, GatewaySort } from '@yardfleet/contract/endpoints/gateways';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@yardfleet/domain/constants';
import { GATEWAY_KINDS, type GatewayKind } from '@yardfleet/domain/entities/gateway';
import { GATEWAY_SEARCH_MAX_LENGTH } from '@yardfleet/domain/gateways/gateway-rules';

/** What the Gateways screen shows: tab, search text, order and page (kept in the URL query). */
export interface GatewayView {
  readonly kind: GatewayKind;
  readonly search: string;
  readonly sort: GatewaySort;
  readonly page: number;
  readonly pageSize: number;
}

const positive = (text: string | null, fallback: number): number => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/**
 * Reads the view from the URL query `?tab=&q=&sort=oldest&page=&size=`: an unknown tab is the
 * first one (charger gateway), a bad page 1, a size outside PAGE_SIZES the default (20), a search
 * cut to GATEWAY_SEARCH_MAX_LENGTH characters.
 */
export const viewFromQuery = (params: URLSearchParams): GatewayView => {
  const tab = params.get('tab');
  const size = positive(params.get('size'), DEFAULT_PAGE_SIZE);
  return {
    kind: GATEWAY_KINDS.find((kind) => kind === tab) ?? 'charger_gateway',
    search: (params.get('q') ?? '').slice(0, GATEWAY_SEARCH_MAX_LENGTH),
    sort: params.get('sort') === 'oldest' ? 'last_connected_asc' : 'last_connected_desc',
    page: Math.min(positive(params.get('page'), 1), 100_000),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
};

/** The URL query of a view, leaving out defaults (first tab, no search, newest first, page 1, size 20). */
export const queryFromView = (view: GatewayView): URLSearchParams => {
  const params = new URLSearchParams();
  if (view.kind !== 'charger_gateway') params.set('tab', view.kind);
  if (view.search !== '') params.set('q', view.search);
  if (view.sort === 'last_connected_asc') params.set('sort', 'oldest');
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(view.pageSize));
  return params;
};

/** The list request of a view (a blank search is no search). */
export const toListRequest = (view: GatewayView, search: string): GatewayListRequest => ({
  kind: view.kind,
  search: search.trim() === '' ? null : search.trim(),
  sort: view.sort,
  page: view.page,
  pageSize: view.pageSize,
});

/**
 * The view kept in the URL query, and `change(patch)` to update it (replacing the history entry,
 * so Back leaves the screen rather than undoing each keystroke). A change of tab, search, order or
 * size goes back to page 1.
 */
export const useGatewayView = (): readonly [GatewayView, (patch: Partial<GatewayView>) => void] => {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromQuery(params), [params]);
  const change = useCallback(
    (patch: Partial<GatewayView>) =>
      setParams(
        (current) => {
          const base = viewFromQuery(current);
          return queryFromView({ ...base, ...patch, page: patch.page ?? 1 });
        },
        { replace: true },
      ),
    [setParams],
  );
  return [view, change] as const;
};
