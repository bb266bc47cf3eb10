import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARGE_STATES } from '../entities/charger';
import { EMPTY_PORT, portTransition, type PortEvent, type PortState } from './charge-state';
import { replay } from './transition';

const ev = (type: Exclude<PortEvent['type'], 'faultReported'>): PortEvent => ({ type });
const occ = (state: PortState['state']): PortState => ({ state, occupied: true });

describe('rules 4.6 charger port and battery states', () => {
  it('a full charge cycle: empty, waiting, charging, fully charged, ready, removed', () => {
    const seen: string[] = [];
    let port = EMPTY_PORT;
    for (const type of ['batteryInserted', 'chargingStarted', 'chargeCompleted', 'batteryReady', 'batteryRemoved'] as const) {
      const next = portTransition(port, ev(type));
      if (E.isLeft(next)) throw new Error(next.left.code);
      port = next.right;
      seen.push(port.state);
    }
    expect(seen).toEqual(['waiting', 'charging', 'fully_charged', 'ready', 'empty']);
  });

  it.each<[string, PortState, PortEvent, PortState]>([
    ['charging pauses to standby', occ('charging'), ev('chargingPaused'), occ('standby')],
    ['standby resumes charging', occ('standby'), ev('chargingStarted'), occ('charging')],
    ['battery optimization discharges a full battery', occ('fully_charged'), ev('dischargeStarted'), occ('discharging')],
    ['discharge ends ready at storage level', occ('discharging'), ev('dischargeCompleted'), occ('ready')],
    ['charging overheats', occ('charging'), ev('overheatDetected'), occ('overheat')],
    ['an overheated battery cools and waits', occ('overheat'), ev('cooledDown'), occ('waiting')],
    ['a fault from any state is an error', occ('charging'), { type: 'faultReported', errorCode: 'P-17' }, occ('error')],
    ['a cleared fault with a battery waits', occ('error'), ev('faultCleared'), occ('waiting')],
    ['a cleared fault without a battery is empty', { state: 'error', occupied: false }, ev('faultCleared'), EMPTY_PORT],
    ['removing a battery from a faulty port keeps the error', occ('error'), ev('batteryRemoved'), { state: 'error', occupied: false }],
  ])('%s', (_name, from, event, to) => {
    expect(portTransition(from, event)).toEqual(E.right(to));
  });

  it.each<[string, PortState, PortEvent, unknown]>([
    ['a second battery in an occupied port', occ('charging'), ev('batteryInserted'), { code: 'port_occupied' }],
    ['removing from an empty port', EMPTY_PORT, ev('batteryRemoved'), { code: 'port_empty' }],
    ['charging an empty port', EMPTY_PORT, ev('chargingStarted'), { code: 'port_empty' }],
    [
      'completing a charge that never started',
      occ('waiting'),
      ev('chargeCompleted'),
      { code: 'invalid_transition', from: 'waiting', event: 'chargeCompleted' },
    ],
    ['clearing a fault that is not there', occ('charging'), ev('faultCleared'), { code: 'invalid_transition', from: 'charging', event: 'faultCleared' }],
  ])('%s is refused', (_name, from, event, error) => {
    expect(portTransition(from, event)).toEqual(E.left(error));
  });

  it('property: every state reached is one of the nine names of rules 4.6, and empty exactly when no battery (outside error)', () => {
    const arbEvent = fc.oneof(
      fc
        .constantFrom(
          ...([
            'batteryInserted',
            'batteryRemoved',
            'chargingStarted',
            'chargingPaused',
            'chargeCompleted',
            'batteryReady',
            'dischargeStarted',
            'dischargeCompleted',
            'overheatDetected',
            'cooledDown',
            'faultCleared',
          ] as const),
        )
        .map(ev),
      fc.constant<PortEvent>({ type: 'faultReported', errorCode: 'P-1' }),
    );
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 40 }), (events) => {
        let port = EMPTY_PORT;
        for (const event of events) {
          const next = portTransition(port, event);
          if (E.isRight(next)) port = next.right;
          expect(CHARGE_STATES).toContain(port.state);
          if (port.state === 'empty') expect(port.occupied).toBe(false);
          if (!port.occupied) expect(['empty', 'error']).toContain(port.state);
        }
      }),
    );
    expect(E.isRight(replay(portTransition, EMPTY_PORT, []))).toBe(true);
  });
});
