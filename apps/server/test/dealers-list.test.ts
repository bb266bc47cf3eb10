import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { Dealer } from '@yardfleet/domain/entities/dealer';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import { searchBox } from '@yardfleet/domain/dealers/nearest';
import { dealerCandidates } from '../src/areas/dealers/dealer-queries';
import { DEMO_LOGINS } from '../src/seed/people';
import { addDealers, haversineMiles, listDealers, type DealerQuery } from './dealers-fixtures';
import { backends, call, loginAs, startTestApp, type TestApp } from './harness';

type Session = { token: string; uid: string };
type Query = DealerQuery;
type Row = {
  id: string;
  name: string;
  town: string;
  city: string;
  postcode: string;
  category: string;
  country: string;
  region: string;
  lat: number;
  lng: number;
};

const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const ADAK = { lat: 51.85, lng: -179.95 } as GeoPoint;

describe.each(backends())('dealer directory on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'guest' | 'app', Session>;
  let ids: Record<string, string>;
  let all: Row[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    ids = await addDealers(t.db, [
      // Either side of the antimeridian, in the Aleutians: the 25-mile box from ADAK has two longitude ranges.
      {
        code: 'T-WEST',
        name: 'Zyxw Aleutian West',
        lat: 51.8,
        lng: 179.7,
        town: 'Amchitka',
        city: 'Aleutians',
        postcode: '99546',
        category: 'service_center',
        region: 'us_west',
      },
      {
        code: 'T-EAST',
        name: 'Zyxw Aleutian East',
        lat: 51.88,
        lng: -179.6,
        town: 'Adak',
        city: 'Aleutians',
        postcode: '99546',
        category: 'service_center',
        region: 'us_west',
      },
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
        category: 'parts_and_service',
      },
      { code: 'T-PCT', name: 'Zyxw 100% Mowers', lat: 41.9, lng: -87.7, town: 'Qrstown', postcode: '60699' },
    ]);
    // A directory larger than one page per filter, whatever the demo seeds: 1,200 dealers over the US and Germany.
    const categories = ['authorized_dealer', 'service_center', 'parts_and_service', 'flagship_store'];
    await addDealers(
      t.db,
      Array.from({ length: 1_200 }, (_, i) => ({
        code: `T-BULK-${i}`,
        name: `Bulk Dealer ${i}`,
        category: categories[i % 4],
        ...(i % 3 === 0
          ? { country: 'DE', region: 'eu_western', lat: 48 + (i % 50) / 10, lng: 7 + (i % 70) / 10 }
          : { country: 'US', region: i % 2 === 0 ? 'us_midwest' : 'us_south', lat: 30 + (i % 150) / 10, lng: -95 + (i % 130) / 10 }),
      })),
    );
    all = (await t.db.selectFrom('dealers').select(['id', 'name', 'town', 'city', 'postcode', 'category', 'country', 'region', 'lat', 'lng']).execute()).map(
      (r) => ({ ...r, lat: Number(r.lat), lng: Number(r.lng) }),
    );
    s = {
      admin: await loginAs(t.app, DEMO_LOGINS.admin),
      manager: await loginAs(t.app, DEMO_LOGINS.manager),
      employee: await loginAs(t.app, DEMO_LOGINS.employee),
      power: await loginAs(t.app, DEMO_LOGINS.power),
      guest: await loginAs(t.app, DEMO_LOGINS.guest),
      app: await loginAs(t.app, DEMO_LOGINS.app),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query: Query, session: Session | Record<string, never> = s.admin) => listDealers(t.app, query, session);
  const collection = (action: 'add' | 'remove', dealerId: string, session: Session) =>
    call<null>(t.app, { method: 'POST', url: `/web-hmac/web/dealer/collection/${action}`, headers: session, payload: { dealerId } });
  const items = async (query: Query, session?: Session): Promise<Dealer[]> => {
    const { body } = await list(query, session);
    expect(body.code).toBe(200);
    return body.entry.items;
  };

  it('with an origin, lists the nearest dealers first with the haversine distance in miles (to 0.1 mi), total counting every dealer', async () => {
    const { body } = await list({ origin: CHICAGO, pageSize: 30 });
    expect(body.code).toBe(200);
    expect(body.entry.total).toBe(all.length);
    const expected = all
      .map((r) => haversineMiles(CHICAGO, r))
      .sort((a, b) => a - b)
      .slice(0, 30);
    expect(body.entry.items).toHaveLength(Math.min(30, all.length));
    body.entry.items.forEach((dealer, i) => {
      expect(dealer.distanceMiles).not.toBeNull();
      expect(Math.abs((dealer.distanceMiles ?? -1) - haversineMiles(CHICAGO, dealer.location))).toBeLessThan(0.1);
      expect(Math.abs((dealer.distanceMiles ?? -1) - (expected[i] ?? -1))).toBeLessThan(0.1);
    });
  });

  it('finds the nearest dealers across the antimeridian (a box of two longitude ranges)', async () => {
    const found = await items({ origin: ADAK, pageSize: 2 });
    expect(found.map((d) => d.code).sort()).toEqual(['T-EAST', 'T-WEST']);
    for (const dealer of found) expect(Math.abs((dealer.distanceMiles ?? -1) - haversineMiles(ADAK, dealer.location))).toBeLessThan(0.1);
    expect(found[0]?.distanceMiles).toBeLessThanOrEqual(found[1]?.distanceMiles ?? 0);
  });

  it('reads the candidates of a box through both longitude ranges when it crosses the antimeridian, and only those', async () => {
    const box = searchBox(ADAK, 25);
    expect(box.lngRanges).toHaveLength(2);
    const filter = { userId: s.admin.uid, search: null, category: null, country: null, region: null, collectionOnly: false };
    const found = await dealerCandidates(t.db, filter, box);
    expect(found.map((c) => c.id).sort()).toEqual([ids['T-EAST'], ids['T-WEST']].sort());
    const inside = all.filter((r) => r.lat >= box.minLat && r.lat <= box.maxLat && box.lngRanges.some(([w, e]) => r.lng >= w && r.lng <= e));
    expect(inside).toHaveLength(2);
  });

  it('pages with an origin: page 2 continues page 1, and a page past the end is empty', async () => {
    const first = await items({ origin: CHICAGO, pageSize: 5, page: 1 });
    const second = await items({ origin: CHICAGO, pageSize: 5, page: 2 });
    const both = await items({ origin: CHICAGO, pageSize: 10, page: 1 });
    expect([...first, ...second].map((d) => d.id)).toEqual(both.map((d) => d.id));
    expect(second[0]?.distanceMiles).toBeGreaterThanOrEqual(first[4]?.distanceMiles ?? Number.POSITIVE_INFINITY);
    const { body } = await list({ origin: CHICAGO, pageSize: 100, page: Math.ceil(all.length / 100) + 1 });
    expect(body.entry.items).toEqual([]);
    expect(body.entry.total).toBe(all.length);
  });

  it('without an origin, lists by name within the home order, with no distance, and pages by offset', async () => {
    const found = await items({ search: 'zyxw', pageSize: 2 });
    expect(found.map((d) => d.name)).toEqual(['Zyxw 100% Mowers', 'Zyxw Aleutian East']);
    expect(found.every((d) => d.distanceMiles === null)).toBe(true);
    const next = await items({ search: 'zyxw', pageSize: 2, page: 2 });
    expect(next.map((d) => d.name)).toEqual(['Zyxw Aleutian West', 'Zyxw Valletta Parts']);
  });

  it('searches the name, town, city and postcode without regard to case; % and _ match only themselves', async () => {
    const codes = async (search: string) =>
      (await items({ search, pageSize: 100 }))
        .map((d) => d.code)
        .filter((c) => c.startsWith('T-'))
        .sort();
    expect(await codes('ZYXW ALEUTIAN')).toEqual(['T-EAST', 'T-WEST']);
    expect(await codes('qrstOWN')).toEqual(['T-PCT']);
    expect(await codes('valletta')).toEqual(['T-MALTA']);
    expect(await codes('vlt 1117')).toEqual(['T-MALTA']);
    expect(await codes('60699')).toEqual(['T-PCT']);
    const percent = await list({ search: '100%', pageSize: 100 });
    expect(percent.body.entry.items.map((d) => d.code)).toEqual(['T-PCT']);
    expect(percent.body.entry.total).toBe(1);
    expect((await list({ search: 'no dealer is called this' })).body.entry).toMatchObject({ items: [], total: 0 });
  });

  it('filters by category, country and region, alone and together, with and without an origin; total counts the matches', async () => {
    const cases: { query: Query; keep: (r: Row) => boolean }[] = [
      { query: { country: 'MT' }, keep: (r) => r.country === 'MT' },
      { query: { category: 'service_center' }, keep: (r) => r.category === 'service_center' },
      { query: { country: 'DE', category: 'flagship_store' }, keep: (r) => r.country === 'DE' && r.category === 'flagship_store' },
      { query: { region: 'us_west', category: 'service_center' }, keep: (r) => r.region === 'us_west' && r.category === 'service_center' },
      {
        query: { country: 'US', region: 'us_midwest', search: 'zyxw' },
        keep: (r) => r.country === 'US' && r.region === 'us_midwest' && r.name.toLowerCase().includes('zyxw'),
      },
    ];
    for (const { query, keep } of cases) {
      const expected = all.filter(keep);
      expect(expected.length).toBeGreaterThan(0);
      const matching = new Set(expected.map((r) => r.id));
      for (const origin of [null, CHICAGO]) {
        const { body } = await list({ ...query, origin, pageSize: 100 });
        expect(body.entry.total).toBe(expected.length);
        expect(body.entry.items).toHaveLength(Math.min(100, expected.length));
        expect(body.entry.items.every((d) => matching.has(d.id))).toBe(true);
        if (origin !== null) {
          const nearest = expected.map((r) => haversineMiles(origin, r)).sort((a, b) => a - b);
          body.entry.items.forEach((d, i) => expect(Math.abs((d.distanceMiles ?? -1) - (nearest[i] ?? -1))).toBeLessThan(0.1));
        }
      }
    }
  });

  it('answers the categories, countries and regions present, sorted, to every role', async () => {
    const distinct = (key: 'category' | 'country' | 'region') => [...new Set(all.map((r) => r[key]))].sort();
    for (const session of [s.admin, s.manager, s.employee, s.power]) {
      const { body } = await call<{ categories: string[]; countries: string[]; regions: string[] }>(t.app, {
        method: 'GET',
        url: '/web-hmac/web/dealer/filters',
        headers: session,
      });
      expect(body).toMatchObject({ code: 200, entry: { categories: distinct('category'), countries: distinct('country'), regions: distinct('region') } });
      expect(body.entry.countries).toContain('MT');
    }
  });

  it("keeps each user's collection their own: every role adds and removes; nobody else sees or changes it", async () => {
    const malta = ids['T-MALTA'] ?? '';
    const aleutian = ids['T-WEST'] ?? '';
    for (const session of [s.admin, s.manager, s.employee, s.power]) {
      expect((await collection('add', malta, session)).body).toMatchObject({ code: 200, entry: null });
      expect((await collection('add', malta, session)).body.code).toBe(200);
    }
    const rows = await t.db.selectFrom('user_dealers').select('user_id').where('dealer_id', '=', malta).execute();
    expect(rows).toHaveLength(4);
    await collection('add', aleutian, s.admin);

    // The admin's collection: both; the manager (same company) and the other company's admin see theirs only.
    expect((await items({ collectionOnly: true, search: 'zyxw' }, s.admin)).map((d) => d.code).sort()).toEqual(['T-MALTA', 'T-WEST']);
    expect((await items({ collectionOnly: true, search: 'zyxw' }, s.manager)).map((d) => d.code)).toEqual(['T-MALTA']);
    expect((await items({ collectionOnly: true, search: 'zyxw' }, s.power)).map((d) => d.code)).toEqual(['T-MALTA']);
    const asManager = await items({ search: 'zyxw aleutian west' }, s.manager);
    expect(asManager.map((d) => [d.code, d.inMyCollection])).toEqual([['T-WEST', false]]);
    const asAdmin = await items({ origin: ADAK, pageSize: 2 }, s.admin);
    expect(asAdmin.find((d) => d.code === 'T-WEST')?.inMyCollection).toBe(true);

    // Others removing it from theirs leaves mine; removing what is not there changes nothing.
    for (const session of [s.manager, s.employee, s.power]) {
      expect((await collection('remove', aleutian, session)).body.code).toBe(200);
      expect((await collection('remove', malta, session)).body.code).toBe(200);
    }
    expect((await items({ collectionOnly: true, search: 'zyxw' }, s.admin)).map((d) => d.code).sort()).toEqual(['T-MALTA', 'T-WEST']);
    expect(await items({ collectionOnly: true, search: 'zyxw' }, s.employee)).toEqual([]);
    const withOrigin = await list({ collectionOnly: true, search: 'zyxw', origin: ADAK }, s.admin);
    expect(withOrigin.body.entry.items.map((d) => d.code)).toEqual(['T-WEST', 'T-MALTA']);
    expect(withOrigin.body.entry.total).toBe(2);

    await collection('remove', aleutian, s.admin);
    await collection('remove', malta, s.admin);
    expect(await items({ collectionOnly: true, search: 'zyxw' }, s.admin)).toEqual([]);
  });

  it('answers 1170010404 for an unknown or malformed dealer id, and changes nothing', async () => {
    for (const action of ['add', 'remove'] as const) {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expect((await collection(action, id, s.employee)).body.code).toBe(ServerCode.notFound);
      }
    }
    expect(await t.db.selectFrom('user_dealers').select('dealer_id').where('dealer_id', '=', '00000000-0000-4000-8000-000000000000').execute()).toEqual([]);
  });

  it('refuses guests and app-only users (1170010403) and calls without a session (1401)', async () => {
    const malta = ids['T-MALTA'] ?? '';
    for (const session of [s.guest, s.app]) {
      expect((await list({}, session)).body.code).toBe(ServerCode.forbiddenRole);
      expect((await call(t.app, { method: 'GET', url: '/web-hmac/web/dealer/filters', headers: session })).body.code).toBe(ServerCode.forbiddenRole);
      expect((await collection('add', malta, session)).body.code).toBe(ServerCode.forbiddenRole);
      expect((await collection('remove', malta, session)).body.code).toBe(ServerCode.forbiddenRole);
    }
    expect((await list({}, {})).body.code).toBe(ServerCode.sessionExpired);
    expect(await t.db.selectFrom('user_dealers').select('dealer_id').where('dealer_id', '=', malta).execute()).toEqual([]);
  });

  it('refuses a malformed query with HTTP 400', async () => {
    expect((await list({ pageSize: 101 })).status).toBe(400);
    expect((await list({ origin: { lat: 91, lng: 0 } })).status).toBe(400);
    expect((await list({ country: 'usa' })).status).toBe(400);
    expect((await list({ search: 'x'.repeat(51) })).status).toBe(400);
  });
});
