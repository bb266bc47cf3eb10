import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { BindAppGatewayRequest, Udid } from '@yardfleet/contract/endpoints/app-gateway';
import { GatewayReportRequest } from '@yardfleet/contract/endpoints/device';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { distanceMeters, isWithinRadius } from '@yardfleet/domain/geometry/distance';
import { appDevice } from './sim-app-devices';
import { APP_HEARING_METERS, appGatewayTick, hasOwnGps, planAppGateways, setUpAppGateways, type SimDepot } from './sim-app-gateways';
import { createFleet, tick, type SimMachine } from './sim-fleet';
import type { Call, Envelope } from './sim-http';

const DEPOTS: SimDepot[] = [
  { id: '6f1f6f5e-0000-4000-8000-0000000000d1', lat: 41.8243, lng: -87.6645, radius: 150 },
  { id: '6f1f6f5e-0000-4000-8000-0000000000d2', lat: 41.9302, lng: -87.6842, radius: 250 },
];
const serials = Array.from({ length: 16 }, (_, i) => `SIM-T-${i + 1}`);
const at = (n: number) => new Date(Date.UTC(2026, 5, 15, 12, 0, n * 5)).toISOString();
const point = (p: { lat: number; lng: number }): GeoPoint => {
  const decoded = GeoPoint.decode({ lat: p.lat, lng: p.lng });
  if (E.isLeft(decoded)) throw new Error('bad point');
  return decoded.right;
};
const serialsOf = (body: { reports: { equipment: { serialNumber: string }[] }[] } | undefined) =>
  (body?.reports ?? []).flatMap((r) => r.equipment.map((e) => e.serialNumber)).sort();
const awake = (m: SimMachine) => m.phase !== 'offline';

describe('yardfleet sim app gateway devices', () => {
  it('answers real device shapes, the same for the same seed and key', () => {
    for (const mode of ['fixed', 'mobile', 'app'] as const) {
      for (let k = 0; k < 40; k += 1) {
        const d = appDevice(5, mode, `key-${k}`);
        expect(appDevice(5, mode, `key-${k}`)).toEqual(d);
        expect(E.isRight(Udid.decode(d.udid))).toBe(true);
        if (d.brand === 'Apple') {
          expect(d.udid).toMatch(/^00008[0-9A-F]{3}-00[0-9A-F]{14}$/);
          expect(d.serialNumber).toMatch(/^[CDFGHJKLMNPQRTVWXY0-9]{10}$/);
          expect(d.systemVersion).toMatch(/^(iOS|iPadOS) 1[78]\.\d$/);
        } else {
          expect(d.udid).toMatch(/^[0-9a-f]{16}$/);
          expect(d.systemVersion).toMatch(/^Android 1[45]$/);
          expect(d.serialNumber).toMatch(d.brand === 'Samsung' ? /^R5[2C][A-Z]\d{2}[A-Z0-9]{5}$/ : /^\d{5}FD[A-Z]{2}[A-Z0-9]{5}$/);
        }
        expect(d.appVersion).toMatch(/^4\.1[12]\.\d$/);
      }
    }
    expect(appDevice(6, 'mobile', 'crew-1').serialNumber).not.toBe(appDevice(5, 'mobile', 'crew-1').serialNumber);
    expect(appDevice(5, 'fixed', DEPOTS[0]?.id ?? '').model).toMatch(/Galaxy Tab Active|iPad/);
  });
});

