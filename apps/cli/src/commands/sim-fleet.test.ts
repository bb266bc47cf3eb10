import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { DeviceReportRequest, GatewayReportRequest } from '@yardfleet/contract/endpoints/device';
import { isWithinRadius } from '@yardfleet/domain/geometry/distance';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { createFleet, ERROR_TICKS, tick } from './sim-fleet';
import { parseSimOptions } from './sim';

const DEPOTS = [
  { lat: 41.8243, lng: -87.6645, radius: 150 },
  { lat: 41.9302, lng: -87.6842, radius: 150 },
];
const serials = Array.from({ length: 12 }, (_, i) => `SIM-T-${i + 1}`);
const at = (n: number) => new Date(Date.UTC(2026, 5, 15, 12, 0, n * 5)).toISOString();
const inDepot = (p: { lat: number; lng: number }) => {
  const point = GeoPoint.decode(p);
  return (
    E.isRight(point) &&
    DEPOTS.some((d) => {
      const centre = GeoPoint.decode(d);
      return E.isRight(centre) && isWithinRadius(point.right, centre.right, d.radius);
    })
  );
};

describe('yardfleet sim fleet model', () => {
  it('starts every machine charging inside its warehouse radius', () => {
    const fleet = createFleet(7, serials, DEPOTS, 2);
    expect(fleet.machines.every((m) => m.phase === 'charging' && inDepot(m))).toBe(true);
  });

  it('continues each machine from what it stores (engine hours, battery capacity, cycles), so its first reports change nothing it did not do', () => {
    const stored = new Map([['SIM-T-1', { engineHours: 256, capacityPercent: 85, cycles: 435 }]]);
    const fleet = createFleet(7, serials, DEPOTS, 2, stored);
    expect(fleet.machines[0]).toMatchObject({ engineHours: 256, capacityPercent: 85, cycles: 435 });
    // One without stored values gets drawn ones, the same as without the map (the draws stay in step).
    expect(fleet.machines[1]).toEqual(createFleet(7, serials, DEPOTS, 2).machines[1]);
  });

  it('is deterministic for a seed', () => {
    const run = () => {
      const fleet = createFleet(42, serials, DEPOTS, 2);
      for (let n = 0; n < 50; n += 1) tick(fleet, at(n), 5 / 3600);
      return fleet.machines.map((m) => [m.phase, m.lat.toFixed(6), m.engineHours]);
    };
    expect(run()).toEqual(run());
  });

  it('machines leave for job sites through their gateway, work far from the depots, come back into a depot and charge; some go offline or fault', () => {
    const fleet = createFleet(3, serials, DEPOTS, 2);
    const seen = new Set<string>();
    let carried = 0;
    let faults = 0;
    let offline = 0;
    for (let n = 0; n < 3_000; n += 1) {
      const sent = tick(fleet, at(n), 5 / 3600);
      for (const m of fleet.machines) {
        seen.add(m.phase);
        if (m.phase === 'working') expect(inDepot(m)).toBe(false);
        if (m.phase === 'charging') expect(inDepot(m)).toBe(true);
      }
      for (const [, reports] of sent.device) {
        expect(E.isRight(DeviceReportRequest.decode({ reports }))).toBe(true);
        faults += reports.filter((r) => r.errorCode !== null).length;
      }
      for (const [, reports] of sent.gateway) {
        expect(E.isRight(GatewayReportRequest.decode({ reports }))).toBe(true);
        carried += reports.length;
      }
      offline += fleet.machines.filter((m) => m.phase === 'offline').length;
    }
    expect([...seen].sort()).toEqual(['charging', 'leaving', 'offline', 'returning', 'working']);
    expect(carried).toBeGreaterThan(0);
    expect(faults).toBeGreaterThan(0);
    expect(offline).toBeGreaterThan(0);
  });

  it('outside working hours a charged machine stays in its depot, and one at work heads back (rules 22.2)', () => {
    const fleet = createFleet(5, serials, DEPOTS, 2);
    for (let n = 0; n < 600; n += 1) {
      tick(fleet, at(n), 5 / 3600, false);
      for (const m of fleet.machines) expect(m.phase).toBe('charging');
    }
    expect(fleet.machines.every((m) => inDepot(m))).toBe(true);
    // Out at work when the hours end: back in a depot within the trip home.
    for (let n = 600; fleet.machines.every((m) => m.phase !== 'working'); n += 1) tick(fleet, at(n), 5 / 3600, true);
    for (let n = 0; n < 12; n += 1) tick(fleet, at(2_000 + n), 5 / 3600, false);
    expect(fleet.machines.every((m) => m.phase === 'charging' && inDepot(m))).toBe(true);
  });

  it('a fault lasts minutes, one event to tell, not a flicker', () => {
    const fleet = createFleet(11, serials, DEPOTS, 2);
    const runs = new Map<string, number[]>();
    const current = new Map<string, number>();
    for (let n = 0; n < 6_000; n += 1) {
      tick(fleet, at(n), 5 / 3600);
      for (const m of fleet.machines) {
        if (m.errorCode !== null) current.set(m.serial, (current.get(m.serial) ?? 0) + 1);
        else if (current.has(m.serial)) {
          runs.set(m.serial, [...(runs.get(m.serial) ?? []), current.get(m.serial) ?? 0]);
          current.delete(m.serial);
        }
      }
    }
    const lengths = [...runs.values()].flat();
    expect(lengths.length).toBeGreaterThan(0);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(ERROR_TICKS.min);
  });

  it('refuses a fleet without warehouses, and bad options', () => {
    expect(() => createFleet(1, serials, [], 0)).toThrow(/no warehouse/);
    expect(parseSimOptions(['--devices', '0'])).toEqual(E.left('--devices: a whole number from 1 to 10000'));
    expect(parseSimOptions(['--url', 'http://x:1/', '--interval', '2'])).toMatchObject({ right: { url: 'http://x:1', intervalSeconds: 2, devices: 24 } });
  });
});
