import type { FastifyInstance } from 'fastify';
import type { ChargeSystemDetail } from '@yardfleet/contract/endpoints/power';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { call, companyIdNamed, loginAs, type Session, type TestApp } from './harness';
import { addBattery, addCharger, addCompany, addEnergy, addGateway, addPort, minutesAgo } from './power-fixtures';

/** Every port state at 0 (a charge system's `portStates` with no ports). */
export const ZERO_STATES = { charging: 0, standby: 0, overheat: 0, error: 0, empty: 0, ready: 0, waiting: 0, discharging: 0, fully_charged: 0 };

/** The data the power read suites run on: sessions, ids of companies, gateways and chargers, and the batteries on Alpha Charger 9's ports. */
export interface PowerReads {
  readonly s: Record<'admin' | 'manager' | 'employee' | 'power' | 'far', Session>;
  readonly ids: {
    readonly greenway: string;
    readonly brightline: string;
    readonly far: string;
    readonly empty: string;
    readonly alpha: string;
    readonly farSystem: string;
    readonly deleted: string;
    readonly device: string;
    readonly c9: string;
    readonly c10: string;
  };
  readonly batteries: { readonly normal: string; readonly legacy: string; readonly low: string };
}

/**
 * Adds to the demo of `t`: at Greenway a site with no chargers ("Zeta Lot"), a deleted charger
 * gateway, a device gateway and "Alpha Lot" with two chargers (ports, batteries, energy days);
 * a company in Pacific/Kiritimati (UTC+14) with one charger; then logs in the demo roles and
 * that company's admin.
 */
export const seedPowerReads = async (t: TestApp): Promise<PowerReads> => {
  const companyId = async (name: string) => await companyIdNamed(t.db, name);
  const greenway = await companyId(GREENWAY_NAME);
  const brightline = await companyId(BRIGHTLINE_NAME);
  const far = await addCompany(t.db, 'Far Away Power', 'Pacific/Kiritimati');

  // Greenway: a site with no chargers, a deleted charger gateway, a device gateway, and "Alpha Lot" with two chargers.
  const empty = await addGateway(t.db, greenway, { siteName: 'Zeta Lot', lastConnectedAt: minutesAgo(2) });
  const deleted = await addGateway(t.db, greenway, { siteName: 'Gone Lot', deleted: true });
  const device = await addGateway(t.db, greenway, { kind: 'device_gateway' });
  const alpha = await addGateway(t.db, greenway, { siteName: 'Alpha Lot', lastConnectedAt: minutesAgo(60) });
  const c9 = await addCharger(t.db, greenway, alpha.id, {
    name: 'Alpha Charger 9',
    ports: 6,
    lastReportAt: minutesAgo(1),
    errorCode: 'C-999',
    totalWh: 10_000,
    installedAt: new Date('2026-06-06T12:00:00.000Z'),
  });
  const c10 = await addCharger(t.db, greenway, alpha.id, { name: 'Alpha Charger 10', ports: 4, lastReportAt: null });
  const batteries = {
    normal: await addBattery(t.db, greenway, { state: 'charging', charge_pct: 50, capacity_wh: 1000, max_capacity_pct: 100 }),
    legacy: await addBattery(t.db, greenway, { state: 'charging', charge_pct: 30, legacy: true }),
    low: await addBattery(t.db, greenway, { state: 'ready', charge_pct: 100, max_capacity_pct: 60, cycle_count: 1400 }),
  };
  const hot = await addBattery(t.db, greenway, { state: 'overheat', max_capacity_pct: 90 });
  await addPort(t.db, greenway, c9, { number: 1, state: 'charging', batteryId: batteries.normal, powerW: 500, stateAt: minutesAgo(10) });
  await addPort(t.db, greenway, c9, { number: 2, state: 'charging', batteryId: batteries.legacy, powerW: 400, stateAt: minutesAgo(10) });
  await addPort(t.db, greenway, c9, { number: 3, state: 'ready', batteryId: batteries.low, stateAt: minutesAgo(10) });
  await addPort(t.db, greenway, c9, { number: 4, state: 'error', errorCode: 'C-110', stateAt: minutesAgo(10) });
  await addPort(t.db, greenway, c9, { number: 5, state: 'overheat', batteryId: hot, errorCode: 'b-402', stateAt: minutesAgo(10) });
  // Charger 10 has no port rows: its ports come from the batteries that say they sit on them.
  await addBattery(t.db, greenway, { charger_id: c10, port_number: 1, state: 'waiting' });
  await addBattery(t.db, greenway, { charger_id: c10, port_number: 3, state: 'error', error_code: 'B-517' });
  // Chicago: local today 2026-06-15; 06-16 is tomorrow there, 05-31 last month.
  await addEnergy(t.db, greenway, c9, { '2026-06-15': 1200, '2026-06-14': 800, '2026-06-16': 999, '2026-05-31': 77 });

  // Kiritimati (UTC+14): at SEED_TIME it is already 2026-06-16 there.
  const farSystem = await addGateway(t.db, far.companyId, { lastConnectedAt: minutesAgo(1) });
  const farCharger = await addCharger(t.db, far.companyId, farSystem.id, { name: 'Far Charger', ports: 2, lastReportAt: minutesAgo(3) });
  await addEnergy(t.db, far.companyId, farCharger, { '2026-06-16': 700, '2026-06-15': 300, '2026-05-31': 50 });

  const s = {
    admin: await loginAs(t.app, DEMO_LOGINS.admin),
    manager: await loginAs(t.app, DEMO_LOGINS.manager),
    employee: await loginAs(t.app, DEMO_LOGINS.employee),
    power: await loginAs(t.app, DEMO_LOGINS.power),
    far: await loginAs(t.app, far.email),
  };
  const ids = {
    greenway,
    brightline,
    far: far.companyId,
    empty: empty.id,
    alpha: alpha.id,
    farSystem: farSystem.id,
    deleted: deleted.id,
    device: device.id,
    c9,
    c10,
  };
  return { s, ids, batteries };
};

/** `POST /web-hmac/web/power/system` for charge system `id` as `session`, with `extra` fields in the body. */
export const readSystem = (app: FastifyInstance, id: unknown, session: Session | Record<string, never>, extra: Record<string, unknown> = {}) =>
  call<ChargeSystemDetail>(app, { method: 'POST', url: '/web-hmac/web/power/system', headers: session, payload: { id, ...extra } });
