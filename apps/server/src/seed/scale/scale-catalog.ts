import type { EquipmentCategory } from '@yardfleet/domain/entities/equipment';
import { GREENWAY_FLEET, type CategoryPlan } from '../catalog';

/**
 * The scale seed's categories (rules 21.14): the demo catalogue's plans (apps/server/src/seed/
 * catalog.ts: labels, models, pictures, yearly engine hours, service intervals), weighted by the
 * demo fleet's own mix, with how long a working day runs for each.
 */
export interface ScaleCategory {
  readonly plan: CategoryPlan;
  /** Share of the fleet, 0..1 (the demo fleet's mix). */
  readonly share: number;
  /** Engine hours of one working day (h). */
  readonly hoursPerWorkDay: number;
}

const HOURS_PER_WORK_DAY: Record<EquipmentCategory, number> = {
  mower: 5,
  ride_on_mower: 6,
  string_trimmer: 4,
  blower: 4,
  hedge_trimmer: 4,
  chainsaw: 3,
  snow_blower: 4,
  edger: 4,
};

const total = GREENWAY_FLEET.reduce((sum, p) => sum + p.count, 0);

/** The eight categories in the demo catalogue's order, with their shares (summing to 1). */
export const SCALE_CATEGORIES: readonly ScaleCategory[] = GREENWAY_FLEET.map((plan) => ({
  plan,
  share: plan.count / total,
  hoursPerWorkDay: HOURS_PER_WORK_DAY[plan.category],
}));

/** Working days (Monday to Saturday) in a year. */
export const WORK_DAYS_PER_YEAR = 307;

/**
 * The chance that a machine of `category` works on a given working day, before the season: its
 * yearly hours spread over working days of its length (a mower: 260 h / 5 h / 307 days, about 0.17).
 */
export const workChance = (category: ScaleCategory): number =>
  Math.min(1, category.plan.hoursPerYear / category.hoursPerWorkDay / (category.plan.seasonal ? 80 : WORK_DAYS_PER_YEAR));
