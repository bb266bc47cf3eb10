import { describe, expect, it } from 'vitest';
import { CHARGE_STATES, type ChargeState } from '../entities/charger';
import { portStateCounts } from '../machines/power-summary';
import { batteryTone, chargerTone, chargeStateTone, chargeSystemTone, gatewayTone } from './charge-state-tone';

describe('charge state tones (rules 11.8: coloured by state)', () => {
  it.each([
    ['charging', 'active'],
    ['discharging', 'active'],
    ['ready', 'ok'],
    ['fully_charged', 'ok'],
    ['overheat', 'fault'],
    ['error', 'fault'],
    ['standby', 'idle'],
    ['waiting', 'idle'],
    ['empty', 'idle'],
  ] as const)('a port %s is %s', (state, tone) => {
    expect(chargeStateTone(state)).toBe(tone);
  });

  it('gives every one of the nine states a tone', () => {
    expect(CHARGE_STATES).toHaveLength(9);
    for (const state of CHARGE_STATES) expect(chargeStateTone(state)).toMatch(/^(ok|active|warning|fault|idle)$/);
  });

  it('an offline gateway is offline, an online one ok', () => {
    expect(gatewayTone('offline')).toBe('offline');
    expect(gatewayTone('online')).toBe('ok');
  });

  it('a charger is offline first, then fault (error code, error or overheat), active, ok', () => {
    expect(chargerTone({ onlineStatus: 'offline', hasError: true, portStates: ['error'] })).toBe('offline');
    expect(chargerTone({ onlineStatus: 'online', hasError: true, portStates: ['ready'] })).toBe('fault');
    expect(chargerTone({ onlineStatus: 'online', hasError: false, portStates: ['charging', 'error'] })).toBe('fault');
    expect(chargerTone({ onlineStatus: 'online', hasError: false, portStates: ['charging', 'overheat'] })).toBe('fault');
    expect(chargerTone({ onlineStatus: 'online', hasError: false, portStates: ['empty', 'charging'] })).toBe('active');
    expect(chargerTone({ onlineStatus: 'online', hasError: false, portStates: ['empty', 'ready'] })).toBe('ok');
    expect(chargerTone({ onlineStatus: 'online', hasError: false, portStates: [] })).toBe('ok');
  });

  it('a low-health battery in a calm state is a warning; faults keep their tone', () => {
    expect(batteryTone('fully_charged', 'low')).toBe('warning');
    expect(batteryTone('charging', 'low')).toBe('warning');
    expect(batteryTone('charging', 'normal')).toBe('active');
    expect(batteryTone('error', 'low')).toBe('fault');
    expect(batteryTone('ready', 'normal')).toBe('ok');
  });

  it('a charge system is offline with its gateway, else the tone of all its ports', () => {
    const ports = (counts: Partial<Record<(typeof CHARGE_STATES)[number], number>>) => ({
      charging: 0,
      standby: 0,
      overheat: 0,
      error: 0,
      empty: 0,
      ready: 0,
      waiting: 0,
      discharging: 0,
      fully_charged: 0,
      ...counts,
    });
    expect(
      chargeSystemTone({ onlineStatus: 'offline', chargerCount: 1, chargersOnline: 1, chargersNeedingAttention: 0, portStates: ports({ charging: 2 }) }),
    ).toBe('offline');
    expect(
      chargeSystemTone({
        onlineStatus: 'online',
        chargerCount: 1,
        chargersOnline: 1,
        chargersNeedingAttention: 0,
        portStates: ports({ charging: 2, overheat: 1 }),
      }),
    ).toBe('fault');
    expect(
      chargeSystemTone({
        onlineStatus: 'online',
        chargerCount: 1,
        chargersOnline: 1,
        chargersNeedingAttention: 0,
        portStates: ports({ charging: 2, ready: 1 }),
      }),
    ).toBe('active');
    expect(
      chargeSystemTone({ onlineStatus: 'online', chargerCount: 1, chargersOnline: 1, chargersNeedingAttention: 0, portStates: ports({ ready: 3, empty: 1 }) }),
    ).toBe('ok');
    expect(chargeSystemTone({ onlineStatus: 'online', chargerCount: 1, chargersOnline: 1, chargersNeedingAttention: 0, portStates: ports({}) })).toBe('ok');
    // A site without chargers has nothing ready: idle ("No chargers"), never ok; its gateway offline still shows.
    expect(chargeSystemTone({ onlineStatus: 'online', chargerCount: 0, chargersOnline: 0, chargersNeedingAttention: 0, portStates: ports({}) })).toBe('idle');
    expect(chargeSystemTone({ onlineStatus: 'offline', chargerCount: 0, chargersOnline: 0, chargersNeedingAttention: 0, portStates: ports({}) })).toBe(
      'offline',
    );
  });

  it('is offline when every charger stopped reporting, whatever their last port states were', () => {
    const ports = (counts: Partial<Record<ChargeState, number>>): Record<ChargeState, number> => ({ ...portStateCounts([]), ...counts });
    expect(chargeSystemTone({ onlineStatus: 'online', chargerCount: 2, chargersOnline: 0, chargersNeedingAttention: 0, portStates: ports({}) })).toBe(
      'offline',
    );
    expect(
      chargeSystemTone({ onlineStatus: 'online', chargerCount: 2, chargersOnline: 1, chargersNeedingAttention: 0, portStates: ports({ charging: 1 }) }),
    ).toBe('active');
  });

  it('needs attention when a charger reports an error code, even while every port charges', () => {
    expect(
      chargeSystemTone({
        onlineStatus: 'online',
        chargerCount: 2,
        chargersOnline: 2,
        chargersNeedingAttention: 1,
        portStates: { ...portStateCounts([]), charging: 10 },
      }),
    ).toBe('fault');
  });
});
