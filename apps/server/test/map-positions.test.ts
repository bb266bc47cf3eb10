import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { INVENTORY_CODES, MAX_MACHINES_AT, POSITION_SCALE, type EquipmentPositionsResponse } from '@yardfleet/contract/endpoints/equipment-positions';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';

const ANY = { search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
/** The filters a test may set, and `at` (a fixed-point position of an answer). */
type Query = Partial<Record<keyof typeof ANY | 'at', unknown>>;
type Session = { token: string; uid: string };
type TagList = { groups: { tags: { id: string; name: string }[] }[] };
/** Machines added to the demo company so the map answers a few hundred (rules 21.7). */
const EXTRA_MACHINES = 300;

/** The answer's machines as records (fixed-point position, status code; id and name for an `at` answer). */
const records = (entry: EquipmentPositionsResponse) =>
  entry.machines.lat.map((lat, i) => ({
    id: entry.machines.ids[i],
    name: entry.machines.names[i],
    lat,
    lng: entry.machines.lng[i],
    code: entry.machines.inventory[i],
  }));
/** A record's key without id: where it is and its status. */
const keyOf = (r: { lat?: number; lng?: number; code?: string }) => `${String(r.lat)},${String(r.lng)},${String(r.code)}`;

describe.each(backends())('fleet map positions (equipment/positions) on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let manager: Session;
  let employee: Session;
  let power: Session;
  let greenwayId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    [admin, manager, employee, power] = await Promise.all([
      loginAs(t.app, DEMO_LOGINS.admin),
      loginAs(t.app, DEMO_LOGINS.manager),
      loginAs(t.app, DEMO_LOGINS.employee),
      loginAs(t.app, DEMO_LOGINS.power),
    ]);
    greenwayId = await companyIdNamed(t.db, GREENWAY_NAME);
    const now = new Date();
    await t.db
      .insertInto('equipment')
      .values(
        Array.from({ length: EXTRA_MACHINES }, (_, i) => ({
          company_id: greenwayId,
          name: `Map Trimmer ${i + 1}`,
          serial_number: `MAP-${String(i).padStart(5, '0')}`,
          category: 'string_trimmer' as const,
          model_number: 'ST1500',
          picture_url: null,
          inventory_status: i % 3 === 0 ? ('location_unknown' as const) : ('out_for_work' as const),
          online_status: 'online' as const,
          activity: 'offline' as const,
          last_seen_at: now,
          last_lat: 41.7 + i * 0.000123456,
          last_lng: -87.9 - i * 0.000654321,
          added_at: now,
          updated_at: now,
          error_code: null,
          firmware_version: '1.0.0',
          battery_max_capacity_pct: null,
          battery_cycle_count: null,
          engine_hours: 0,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const positions = async (filters: Query = {}, session: Session = admin) =>
    call<EquipmentPositionsResponse>(t.app, { method: 'POST', url: '/web-hmac/web/equipment/positions', headers: session, payload: { ...ANY, ...filters } });
  const locatedGreenway = () =>
    t.db.selectFrom('equipment').where('company_id', '=', greenwayId).where('last_lat', 'is not', null).where('last_lng', 'is not', null);

  it('answers every located machine of the company as columns: fixed-point position and status code, no ids; and the warehouses', async () => {
    const { body } = await positions();
    expect(body.code).toBe(200);
    const expected = await locatedGreenway()
      .select([
        sql<number>`round(last_lat * ${POSITION_SCALE})::int4`.as('lat'),
        sql<number>`round(last_lng * ${POSITION_SCALE})::int4`.as('lng'),
        'inventory_status',
      ])
      .execute();
    expect(expected.length).toBeGreaterThan(EXTRA_MACHINES + 100);
    const { machines } = body.entry;
    expect([machines.lat.length, machines.lng.length, machines.inventory.length, machines.ids, machines.names, machines.truncated]).toEqual([
      expected.length,
      expected.length,
      expected.length,
      [],
      [],
      false,
    ]);
    expect(records(body.entry).map(keyOf).sort()).toEqual(
      expected.map((r) => keyOf({ lat: r.lat, lng: r.lng, code: INVENTORY_CODES[r.inventory_status] })).sort(),
    );
    const warehouses = await t.db.selectFrom('warehouses').select(['id', 'radius_m']).where('company_id', '=', greenwayId).execute();
    expect(warehouses.length).toBeGreaterThan(0);
    expect(body.entry.warehouses.map((w) => w.id).sort()).toEqual(warehouses.map((w) => w.id).sort());
    expect(body.entry.warehouses.every((w) => w.radius > 0)).toBe(true);
  });

  it('answers the machines at one position of the answer (at) with ids and names, by name, and no warehouses', async () => {
    const all = records((await positions()).body.entry);
    const picked = all[123];
    if (picked === undefined) throw new Error('no 124th machine');
    const at = { lat: picked.lat, lng: picked.lng };
    const answer = (await positions({ at })).body;
    expect(answer.code).toBe(200);
    const there = await locatedGreenway()
      .select(['id', 'name'])
      .where(sql<boolean>`round(last_lat * ${POSITION_SCALE})::int4 = ${at.lat} and round(last_lng * ${POSITION_SCALE})::int4 = ${at.lng}`)
      .orderBy('name')
      .orderBy('id')
      .execute();
    expect(there.length).toBeGreaterThan(0);
    expect(answer.entry.machines.ids).toEqual(there.map((r) => r.id));
    expect(answer.entry.machines.names).toEqual(there.map((r) => r.name));
    expect(answer.entry.machines.lat.every((lat) => lat === at.lat)).toBe(true);
    expect(answer.entry.warehouses).toEqual([]);
    // The filters still apply, and another company finds nothing there.
    expect((await positions({ at, search: 'no machine is called this' })).body.entry.machines.ids).toEqual([]);
    expect((await positions({ at }, power)).body.entry.machines.ids).toEqual([]);
    const outOfRange = await call(t.app, {
      method: 'POST',
      url: '/web-hmac/web/equipment/positions',
      headers: admin,
      payload: { ...ANY, at: { lat: 9_000_001, lng: 0 } },
    });
    expect(outOfRange.status).toBe(400);
  });

  it('answers at most MAX_MACHINES_AT machines at one position, the first by name, and says when more stand there (truncated)', async () => {
    const now = new Date();
    const stacked = await t.db
      .insertInto('equipment')
      .values(
        Array.from({ length: MAX_MACHINES_AT + 1 }, (_, i) => ({
          company_id: greenwayId,
          name: `Stacked Blower ${i + 1}`,
          serial_number: `STACK-${String(i).padStart(5, '0')}`,
          category: 'blower' as const,
          model_number: 'BL1000',
          picture_url: null,
          inventory_status: 'out_for_work' as const,
          online_status: 'online' as const,
          activity: 'offline' as const,
          last_seen_at: now,
          last_lat: 41.98765,
          last_lng: -87.12345,
          added_at: now,
          updated_at: now,
          error_code: null,
          firmware_version: '1.0.0',
          battery_max_capacity_pct: null,
          battery_cycle_count: null,
          engine_hours: 0,
        })),
      )
      .returning('id')
      .execute();
    try {
      const at = { lat: Math.round(41.98765 * POSITION_SCALE), lng: Math.round(-87.12345 * POSITION_SCALE) };
      const full = (await positions({ at })).body.entry.machines;
      expect(full.ids.length).toBe(MAX_MACHINES_AT);
      expect(full.truncated).toBe(true);
      // By name: "Stacked Blower 1", "Stacked Blower 10", ... (the answer's order is the name's, not the list's natural order).
      expect(full.names).toEqual(
        Array.from({ length: MAX_MACHINES_AT + 1 }, (_, i) => `Stacked Blower ${i + 1}`)
          .sort()
          .slice(0, MAX_MACHINES_AT),
      );
      // One fewer there: all of them, not truncated.
      await t.db
        .deleteFrom('equipment')
        .where('id', '=', stacked[0]?.id ?? '')
        .execute();
      const rest = (await positions({ at })).body.entry.machines;
      expect([rest.ids.length, rest.truncated]).toEqual([MAX_MACHINES_AT, false]);
    } finally {
      await t.db.deleteFrom('equipment').where('serial_number', 'like', 'STACK-%').execute();
    }
  });

  it('leaves out machines that never reported a position', async () => {
    const unlocated = await t.db.selectFrom('equipment').select('id').where('company_id', '=', greenwayId).where('last_lat', 'is', null).execute();
    expect(unlocated.length).toBeGreaterThan(0);
    const located = await locatedGreenway().select('id').execute();
    expect((await positions()).body.entry.machines.lat.length).toBe(located.length);
  });

  it('applies the list filters: inventory status, category, online status, search and tag', async () => {
    /** The answer to `filters` holds exactly the positions and statuses of the `expected` machines. */
    const sameIds = async (filters: Query, expected: Promise<{ id: string }[]>) => {
      const answered = records((await positions(filters)).body.entry)
        .map(keyOf)
        .sort();
      const ids = (await expected).map((r) => r.id);
      expect(ids.length).toBeGreaterThan(0);
      const rows = await t.db
        .selectFrom('equipment')
        .select([
          sql<number>`round(last_lat * ${POSITION_SCALE})::int4`.as('lat'),
          sql<number>`round(last_lng * ${POSITION_SCALE})::int4`.as('lng'),
          'inventory_status',
        ])
        .where('id', 'in', ids)
        .execute();
      expect(answered).toEqual(rows.map((r) => keyOf({ lat: r.lat, lng: r.lng, code: INVENTORY_CODES[r.inventory_status] })).sort());
    };
    const tags = (await call<TagList>(t.app, { method: 'GET', url: '/web-hmac/web/tag/list', headers: admin })).body.entry;
    const tag = tags.groups.flatMap((g) => g.tags)[0];
    if (tag === undefined) throw new Error('the demo has no tags');
    await sameIds(
      { tagId: tag.id },
      t.db
        .selectFrom('equipment_tags')
        .innerJoin('equipment', 'equipment.id', 'equipment_tags.equipment_id')
        .select('equipment.id')
        .where('equipment_tags.tag_id', '=', tag.id)
        .where('equipment.last_lat', 'is not', null)
        .execute(),
    );
    const none = (await positions({ search: 'no machine is called this' })).body.entry.machines;
    expect(none).toEqual({ ids: [], names: [], lat: [], lng: [], inventory: '', truncated: false });
  });

  it('never shows one company the machines, warehouses or tags of another', async () => {
    const greenway = (await positions()).body.entry;
    const brightline = (await positions({}, power)).body;
    expect(brightline.code).toBe(200);
    const brightlineOwn = await t.db
      .selectFrom('equipment')
      .innerJoin('companies', 'companies.id', 'equipment.company_id')
      .select([
        sql<number>`round(last_lat * ${POSITION_SCALE})::int4`.as('lat'),
        sql<number>`round(last_lng * ${POSITION_SCALE})::int4`.as('lng'),
        'equipment.inventory_status',
      ])
      .where('companies.name', '=', BRIGHTLINE_NAME)
      .where('equipment.last_lat', 'is not', null)
      .execute();
    expect(records(brightline.entry).map(keyOf).sort()).toEqual(
      brightlineOwn.map((r) => keyOf({ lat: r.lat, lng: r.lng, code: INVENTORY_CODES[r.inventory_status] })).sort(),
    );
    expect(brightline.entry.machines.lat.length).toBeLessThan(greenway.machines.lat.length);
    // Clicking any of Greenway's points as Brightline finds nothing.
    const first = records(greenway)[0];
    expect((await positions({ at: { lat: first?.lat, lng: first?.lng } }, power)).body.entry.machines.ids).toEqual([]);
    const greenwayWarehouses = new Set(greenway.warehouses.map((w) => w.id));
    expect(brightline.entry.warehouses.filter((w) => greenwayWarehouses.has(w.id))).toEqual([]);
    const tags = (await call<TagList>(t.app, { method: 'GET', url: '/web-hmac/web/tag/list', headers: admin })).body.entry;
    const greenwayTag = tags.groups.flatMap((g) => g.tags)[0]?.id;
    expect((await positions({ tagId: greenwayTag }, power)).body.entry.machines.lat).toEqual([]);
  });

  it('answers the same map to admin, manager and employee; refuses users without a company, session-less callers and unknown fields', async () => {
    const asAdmin = records((await positions()).body.entry)
      .map(keyOf)
      .sort();
    for (const session of [manager, employee]) {
      const answer = (await positions({}, session)).body;
      expect(answer.code).toBe(200);
      expect(records(answer.entry).map(keyOf).sort()).toEqual(asAdmin);
    }
    const guest = await loginAs(t.app, DEMO_LOGINS.guest);
    expect((await positions({}, guest)).body.code).toBe(ServerCode.forbiddenRole);
    const app = await loginAs(t.app, DEMO_LOGINS.app);
    expect((await positions({}, app)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await call(t.app, { method: 'POST', url: '/web-hmac/web/equipment/positions', payload: ANY })).body.code).toBe(ServerCode.sessionExpired);
    const paged = await call(t.app, { method: 'POST', url: '/web-hmac/web/equipment/positions', headers: admin, payload: { ...ANY, page: 1 } });
    expect(paged.status).toBe(400);
  });
});
