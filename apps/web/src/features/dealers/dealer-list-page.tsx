import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useAddDealerToCollectionMutation,
  useDealerFiltersQuery,
  useDealerListQuery,
  useDealerMapQuery,
  useRemoveDealerFromCollectionMutation,
} from '@yardfleet/data/endpoints/dealers';
import { useAppDispatch, useAppSelector } from '@yardfleet/data/hooks';
import {
  dealerFiltersChanged,
  dealerNearbyChanged,
  dealerNearChanged,
  dealerPageChanged,
  dealerPageSizeChanged,
  NO_DEALER_FILTERS,
  selectDealerView,
} from '@yardfleet/data/slices/dealer-view';
import type { Dealer } from '@yardfleet/domain/entities/dealer';
import { useLoadResult } from '../../shared/use-load-result';
import { useGeolocation } from './geolocation';
import { DealerListView, type DealerListResult, type NearbyState } from './dealer-list-view';

/** The search is sent this long after the last keystroke, milliseconds. */
export const DEALER_SEARCH_DEBOUNCE_MS = 300;

/**
 * Asks the geolocation adapter for the position when "Nearby" is pressed, and again on every
 * return to /dealer while Nearby is on (the position itself is never kept, rules 15.3). A refusal or
 * failure turns Nearby off and leaves its message until the next try; an answer that comes after
 * a newer try or after leaving is ignored.
 */
const useNearby = (): readonly [NearbyState, () => void] => {
  const dispatch = useAppDispatch();
  const geolocation = useGeolocation();
  const wanted = useAppSelector(selectDealerView).nearby;
  const [state, setState] = useState<NearbyState>(wanted ? { kind: 'locating' } : { kind: 'off' });
  const attempt = useRef(0);
  const locate = useCallback(() => {
    attempt.current += 1;
    const mine = attempt.current;
    setState({ kind: 'locating' });
    void geolocation.locate().then((outcome) => {
      if (mine !== attempt.current) return;
      setState(outcome);
      if (outcome.kind !== 'granted') dispatch(dealerNearbyChanged(false));
    });
  }, [dispatch, geolocation]);
  const wantedOnArrival = useRef(wanted);
  useEffect(() => {
    if (wantedOnArrival.current) locate();
    return () => {
      attempt.current += 1;
    };
  }, [locate]);
  const toggle = () => {
    if (state.kind === 'granted' || state.kind === 'locating') {
      attempt.current += 1;
      setState({ kind: 'off' });
      dispatch(dealerNearbyChanged(false));
      return;
    }
    dispatch(dealerNearbyChanged(true));
    locate();
  };
  return [state, toggle];
};

/**
 * The connected Dealers screen (/dealer; rules 2.17, 15): the view state (filters,
 * page, Nearby, the town or postcode to measure from) lives in the dealerView slice so coming back
 * keeps it; the list and the map (dealer/map: every match, not only the page) are asked with the
 * user's position (`origin`) once the browser gave it, else with the typed town or postcode
 * (`near`, rules 15.9), and keep working by search and filters otherwise. The search is debounced; "Add to my collection" / "Remove from my collection" adds or removes the dealer.
 */
export const DealerListPage = () => {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectDealerView);
  const [nearby, toggleNearby] = useNearby();
  const [searchText, setSearchText] = useState(view.filters.search);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [add] = useAddDealerToCollectionMutation();
  const [remove] = useRemoveDealerFromCollectionMutation();

  useEffect(() => {
    if (searchText === view.filters.search) return undefined;
    const timer = setTimeout(() => dispatch(dealerFiltersChanged({ search: searchText })), DEALER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, searchText, view.filters.search]);

  const { filters } = view;
  const search = filters.search.trim();
  const query = {
    search: search === '' ? null : search,
    category: filters.category,
    country: filters.country,
    region: filters.region,
    collectionOnly: filters.collectionOnly,
    origin: nearby.kind === 'granted' ? nearby.position : null,
    near: nearby.kind === 'granted' || view.near.trim() === '' ? null : view.near.trim(),
  };
  const list = useDealerListQuery({ page: view.page, pageSize: view.pageSize, ...query });
  const map = useDealerMapQuery(query);
  const options = useDealerFiltersQuery();
  const result: DealerListResult = useLoadResult(list, (data) => ({ page: data }));

  const toggleCollection = (dealer: Dealer) => {
    setBusyIds((ids) => new Set([...ids, dealer.id]));
    const change = dealer.inMyCollection ? remove({ dealerId: dealer.id }) : add({ dealerId: dealer.id });
    void change.finally(() =>
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(dealer.id);
        return next;
      }),
    );
  };

  return (
    <DealerListView
      result={result}
      fetching={list.isFetching}
      nearby={nearby}
      near={view.near}
      mapPoints={map.data ?? null}
      searchText={searchText}
      filters={filters}
      filterOptions={options.data ?? null}
      busyIds={busyIds}
      onNearby={toggleNearby}
      onNearChange={(near) => dispatch(dealerNearChanged(near))}
      onSearchChange={setSearchText}
      onFiltersChange={(changed) => dispatch(dealerFiltersChanged(changed))}
      onClearFilters={() => {
        setSearchText('');
        dispatch(dealerFiltersChanged(NO_DEALER_FILTERS));
      }}
      onToggleCollection={toggleCollection}
      onPageChange={(page) => dispatch(dealerPageChanged(page))}
      onPageSizeChange={(size) => dispatch(dealerPageSizeChanged(size))}
      onRetry={() => void list.refetch()}
    />
  );
};

export const Component = DealerListPage;
