import { describe, expect, it } from 'vitest';
import { EQUIPMENT_CATEGORIES } from '../entities/equipment';
import {
  activitiesOfCategory,
  activityHoursForDisplay,
  categoryActivity,
  laborHoursForDisplay,
  offlineHoursPerMachine,
  RUNTIME_ACTIVITIES,
  runtimeHoursForDisplay,
  runtimeSeconds,
  type ActivitySeconds,
} from './measures';

const seconds = (partial: Partial<ActivitySeconds>): ActivitySeconds => ({
  mowing: 0,
  charging: 0,
  moving: 0,
  offline: 0,
  idle: 0,
  transfer: 0,
  faulty: 0,
  ...partial,
});

describe('report measures (rules 10.12)', () => {
  it('runtime is the time in every activity but offline, and the shown activity hours add up to the shown runtime', () => {
    const s = seconds({ mowing: 3 * 3600 + 1000, moving: 700, transfer: 170, charging: 7200, idle: 530, faulty: 100, offline: 80_000 });
    expect(runtimeSeconds(s)).toBe(3 * 3600 + 1000 + 700 + 170 + 7200 + 530 + 100);
    const shown = RUNTIME_ACTIVITIES.map((a) => activityHoursForDisplay(s[a]));
    expect(runtimeHoursForDisplay(s)).toBe(Math.round(shown.reduce((x, y) => x + y, 0) * 10) / 10);
    expect(runtimeHoursForDisplay(s)).toBe(3.3 + 0.2 + 0 + 2 + 0.1 + 0);
    expect(RUNTIME_ACTIVITIES).not.toContain('offline');
  });

  it('states the fleet offline time per machine, not summed', () => {
    expect(offlineHoursPerMachine(3 * 20 * 3600, 3)).toBe(20);
    expect(offlineHoursPerMachine(1000, 0)).toBe(0);
  });

  it('names the work by category: a blower blows, a mower mows, every category has the other activities', () => {
    expect(categoryActivity('blower', 'mowing')).toBe('blowing');
    expect(categoryActivity('mower', 'mowing')).toBe('mowing');
    expect(categoryActivity('blower', 'charging')).toBe('charging');
    expect(activitiesOfCategory('blower')).toEqual(['blowing', 'moving', 'transfer', 'charging', 'idle', 'faulty', 'offline']);
    for (const c of EQUIPMENT_CATEGORIES.filter((c) => c !== 'mower' && c !== 'ride_on_mower')) expect(activitiesOfCategory(c)).not.toContain('mowing');
  });

  it('shows labor time in hours everywhere', () => {
    expect(laborHoursForDisplay(569)).toBe(9.48);
    expect(laborHoursForDisplay(45)).toBe(0.75);
  });
});
