import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { DealerCategory, DealerRegion } from '@yardfleet/domain/dealers/dealer-codes';
import { findNearest, type SearchBox } from '@yardfleet/domain/dealers/nearest';
import type { Dealer } from '@yardfleet/domain/entities/dealer';
import { DealerId } from '@yardfleet/domain/entities/ids';
import { GeoPoint, Miles } from '@yardfleet/domain/entities/units';
import type { Database } from '../../db/schema';
import { asBranded, isRowId } from '../../http/ids';

/**
 * What narrows the directory for one reader (contract DealerListRequest): `search` (a
 * case-insensitive substring of the name, town, city or postcode), `category`, `country` (ISO
 * alpha-2), `region`, and `collectionOnly` (only the reader's own collection). `userId` is the
 * reader: it decides `inMyCollection` and the collection, never another user's.
 */
export interface DealerFilter {
  readonly userId: string;
  readonly search: string | null;
  readonly category: string | null;
  readonly country: string | null;
  readonly region: string | null;
  readonly collectionOnly: boolean;
}

/** A dealer as a nearest-search candidate: id, name (ties) and location, nothing else is read. */
export interface DealerCandidate {
  readonly id: string;
  readonly name: string;
  readonly location: GeoPoint;
}

type From = Database & { d: Database['dealers']; ud: Database['user_dealers'] };

/** `%`, `_` and `\` of the reader's text match themselves in a LIKE pattern. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The dealers of `filter`, with the reader's collection row joined as `ud` (absent: not in it).
 * The search is `ilike` on the four columns, so PGlite and PostgreSQL agree.
 */
export const filtered = (db: Kysely<Database>, filter: DealerFilter): SelectQueryBuilder<From, 'd' | 'ud', object> => {
  let query = db
    .selectFrom('dealers as d')
    .leftJoin('user_dealers as ud', (join) => join.onRef('ud.dealer_id', '=', 'd.id').on('ud.user_id', '=', filter.userId));
  const search = filter.search?.trim() ?? '';
  if (search !== '') {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([eb('d.name', 'ilike', pattern), eb('d.town', 'ilike', pattern), eb('d.city', 'ilike', pattern), eb('d.postcode', 'ilike', pattern)]),
    );
  }
  if (filter.category !== null) query = query.where('d.category', '=', filter.category);
  if (filter.country !== null) query = query.where('d.country', '=', filter.country);
  if (filter.region !== null) query = query.where('d.region', '=', filter.region);
  if (filter.collectionOnly) query = query.where('ud.user_id', 'is not', null);
  return query as SelectQueryBuilder<From, 'd' | 'ud', object>;
};

/** How many dealers match `filter` (the list's `total`, whatever the page or the origin). */
export const countDealers = async (db: Kysely<Database>, filter: DealerFilter): Promise<number> => {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * The candidates of `filter` inside `box` (SearchBox of @yardfleet/domain/dealers/nearest: a
 * latitude range and one or two longitude ranges, two when the box crosses the antimeridian), read
 * through the (lat, lng) index; `box` null reads every matching dealer (the benchmark's full scan).
 */
export const dealerCandidates = async (db: Kysely<Database>, filter: DealerFilter, box: SearchBox | null): Promise<DealerCandidate[]> => {
  let query = filtered(db, filter).select(['d.id', 'd.name', 'd.lat', 'd.lng']);
  if (box !== null) {
    query = query
      .where('d.lat', '>=', box.minLat)
      .where('d.lat', '<=', box.maxLat)
      .where((eb) => eb.or(box.lngRanges.map(([west, east]) => eb.and([eb('d.lng', '>=', west), eb('d.lng', '<=', east)]))));
  }
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, name: r.name, location: { lat: Number(r.lat), lng: Number(r.lng) } as GeoPoint }));
};

