import { lazy, startTransition, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMatch } from 'react-router-dom';
import type { EquipmentListRow } from '@yardfleet/contract/endpoints/equipment';
import { useEquipmentListQuery } from '@yardfleet/data/endpoints/equipment';
import type { TagGroupWithTags } from '@yardfleet/contract/endpoints/tags';
import { useTagListQuery } from '@yardfleet/data/endpoints/tags';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import {
  activityChanged,
  categoryChanged,
  faultyChanged,
  filtersCleared,
  inventoryStatusChanged,
  onlineStatusChanged,
  pageChanged,
  pageSizeChanged,
  searchChanged,
  selectEquipmentListState,
  serviceDueChanged,
  tagChanged,
  toEquipmentFilters,
  toEquipmentListRequest,
  viewChanged,
} from '@yardfleet/data/slices/equipment-list';
import { selectUser } from '@yardfleet/data/slices/session';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { loadErrorDetail } from '../../shared/i18n/error-messages';
import { useStateTexts } from '../../shared/load-placeholder';
import { EquipmentListView, type EquipmentListResult } from './equipment-list-view';
import { InventoryOverviewPanel } from './inventory-overview';
import { BulkActions, useSelectColumn } from './bulk-actions';
import { useBulkSelection } from './use-bulk-selection';

/** The fleet map panel in its own chunk: OpenLayers loads only when the map view is shown (docs/decisions/0006). */
const FleetMapPanel = lazy(() => import('./fleet-map-panel').then((module) => ({ default: module.FleetMapPanel })));

/** The tag filter's groups until the tag list arrives (one array: the memoized filters keep theirs). */
const NO_TAG_GROUPS: readonly TagGroupWithTags[] = [];

/** The page's machine ids until the list arrives. */
const NO_IDS: readonly string[] = [];

/** Typing pauses this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** "Last seen" texts are refreshed this often. */
const NOW_REFRESH_MS = 60_000;

/**
 * The connected equipment list (rules 2.10; /equipment and the full-version /home): its search, filters
 * and page live in the store, so they are kept when the user leaves and comes back. The search is
 * debounced; the tag filter reads the tag list endpoint. The List / Map choice (rules 2.10) is
 * kept in the store too; the map view loads the fleet map panel lazily with the same filters.
 * On /home (the inventory home, rules 10.11) the fleet overview's counts sit above the list.
 * Rows can be selected (a checkbox column, "Select this page", "Select all N machines matching the
 * filters") for the bulk bar's actions (docs/roles.md "Bulk actions"); a new filter clears the selection.
 */
export const EquipmentListPage = () => {
  const intl = useIntl();
  const texts = useStateTexts();
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectEquipmentListState);
  const [searchInput, setSearchInput] = useState(view.search);
  const user = useAppSelector(selectUser);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (searchInput === view.search) return;
    const timer = setTimeout(() => dispatch(searchChanged(searchInput)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, view.search, dispatch]);

  useEffect(() => {
    // A transition: the minute's new "last seen" texts re-render every row in time slices, not one task (rules 21.5).
    const timer = setInterval(() => startTransition(() => setNow(new Date())), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const request = useMemo(() => toEquipmentListRequest(view), [view]);
  const filters = useMemo(() => toEquipmentFilters(view), [view]);
  const list = useEquipmentListQuery(request, { skip: view.view === 'map' });
  const tags = useTagListQuery();
  const onHome = useMatch('/home') !== null;
  const pageIds = useMemo(() => list.data?.items.map((item) => item.id) ?? NO_IDS, [list.data]);
  const bulk = useBulkSelection(filters, pageIds);
  const selectColumn = useSelectColumn<EquipmentListRow>(bulk);
  const { clear } = bulk;
  // "Every machine matching the filters" means what the list shows: a new filter starts a new selection.
  const filterKey = JSON.stringify(filters);
  useEffect(() => clear(), [filterKey, clear]);

  // A new page of rows is rendered in the background (React time-slices a deferred render), so
  // its 50 or 100 rows never make one long task; meanwhile the old rows stay, marked busy
  // (rules 21.5). The result keeps its identity while nothing changes, so the memoized list
  // part skips the renders that typing in the search box causes.
  const data = useDeferredValue(list.data);
  const refreshing = list.isFetching || data !== list.data;
  const { isLoading, isError, error, refetch } = list;
  const result = useMemo<EquipmentListResult>(
    () =>
      isLoading
        ? { kind: 'loading' }
        : isError
          ? { kind: 'error', detail: loadErrorDetail(intl, error) }
          : data
            ? { kind: 'ready', items: data.items, total: data.total, totalCapped: data.totalCapped, refreshing }
            : { kind: 'loading' },
    [isLoading, isError, error, data, refreshing, intl],
  );
  const handlers = useMemo(
    () => ({
      onCategoryChange: (value: Parameters<typeof categoryChanged>[0]) => dispatch(categoryChanged(value)),
      onInventoryStatusChange: (value: Parameters<typeof inventoryStatusChanged>[0]) => dispatch(inventoryStatusChanged(value)),
      onOnlineStatusChange: (value: Parameters<typeof onlineStatusChanged>[0]) => dispatch(onlineStatusChanged(value)),
      onTagChange: (value: Parameters<typeof tagChanged>[0]) => dispatch(tagChanged(value)),
      onServiceDueChange: (value: Parameters<typeof serviceDueChanged>[0]) => dispatch(serviceDueChanged(value)),
      onActivityChange: (value: Parameters<typeof activityChanged>[0]) => dispatch(activityChanged(value)),
      onFaultyChange: (value: Parameters<typeof faultyChanged>[0]) => dispatch(faultyChanged(value)),
      onClearFilters: () => {
        setSearchInput('');
        dispatch(filtersCleared());
      },
      onPageChange: (page: number) => dispatch(pageChanged(page)),
      onPageSizeChange: (size: number) => dispatch(pageSizeChanged(size)),
      onViewChange: (next: Parameters<typeof viewChanged>[0]) => dispatch(viewChanged(next)),
    }),
    [dispatch],
  );
  const onRetry = useCallback(() => void refetch(), [refetch]);

  return (
    <EquipmentListView
      filters={{ ...view, search: searchInput }}
      page={view.page}
      pageSize={view.pageSize}
      tagGroups={tags.data?.groups ?? NO_TAG_GROUPS}
      viewerRole={user?.role ?? null}
      result={result}
      now={now}
      onSearchChange={setSearchInput}
      {...handlers}
      onRetry={onRetry}
      view={view.view}
      overview={onHome ? <InventoryOverviewPanel /> : undefined}
      selectColumn={selectColumn}
      bulk={<BulkActions bulk={bulk} filters={filters} pageIds={pageIds} role={user?.role ?? null} tagGroups={tags.data?.groups ?? NO_TAG_GROUPS} />}
      mapPanel={
        <Suspense fallback={<Placeholder kind="loading" label={texts.loading} />}>
          <FleetMapPanel filters={filters} />
        </Suspense>
      }
    />
  );
};

export const Component = EquipmentListPage;
