import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DealerListResponse } from '@yardfleet/contract/endpoints/dealers';
import type { Database } from '../src/db/schema';
import { call } from './harness';

/** Fields of a dealer list query a test sets; the rest are the defaults of `listDealers`. */
export type DealerQuery = Partial<Record<'page' | 'pageSize' | 'search' | 'category' | 'country' | 'region' | 'collectionOnly' | 'origin' | 'near', unknown>>;

/**
 * `POST web/dealer/list` with `headers` (a session's, or none): page 1 of 20, no search, filter or
 * origin, unless `query` sets them.
 */
export const listDealers = (app: FastifyInstance, query: DealerQuery, headers: Record<string, string>) =>
  call<DealerListResponse>(app, {
    method: 'POST',
    url: '/web-hmac/web/dealer/list',
    headers,
    payload: { page: 1, pageSize: 20, search: null, category: null, country: null, region: null, collectionOnly: false, origin: null, ...query },
  });

/** A dealer row the tests write straight into the directory (only the fields a test cares about are given). */
export interface TestDealer {
  readonly code: string;
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  readonly town?: string;
  readonly city?: string;
  readonly postcode?: string;
  readonly category?: string;
  readonly country?: string;
  readonly region?: string;
}

/** Inserts `dealers` (US, Illinois, authorized dealer unless told) and answers their ids by code. */
export const addDealers = async (db: Kysely<Database>, dealers: readonly TestDealer[]): Promise<Record<string, string>> => {
  const rows = await db
    .insertInto('dealers')
    .values(
      dealers.map((d) => ({
        code: d.code,
        name: d.name,
        address: '1 Test Way',
        town: d.town ?? 'Testtown',
        city: d.city ?? 'Testcity',
        state: 'IL',
        country: d.country ?? 'US',
        category: d.category ?? 'authorized_dealer',
        telephone: '+1 312 744 5000',
        postcode: d.postcode ?? '60602',
        region: d.region ?? 'us_midwest',
        email: 'sales@example.com',
        website: 'https://example.com',
        lat: d.lat,
        lng: d.lng,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  return Object.fromEntries(rows.map((r) => [r.code, r.id]));
};

/** Earth's mean radius of @turf/helpers (6,371,008.8 m) in statute miles. */
const EARTH_RADIUS_MILES = 6_371_008.8 / 1_609.344;

/** The haversine great-circle distance in statute miles, computed here independently of the domain. */
export const haversineMiles = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const rad = (deg: number): number => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** A valid directory row (column -> text) of the import, Chicago unless overridden. */
export const directoryRow = (code: string, overrides: Readonly<Record<string, string>> = {}): Record<string, string> => ({
  code,
  name: `Import Test ${code}`,
  category: 'authorized_dealer',
  address: '121 N LaSalle St',
  town: 'Loop',
  city: 'Chicago',
  state: 'IL',
  postcode: '60602',
  country: 'US',
  region: '',
  telephone: '+1 312 744 5000',
  email: 'sales@example.com',
  website: 'https://example.com',
  lat: '41.8837',
  lng: '-87.6323',
  ...overrides,
});

/** The same in Berlin (an EU row: national telephone format, German postcode). */
export const berlinRow = (code: string): Record<string, string> =>
  directoryRow(code, {
    town: 'Mitte',
    city: 'Berlin',
    state: 'Berlin',
    postcode: '10117',
    country: 'DE',
    telephone: '030 901820',
    lat: '52.52',
    lng: '13.405',
  });
