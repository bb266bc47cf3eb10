import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyByDay, localDay } from '@yardfleet/domain/machines/energy-meter';
import { migrateToLatest } from '../src/db/migrate';
import { powerDb, type PowerDatabase } from '../src/db/power-schema';
import type { Database } from '../src/db/schema';
import { BRIGHTLINE_NAME, GREENWAY_NAME, seedDemo } from '../src/seed/demo';
import { DEMO_TIME_ZONE } from '../src/seed/power-sites';
import { backends, SEED_TIME } from './harness';

/** The power part of the demo (rules 11, 20.1): charge systems, every port, batteries and energy, consistent with each other. */
describe.each(backends())('the demo power data on $name', (backend) => {
  let db: Kysely<PowerDatabase>;
  let dispose: () => Promise<void>;
  let companies: Map<string, string>;
  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    await migrateToLatest(opened.db);
    await seedDemo(opened.db, { now: SEED_TIME, passwordHash: 'not-a-login-test' });
    db = powerDb(opened.db as Kysely<Database>);
    companies = new Map((await db.selectFrom('companies').select(['id', 'name']).execute()).map((c) => [c.name, c.id]));
  });
  afterAll(async () => {
    await dispose();
  });
  const companyId = (name: string) => companies.get(name) ?? 'missing';

  it('charge systems: Brightline at three places (its yard and two named depots, one offline with its chargers), Greenway with one gateway not linking chargers yet', async () => {
    const systems = await db
      .selectFrom('gateways')
      .leftJoin('chargers', 'chargers.gateway_id', 'gateways.id')
      .select((eb) => [
        'gateways.id',
        'gateways.company_id',
        'gateways.warehouse_id',
        'gateways.site_name',
        'gateways.online_status',
        'gateways.lat',
        eb.fn.count<number>('chargers.id').as('chargers'),
      ])
      .where('gateways.kind', '=', 'charger_gateway')
      .groupBy('gateways.id')
      .execute();
    const brightline = systems.filter((s) => s.company_id === companyId(BRIGHTLINE_NAME));
    expect(
      brightline
        .map((s) => [s.site_name, s.warehouse_id === null, s.online_status, Number(s.chargers) > 0])
        .sort((a, b) => String(a[0] ?? '').localeCompare(String(b[0] ?? ''))),
    ).toEqual([
      [null, false, 'online', true],
      ['Aurora Depot', true, 'online', true],
      ['Wheaton Depot', true, 'offline', true],
    ]);
    const greenway = systems.filter((s) => s.company_id === companyId(GREENWAY_NAME));
    expect(greenway.map((s) => Number(s.chargers)).sort()).toEqual([0, 2, 3]);
    expect(systems.every((s) => s.lat !== null)).toBe(true);
    const offline = brightline.find((s) => s.online_status === 'offline');
    const offlineChargers = await db
      .selectFrom('chargers')
      .select('online_status')
      .where('gateway_id', '=', offline?.id ?? 'none')
      .execute();
    expect(offlineChargers.map((c) => c.online_status)).toEqual(['offline', 'offline']);
    expect(await db.selectFrom('chargers').select('id').where('gateway_id', 'is', null).execute()).toEqual([]);
  });

  it('every port of every charger has a row, and the battery on it sits on that port in the same state', async () => {
    const chargers = await db.selectFrom('chargers').select(['id', 'port_count']).execute();
    const ports = await db.selectFrom('charger_ports').selectAll().execute();
    const batteries = await db.selectFrom('batteries').selectAll().execute();
    for (const c of chargers) {
      expect(
        ports
          .filter((p) => p.charger_id === c.id)
          .map((p) => p.port_number)
          .sort((a, b) => a - b),
      ).toEqual(Array.from({ length: c.port_count }, (_, i) => i + 1));
    }
    const byId = new Map(batteries.map((b) => [b.id, b]));
    for (const p of ports) {
      const b = p.battery_id === null ? undefined : byId.get(p.battery_id);
      expect(p.state === 'empty').toBe(b === undefined);
      if (b) expect([b.charger_id, b.port_number, b.state, b.error_code]).toEqual([p.charger_id, p.port_number, p.state, p.error_code]);
      expect(p.power_w > 0).toBe(p.state === 'charging' || p.state === 'discharging');
      expect(p.error_code).toBe(p.state === 'overheat' ? 'B-402' : p.state === 'error' ? 'B-517' : null);
      expect(p.state_at).not.toBeNull();
    }
    const onPorts = new Set(ports.flatMap((p) => (p.battery_id === null ? [] : [p.battery_id])));
    expect(batteries.filter((b) => b.charger_id !== null).every((b) => onPorts.has(b.id))).toBe(true);
    expect(new Set(ports.map((p) => p.state)).size).toBe(9);
  });

  it('batteries: state of charge fits the state; each company has a legacy pack charging, low-health packs on ports and optimization on some', async () => {
    const batteries = await db.selectFrom('batteries').selectAll().execute();
    for (const b of batteries) {
      if (b.state === 'charging') expect(b.charge_pct).toBeGreaterThanOrEqual(10);
      if (b.state === 'charging') expect(b.charge_pct).toBeLessThanOrEqual(95);
      if (b.state === 'fully_charged' || b.state === 'ready') expect(b.charge_pct).toBe(100);
      if (b.state === 'waiting') expect(b.charge_pct).toBeLessThanOrEqual(15);
      if (b.state === 'discharging' && b.charger_id !== null) expect(b.optimization_active).toBe(true);
    }
    for (const name of [GREENWAY_NAME, BRIGHTLINE_NAME]) {
      const own = batteries.filter((b) => b.company_id === companyId(name));
      expect(own.some((b) => b.legacy && b.state === 'charging' && b.charger_id !== null)).toBe(true);
      expect(own.some((b) => b.max_capacity_pct < 70 && b.charger_id !== null)).toBe(true);
      expect(own.some((b) => b.optimization_active)).toBe(true);
      expect(own.some((b) => b.charger_id === null)).toBe(true);
    }
  });

  it('energy: 30 company-local days up to today per charger, equal to what the meter readings give, within the total; the meter is the newest reading', async () => {
    const chargers = await db.selectFrom('chargers').selectAll().execute();
    const days = await db.selectFrom('charger_energy_days').selectAll().execute();
    const readings = await db.selectFrom('charger_reports').select(['charger_id', 'fix_at', 'meter_wh', 'meter_started_at']).execute();
    const today = localDay(SEED_TIME.toISOString(), DEMO_TIME_ZONE);
    for (const c of chargers) {
      const own = days.filter((d) => d.charger_id === c.id);
      expect(own).toHaveLength(30);
      if (c.online_status === 'online') expect(own.map((d) => d.day)).toContain(today);
      expect(own.every((d) => d.energy_wh >= 0 && d.energy_wh <= c.port_count * 1000 * 24)).toBe(true);
      expect(c.energy_total_wh).toBeGreaterThanOrEqual(own.reduce((sum, d) => sum + d.energy_wh, 0));
      const mine = readings
        .filter((r) => r.charger_id === c.id)
        .map((r) => ({ fixAt: r.fix_at.toISOString(), meterWh: r.meter_wh, meterStartedAt: r.meter_started_at.toISOString() }));
      const recomputed = energyByDay(mine, DEMO_TIME_ZONE);
      for (const d of own) expect([d.day, recomputed.get(d.day)]).toEqual([d.day, d.energy_wh]);
      const newest = [...mine].sort((a, b) => a.fixAt.localeCompare(b.fixAt)).at(-1);
      expect(newest).toEqual({
        fixAt: new Date(c.last_report_at ?? 0).toISOString(),
        meterWh: c.meter_wh,
        meterStartedAt: new Date(c.meter_started_at ?? 0).toISOString(),
      });
    }
    expect(chargers.some((c) => c.meter_started_at !== null && new Date(c.meter_started_at).getTime() > c.installed_at.getTime())).toBe(true);
  });
});
