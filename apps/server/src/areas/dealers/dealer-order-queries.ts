import { sql, type Kysely } from 'kysely';
import { DealerRegion } from '@yardfleet/domain/dealers/dealer-codes';
import { companyDealerHome, type DealerHome, type DealerHomeTier } from '@yardfleet/domain/dealers/home-order';
import {
  looksLikePostcode,
  normalizePostcode,
  normalizeTownName,
  POSTCODE_AREA_MIN_PREFIX,
  resolveNearPlace,
  TOWN_ACCENTS,
  type NearPlace,
} from '@yardfleet/domain/dealers/near-place';
import { findNearest } from '@yardfleet/domain/dealers/nearest';
import type { Dealer } from '@yardfleet/domain/entities/dealer';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import type { Database } from '../../db/schema';
import { asBranded } from '../../http/ids';
import { zipPlaces } from './zip-places';
import { DEALER_COLUMNS, dealerCandidates, filtered, mine, toDealer, type DealerCandidate, type DealerFilter, type DealerRow } from './dealer-queries';

/** The directory's order without a location (rules 15.3), its map points (rules 15.6) and the places typed to measure from (rules 15.9). */

/**
 * The company's home in the directory (rules 15.3, the domain's companyDealerHome): each of its
 * warehouses (oldest first, at most 50) is placed by the directory's dealer nearest to it (the
 * domain's findNearest), and the home is the country and region most of them are in; `side` (the
 * host's region, rules 1.6) when it has no warehouse or the directory is empty.
 */
export const companyHome = async (db: Kysely<Database>, companyId: string, userId: string, side: 'na' | 'eu'): Promise<DealerHome> => {
  const warehouses = await db
    .selectFrom('warehouses')
    .select(['lat', 'lng'])
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(50)
    .execute();
  const everyDealer: DealerFilter = { userId, search: null, category: null, country: null, region: null, collectionOnly: false };
  const nearest = await Promise.all(
    warehouses.map(
      async (w) => (await findNearest({ lat: Number(w.lat), lng: Number(w.lng) } as GeoPoint, 1, (box) => dealerCandidates(db, everyDealer, box)))[0],
    ),
  );
  const nearestIds = nearest.flatMap((dealer) => (dealer === undefined ? [] : [dealer.id]));
  if (nearestIds.length === 0) return companyDealerHome([], side);
  const rows = await db.selectFrom('dealers').select(['id', 'country', 'region']).where('id', 'in', nearestIds).execute();
  const byId = new Map(rows.map((r) => [r.id, { country: r.country, region: asBranded(DealerRegion, r.region) }]));
  return companyDealerHome(
    nearestIds.flatMap((id) => {
      const place = byId.get(id);
      return place === undefined ? [] : [place];
    }),
    side,
  );
};

/** The home order's rank of a dealer row in SQL: the index of the first tier of `tiers` it matches, else the number of tiers (the domain's dealerHomeRank). */
const homeRank = (tiers: readonly DealerHomeTier[]) => {
  const condition = (tier: DealerHomeTier) =>
    sql.join(
      [
        ...(tier.country === undefined ? [] : [sql`d.country = ${tier.country}`]),
        ...(tier.region === undefined ? [] : [sql`d.region = ${tier.region}`]),
        ...(tier.countries === undefined ? [] : [sql`d.country in (${sql.join(tier.countries.map((c) => sql`${c}`))})`]),
      ],
      sql` and `,
    );
  return sql<number>`case ${sql.join(
    tiers.map((tier, i) => sql`when ${condition(tier)} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(tiers.length)} end`;
};

/**
 * Page `page` (1-based) of `pageSize` dealers of `filter` in the company's home order (rules 15.3:
 * the tiers of the domain's dealerHomeTiers, then name, then id); `distanceMiles` null.
 */
export const dealersByHome = async (
  db: Kysely<Database>,
  filter: DealerFilter,
  tiers: readonly DealerHomeTier[],
  page: number,
  pageSize: number,
): Promise<Dealer[]> => {
  const rows = await filtered(db, filter)
    .select([...DEALER_COLUMNS, mine])
    .orderBy(homeRank(tiers))
    .orderBy('d.name')
    .orderBy('d.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map((r) => toDealer(r as DealerRow, null));
};

/** The first `limit` dealers of `filter` in the home order, as map points (id, name, position). */
export const mapPointsByHome = async (
  db: Kysely<Database>,
  filter: DealerFilter,
  tiers: readonly DealerHomeTier[],
  limit: number,
): Promise<DealerCandidate[]> => {
  const rows = await filtered(db, filter)
    .select(['d.id', 'd.name', 'd.lat', 'd.lng'])
    .orderBy(homeRank(tiers))
    .orderBy('d.name')
    .orderBy('d.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, location: { lat: Number(r.lat), lng: Number(r.lng) } as GeoPoint }));
};

/** The `limit` dealers of `filter` nearest `origin`, nearest first, as map points (the domain's findNearest). */
export const mapPointsNearest = async (db: Kysely<Database>, filter: DealerFilter, origin: GeoPoint, limit: number): Promise<DealerCandidate[]> =>
  (await findNearest(origin, limit, (box) => dealerCandidates(db, filter, box))).map(({ id, name, location }) => ({ id, name, location }));

/**
 * The place a typed town or postcode names (rules 15.9; the domain's resolveNearPlace), or null.
 * The candidates read here: for a postcode, the dealers whose postcode (without spaces or hyphens,
 * upper case) starts with its first POSTCODE_AREA_MIN_PREFIX characters, and the US ZIP place list's
 * entry (zip-places.ts); for a town, the dealers whose town or city has that name, without regard to case or the accents of TOWN_ACCENTS.
 */
export const findNearPlace = async (db: Kysely<Database>, text: string): Promise<NearPlace | null> => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  let query = db.selectFrom('dealers as d').select(['d.postcode', 'd.town', 'd.city', 'd.state', 'd.country', 'd.lat', 'd.lng']);
  if (looksLikePostcode(trimmed)) {
    const prefix = normalizePostcode(trimmed).slice(0, POSTCODE_AREA_MIN_PREFIX);
    if (prefix.length < POSTCODE_AREA_MIN_PREFIX) return null;
    const pattern = `${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where(sql<string>`upper(replace(replace(d.postcode, ' ', ''), '-', ''))`, 'like', pattern);
  } else {
    const name = normalizeTownName(trimmed);
    const plain = (column: 'd.town' | 'd.city') => sql<string>`translate(lower(${sql.ref(column)}), ${TOWN_ACCENTS.from}, ${TOWN_ACCENTS.to})`;
    query = query.where((eb) => eb.or([eb(plain('d.town'), '=', name), eb(plain('d.city'), '=', name)]));
  }
  const rows = await query.orderBy('d.country').orderBy('d.state').orderBy('d.postcode').orderBy('d.id').limit(5_000).execute();
  return resolveNearPlace(
    trimmed,
    rows.map((r) => ({ ...r, location: { lat: Number(r.lat), lng: Number(r.lng) } as GeoPoint })),
    looksLikePostcode(trimmed) ? zipPlaces(normalizePostcode(trimmed)) : [],
  );
};