describe('yardfleet sim app gateways', () => {
  it('plans a tablet per warehouse without one, a phone per crew and the members phones; none with 0 members', () => {
    const plan = planAppGateways(1, DEPOTS, new Set([DEPOTS[1]?.id ?? '']), 3, 2);
    expect(plan.map((g) => [g.mode, g.warehouse?.id ?? null, g.crew])).toEqual([
      ['fixed', DEPOTS[0]?.id, null],
      ['mobile', null, 0],
      ['mobile', null, 1],
      ['mobile', null, 2],
      ['app', null, null],
      ['app', null, null],
    ]);
    expect(new Set(plan.map((g) => g.device.serialNumber)).size).toBe(plan.length);
    expect(planAppGateways(1, DEPOTS, new Set(), 3, 0)).toEqual([]);
  });

  it('a fixed tablet reports every tick exactly the machines inside its warehouse, at the warehouse; a crew phone only its crew machines near it; a member phone one tick in three', () => {
    const fleet = createFleet(3, serials, DEPOTS, 2);
    const plan = planAppGateways(3, DEPOTS, new Set(), 2, 2);
    let crewHeard = 0;
    let insideSeen = 0;
    const memberTicks = [0, 0];
    for (let n = 1; n <= 300; n += 1) {
      tick(fleet, at(n), 5 / 3600);
      const calls = appGatewayTick(plan, fleet.machines, at(n), n);
      for (const body of calls.flat()) expect(E.isRight(GatewayReportRequest.decode(body))).toBe(true);
      DEPOTS.forEach((depot, d) => {
        const expected = fleet.machines
          .filter((m) => awake(m) && isWithinRadius(point(m), point(depot), depot.radius))
          .map((m) => m.serial)
          .sort();
        insideSeen += expected.length;
        expect(calls[d]).toHaveLength(1);
        expect(serialsOf(calls[d]?.[0])).toEqual(expected);
        expect(calls[d]?.[0]?.reports[0]?.position).toEqual({ lat: depot.lat, lng: depot.lng });
      });
      [0, 1].forEach((crew) => {
        const report = calls[2 + crew]?.[0]?.reports[0];
        expect(report).toBeDefined();
        const members = fleet.machines.filter((m) => m.gateway === crew);
        for (const e of report?.equipment ?? []) {
          const m = members.find((x) => x.serial === e.serialNumber);
          expect(m).toBeDefined();
          if (m && report) expect(distanceMeters(point(m), point(report.position))).toBeLessThanOrEqual(APP_HEARING_METERS);
          expect(e.position === null).toBe(!hasOwnGps(e.serialNumber));
          crewHeard += 1;
        }
      });
      [0, 1].forEach((i) => {
        memberTicks[i] = (memberTicks[i] ?? 0) + ((calls[4 + i]?.length ?? 0) > 0 ? 1 : 0);
      });
    }
    expect(insideSeen).toBeGreaterThan(0);
    expect(crewHeard).toBeGreaterThan(0);
    expect(memberTicks).toEqual([100, 100]);
  });

  it('reports are heard just before the tick, never at the machines own fix time, and batched by 500', () => {
    const many = Array.from({ length: 1_200 }, (_, i) => `SIM-B-${i + 1}`);
    const fleet = createFleet(9, many, [DEPOTS[0] as SimDepot], 0);
    const plan = planAppGateways(9, [DEPOTS[0] as SimDepot], new Set(), 0, 1);
    const calls = appGatewayTick(plan, fleet.machines, at(1), 1)[0] ?? [];
    expect(calls.map((c) => c.reports[0]?.equipment.length)).toEqual([500, 500, 200]);
    expect(
      calls.every(
        (c) => E.isRight(GatewayReportRequest.decode(c)) && c.reports[0]?.fixAt !== at(1) && Date.parse(c.reports[0]?.fixAt ?? '') > Date.parse(at(0)),
      ),
    ).toBe(true);
  });

  it('binds once with the session: contract bodies, fixed ones at their warehouse, none at a warehouse with its own tablet; a refusal stops the run', async () => {
    const binds: unknown[] = [];
    const heads: unknown[] = [];
    const ok = (entry: unknown): Envelope => ({ code: 200, message: 'ok', entry });
    const own = {
      id: '6f1f6f5e-0000-4000-8000-0000000000a1',
      kind: 'app_gateway_fixed',
      model: 'Galaxy Tab Active5 (SM-X306B)',
      serialNumber: 'R52W12ABC34',
      firmwareVersion: 'X',
      subDeviceCount: 0,
      connectedDeviceCount: 0,
      location: null,
      place: { warehouseId: DEPOTS[1]?.id, name: 'North' },
      lastConnectedAt: null,
      onlineStatus: 'offline',
      resetAt: null,
      deletedAt: null,
      app: null,
    };
    const call: Call = async (path, init) => {
      if (path === '/web-hmac/web/gateway/list')
        return ok({
          items: [own],
          total: 1,
          page: 1,
          pageSize: 100,
          counts: { charger_gateway: 0, app_gateway_fixed: 1, app_gateway_mobile: 0, device_gateway: 0, app_gateway: 0 },
        });
      binds.push(init.body);
      heads.push(init.headers);
      return binds.length === 3
        ? { code: 1170010001, message: 'taken', entry: { serialNumber: { code: 'taken' } } }
        : ok({ deviceId: `d${binds.length}`, deviceSecret: 's', gatewayId: 'g', created: true });
    };
    await expect(setUpAppGateways(call, { token: 't', uid: 'u' }, { seed: 2, depots: DEPOTS, crews: 1, members: 1 })).rejects.toThrow(
      /app gateway bind of .* \(app\) answered 1170010001/,
    );
    expect(binds.every((b) => E.isRight(BindAppGatewayRequest.decode(b)))).toBe(true);
    expect(binds.map((b) => [(b as { mode: string }).mode, (b as { warehouseId: string | null }).warehouseId])).toEqual([
      ['fixed', DEPOTS[0]?.id],
      ['mobile', null],
      ['app', null],
    ]);
    expect(heads.every((h) => JSON.stringify(h) === JSON.stringify({ token: 't', uid: 'u' }))).toBe(true);
    expect(JSON.stringify(binds)).not.toMatch(/email/);
  });
});
