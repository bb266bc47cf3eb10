import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerMapResponse } from '@yardfleet/contract/endpoints/dealers';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { dealerHomeRank, dealerHomeTiers } from '@yardfleet/domain/dealers/home-order';
import type { Dealer } from '@yardfleet/domain/entities/dealer';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { addDealers, listDealers, type DealerQuery } from './dealers-fixtures';
import { backends, call, loginDemoUsers, startTestApp, type Session, type TestApp } from './harness';

type Query = DealerQuery;

const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const ADAK = { lat: 51.85, lng: -179.95 } as GeoPoint;

/** The directory's order without a location, its map, and measuring from a typed town or postcode (rules 15.3 to 15.6). */
describe.each(backends())('dealer order, map and places on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'guest' | 'app', Session>;
  let all: { id: string; country: string; region: string }[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addDealers(t.db, [
      { code: 'T-WEST', name: 'Zyxw Aleutian West', lat: 51.8, lng: 179.7, town: 'Amchitka', postcode: '99546', region: 'us_west' },
      { code: 'T-EAST', name: 'Zyxw Aleutian East', lat: 51.88, lng: -179.6, town: 'Adak', postcode: '99546', region: 'us_west' },
      {
        code: 'T-MALTA',
        name: 'Zyxw Valletta Parts',
        lat: 35.8989,
        lng: 14.5146,
        town: 'Valletta',
        city: 'Valletta',
        postcode: 'VLT 1117',
        country: 'MT',
        region: 'eu_southern',
      },
      { code: 'T-PCT', name: 'Zyxw 100% Mowers', lat: 41.9, lng: -87.7, town: 'Qrstown', postcode: '60699' },
      {
        code: 'T-KOELN',
        name: 'Zyxw Gartentechnik',
        lat: 50.94,
        lng: 6.96,
        town: 'Qöln-Ëhrenfeld',
        city: 'Qöln',
        postcode: '50825',
        country: 'DE',
        region: 'eu_western',
      },
    ]);
    // Dealers over Germany and the US whose names come before the demo's, so an alphabetical order would start in Germany.
    await addDealers(
      t.db,
      Array.from({ length: 300 }, (_, i) => ({
        code: `T-BULK-${i}`,
        name: `Aaa Dealer ${i}`,
        ...(i % 3 === 0
          ? { country: 'DE', region: 'eu_western', lat: 48 + (i % 50) / 10, lng: 7 + (i % 70) / 10 }
          : { country: 'US', region: i % 2 === 0 ? 'us_midwest' : 'us_south', lat: 30 + (i % 150) / 10, lng: -95 + (i % 130) / 10 }),
      })),
    );
    all = await t.db.selectFrom('dealers').select(['id', 'country', 'region']).execute();
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power', 'guest', 'app'] as const);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query: Query, session: Session | Record<string, never> = s.admin) => listDealers(t.app, query, session);
  const items = async (query: Query, session?: Session): Promise<Dealer[]> => {
    const { body } = await list(query, session);
    expect(body.code).toBe(200);
    return body.entry.items;
  };
  const dealerMap = (query: Query, session: Session | Record<string, never> = s.admin) =>
    call<DealerMapResponse>(t.app, {
      method: 'POST',
      url: '/web-hmac/web/dealer/map',
      headers: session,
      payload: { search: null, category: null, country: null, region: null, collectionOnly: false, origin: null, ...query },
    });
  const US_MIDWEST_TIERS = dealerHomeTiers({ country: 'US', region: 'us_midwest', side: 'na' });
  const GERMAN_TIERS = dealerHomeTiers({ country: 'DE', region: 'eu_western', side: 'eu' });
  const ranks = (dealers: readonly { country: string; region: string }[], tiers: typeof US_MIDWEST_TIERS) => dealers.map((d) => dealerHomeRank(d, tiers));
  const nonDecreasing = (values: readonly number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? 0) <= v);

  it("without a location, lists the company's country and region first (Chicago: the Midwest, then the US, then Europe), for every role", async () => {
    for (const session of [s.admin, s.manager, s.employee]) {
      const { body } = await list({ pageSize: 100 }, session);
      expect(body.code).toBe(200);
      expect(body.entry.total).toBe(all.length);
      expect(body.entry.items.every((d) => d.distanceMiles === null)).toBe(true);
      expect(body.entry.items.every((d) => d.country === 'US' && d.region === 'us_midwest')).toBe(true);
    }
    // Across pages the tiers never go back: the last page holds the dealers farthest from home.
    const last = await items({ pageSize: 100, page: Math.ceil(all.length / 100) });
    expect(nonDecreasing(ranks(last, US_MIDWEST_TIERS))).toBe(true);
    expect(last.at(-1)?.country).not.toBe('US');
  });

  it("orders by the caller's own company: another company with its warehouses in Germany sees German dealers first", async () => {
    const power = await t.db.selectFrom('users').select('company_id').where('id', '=', s.power.uid).executeTakeFirstOrThrow();
    const companyId = power.company_id ?? '';
    const added = await t.db
      .insertInto('warehouses')
      .values([
        { company_id: companyId, name: 'Test Lager Nord', address: '', lat: 50.1, lng: 8.6, radius_m: 100 },
        { company_id: companyId, name: 'Test Lager Süd', address: '', lat: 48.8, lng: 9.2, radius_m: 100 },
      ])
      .returning('id')
      .execute();
    try {
      const theirs = await items({ pageSize: 50 }, s.power);
      expect(theirs.every((d) => d.country === 'DE')).toBe(true);
      expect(nonDecreasing(ranks(theirs, GERMAN_TIERS))).toBe(true);
      const mine = await items({ pageSize: 50 }, s.admin);
      expect(mine.every((d) => d.country === 'US')).toBe(true);
    } finally {
      await t.db
        .deleteFrom('warehouses')
        .where(
          'id',
          'in',
          added.map((w) => w.id),
        )
        .execute();
    }
  });

  it('maps every dealer of the query, not only the page, in the list order; every role, not guests or app-only users', async () => {
    const germans = all.filter((r) => r.country === 'DE');
    for (const session of [s.admin, s.manager, s.employee, s.power]) {
      const { body } = await dealerMap({ country: 'DE' }, session);
      expect(body.code).toBe(200);
      expect(body.entry.total).toBe(germans.length);
      expect(body.entry.points.map((p) => p.id).sort()).toEqual(germans.map((r) => r.id).sort());
    }
    const page = await items({ country: 'DE', pageSize: 10 });
    expect((await dealerMap({ country: 'DE' })).body.entry.points.slice(0, 10).map((p) => p.id)).toEqual(page.map((d) => d.id));
    const nearest = await items({ origin: CHICAGO, pageSize: 20 });
    expect((await dealerMap({ origin: CHICAGO })).body.entry.points.slice(0, 20).map((p) => p.id)).toEqual(nearest.map((d) => d.id));
    for (const session of [s.guest, s.app]) expect((await dealerMap({}, session)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await dealerMap({}, {})).body.code).toBe(ServerCode.sessionExpired);
  });

  it('measures from a town or postcode of the directory when no position is given, and says when it knows none', async () => {
    const { body } = await list({ near: 'qrstown', pageSize: 5 });
    expect(body.entry.place).toMatchObject({ query: 'qrstown', match: 'town', fromSearch: false });
    expect(body.entry.items[0]?.code).toBe('T-PCT');
    expect(body.entry.items[0]?.distanceMiles).toBeCloseTo(0, 3);
    expect(nonDecreasing(body.entry.items.map((d) => d.distanceMiles ?? -1))).toBe(true);
    const malta = await list({ near: 'vlt1117', pageSize: 1 });
    expect(malta.body.entry.place).toMatchObject({ match: 'postcode', label: 'Valletta, IL, MT' });
    expect(malta.body.entry.items.map((d) => d.code)).toEqual(['T-MALTA']);
    const accents = await list({ near: 'QOLN', pageSize: 1 });
    expect(accents.body.entry.place).toMatchObject({ match: 'town', label: 'Qöln, IL, DE' });
    expect(accents.body.entry.items.map((d) => d.code)).toEqual(['T-KOELN']);
    expect((await list({ near: 'qöln-ehrenfeld', pageSize: 1 })).body.entry.place).toMatchObject({ label: 'Qöln-Ëhrenfeld, IL, DE' });
    const unknown = await list({ near: 'Atlantis', pageSize: 5 });
    expect(unknown.body.entry).toMatchObject({ nearNotFound: true, place: null });
    expect(unknown.body.entry.items.every((d) => d.distanceMiles === null)).toBe(true);
    // The browser's position wins over a typed place.
    expect((await list({ near: 'qrstown', origin: ADAK, pageSize: 1 })).body.entry.items[0]?.code).toMatch(/^T-(EAST|WEST)$/);
  });

  it('answers a postcode search no dealer has (60601) with the dealers nearest its ZIP centroid (the shipped ZIP list), nearest first', async () => {
    const { body } = await list({ search: '60601', pageSize: 10 });
    expect(body.code).toBe(200);
    expect(body.entry.place).toMatchObject({ query: '60601', match: 'postcode', label: 'Chicago, IL, US', fromSearch: true });
    expect(body.entry.place?.location.lat).toBeCloseTo(41.8858, 4);
    expect(body.entry.place?.location.lng).toBeCloseTo(-87.6181, 4);
    expect(body.entry.total).toBe(all.length);
    expect(body.entry.items).toHaveLength(10);
    expect(body.entry.items.every((d) => d.distanceMiles !== null)).toBe(true);
    expect(nonDecreasing(body.entry.items.map((d) => d.distanceMiles ?? -1))).toBe(true);
    // A search that matches keeps its matches; text naming no town or postcode finds nothing.
    expect((await list({ search: '60699' })).body.entry).toMatchObject({ total: 1, place: null });
    expect((await list({ search: 'qwzx' })).body.entry).toMatchObject({ total: 0, items: [] });
  });

  it('measures a postcode neither a dealer nor the ZIP list has from the dealers of its area', async () => {
    const { body } = await list({ near: '60600', pageSize: 5 });
    expect(body.entry.place).toMatchObject({ query: '60600', match: 'postcode_area' });
    expect(body.entry.items.every((d) => d.distanceMiles !== null)).toBe(true);
  });

  it('refuses a malformed query with HTTP 400', async () => {
    expect((await list({ near: 'x'.repeat(51) })).status).toBe(400);
    expect((await dealerMap({ page: 1 })).status).toBe(400);
  });
});
