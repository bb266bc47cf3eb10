import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, startTestApp, type TestApp } from './harness';

// What the schema-driven fuzz test (fuzz.test.ts, rules 20.8) found, each pinned by a request
// a caller could send.
const [pglite] = backends();

describe('rules 20.8: requests the fuzz test found answering HTTP 500', () => {
  let t: TestApp;
  let session: { token: string; uid: string };
  const count = async (table: string): Promise<number> =>
    Number((await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(t.db)).rows[0]?.n);
  beforeAll(async () => {
    if (!pglite) throw new Error('no backend');
    t = await startTestApp(pglite);
    session = await loginAs(t.app, DEMO_LOGINS.admin);
  });
  afterAll(async () => t.close());

  it('a day that does not exist (30 February, year 0) or a year before 1000 is refused as an invalid field, not stored and not a 500', async () => {
    const machines = await call<{ items: { id: string }[] }>(t.app, {
      method: 'POST',
      url: '/web-hmac/web/equipment/list',
      headers: session,
      payload: { page: 1, pageSize: 1, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null },
    });
    const equipmentId = machines.body.entry.items[0]?.id;
    const log = {
      equipmentId,
      serviceType: 'repair',
      runtimeHours: 10,
      laborTimeHours: 1,
      expense: { minorUnits: 100, currency: 'EUR' },
      performedBy: 'Kim',
      details: '',
    };
    const before = await count('maintenance_logs');
    // 0001: PostgreSQL stored it, PGlite read it back as 2001 (a device report with it answered HTTP 500).
    for (const date of ['2026-02-30T00:00:00Z', '2026-04-31T08:00:00Z', '0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z']) {
      const response = await t.app.inject({ method: 'POST', url: '/web-hmac/web/maintenance/add', headers: session, payload: { ...log, date } });
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_field', message: 'date: expected IsoDateTime' });
    }
    expect(await count('maintenance_logs')).toBe(before);
    const accepted = await call(t.app, {
      method: 'POST',
      url: '/web-hmac/web/maintenance/add',
      headers: session,
      payload: { ...log, date: '2024-02-29T12:00:00.000Z' },
    });
    expect(accepted.body.code).toBe(200);

    const report = { period: { from: '2026-02-30', to: '2026-03-05' }, filters: { tagId: null, category: null, warehouseId: null }, page: 1, pageSize: 20 };
    const refused = await t.app.inject({ method: 'POST', url: '/web-hmac/web/report/usage', headers: session, payload: report });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'invalid_field' });
  });

  it('a charging port reporting a trickle of power (1e-138 W) leaves the power overview and the system readable', async () => {
    const bound = await call<{ deviceId: string; deviceSecret: string; gatewayId: string }>(t.app, {
      method: 'POST',
      url: '/web-hmac/app/charger-gateway/bind',
      headers: session,
      payload: { serialNumber: 'TRICKLE-GW-1', model: 'CG-1', firmwareVersion: '1.0', warehouseId: null, siteName: 'Trickle', position: null },
    });
    expect(bound.body.code).toBe(200);
    const battery = {
      serialNumber: 'TRICKLE-BAT-1',
      kind: 'portable',
      legacy: false,
      model: 'P-1',
      capacityWh: 500,
      stateOfChargePercent: 40,
      maxCapacityPercent: 90,
      cycleCount: 3,
      optimizationActive: false,
    };
    const charger = {
      serialNumber: 'TRICKLE-CH-1',
      model: 'C-1',
      firmwareVersion: '1.0',
      errorCode: null,
      energyMeterWh: 10,
      meterStartedAt: '2026-06-01T00:00:00.000Z',
      ports: [{ number: 1, state: 'charging', battery, powerW: 1.178564986659835e-138, errorCode: null }],
    };
    const device = { 'x-device-id': bound.body.entry.deviceId, 'x-device-secret': bound.body.entry.deviceSecret };
    const report = await call(t.app, {
      method: 'POST',
      url: '/web-hmac/device/charger/report',
      headers: device,
      payload: { reports: [{ fixAt: '2026-06-15T14:59:00.000Z', position: null, chargers: [charger] }] },
    });
    expect(report.body).toMatchObject({ code: 200, entry: { accepted: 1 } });
    const overview = await t.app.inject({ method: 'GET', url: '/web-hmac/web/power/overview', headers: session });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ code: 200 });
    const system = await call(t.app, { method: 'POST', url: '/web-hmac/web/power/system', headers: session, payload: { id: bound.body.entry.gatewayId } });
    expect(system.body.code).toBe(200);
  });

  it('a battery reporting more charge cycles than an integer column holds (2^31) is refused as an invalid field, not a 500', async () => {
    const bound = await call<{ deviceId: string; deviceSecret: string }>(t.app, {
      method: 'POST',
      url: '/web-hmac/app/equipment/bind',
      headers: session,
      payload: { serialNumber: 'CYCLES-1', name: 'Cycles', category: 'mower', modelNumber: 'M-1', firmwareVersion: '1.0' },
    });
    const device = { 'x-device-id': bound.body.entry.deviceId, 'x-device-secret': bound.body.entry.deviceSecret };
    const report = (cycleCount: number) => ({
      reports: [
        {
          fixAt: '2026-06-15T14:58:00.000Z',
          position: null,
          activity: null,
          errorCode: null,
          errorCleared: false,
          firmwareVersion: null,
          battery: { capacityPercent: 90, cycleCount },
          engineHours: null,
        },
      ],
    });
    const before = await count('equipment_reports');
    const refused = await t.app.inject({ method: 'POST', url: '/web-hmac/device/report', headers: device, payload: report(2 ** 31) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'invalid_field' });
    expect(await count('equipment_reports')).toBe(before);
    expect((await call(t.app, { method: 'POST', url: '/web-hmac/device/report', headers: device, payload: report(2 ** 31 - 1) })).body).toMatchObject({
      code: 200,
      entry: { accepted: 1 },
    });
  });
});
