import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Battery } from '../entities/charger';
import type { Count, Percent, WattHours } from '../entities/units';
import { chargeEstimate } from './charge-estimate';

const battery = (over: {
  legacy?: boolean;
  soc?: number | null;
  capacityWh?: number;
  health?: number;
}): Pick<Battery, 'legacy' | 'capacityWh' | 'stateOfChargePercent' | 'health'> => ({
  legacy: over.legacy ?? false,
  capacityWh: (over.capacityWh ?? 1000) as WattHours,
  stateOfChargePercent: (over.soc === undefined ? 20 : over.soc) as Percent | null,
  health: { maxCapacityPercent: (over.health ?? 100) as Percent, chargeCycleCount: 10 as Count },
});
const now = new Date('2026-04-01T12:00:00.000Z');

describe('rules 11.5 remaining charge time and estimated completion', () => {
  it.each<[string, Parameters<typeof battery>[0], number, number | undefined]>([
    // 1000 Wh, 20 % -> 80 % at 600 W: 600 Wh / 600 W = 1 h; 80 -> 100 % at 300 W: 200 Wh / 300 W = 40 min.
    ['a new 1000 Wh pack at 20 % on 600 W', {}, 600, 6000],
    ['a pack already in the taper at 90 %', { soc: 90 }, 600, 1200],
    ['a full pack needs no time', { soc: 100 }, 600, 0],
    ['a worn pack (50 % capacity) charges in half the time', { health: 50 }, 600, 3000],
    ['legacy batteries give no estimate', { legacy: true }, 600, undefined],
    ['an unknown state of charge gives no estimate', { soc: null }, 600, undefined],
    ['no power, no estimate', {}, 0, undefined],
  ])('%s', (_name, over, powerW, seconds) => {
    expect(chargeEstimate(battery(over), powerW, now)?.remainingSeconds).toBe(seconds);
  });

  it('the completion time is now plus the remaining time', () => {
    expect(chargeEstimate(battery({}), 600, now)?.estimatedCompletionAt).toBe('2026-04-01T13:40:00.000Z');
  });

  it('rules 20.8: any power a charger may report gives an estimate or none, never an error', () => {
    expect(chargeEstimate(battery({}), 1.178564986659835e-138, now)).toBeUndefined();
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50_000, noNaN: true }),
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        fc.integer({ min: 0, max: 100 }),
        (powerW, capacityWh, soc) => {
          const estimate = chargeEstimate(battery({ capacityWh, soc }), powerW, now);
          if (estimate !== undefined) expect(Date.parse(estimate.estimatedCompletionAt)).toBeGreaterThanOrEqual(now.getTime());
        },
      ),
    );
  });
});
