import { describe, expect, it } from 'vitest';
import { CHARGE_STATES, type ChargeState } from '../entities/charger';
import {
  batteryFigureOf,
  batteryFigures,
  chargeSystemName,
  dailyAverageWh,
  deviceOnlineStatus,
  energyPeriod,
  chargerNeedsAttention,
  livePortState,
  portStateCounts,
  portsUnknownSince,
} from './power-summary';

describe('rules 11.7 battery figures of the power overview', () => {
  it.each<[ChargeState, ReturnType<typeof batteryFigureOf>]>([
    ['charging', 'charging'],
    ['ready', 'ready'],
    ['fully_charged', 'ready'],
    ['overheat', 'faulty'],
    ['error', 'faulty'],
    ['standby', null],
    ['waiting', null],
    ['discharging', null],
    ['empty', null],
  ])('a port %s counts as %s', (state, figure) => {
    expect(batteryFigureOf(state)).toBe(figure);
  });

  it('counts the batteries on ports (empty never, error only with a known battery) and each figure', () => {
    const ports = [
      { state: 'charging', batteryKnown: true, stateKnown: true },
      { state: 'charging', batteryKnown: false, stateKnown: true },
      { state: 'fully_charged', batteryKnown: true, stateKnown: true },
      { state: 'ready', batteryKnown: true, stateKnown: true },
      { state: 'overheat', batteryKnown: true, stateKnown: true },
      { state: 'error', batteryKnown: false, stateKnown: true },
      { state: 'error', batteryKnown: true, stateKnown: true },
      { state: 'waiting', batteryKnown: true, stateKnown: true },
      { state: 'empty', batteryKnown: false, stateKnown: true },
    ] as const;
    expect(batteryFigures(ports)).toEqual({ onPorts: 7, charging: 2, ready: 2, faulty: 2, unknown: 0 });
    expect(batteryFigures([])).toEqual({ onPorts: 0, charging: 0, ready: 0, faulty: 0, unknown: 0 });
  });

  it('counts the ports of an offline charger as unknown, never in a live figure', () => {
    const stale = (['charging', 'charging', 'ready', 'error', 'empty'] as const).map((state) => ({ state, batteryKnown: true, stateKnown: false }));
    expect(batteryFigures([...stale, { state: 'charging', batteryKnown: true, stateKnown: true }])).toEqual({
      onPorts: 1,
      charging: 1,
      ready: 0,
      faulty: 0,
      unknown: 5,
    });
  });
});

describe('rules 11.7 a port state is known only while its charger is online', () => {
  it('is the stored state while the charger is online, else unknown since its last report', () => {
    expect(livePortState('charging', { onlineStatus: 'online', lastReportAt: '2026-03-02T13:05:00.000Z' })).toEqual({ known: true, state: 'charging' });
    expect(livePortState('charging', { onlineStatus: 'offline', lastReportAt: '2026-03-02T13:05:00.000Z' })).toEqual({
      known: false,
      since: '2026-03-02T13:05:00.000Z',
    });
    expect(livePortState('ready', { onlineStatus: 'offline', lastReportAt: null })).toEqual({ known: false, since: null });
  });

  it('dates the unknown ports of several chargers from the latest last report of the offline ones', () => {
    expect(
      portsUnknownSince([
        { onlineStatus: 'offline', lastReportAt: '2026-03-02T13:05:00.000Z' },
        { onlineStatus: 'offline', lastReportAt: '2026-03-02T13:40:00.000Z' },
        { onlineStatus: 'online', lastReportAt: '2026-03-02T14:40:00.000Z' },
        { onlineStatus: 'offline', lastReportAt: null },
      ]),
    ).toBe('2026-03-02T13:40:00.000Z');
    expect(portsUnknownSince([{ onlineStatus: 'online', lastReportAt: '2026-03-02T14:40:00.000Z' }])).toBeNull();
  });

  it('counts ports for all nine states, 0 when none', () => {
    const counts = portStateCounts(['charging', 'charging', 'empty', 'fully_charged']);
    expect(Object.keys(counts).sort()).toEqual([...CHARGE_STATES].sort());
    expect(counts).toMatchObject({ charging: 2, empty: 1, fully_charged: 1, ready: 0, overheat: 0, error: 0, standby: 0, waiting: 0, discharging: 0 });
    expect(Object.values(portStateCounts([])).every((n) => n === 0)).toBe(true);
  });
});

