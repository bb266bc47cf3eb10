import type { Battery } from '../entities/charger';

/** Charging slows near full; the last part of a charge is counted at this fraction of the power. */
export const TAPER_FROM_PERCENT = 80;
export const TAPER_POWER_FACTOR = 0.5;

/** Remaining charge time (seconds, whole) and estimated completion (ISO 8601) of one battery. */
export interface ChargeEstimate {
  readonly remainingSeconds: number;
  readonly estimatedCompletionAt: string;
}

/**
 * Remaining charge time and estimated completion (rules 11.5) for a battery charging at `powerW`
 * watts, as of `now`. The energy still needed is the battery's usable capacity (rated Wh times its
 * maximum capacity %) from its state of charge to 100 %; the part above TAPER_FROM_PERCENT charges
 * at TAPER_POWER_FACTOR of the power. Undefined for legacy batteries (rules 4.6: no estimate), when the
 * state of charge is unknown, when no power flows, or when so little flows that the completion
 * falls beyond the dates a Date can hold (about 275,000 years ahead).
 */
export const chargeEstimate = (
  battery: Pick<Battery, 'legacy' | 'capacityWh' | 'stateOfChargePercent' | 'health'>,
  powerW: number,
  now: Date,
): ChargeEstimate | undefined => {
  if (battery.legacy || battery.stateOfChargePercent === null || !(powerW > 0)) return undefined;
  const usableWh = (battery.capacityWh * battery.health.maxCapacityPercent) / 100;
  const soc = battery.stateOfChargePercent;
  const bulkPercent = Math.max(0, TAPER_FROM_PERCENT - soc);
  const taperPercent = 100 - Math.max(soc, TAPER_FROM_PERCENT);
  const hours = ((bulkPercent / 100) * usableWh) / powerW + ((taperPercent / 100) * usableWh) / (powerW * TAPER_POWER_FACTOR);
  const remainingSeconds = Math.ceil(hours * 3600);
  const completion = new Date(now.getTime() + remainingSeconds * 1000);
  // A trickle of power (a device may report 1e-138 W) puts the completion beyond any date: no estimate, never a throw (rules 20.8).
  if (!Number.isFinite(remainingSeconds) || Number.isNaN(completion.getTime())) return undefined;
  return { remainingSeconds, estimatedCompletionAt: completion.toISOString() };
};
