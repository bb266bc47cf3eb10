import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { GEOCODE_MAX_RESULTS, type GeocodeResult } from '@yardfleet/contract/endpoints/geocode';
import { GeoPoint } from '@yardfleet/domain/entities/units';

/** The geocoder gets this long to answer, ms. */
export const GEOCODER_TIMEOUT_MS = 5_000;
/** Who asks: Nominatim's usage policy wants an application that names itself. */
export const GEOCODER_USER_AGENT = 'Yardfleet/0.1 (fleet management; warehouse address search)';

/** One place of a Nominatim `format=jsonv2` answer (only the fields the search reads; coordinates are strings). */
const NominatimPlace = t.type({ lat: t.string, lon: t.string, display_name: t.string });
const NominatimAnswer = t.array(NominatimPlace);

/**
 * Asks `baseUrl` (Nominatim-compatible) for `query`: `GET {baseUrl}/search?format=jsonv2&limit=5&q=`
 * with our User-Agent and Accept-Language, within GEOCODER_TIMEOUT_MS. Right: at most 5 address
 * results (places with coordinates out of range dropped). Left: unreachable, slow, an HTTP error
 * or an answer that is not Nominatim JSON.
 */
export const askGeocoder = async (baseUrl: string, query: string, language: string): Promise<E.Either<string, GeocodeResult[]>> => {
  const url = `${baseUrl}/search?format=jsonv2&limit=${GEOCODE_MAX_RESULTS}&q=${encodeURIComponent(query)}`;
  try {
    const response = await fetch(url, {
      headers: { 'user-agent': GEOCODER_USER_AGENT, 'accept-language': language, accept: 'application/json' },
      signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
    });
    if (!response.ok) return E.left(`geocoder answered HTTP ${response.status}`);
    const places = NominatimAnswer.decode(await response.json());
    if (E.isLeft(places)) return E.left('geocoder answer is not Nominatim JSON');
    const results = places.right.flatMap((place): GeocodeResult[] => {
      const location = GeoPoint.decode({ lat: Number(place.lat), lng: Number(place.lon) });
      return E.isRight(location) ? [{ label: place.display_name, location: location.right, kind: 'address' }] : [];
    });
    return E.right(results.slice(0, GEOCODE_MAX_RESULTS));
  } catch (error) {
    return E.left(error instanceof Error ? error.message : 'geocoder failed');
  }
};