export const DEALER_COLUMNS = [
  'd.id',
  'd.code',
  'd.name',
  'd.address',
  'd.town',
  'd.city',
  'd.state',
  'd.country',
  'd.category',
  'd.telephone',
  'd.postcode',
  'd.region',
  'd.email',
  'd.website',
  'd.lat',
  'd.lng',
] as const;

export type DealerRow = Database['dealers'] & { id: string; mine: boolean };

export const toDealer = (row: DealerRow, distanceMiles: number | null): Dealer => ({
  id: asBranded(DealerId, row.id),
  code: row.code,
  name: row.name,
  address: row.address,
  town: row.town,
  city: row.city,
  state: row.state,
  country: row.country,
  category: asBranded(DealerCategory, row.category),
  telephone: row.telephone,
  postcode: row.postcode,
  region: asBranded(DealerRegion, row.region),
  email: row.email,
  website: row.website,
  location: { lat: Number(row.lat), lng: Number(row.lng) } as GeoPoint,
  distanceMiles: distanceMiles === null ? null : (distanceMiles as Miles),
  inMyCollection: row.mine,
});

export const mine = sql<boolean>`ud.user_id is not null`.as('mine');

/**
 * Page `page` of `pageSize` dealers of `filter` nearest `origin`, nearest first, each with its
 * distance in statute miles. The order and the distances are the domain's (`findNearest`: a
 * widening SearchBox whose candidates come from the (lat, lng) index, then the haversine distance
 * and byDistance); SQL only narrows to the box and reads the rows of the page.
 */
export const nearestDealers = async (db: Kysely<Database>, filter: DealerFilter, origin: GeoPoint, page: number, pageSize: number): Promise<Dealer[]> => {
  const nearest = await findNearest(origin, page * pageSize, (box) => dealerCandidates(db, filter, box));
  const slice = nearest.slice((page - 1) * pageSize);
  if (slice.length === 0) return [];
  const rows = await filtered(db, { ...filter, search: null, category: null, country: null, region: null, collectionOnly: false })
    .select([...DEALER_COLUMNS, mine])
    .where(
      'd.id',
      'in',
      slice.map((c) => c.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r as DealerRow]));
  return slice.flatMap((c) => {
    const row = byId.get(c.id);
    return row === undefined ? [] : [toDealer(row, c.distanceMiles)];
  });
};

/** The categories, countries and regions present in the directory, each sorted by code point (the same on every database collation). */
export const dealerFilterValues = async (db: Kysely<Database>): Promise<{ categories: DealerCategory[]; countries: string[]; regions: DealerRegion[] }> => {
  const distinct = async (column: 'category' | 'country' | 'region'): Promise<string[]> =>
    (await db.selectFrom('dealers').select(column).distinct().execute()).map((r) => r[column]).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const [categories, countries, regions] = await Promise.all([distinct('category'), distinct('country'), distinct('region')]);
  return {
    categories: categories.map((c) => asBranded(DealerCategory, c)),
    countries,
    regions: regions.map((r) => asBranded(DealerRegion, r)),
  };
};

/** True when `dealerId` names a dealer of the directory (a malformed id names none). */
export const dealerExists = async (db: Kysely<Database>, dealerId: string): Promise<boolean> =>
  isRowId(dealerId) && (await db.selectFrom('dealers').select('id').where('id', '=', dealerId).executeTakeFirst()) !== undefined;

/** Adds dealer `dealerId` to the collection of user `userId` at `at` (already there: nothing changes). */
export const addToCollection = async (db: Kysely<Database>, userId: string, dealerId: string, at: Date): Promise<void> => {
  await db
    .insertInto('user_dealers')
    .values({ user_id: userId, dealer_id: dealerId, added_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'dealer_id']).doNothing())
    .execute();
};

/** Takes dealer `dealerId` out of the collection of user `userId` (not there: nothing changes). */
export const removeFromCollection = async (db: Kysely<Database>, userId: string, dealerId: string): Promise<void> => {
  await db.deleteFrom('user_dealers').where('user_id', '=', userId).where('dealer_id', '=', dealerId).execute();
};
