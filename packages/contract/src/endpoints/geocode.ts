import * as t from 'io-ts';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';

/** Shortest and longest search text, characters. */
export const GEOCODE_QUERY_MIN_LENGTH = 1;
export const GEOCODE_QUERY_MAX_LENGTH = 200;
/** Most results one search answers. */
export const GEOCODE_MAX_RESULTS = 5;

/** A search text of 1..200 characters (what a person typed: an address, a place or coordinates). */
export const GeocodeQuery = t.refinement(t.string, (s) => s.trim().length >= GEOCODE_QUERY_MIN_LENGTH && s.length <= GEOCODE_QUERY_MAX_LENGTH, 'GeocodeQuery');

export const GeocodeRequest = strictType({ query: GeocodeQuery }, 'GeocodeRequest');
export type GeocodeRequest = t.TypeOf<typeof GeocodeRequest>;

/**
 * One place found: `label` for people (the geocoder's display name, or the coordinates as typed
 * for `kind: 'coordinates'`), `location` in WGS84 degrees. `kind` says whether the label is an
 * address the warehouse set-up may prefill.
 */
export const GeocodeResult = t.type({ label: t.string, location: GeoPoint, kind: t.union([t.literal('address'), t.literal('coordinates')]) }, 'GeocodeResult');
export type GeocodeResult = t.TypeOf<typeof GeocodeResult>;

/**
 * `POST /web-hmac/web/geo/search` `{ query }` (warehouse set-up step 1, rules 17.2). Coordinates in
 * the query ("41.8781, -87.6298", "41.8781° N, 87.6298° W", the domain's parseCoordinates) answer
 * one `coordinates` result without any network (none when out of range); other text is asked of a
 * Nominatim-compatible geocoder: at most 5 `address` results, best first, in the `lang` header's
 * language. Failures: 1170010503 geocoderUnavailable (search off, unreachable, slow or failing:
 * "enter coordinates or click the map"); HTTP 429 too_many_requests (more than 30 searches a
 * minute with one session).
 */
export const geocodeSearch = endpoint({
  method: 'POST',
  path: '/web-hmac/web/geo/search',
  request: GeocodeRequest,
  response: t.type({ results: t.array(GeocodeResult) }, 'GeocodeResponse'),
  auth: true,
  writes: false,
});
