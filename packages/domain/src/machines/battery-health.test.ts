import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BATTERY_LOW_CAPACITY_PERCENT, batteryHealthMessageKey, batteryHealthOf, optimizationTransition } from './battery-health';

describe('rules 4.7 battery health', () => {
  it.each([
    [100, 'normal'],
    [70, 'normal'],
    [69.9, 'low'],
    [0, 'low'],
  ] as const)('maximum capacity %s %% is %s', (percent, health) => {
    expect(batteryHealthOf(percent)).toBe(health);
  });

  it.each([
    ['normal', 'eu', 'battery.health.normal'],
    ['normal', 'na', 'battery.health.normal'],
    ['low', 'eu', 'battery.health.low.eu'],
    ['low', 'na', 'battery.health.low.na'],
  ] as const)('the %s message in region %s is %s (the low message differs for EU and US)', (health, region, key) => {
    expect(batteryHealthMessageKey(health, region)).toBe(key);
  });

  it('property: low exactly below the threshold', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (p) => {
        expect(batteryHealthOf(p) === 'low').toBe(p < BATTERY_LOW_CAPACITY_PERCENT);
      }),
    );
  });
});

describe('rules 4.7 battery optimization can be active', () => {
  it.each([
    [false, 'optimizationStarted', E.right({ active: true })],
    [true, 'optimizationEnded', E.right({ active: false })],
    [true, 'optimizationStarted', E.left({ code: 'already_active' })],
    [false, 'optimizationEnded', E.left({ code: 'not_active' })],
  ] as const)('active %s + %s', (active, type, result) => {
    expect(optimizationTransition({ active }, { type })).toEqual(result);
  });
});
