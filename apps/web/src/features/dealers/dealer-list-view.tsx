import { lazy, Suspense, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { DealerFiltersResponse, DealerListResponse, DealerMapResponse, DealerNearPlace } from '@yardfleet/contract/endpoints/dealers';
import type { DealerFilters } from '@yardfleet/data/slices/dealer-view';
import type { Dealer } from '@yardfleet/domain/entities/dealer';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { Button } from '@yardfleet/ui/button';
import { MapBoundary } from '@yardfleet/ui/map/map-boundary';
import { Placeholder } from '@yardfleet/ui/placeholder';
import type { LoadResult } from '@yardfleet/data/load-result';
import { errorMessages } from '../../shared/i18n/error-messages';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { screenWords } from '../../shared/i18n/screen-words';
import { routeTitles } from '../../shared/route-titles';
import { DealerFilterBar } from './dealer-filters';
import { DealerRows } from './dealer-rows';
import { dealerMessages, placeMessages } from './dealers-messages';
import { NearPlaceForm } from './near-place-form';

/** OpenLayers loads with its own chunk, only on /dealer. */
const DealerMap = lazy(() => import('./dealer-map'));

/** What the list shows: loading, an error (with the server's text), or a page of dealers. */
export type DealerListResult = LoadResult<{ page: DealerListResponse }>;

/**
 * Where "Nearby" stands: off, asking the browser, located (the position, degrees), or refused /
 * unavailable (the message of rules 15.4 stays until the next try).
 */
export type NearbyState =
  | { readonly kind: 'off' }
  | { readonly kind: 'locating' }
  | { readonly kind: 'granted'; readonly position: GeoPoint }
  | { readonly kind: 'denied' }
  | { readonly kind: 'unavailable' };

export interface DealerListViewProps {
  readonly result: DealerListResult;
  /** A newer page is on its way (the current one stays, marked busy). */
  readonly fetching: boolean;
  readonly nearby: NearbyState;
  /** The town or postcode typed to measure from ('' for none; rules 15.9). */
  readonly near: string;
  /** Every dealer of the query for the map (dealer/map), null while it loads (the page's dealers are drawn meanwhile). */
  readonly mapPoints: DealerMapResponse | null;
  readonly searchText: string;
  readonly filters: DealerFilters;
  readonly filterOptions: DealerFiltersResponse | null;
  readonly busyIds: ReadonlySet<string>;
  readonly onNearby: () => void;
  readonly onNearChange: (near: string) => void;
  readonly onSearchChange: (text: string) => void;
  readonly onFiltersChange: (filters: Partial<DealerFilters>) => void;
  readonly onClearFilters: () => void;
  readonly onToggleCollection: (dealer: Dealer) => void;
  readonly onPageChange: (page: number) => void;
  readonly onPageSizeChange: (pageSize: number) => void;
  readonly onRetry: () => void;
}

/** The status of a list measured from a typed town or postcode, or from a search that named one (rules 15.5, 15.9). */
const placeStatus = (intl: IntlShape, place: DealerNearPlace): string => {
  const values = { query: place.query, place: place.label };
  if (place.fromSearch) return intl.formatMessage(placeMessages.fromSearch, values);
  if (place.match === 'town') return intl.formatMessage(placeMessages.town, values);
  return intl.formatMessage(place.match === 'postcode' ? placeMessages.postcode : placeMessages.postcodeArea, values);
};

/** The map's reserved height, so the list below never moves while OpenLayers loads. */
const MAP_HEIGHT = 'h-72';

/**
 * /dealer (rules 2.17, 15): "Nearby" (a toggle; its outcome announced politely in a
 * status line: nearest first, or the rules 15.4 "authorise location service" / "could not get current
 * location" text, then a town or postcode to measure from instead, and what it was taken as),
 * the filters, a map of every dealer found (dealer/map; the page's while it loads) and the point
 * measured from (a marker click highlights its row), the rows (table from 992 px, cards below: DealerRows) with distance in
 * miles when located, and paging. Loading, error (retry), no results (rules 8.5) and empty collection
 * states in the table's place.
 */
export const DealerListView = (props: DealerListViewProps) => {
  const { result, nearby, filters } = props;
  const intl = useIntl();
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const page = result.kind === 'ready' ? result.page : null;
  const dealers = page?.items ?? [];
  const located = dealers.some((d) => d.distanceMiles !== null);
  const onlyCollection = filters.collectionOnly && props.searchText === '' && filters.category === null && filters.country === null && filters.region === null;
  const place = nearby.kind === 'granted' || nearby.kind === 'locating' ? null : (page?.place ?? null);
  const nearNotFound = nearby.kind !== 'granted' && nearby.kind !== 'locating' && page?.nearNotFound === true;
  const status =
    nearby.kind === 'locating'
      ? intl.formatMessage(dealerMessages.locating)
      : nearby.kind === 'granted'
        ? intl.formatMessage(dealerMessages.nearestFirst)
        : place !== null
          ? placeStatus(intl, place)
          : nearNotFound
            ? intl.formatMessage(placeMessages.notFound, { query: props.near.trim() })
            : nearby.kind === 'denied'
              ? intl.formatMessage(errorMessages.authoriseLocation)
              : nearby.kind === 'unavailable'
                ? intl.formatMessage(errorMessages.locationUnavailable)
                : '';
  const warning = nearNotFound || (place === null && (nearby.kind === 'denied' || nearby.kind === 'unavailable'));
  const offerNear = nearby.kind === 'denied' || nearby.kind === 'unavailable' || props.near !== '';
  const mapDealers =
    props.mapPoints?.points.map((p) => ({ id: p.id, name: p.name, position: p.location })) ??
    dealers.map((d) => ({ id: d.id, name: d.name, position: d.location }));
  const mapFrom = nearby.kind === 'granted' ? nearby.position : (place?.location ?? null);
  const mapFrame = [...dealers.map((d) => d.location), ...(mapFrom === null ? [] : [mapFrom])];
  const placeholder =
    useLoadPlaceholder(result, intl.formatMessage(dealerMessages.loadFailed), props.onRetry) ??
    (dealers.length > 0 ? undefined : onlyCollection ? (
      <Placeholder
        kind="empty"
        title={intl.formatMessage(dealerMessages.emptyCollection)}
        description={intl.formatMessage(dealerMessages.emptyCollectionHint)}
      />
    ) : (
      <Placeholder kind="empty" title={intl.formatMessage(errorMessages.noResults)} description={intl.formatMessage(dealerMessages.noResultsHint)} />
    ));
  const reserveMap = result.kind === 'loading' || dealers.length > 0;
  const loadingMap = (
    <p className={`flex ${MAP_HEIGHT} items-center justify-center rounded-md bg-slate-50 text-sm text-slate-600`}>
      {intl.formatMessage(screenWords.loadingMap)}
    </p>
  );
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.dealer)}</h1>
        <Button
          variant={nearby.kind === 'granted' ? 'primary' : 'secondary'}
          aria-pressed={nearby.kind === 'granted' || nearby.kind === 'locating'}
          onClick={props.onNearby}
        >
          {intl.formatMessage(dealerMessages.nearby)}
        </Button>
      </div>
      <p
        role="status"
        className={warning ? 'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900' : status === '' ? 'sr-only' : 'text-sm text-slate-700'}
      >
        {status}
      </p>
      {offerNear ? <NearPlaceForm key={props.near} near={props.near} onNearChange={props.onNearChange} /> : null}
      <DealerFilterBar
        searchText={props.searchText}
        filters={filters}
        options={props.filterOptions}
        onSearchChange={props.onSearchChange}
        onChange={props.onFiltersChange}
        onClear={props.onClearFilters}
      />
      {reserveMap ? (
        <div className="flex flex-col gap-1">
          <div className={MAP_HEIGHT}>
            {dealers.length > 0 ? (
              <MapBoundary>
                <Suspense fallback={loadingMap}>
                  <DealerMap
                    label={intl.formatMessage(dealerMessages.mapLabel)}
                    dealers={mapDealers}
                    you={mapFrom}
                    frame={mapFrame}
                    youLabel={intl.formatMessage(nearby.kind === 'granted' ? dealerMessages.yourPosition : dealerMessages.placeMarker)}
                    focusedId={focusedId}
                    onPick={setFocusedId}
                  />
                </Suspense>
              </MapBoundary>
            ) : (
              loadingMap
            )}
          </div>
          <p className="text-xs text-slate-600">
            {intl.formatMessage(dealerMessages.mapHint)}
            {props.mapPoints !== null && props.mapPoints.total > props.mapPoints.points.length
              ? ` ${intl.formatMessage(placeMessages.mapCapped, { shown: props.mapPoints.points.length, total: props.mapPoints.total })}`
              : ''}
          </p>
        </div>
      ) : null}
      <DealerRows
        caption={intl.formatMessage(routeTitles.dealer)}
        dealers={dealers}
        located={located}
        focusedId={focusedId}
        busyIds={props.busyIds}
        onToggle={props.onToggleCollection}
        busy={props.fetching}
        placeholder={placeholder}
        paging={{
          page: page?.page ?? 1,
          pageSize: page?.pageSize ?? 10,
          total: page?.total ?? 0,
          onPageChange: props.onPageChange,
          onPageSizeChange: props.onPageSizeChange,
        }}
      />
    </section>
  );
};
