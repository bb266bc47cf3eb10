import type { InventoryStatus } from '@yardfleet/domain/entities/equipment';
import type { EquipmentTable } from '../db/schema';
import { MACHINE_ERROR_CODES, type CategoryPlan } from './catalog';
import type { Prng } from './prng';

const DAY_MS = 86_400_000;

/** What a seeded machine has done since it was added (`seededUsage`). */
export interface SeededUsage {
  /** Engine hours, one decimal (0 for a machine never seen). */
  readonly engineHours: number;
  /** Battery charge cycles, about 1.1 to 1.4 per engine hour. */
  readonly cycles: number;
  /** An error code on about 4 % of the online machines, else null. */
  readonly errorCode: (typeof MACHINE_ERROR_CODES)[number] | null;
  /** Faulty with an error code, offline when offline, else what its inventory status and category allow. */
  readonly activity: EquipmentTable['activity'];
  /** Battery capacity left (%): 100 minus 0.012 per cycle, at least 72; null for a machine never seen. */
  readonly batteryMaxCapacityPct: number | null;
  /** `cycles`, null for a machine never seen. */
  readonly batteryCycleCount: number | null;
}

/**
 * The counters and activity of one seeded machine, shared by the demo fleet (fleet.ts) and the scale
 * seed (scale/scale-machines.ts): engine hours from `plan.hoursPerYear` over the years from
 * `addedAt` to its last report (`lastSeen`, else `now`; at least 0.05 years), battery cycles, a rare
 * error code and the activity (rules 4.5). Draws from `rng` in a fixed order, so a seed gives the
 * same fleet on every run.
 */
export const seededUsage = (
  rng: Prng,
  plan: Pick<CategoryPlan, 'category' | 'hoursPerYear'>,
  machine: {
    readonly neverSeen: boolean;
    readonly addedAt: Date;
    readonly lastSeen: Date | null;
    readonly now: Date;
    readonly online: 'online' | 'offline';
    readonly inventory: InventoryStatus;
  },
): SeededUsage => {
  const { neverSeen, addedAt, lastSeen, now, online, inventory } = machine;
  const years = Math.max(0.05, ((lastSeen ?? now).getTime() - addedAt.getTime()) / (365 * DAY_MS));
  const engineHours = neverSeen ? 0 : Math.round(plan.hoursPerYear * years * rng.float(0.7, 1.2) * 10) / 10;
  const cycles = Math.round(engineHours * rng.float(1.1, 1.4));
  const errorCode = online === 'online' && rng.chance(0.04) ? rng.pick(MACHINE_ERROR_CODES) : null;
  const activity: EquipmentTable['activity'] =
    errorCode !== null
      ? 'faulty'
      : online === 'offline'
        ? 'offline'
        : inventory === 'in_warehouse'
          ? rng.pick(['charging', 'idle'] as const)
          : plan.category === 'mower' || plan.category === 'ride_on_mower'
            ? rng.pick(['mowing', 'mowing', 'moving', 'transfer'] as const)
            : rng.pick(['moving', 'idle'] as const);
  return {
    engineHours,
    cycles,
    errorCode,
    activity,
    batteryMaxCapacityPct: neverSeen ? null : Math.max(72, Math.round((100 - cycles * 0.012) * 10) / 10),
    batteryCycleCount: neverSeen ? null : cycles,
  };
};