describe('rules 11.6 daily average energy of a charger', () => {
  it.each<[string, number, string, string, number]>([
    ['first day is today: one day', 900, '2026-06-15', '2026-06-15', 900],
    ['ten days, both ends included', 1000, '2026-06-06', '2026-06-15', 100],
    ['across a month end', 620, '2026-05-01', '2026-05-31', 20],
    ['across a DST change (Chicago 2026-03-08)', 300, '2026-03-07', '2026-03-09', 100],
    ['a leap day counts', 290, '2028-02-01', '2028-02-29', 10],
    ['a first day after today counts one day', 500, '2026-06-20', '2026-06-15', 500],
    ['nothing charged', 0, '2025-01-01', '2026-06-15', 0],
  ])('%s', (_name, total, first, today, average) => {
    expect(dailyAverageWh(total, first, today)).toBeCloseTo(average, 9);
  });
});

describe('rules 11.2, 1.7 energy today and this month in the company time zone', () => {
  it.each<[string, string, string, string]>([
    ['a Chicago evening is the local day, not the UTC one', '2026-06-16T03:00:00.000Z', 'America/Chicago', '2026-06-15'],
    ['Tokyo morning is already the next day', '2026-06-15T16:00:00.000Z', 'Asia/Tokyo', '2026-06-16'],
    ['UTC', '2026-06-15T23:59:59.999Z', 'UTC', '2026-06-15'],
    ['the first of a month in Kiritimati (UTC+14)', '2026-06-30T11:00:00.000Z', 'Pacific/Kiritimati', '2026-07-01'],
  ])('%s', (_name, now, zone, today) => {
    expect(energyPeriod(new Date(now), zone)).toEqual({ today, monthStart: `${today.slice(0, 8)}01` });
  });
});

describe('rules 11.1 charge system name', () => {
  it.each<[string, string | null, string | null, string]>([
    ['the warehouse name first', 'North Yard', 'Lot 4', 'North Yard'],
    ['else the site name', null, 'Lot 4', 'Lot 4'],
    ['a blank warehouse name counts as none', '  ', 'Lot 4', 'Lot 4'],
    ['else the gateway serial number', null, null, 'CG20-2024-123456'],
    ['a blank site name counts as none', null, '', 'CG20-2024-123456'],
  ])('%s', (_name, warehouseName, siteName, name) => {
    expect(chargeSystemName({ warehouseName, siteName, gatewaySerialNumber: 'CG20-2024-123456' })).toBe(name);
  });
});

describe('rules 4.4, 11.7 charger online status from its last report', () => {
  const now = new Date('2026-06-15T15:00:00.000Z');
  it.each<[string, string | null, 'online' | 'offline']>([
    ['never reported', null, 'offline'],
    ['reported just now', '2026-06-15T15:00:00.000Z', 'online'],
    ['reported 9:59 ago', '2026-06-15T14:50:01.000Z', 'online'],
    ['reported exactly 10 minutes ago', '2026-06-15T14:50:00.000Z', 'offline'],
    ['reported an hour ago', '2026-06-15T14:00:00.000Z', 'offline'],
  ])('%s', (_name, last, status) => {
    expect(deviceOnlineStatus(last, now)).toBe(status);
  });
});

describe('rules 11.7, 11.9 a charger needs attention', () => {
  it('when online with an error code of its own or on a port, or a port overheating or in error', () => {
    expect(chargerNeedsAttention({ onlineStatus: 'online', errorCodes: ['C-101'], portStates: ['charging', 'charging'] })).toBe(true);
    expect(chargerNeedsAttention({ onlineStatus: 'online', errorCodes: [null, 'B-402'], portStates: ['charging'] })).toBe(true);
    expect(chargerNeedsAttention({ onlineStatus: 'online', errorCodes: [], portStates: ['overheat'] })).toBe(true);
    expect(chargerNeedsAttention({ onlineStatus: 'online', errorCodes: [null, ' '], portStates: ['charging', 'ready', 'empty'] })).toBe(false);
  });

  it('never when offline: its last faults are unknown like its ports', () => {
    expect(chargerNeedsAttention({ onlineStatus: 'offline', errorCodes: ['C-301'], portStates: ['error'] })).toBe(false);
  });
});
