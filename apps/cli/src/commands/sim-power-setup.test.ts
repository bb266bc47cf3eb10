import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { BindChargerGatewayRequest, ChargerReportRequest } from '@yardfleet/contract/endpoints/charger-device';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { chargeSystemDetail, powerOverview } from '@yardfleet/contract/endpoints/power';
import type { Call, Envelope } from './sim-http';
import { powerTick } from './sim-power';
import { sendPowerReports, setUpPower } from './sim-power-setup';

const NOW = '2026-06-15T15:00:00.000Z';
const counts = { charging: 1, standby: 0, overheat: 0, error: 0, empty: 1, ready: 0, waiting: 0, discharging: 0, fully_charged: 0 };
const system = (id: string, serial: string, online: boolean, chargerCount: number) => ({
  id,
  name: serial,
  warehouseId: null,
  siteName: `Site ${serial}`,
  location: { lat: 41.76, lng: -88.3 },
  gatewaySerialNumber: serial,
  gatewayModel: 'CGW-100',
  firmwareVersion: '3.2.2',
  onlineStatus: online ? 'online' : 'offline',
  lastConnectedAt: NOW,
  resetAt: null,
  chargerCount,
  chargersOnline: chargerCount,
  portStates: counts,
  portsUnknown: 0,
  portsUnknownSince: null,
  chargersNeedingAttention: 0,
  faults: [],
  batteryCount: 1,
  energyTodayWh: 1200,
});
const battery = {
  id: '6f1f6f5e-0000-4000-8000-000000000001',
  serialNumber: 'SIM-BAT-1-0001',
  model: 'BP-560',
  kind: 'portable',
  legacy: true,
  stateOfChargePercent: null,
  maxCapacityPercent: 91.5,
  chargeCycleCount: 120,
  health: 'normal',
  optimizationActive: false,
};
const charger = (serial: string, online: boolean) => ({
  id: `6f1f6f5e-0000-4000-8000-${serial.padStart(12, '0')}`,
  name: serial,
  model: 'PC-4000',
  serialNumber: serial,
  firmwareVersion: '2.0.1',
  onlineStatus: online ? 'online' : 'offline',
  lastReportAt: NOW,
  error: null,
  energyTodayWh: 0,
  historicalTotalWh: 0,
  dailyAverageWh: 0,
  ports: [
    { number: 1, state: 'charging', stateKnown: true, powerW: 750, battery, remainingSeconds: null, estimatedCompletionAt: null, error: null },
    { number: 2, state: 'empty', stateKnown: true, powerW: 0, battery: null, remainingSeconds: null, estimatedCompletionAt: null, error: null },
  ],
});
const ok = (entry: unknown): Envelope => ({ code: 200, message: 'ok', entry });

/** A fake server: answers the power reads from `overview` (or fails them), records binds and reports. */
const fakeServer = (overview: 'fails' | unknown[]) => {
  const binds: unknown[] = [];
  const reports: unknown[] = [];
  const call: Call = async (path, init) => {
    if (path === powerOverview.path) {
      if (overview === 'fails') throw new Error(`${path}: HTTP 404 Not Found`);
      return ok({
        figures: {
          chargersOnline: 0,
          chargersOffline: 0,
          batteriesCharging: 0,
          batteriesReady: 0,
          batteriesFaulty: 0,
          portsUnknown: 0,
          chargersNeedingAttention: 0,
          energyTodayWh: 0,
          energyThisMonthWh: 0,
        },
        systems: overview,
        timeZone: 'America/Chicago',
      });
    }
    if (path === chargeSystemDetail.path)
      return ok({ system: system('x', 'x', true, 2), chargers: [charger('1', true), charger('2', false)], timeZone: 'America/Chicago' });
    if (path.endsWith('/charger-gateway/bind')) {
      binds.push(init.body);
      return ok({ deviceId: `dev-${binds.length}`, deviceSecret: 'secret', gatewayId: 'g', created: false });
    }
    reports.push({ headers: init.headers, body: init.body });
    return ok({ accepted: 1, duplicates: 0, unknown: 0 });
  };
  return { call, binds, reports };
};

describe('yardfleet sim charge system set-up', () => {
  it("re-binds the company's online gateways and continues their online chargers; offline systems and chargers are left alone; a gateway without chargers reports that it is there; new packs never take the serial of one on a port", async () => {
    const server = fakeServer([
      system('6f1f6f5e-0000-4000-8000-00000000000a', 'CGW1-2024-111111', true, 2),
      system('6f1f6f5e-0000-4000-8000-00000000000b', 'CGW1-2024-222222', false, 2),
      system('6f1f6f5e-0000-4000-8000-00000000000c', 'CGW1-2024-333333', true, 0),
    ]);
    const setup = await setUpPower(server.call, { token: 't', uid: 'u' }, { seed: 1, chargers: 12, startedAt: NOW, near: null });
    expect(setup.source).toBe('company');
    expect(server.binds.map((b) => E.isRight(BindChargerGatewayRequest.decode(b)) && (b as { serialNumber: string }).serialNumber)).toEqual([
      'CGW1-2024-111111',
      'CGW1-2024-333333',
    ]);
    expect(setup.systems.map((s) => s.chargers.map((c) => c.serialNumber))).toEqual([['1'], []]);
    const port = setup.systems[0]?.chargers[0]?.ports[0];
    expect([port?.state, port?.battery?.legacy, port?.battery?.capacityWh]).toEqual(['charging', true, 560]);
    expect(port?.battery?.stateOfCharge).toBeGreaterThanOrEqual(20);
    // An earlier run's pack is on a port: a new pack gets the next free serial, never one on a port.
    expect(setup.env.newBattery().serialNumber).toBe('SIM-BAT-1-0002');

    const tick = powerTick(setup.env, setup.systems, '2026-06-15T15:00:05.000Z', 5);
    await Promise.all(sendPowerReports(server.call, setup, tick.reports));
    expect(server.reports).toHaveLength(2);
    expect(server.reports.every((r) => E.isRight(ChargerReportRequest.decode((r as { body: unknown }).body)))).toBe(true);
    expect(server.reports.map((r) => (r as { headers: Record<string, string> }).headers)).toEqual([
      { [DEVICE_HEADER.id]: 'dev-1', [DEVICE_HEADER.secret]: 'secret' },
      { [DEVICE_HEADER.id]: 'dev-2', [DEVICE_HEADER.secret]: 'secret' },
    ]);
  });

  it('binds a new SIM-CGW gateway with new chargers (a legacy pack on the first) when the overview does not answer', async () => {
    const server = fakeServer('fails');
    const setup = await setUpPower(server.call, { token: 't', uid: 'u' }, { seed: 7, chargers: 3, startedAt: NOW, near: { lat: 41.82, lng: -87.66 } });
    expect(setup.source).toBe('new');
    expect(server.binds).toEqual([expect.objectContaining({ serialNumber: 'SIM-CGW-7-1', warehouseId: null, siteName: 'Sim charging site' })]);
    expect(setup.systems[0]?.chargers.map((c) => c.serialNumber)).toEqual(['SIM-CHG-7-0001', 'SIM-CHG-7-0002', 'SIM-CHG-7-0003']);
    expect(setup.systems[0]?.chargers[0]?.ports[0]).toMatchObject({ state: 'charging', battery: { legacy: true } });
  });

  it('drives nothing with --chargers 0', async () => {
    const server = fakeServer('fails');
    expect((await setUpPower(server.call, {}, { seed: 1, chargers: 0, startedAt: NOW, near: null })).systems).toEqual([]);
    expect(server.binds).toEqual([]);
  });
});
