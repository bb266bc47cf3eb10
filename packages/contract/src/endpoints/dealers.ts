import * as t from 'io-ts';
import { DealerCategory, DealerRegion } from '@yardfleet/domain/dealers/dealer-codes';
import { Dealer } from '@yardfleet/domain/entities/dealer';
import { DealerId } from '@yardfleet/domain/entities/ids';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { intBetween, strictType, strictTypeWithOptional } from '../codec';
import { endpoint } from '../endpoint';

/**
 * The dealer directory (rules 15.1, 3.8). One directory serves every company; each user
 * keeps their own collection of dealers ("in my collection"). Every member of a company, of any
 * role, reads the directory and changes their own collection; nobody reads or changes another
 * user's collection.
 */

/** Longest dealer search text, characters. */
export const DEALER_SEARCH_MAX_LENGTH = 50;

const DealerSearchText = t.refinement(t.string, (s) => s.length <= DEALER_SEARCH_MAX_LENGTH, 'DealerSearch');

/** The filters of a list or map query (rules 15.5). */
const dealerFilterProps = {
  search: t.union([DealerSearchText, t.null]),
  category: t.union([DealerCategory, t.null]),
  country: t.union([t.refinement(t.string, (s) => /^[A-Z]{2}$/.test(s), 'CountryCode'), t.null]),
  region: t.union([DealerRegion, t.null]),
  collectionOnly: t.boolean,
  origin: t.union([GeoPoint, t.null]),
};

/**
 * List query: a page (1-based) of `pageSize` (1..100); optional `search` (case-insensitive
 * substring of the name, town, city or postcode), `category`, `country` (ISO alpha-2), `region`;
 * `collectionOnly` keeps the caller's collection. `origin` is the user's position when the browser
 * gave it ("Nearby", rules 15.3): then every dealer carries `distanceMiles` (statute miles, the domain's
 * distance) and the list is **nearest first**. Without it, `near` (optional, at most 50 characters)
 * is a town or postcode to measure from instead (rules 15.4, 15.9; the domain's resolveNearPlace over the
 * directory's own towns and postcodes); without either, the company's home order (rules 15.3:
 * its country and region first, then by name) and `distanceMiles` is null.
 * The position is used for this answer only and never stored.
 */
export const DealerListRequest = strictTypeWithOptional(
  { page: intBetween(1, 1_000, 'Page'), pageSize: intBetween(1, 100, 'PageSize'), ...dealerFilterProps },
  { near: t.union([DealerSearchText, t.null]) },
  'DealerListRequest',
);
export type DealerListRequest = t.TypeOf<typeof DealerListRequest>;

/**
 * The place distances were measured from when it was not the browser's position (rules 15.9): the
 * `near` text, or a `search` that matched no dealer but names a town or postcode of the directory
 * (`fromSearch` true: the list then holds the dealers nearest it, unsearched). `match` and `label`
 * as the domain's NearPlace ("postcode_area", "Chicago, IL, US").
 */
export const DealerNearPlace = t.type(
  {
    query: t.string,
    match: t.keyof({ postcode: null, postcode_area: null, town: null }),
    label: t.string,
    location: GeoPoint,
    fromSearch: t.boolean,
  },
  'DealerNearPlace',
);
export type DealerNearPlace = t.TypeOf<typeof DealerNearPlace>;

/**
 * A page of dealers and the number matching the query; `place` (optional, null when none) is where
 * the distances were measured from when a town or postcode was used; `nearNotFound` is true when
 * `near` named no town or postcode of the directory (the list is then in the home order).
 */
export const DealerListResponse = t.intersection(
  [
    t.type({ items: t.array(Dealer), total: t.number, page: t.number, pageSize: t.number }),
    t.partial({ place: t.union([DealerNearPlace, t.null]), nearNotFound: t.boolean }),
  ],
  'DealerListResponse',
);
export type DealerListResponse = t.TypeOf<typeof DealerListResponse>;

/** `POST /web-hmac/web/dealer/list`. */
export const dealerList = endpoint({
  method: 'POST',
  path: '/web-hmac/web/dealer/list',
  request: DealerListRequest,
  response: DealerListResponse,
  auth: true,
  writes: false,
});

/** Most dealers on the map at once: the first of the list's order (nearest first, or the home order). */
export const DEALER_MAP_MAX_POINTS = 2_000;

/** Map query: the list's filters, `origin` and `near`, without paging (rules 15.6). */
export const DealerMapRequest = strictTypeWithOptional(dealerFilterProps, { near: t.union([DealerSearchText, t.null]) }, 'DealerMapRequest');
export type DealerMapRequest = t.TypeOf<typeof DealerMapRequest>;

/** One dealer on the map: id, name and position. */
export const DealerMapPoint = t.type({ id: DealerId, name: t.string, location: GeoPoint }, 'DealerMapPoint');
export type DealerMapPoint = t.TypeOf<typeof DealerMapPoint>;

