import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { fleetDb } from '../src/db/fleet-schema';
import { reclassifyCompany } from '../src/areas/ingest/reclassify';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';

// Rules 16.10: a warehouse save re-classifies only the machines inside its old or new circle
// (or assigned to it), and leaves exactly what a re-run over every located machine leaves.

type Session = { token: string; uid: string };
const CENTRE = { lat: 41.95, lng: -87.75 };
const MACHINES = 300;

/** A deterministic pseudo-random sequence in [0, 1) (mulberry32), so every run places the same fleet. */
const random = (seed: number): (() => number) => {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
};

describe.each(backends())('a warehouse save re-classifies only the machines it can change, on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let greenway: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    // 300 machines scattered over ~1 km around CENTRE, reported a minute ago, out for work.
    const next = random(12);
    const at = new Date(t.clock.now().getTime() - 60_000);
    const rows = Array.from({ length: MACHINES }, (_, i) => ({
      company_id: greenway,
      name: `Yard mower ${i}`,
      serial_number: `GEO-${String(i).padStart(4, '0')}`,
      category: 'mower' as const,
      model_number: 'LM-1',
      picture_url: null,
      inventory_status: 'out_for_work' as const,
      online_status: 'offline' as const,
      activity: 'idle' as const,
      added_at: at,
      updated_at: at,
      firmware_version: '1.0.0',
      engine_hours: 0,
      last_lat: CENTRE.lat + (next() - 0.5) * 0.01,
      last_lng: CENTRE.lng + (next() - 0.5) * 0.013,
      last_position_at: at,
      last_seen_at: at,
    }));
    await t.db.insertInto('equipment').values(rows).execute();
    await reclassifyCompany(t.db, greenway, t.clock.now()); // a consistent start
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async <E = unknown>(url: string, payload: Record<string, unknown>) => {
    const answer = await call<E>(t.app, { method: 'POST', url: `/web-hmac/web/${url}`, headers: admin, payload });
    expect(answer.body.code).toBe(200);
    return answer.body.entry;
  };
  const snapshot = async () =>
    (
      await fleetDb(t.db).selectFrom('equipment').select(['id', 'warehouse_id', 'inventory_status']).where('company_id', '=', greenway).orderBy('id').execute()
    ).map((r) => `${r.id} ${r.warehouse_id ?? '-'} ${r.inventory_status}`);
  /** Runs `save`; @returns how many machines it changed, after checking a full re-run changes none. */
  const saved = async (save: () => Promise<unknown>): Promise<number> => {
    const before = await snapshot();
    await save();
    const after = await snapshot();
    expect(await reclassifyCompany(t.db, greenway, t.clock.now())).toBe(0);
    expect(await snapshot()).toEqual(after);
    return after.filter((row, i) => row !== before[i]).length;
  };
  const place = (name: string, dLat: number, dLng: number, radius: number) => ({
    name,
    address: '',
    location: { lat: CENTRE.lat + dLat, lng: CENTRE.lng + dLng },
    radius,
  });

  it("creates, moves, resizes and deletes overlapping warehouses with the full re-run's result", async () => {
    const ids: string[] = [];
    for (const [i, spot] of [place('Geo A', 0, 0, 250), place('Geo B', 0.001, 0.001, 200), place('Geo C', -0.001, 0.0015, 300)].entries()) {
      const changed = await saved(async () => ids.push((await post<WarehouseView>('warehouse/create', spot)).id));
      expect(changed, `create ${i}`).toBeGreaterThan(0);
    }
    const [a, b, c] = ids;
    expect(await saved(() => post('warehouse/edit', { id: a, ...place('Geo A', 0.002, -0.002, 250) }))).toBeGreaterThan(0);
    expect(await saved(() => post('warehouse/edit', { id: b, ...place('Geo B', 0.001, 0.001, 450) }))).toBeGreaterThan(0);
    expect(await saved(() => post('warehouse/edit', { id: c, ...place('Geo C', -0.001, 0.0015, 120) }))).toBeGreaterThan(0);
    expect(await saved(() => post('warehouse/delete', { id: b }))).toBeGreaterThan(0);
    expect(await saved(() => post('warehouse/delete', { id: a }))).toBeGreaterThan(0);
    const inWarehouse = await fleetDb(t.db)
      .selectFrom('equipment')
      .select('warehouse_id')
      .where('company_id', '=', greenway)
      .where('warehouse_id', '=', c ?? '')
      .execute();
    expect(inWarehouse.length).toBeGreaterThan(0);
  });

  it('a machine the foreign key detached from a deleted warehouse is re-classified even outside its circle', async () => {
    const lone = (await post<WarehouseView>('warehouse/create', place('Geo D', 0, 0, 400))).id;
    // An inconsistent row (e.g. left by another server's outdated index): assigned, but far away.
    const far = await fleetDb(t.db)
      .selectFrom('equipment')
      .select('id')
      .where('serial_number', 'like', 'GEO-%')
      .where('warehouse_id', 'is', null)
      .where('last_lat', 'is not', null)
      .executeTakeFirstOrThrow();
    await fleetDb(t.db)
      .updateTable('equipment')
      .set({ warehouse_id: lone, inventory_status: 'in_warehouse', last_lat: CENTRE.lat + 1, last_lng: CENTRE.lng })
      .where('id', '=', far.id)
      .execute();
    await post('warehouse/delete', { id: lone });
    const row = await fleetDb(t.db).selectFrom('equipment').select(['warehouse_id', 'inventory_status']).where('id', '=', far.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ warehouse_id: null, inventory_status: 'out_for_work' });
    expect(await reclassifyCompany(t.db, greenway, t.clock.now())).toBe(0);
  });
});
