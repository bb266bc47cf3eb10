import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { EquipmentListResponse } from '@yardfleet/contract/endpoints/equipment';
import { EQUIPMENT_CATEGORIES, INVENTORY_STATUSES } from '@yardfleet/domain/entities/equipment';
import { isWithinRadius } from '@yardfleet/domain/geometry/distance';
import { geo } from '../src/seed/fleet';
import { KNOWN_SERIAL } from '../src/seed/catalog';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';

const ALL = { page: 1, pageSize: 100, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
type Query = Partial<Record<keyof typeof ALL, unknown>>;
type TagList = { groups: { id: string; name: string; tags: { id: string; name: string }[] }[] };

describe.each(backends())('equipment list on $name', (backend) => {
  let t: TestApp;
  let admin: { token: string; uid: string };
  let power: { token: string; uid: string };
  let greenwayId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    power = await loginAs(t.app, DEMO_LOGINS.power);
    greenwayId = await companyIdNamed(t.db, GREENWAY_NAME);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: Query, session = admin) =>
    (await call<EquipmentListResponse>(t.app, { method: 'POST', url: '/web-hmac/web/equipment/list', headers: session, payload: { ...ALL, ...query } })).body;
  const tags = async (session = admin) => (await call<TagList>(t.app, { method: 'GET', url: '/web-hmac/web/tag/list', headers: session })).body;
  const tagId = async (name: string, session = admin) => {
    const tag = (await tags(session)).entry.groups.flatMap((g) => g.tags).find((x) => x.name === name);
    if (!tag) throw new Error(`no tag ${name}`);
    return tag.id;
  };
  const countWhere = async (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
    Number(
      (
        await where(base())
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const base = () => t.db.selectFrom('equipment').where('company_id', '=', greenwayId);

  it('seeds at least 160 Greenway machines across all 8 categories, 40 of them mowers', async () => {
    const first = await list({ pageSize: 20 });
    expect(first.code).toBe(200);
    expect(first.entry.total).toBe(168);
    expect(t.seeded.equipment).toBe(174);
    for (const category of EQUIPMENT_CATEGORIES) expect((await list({ category })).entry.total).toBeGreaterThan(0);
    expect((await list({ category: 'mower' })).entry.total).toBe(40);
  });

  it('pages with a stable total, ordered by name (natural) then serial, without overlap', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9].map((page) => list({ page, pageSize: 20 })));
    const names = pages.flatMap((p) => p.entry.items.map((i) => i.name));
    expect(pages.every((p) => p.entry.total === 168)).toBe(true);
    expect(pages[8]?.entry.items).toHaveLength(8);
    expect(new Set(pages.flatMap((p) => p.entry.items.map((i) => i.id))).size).toBe(168);
    expect(names.indexOf('Mower 2')).toBeLessThan(names.indexOf('Mower 10'));
    expect(names.slice(0, 3)).toEqual(['Blower 1', 'Blower 2', 'Blower 3']);
    expect((await list({ page: 10, pageSize: 20 })).entry).toMatchObject({ items: [], total: 168, page: 10 });
  });

  it('searches by name and by serial number, case-insensitively', async () => {
    const byName = await list({ search: 'mower 1' });
    expect(byName.entry.items.length).toBeGreaterThan(0);
    expect(byName.entry.items.every((i) => i.name.toLowerCase().includes('mower 1'))).toBe(true);
    expect(byName.entry.total).toBe(await countWhere((q) => q.where(sql`lower(name)`, 'like', '%mower 1%')));
    const bySerial = await list({ search: KNOWN_SERIAL.toLowerCase() });
    expect(bySerial.entry.items.map((i) => [i.name, i.serialNumber, i.modelNumber])).toEqual([['Mower 1', KNOWN_SERIAL, 'LM2156-X']]);
    expect((await list({ search: '100%_' })).entry.total).toBe(0);
  });

  it('filters by category, inventory status and online status, alone and combined', async () => {
    for (const inventoryStatus of INVENTORY_STATUSES) {
      const answer = await list({ inventoryStatus });
      expect(answer.entry.total).toBe(await countWhere((q) => q.where('inventory_status', '=', inventoryStatus)));
      expect(answer.entry.total).toBeGreaterThan(0);
      expect(answer.entry.items.every((i) => i.inventoryStatus === inventoryStatus)).toBe(true);
    }
    const online = await list({ onlineStatus: 'online' });
    const offline = await list({ onlineStatus: 'offline' });
    expect(online.entry.total).toBeGreaterThan(0);
    expect(online.entry.total + offline.entry.total).toBe(168);
    const combined = await list({ category: 'mower', onlineStatus: 'online', inventoryStatus: 'out_for_work' });
    expect(combined.entry.items.every((i) => i.category === 'mower' && i.onlineStatus === 'online' && i.inventoryStatus === 'out_for_work')).toBe(true);
    const never = (await list({ inventoryStatus: 'never_seen' })).entry.items;
    expect(never.every((i) => i.lastSeenAt === null && i.onlineStatus === 'offline')).toBe(true);
  });

  it('filters by tag and returns each machine with its tags', async () => {
    const crewA = await tagId('Crew A');
    const answer = await list({ tagId: crewA });
    expect(answer.entry.total).toBeGreaterThan(10);
    expect(answer.entry.items.every((i) => i.tags.some((tag) => tag.id === crewA && tag.groupName === 'Crew'))).toBe(true);
    const lakeside = await list({ tagId: await tagId('Lakeside Park') });
    expect(lakeside.entry.items.every((i) => i.inventoryStatus === 'out_for_work')).toBe(true);
    expect((await list({ tagId: 'not-a-uuid' })).entry.total).toBe(0);
  });

  it("lists the tag groups of the caller's company", async () => {
    const groups = (await tags()).entry.groups.map((g) => [g.name, g.tags.map((x) => x.name)]);
    expect(groups).toEqual([
      ['Condition', ['Needs service', 'New']],
      ['Crew', ['Crew A', 'Crew B', 'Crew C']],
      ['Site', ['Downtown', 'Lakeside Park', 'University Campus']],
    ]);
  });

  it('never shows Greenway equipment or tags to the power-only admin', async () => {
    const own = await list({}, power);
    expect(own.code).toBe(200);
    expect(own.entry.total).toBe(6);
    const brightline = await companyIdNamed(t.db, BRIGHTLINE_NAME);
    const ownIds = new Set((await t.db.selectFrom('equipment').select('id').where('company_id', '=', brightline).execute()).map((r) => r.id));
    expect(own.entry.items.every((i) => ownIds.has(i.id))).toBe(true);
    expect((await list({ search: KNOWN_SERIAL }, power)).entry.total).toBe(0);
    expect((await list({ tagId: await tagId('Crew A') }, power)).entry.total).toBe(0);
    expect((await tags(power)).entry.groups.map((g) => g.name)).toEqual(['Shift']);
  });

  it('refuses company data to a user without a company and to an app-only user', async () => {
    expect((await list({}, await loginAs(t.app, DEMO_LOGINS.guest))).code).toBe(ServerCode.forbiddenRole);
    expect((await list({}, await loginAs(t.app, DEMO_LOGINS.app))).code).toBe(ServerCode.forbiddenRole);
    expect((await tags(await loginAs(t.app, DEMO_LOGINS.guest))).code).toBe(ServerCode.forbiddenRole);
  });

  it('seeds positions that agree with the geofence rule and maintenance that adds up with engine hours', async () => {
    const warehouses = await t.db.selectFrom('warehouses').selectAll().execute();
    const machines = await t.db.selectFrom('equipment').selectAll().execute();
    const inside = (lat: number, lng: number) => warehouses.some((w) => isWithinRadius(geo(lat, lng), geo(w.lat, w.lng), w.radius_m));
    for (const m of machines) {
      if (m.last_lat === null || m.last_lng === null) {
        expect(m.inventory_status).toBe('never_seen');
        continue;
      }
      if (m.inventory_status === 'in_warehouse') expect(inside(m.last_lat, m.last_lng)).toBe(true);
      if (m.inventory_status === 'out_for_work') expect(inside(m.last_lat, m.last_lng)).toBe(false);
    }
    const over = await t.db
      .selectFrom('maintenance_logs')
      .innerJoin('equipment', 'equipment.id', 'maintenance_logs.equipment_id')
      .select('maintenance_logs.id')
      .whereRef('maintenance_logs.runtime_hours', '>', 'equipment.engine_hours')
      .execute();
    expect(over).toEqual([]);
    expect(
      await t.db
        .selectFrom('maintenance_logs')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ).toMatchObject({ n: t.seeded.maintenance });
  });

  it('answers 1401 to a list request without a valid session', async () => {
    expect((await list({}, { token: 'x', uid: admin.uid })).code).toBe(ServerCode.sessionExpired);
  });
});