/**
 * Every dealer the list's query matches (not only its page), in the list's order, at most
 * DEALER_MAP_MAX_POINTS; `total` counts every match (more than `points` when capped).
 */
export const DealerMapResponse = t.type({ points: t.array(DealerMapPoint), total: t.number }, 'DealerMapResponse');
export type DealerMapResponse = t.TypeOf<typeof DealerMapResponse>;

/** `POST /web-hmac/web/dealer/map`: the map of rules 15.6, the same readers as the list. */
export const dealerMap = endpoint({
  method: 'POST',
  path: '/web-hmac/web/dealer/map',
  request: DealerMapRequest,
  response: DealerMapResponse,
  auth: true,
  writes: false,
});

/** The values the directory holds, for the filters: categories, countries (ISO alpha-2) and regions, each sorted. */
export const DealerFiltersResponse = t.type(
  { categories: t.array(DealerCategory), countries: t.array(t.string), regions: t.array(DealerRegion) },
  'DealerFiltersResponse',
);
export type DealerFiltersResponse = t.TypeOf<typeof DealerFiltersResponse>;

/** `GET /web-hmac/web/dealer/filters`. */
export const dealerFilters = endpoint({
  method: 'GET',
  path: '/web-hmac/web/dealer/filters',
  request: undefined,
  response: DealerFiltersResponse,
  auth: true,
});

export const DealerCollectionRequest = strictType({ dealerId: DealerId }, 'DealerCollectionRequest');
export type DealerCollectionRequest = t.TypeOf<typeof DealerCollectionRequest>;

/**
 * `POST /web-hmac/web/dealer/collection/add` `{ dealerId }`: puts the dealer in the caller's own
 * collection (adding it twice changes nothing). An unknown dealer answers 1170010404. Entry null.
 */
export const addDealerToCollection = endpoint({
  method: 'POST',
  path: '/web-hmac/web/dealer/collection/add',
  request: DealerCollectionRequest,
  response: t.null,
  auth: true,
});

/** `POST /web-hmac/web/dealer/collection/remove` `{ dealerId }`: takes it out (absent: nothing changes). Entry null. */
export const removeDealerFromCollection = endpoint({
  method: 'POST',
  path: '/web-hmac/web/dealer/collection/remove',
  request: DealerCollectionRequest,
  response: t.null,
  auth: true,
});

/** Most rows of one directory import. */
export const DEALER_IMPORT_MAX_ROWS = 200_000;
/** Largest import body, bytes. */
export const DEALER_IMPORT_BODY_LIMIT_BYTES = 96 * 1024 * 1024;

/**
 * A directory file as read by `yardfleet dealers import` (apps/cli): its header and its rows
 * (column -> text, DEALER_COLUMNS of @yardfleet/domain/dealers/dealer-row), and whether this is a
 * dry run.
 */
export const DealerImportRequest = strictType(
  {
    dryRun: t.boolean,
    header: t.array(t.string),
    rows: t.refinement(t.array(t.record(t.string, t.string)), (rows) => rows.length <= DEALER_IMPORT_MAX_ROWS, 'DealerImportRows'),
  },
  'DealerImportRequest',
);
export type DealerImportRequest = t.TypeOf<typeof DealerImportRequest>;

/** What an import did (or, on a dry run, would do): dealers added, updated (same code, other fields) and unchanged. */
export const DealerImportResponse = t.type(
  { dryRun: t.boolean, rows: t.number, added: t.number, updated: t.number, unchanged: t.number },
  'DealerImportResponse',
);
export type DealerImportResponse = t.TypeOf<typeof DealerImportResponse>;

/** One refused row in the entry of a refused import (the domain's DealerRowIssue). */
export const DealerImportIssue = t.type({ row: t.number, column: t.string, code: t.string, message: t.string }, 'DealerImportIssue');
/** Entry of a refused import (1170010001): the first 1,000 issues and how many there are in all. */
export const DealerImportRefusal = t.type({ issues: t.array(DealerImportIssue), issueCount: t.number }, 'DealerImportRefusal');
export type DealerImportRefusal = t.TypeOf<typeof DealerImportRefusal>;

/**
 * `POST /web-hmac/ops/dealer/import` (an operator call: header `authorization: Bearer
 * <OPERATOR_TOKEN>`, no session; 1170010402 otherwise). Every row is checked with the domain's
 * `parseDealerDirectory`; when any row fails, nothing is written and the answer is 1170010001 with a
 * DealerImportRefusal. Otherwise the dealers are upserted by `code` in one transaction (a dry run
 * writes nothing and answers the same counts). Dealers absent from the file are kept.
 */
export const importDealers = endpoint({
  method: 'POST',
  path: '/web-hmac/ops/dealer/import',
  request: DealerImportRequest,
  response: DealerImportResponse,
  auth: false,
});
