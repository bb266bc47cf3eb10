import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import { GEOCODE_MAX_RESULTS, GeocodeRequest, geocodeSearch } from '@yardfleet/contract/endpoints/geocode';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { formatCoordinates, parseCoordinates } from '@yardfleet/domain/geometry/parse-coordinates';
import { GEOCODE_PLACES } from '../fixtures/geocode';
import { decodeBody, failureEnvelope, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** Coordinates answer as the server does (the domain parser); other text matches GEOCODE_PLACES, or not at all when `geocoder` is off. */
const search = (geocoder: boolean): HttpHandler =>
  on(geocodeSearch, async ({ request }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const body = await decodeBody(GeocodeRequest, request);
    if (E.isLeft(body)) return body.left;
    const query = body.right.query.trim();
    const point = parseCoordinates(query);
    if (E.isRight(point)) return okEnvelope({ results: [{ label: formatCoordinates(point.right), location: point.right, kind: 'coordinates' }] });
    if (point.left.code === 'out_of_range') return okEnvelope({ results: [] });
    if (!geocoder) return failureEnvelope(ServerCode.geocoderUnavailable, 'Address search is not available right now. Enter coordinates or click the map.');
    const words = query
      .toLowerCase()
      .split(/[\s,]+/)
      .filter((w) => w.length > 0);
    const found = GEOCODE_PLACES.filter((p) => words.every((w) => p.label.toLowerCase().includes(w)));
    return okEnvelope({ results: found.slice(0, GEOCODE_MAX_RESULTS) });
  });

/**
 * Address search handlers: `working` (coordinates, and a few Chicago addresses of GEOCODE_PLACES),
 * `unavailable` (coordinates still answer; any other text 1170010503, as with GEOCODER_URL=off),
 * `loading` (never answers).
 */
export const geocodeHandlers = {
  working: (): HttpHandler[] => [search(true)],
  unavailable: (): HttpHandler[] => [search(false)],
  loading: (): HttpHandler[] => [neverAnswers(geocodeSearch)],
};
