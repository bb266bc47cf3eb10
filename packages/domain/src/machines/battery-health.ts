import * as E from 'fp-ts/lib/Either.js';
import type { Region } from '../locale/region';
import type { Transition } from './transition';

/** Battery health (rules 4.7): low when the maximum capacity falls below this percentage of new. */
export const BATTERY_LOW_CAPACITY_PERCENT = 70;

export type BatteryHealth = 'normal' | 'low';

/** Normal at or above BATTERY_LOW_CAPACITY_PERCENT of the original capacity, low below it. */
export const batteryHealthOf = (maxCapacityPercent: number): BatteryHealth => (maxCapacityPercent < BATTERY_LOW_CAPACITY_PERCENT ? 'low' : 'normal');

/** Message keys the UI translates; the low message differs for EU and NA (rules 4.7). */
export type BatteryHealthMessageKey = 'battery.health.normal' | 'battery.health.low.eu' | 'battery.health.low.na';

/**
 * The message key for a battery's health in a region (rules 1.6, 4.7): the EU text points to
 * the take-back scheme for spent batteries, the NA text to the dealer's recycling programme.
 */
export const batteryHealthMessageKey = (health: BatteryHealth, region: Region): BatteryHealthMessageKey =>
  health === 'normal' ? 'battery.health.normal' : region === 'eu' ? 'battery.health.low.eu' : 'battery.health.low.na';

/** Battery optimization (rules 4.7: "can be active"): the battery is held at a storage charge level. */
export type OptimizationState = { readonly active: boolean };
export type OptimizationEvent = { readonly type: 'optimizationStarted' } | { readonly type: 'optimizationEnded' };
export type OptimizationError = { readonly code: 'already_active' } | { readonly code: 'not_active' };

/** Starts or ends battery optimization; repeating a fact is refused. */
export const optimizationTransition: Transition<OptimizationState, OptimizationEvent, OptimizationError> = (state, event) => {
  if (event.type === 'optimizationStarted') return state.active ? E.left({ code: 'already_active' }) : E.right({ active: true });
  return state.active ? E.right({ active: false }) : E.left({ code: 'not_active' });
};
