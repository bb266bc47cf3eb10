import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT_ACTIVITIES } from '../entities/equipment-detail';
import { EQUIPMENT_CATEGORIES, INVENTORY_STATUSES } from '../entities/equipment';
import type { AlertCondition } from './alert-rule';
import { conditionClears, conditionHolds, inScope, type ChargerSnapshot, type ConditionContext, type MachineSnapshot } from './alert-conditions';
import { DEFAULT_WORKING_HOURS } from './working-hours';

const CHICAGO = 'America/Chicago';
// Tuesday 2026-03-10 10:00 CDT (inside working hours) and 21:00 CDT (outside).
const DAY = new Date('2026-03-10T15:00:00Z');
const NIGHT = new Date('2026-03-11T02:00:00Z');
const ctx = (now: Date): ConditionContext => ({ now, workingHours: DEFAULT_WORKING_HOURS, timeZone: CHICAGO });
const minutesBefore = (at: Date, minutes: number): Date => new Date(at.getTime() - minutes * 60_000);

const machine = (patch: Partial<MachineSnapshot> = {}): MachineSnapshot => ({
  subjectKind: 'equipment',
  id: 'm-1',
  category: 'mower',
  tagIds: ['t-1'],
  warehouseId: 'w-1',
  lastWarehouseId: 'w-1',
  inventoryStatus: 'in_warehouse',
  onlineStatus: 'online',
  lastSeenAt: minutesBefore(DAY, 1),
  activity: 'idle',
  errorCode: null,
  batteryMaxCapacityPct: 95,
  batteryOptimizationActive: false,
  serviceDueAt: null,
  ...patch,
});
const out = (patch: Partial<MachineSnapshot> = {}): MachineSnapshot =>
  machine({ warehouseId: null, inventoryStatus: 'out_for_work', activity: 'mowing', ...patch });
const charger = (patch: Partial<ChargerSnapshot> = {}): ChargerSnapshot => ({
  subjectKind: 'charger',
  id: 'c-1',
  onlineStatus: 'online',
  gatewayOnline: true,
  offlineSince: null,
  portFault: false,
  ...patch,
});

/** holds / clears of one condition for one subject at one instant. */
const judge = (condition: AlertCondition, subject: MachineSnapshot | ChargerSnapshot, now = DAY) => ({
  holds: conditionHolds(condition, subject, ctx(now)),
  clears: conditionClears(condition, subject, ctx(now)),
});
const HOLDS = { holds: true, clears: false };
const CLEARS = { holds: false, clears: true };
const NEITHER = { holds: false, clears: false };

describe('rules 22.1 inScope', () => {
  it.each([
    [{ kind: 'all' } as const, machine(), true],
    [{ kind: 'tag', tagId: 't-1' } as const, machine(), true],
    [{ kind: 'tag', tagId: 't-2' } as const, machine(), false],
    [{ kind: 'category', category: 'mower' } as const, machine(), true],
    [{ kind: 'category', category: 'blower' } as const, machine(), false],
    [{ kind: 'warehouse', warehouseId: 'w-1' } as const, machine(), true],
    [{ kind: 'warehouse', warehouseId: 'w-1' } as const, out(), true], // left w-1, still its machine
    [{ kind: 'warehouse', warehouseId: 'w-1' } as const, machine({ warehouseId: 'w-2', lastWarehouseId: 'w-2' }), false],
    [{ kind: 'charge_system', chargerId: 'm-1' } as const, machine(), false],
    [{ kind: 'all' } as const, charger(), true],
    [{ kind: 'charge_system', chargerId: 'c-1' } as const, charger(), true],
    [{ kind: 'charge_system', chargerId: 'c-2' } as const, charger(), false],
    [{ kind: 'tag', tagId: 't-1' } as const, charger(), false],
  ])('%j takes %j: %s', (scope, subject, taken) => {
    expect(inScope(scope, subject)).toBe(taken);
  });
});

describe('rules 22.1 conditions', () => {
  const offline30 = (only: boolean): AlertCondition => ({ kind: 'machine_offline', offlineMinutes: 30, onlyDuringWorkingHours: only, onlyOutForWork: false });

  it('machine_offline: offline and silent for the minutes; the end of working hours does not clear it', () => {
    expect(judge(offline30(false), machine({ onlineStatus: 'offline', lastSeenAt: minutesBefore(DAY, 30) }))).toEqual(HOLDS);
    expect(judge(offline30(false), machine({ onlineStatus: 'offline', lastSeenAt: minutesBefore(DAY, 29) }))).toEqual(CLEARS);
    expect(judge(offline30(false), machine({ onlineStatus: 'offline', lastSeenAt: null }))).toEqual(CLEARS);
    const silentAtNight = machine({ onlineStatus: 'offline', lastSeenAt: minutesBefore(NIGHT, 120) });
    expect(judge(offline30(true), silentAtNight, NIGHT)).toEqual(NEITHER);
    expect(judge(offline30(false), silentAtNight, NIGHT)).toEqual(HOLDS);
    expect(judge(offline30(true), machine({ onlineStatus: 'online', lastSeenAt: NIGHT }), NIGHT)).toEqual(CLEARS);
  });

  it('machine_offline only out for work: a machine silent in its warehouse is routine and opens nothing, one silent out for work does', () => {
    const outOnly: AlertCondition = { kind: 'machine_offline', offlineMinutes: 30, onlyDuringWorkingHours: false, onlyOutForWork: true };
    const silent = { onlineStatus: 'offline' as const, lastSeenAt: minutesBefore(DAY, 45) };
    expect(judge(outOnly, machine(silent))).toEqual(NEITHER);
    expect(judge(outOnly, out(silent))).toEqual(HOLDS);
    expect(judge(outOnly, out({ onlineStatus: 'online', lastSeenAt: DAY }))).toEqual(CLEARS);
  });

  it('left_warehouse: out for work, of the named warehouse when one is named; back in any warehouse clears', () => {
    expect(judge({ kind: 'left_warehouse', warehouseId: null }, out())).toEqual(HOLDS);
    expect(judge({ kind: 'left_warehouse', warehouseId: 'w-1' }, out())).toEqual(HOLDS);
    expect(judge({ kind: 'left_warehouse', warehouseId: 'w-2' }, out())).toEqual(NEITHER);
    expect(judge({ kind: 'left_warehouse', warehouseId: 'w-1' }, out({ inventoryStatus: 'location_unknown' }))).toEqual(NEITHER);
    expect(judge({ kind: 'left_warehouse', warehouseId: 'w-1' }, machine({ warehouseId: 'w-2', lastWarehouseId: 'w-2' }))).toEqual(CLEARS);
  });

  it('entered_warehouse: inside the named warehouse, or any', () => {
    expect(judge({ kind: 'entered_warehouse', warehouseId: null }, machine())).toEqual(HOLDS);
    expect(judge({ kind: 'entered_warehouse', warehouseId: 'w-1' }, machine())).toEqual(HOLDS);
    expect(judge({ kind: 'entered_warehouse', warehouseId: 'w-2' }, machine())).toEqual(CLEARS);
    expect(judge({ kind: 'entered_warehouse', warehouseId: null }, out())).toEqual(CLEARS);
  });

  it('out_after_hours: in use out of the warehouse outside working hours; stays until it is back', () => {
    const theft: AlertCondition = { kind: 'out_after_hours' };
    expect(judge(theft, out(), NIGHT)).toEqual(HOLDS);
    expect(judge(theft, out({ activity: 'idle' }), NIGHT)).toEqual(NEITHER);
    expect(judge(theft, out(), DAY)).toEqual(NEITHER); // working hours began while it was out
    expect(judge(theft, machine(), NIGHT)).toEqual(CLEARS);
  });

  it('not_returned: still out at the return time; local midnight does not clear it', () => {
    const by19: AlertCondition = { kind: 'not_returned', returnBy: '19:00' };
    expect(judge(by19, out(), new Date('2026-03-10T23:59:00Z'))).toEqual(NEITHER); // 18:59 CDT
    expect(judge(by19, out(), new Date('2026-03-11T00:00:00Z'))).toEqual(HOLDS); // 19:00 CDT
    expect(judge(by19, out(), new Date('2026-03-11T06:00:00Z'))).toEqual(NEITHER); // 01:00 CDT the next day
    expect(judge(by19, machine(), new Date('2026-03-11T00:00:00Z'))).toEqual(CLEARS);
  });

  it('fault_reported: any fault, or one of the named codes', () => {
    expect(judge({ kind: 'fault_reported', errorCodes: [] }, machine({ activity: 'faulty', errorCode: 'E7' }))).toEqual(HOLDS);
    expect(judge({ kind: 'fault_reported', errorCodes: [] }, machine({ activity: 'faulty' }))).toEqual(HOLDS);
    expect(judge({ kind: 'fault_reported', errorCodes: ['E7'] }, machine({ activity: 'faulty', errorCode: 'E7' }))).toEqual(HOLDS);
    expect(judge({ kind: 'fault_reported', errorCodes: ['E8'] }, machine({ activity: 'faulty', errorCode: 'E7' }))).toEqual(CLEARS);
    expect(judge({ kind: 'fault_reported', errorCodes: [] }, machine())).toEqual(CLEARS);
  });

  it('battery_health_low: a known capacity below the percentage; unknown changes nothing', () => {
    const below70: AlertCondition = { kind: 'battery_health_low', belowPercent: 70 };
    expect(judge(below70, machine({ batteryMaxCapacityPct: 69 }))).toEqual(HOLDS);
    expect(judge(below70, machine({ batteryMaxCapacityPct: 70 }))).toEqual(CLEARS);
    expect(judge(below70, machine({ batteryMaxCapacityPct: null }))).toEqual(NEITHER);
    expect(judge({ kind: 'battery_optimization_needed' }, machine({ batteryOptimizationActive: true }))).toEqual(HOLDS);
  });

  it('service_due from the due instant; service_overdue graceDays local days later (a DST change in between)', () => {
    const dueAt = new Date('2026-03-01T15:00:00Z'); // 09:00 CST
    expect(judge({ kind: 'service_due' }, machine({ serviceDueAt: dueAt }), dueAt)).toEqual(HOLDS);
    expect(judge({ kind: 'service_due' }, machine({ serviceDueAt: dueAt }), minutesBefore(dueAt, 1))).toEqual(CLEARS);
    expect(judge({ kind: 'service_due' }, machine({ serviceDueAt: null }))).toEqual(CLEARS);
    const overdue: AlertCondition = { kind: 'service_overdue', graceDays: 14 };
    expect(judge(overdue, machine({ serviceDueAt: dueAt }), new Date('2026-03-15T14:00:00Z'))).toEqual(HOLDS); // 09:00 CDT
    expect(judge(overdue, machine({ serviceDueAt: dueAt }), new Date('2026-03-15T13:59:00Z'))).toEqual(CLEARS);
  });

  it('charger_offline: the charge system or its gateway offline for the minutes; charger_port_fault', () => {
    const offline: AlertCondition = { kind: 'charger_offline', offlineMinutes: 15 };
    expect(judge(offline, charger({ onlineStatus: 'offline', offlineSince: minutesBefore(DAY, 15) }))).toEqual(HOLDS);
    expect(judge(offline, charger({ gatewayOnline: false, offlineSince: minutesBefore(DAY, 20) }))).toEqual(HOLDS);
    expect(judge(offline, charger({ onlineStatus: 'offline', offlineSince: minutesBefore(DAY, 14) }))).toEqual(CLEARS);
    expect(judge(offline, charger())).toEqual(CLEARS);
    expect(judge({ kind: 'charger_port_fault' }, charger({ portFault: true }))).toEqual(HOLDS);
  });

  it('a machine condition never holds for a charge system, nor the other way round', () => {
    expect(judge({ kind: 'charger_port_fault' }, machine({ activity: 'faulty' }))).toEqual(CLEARS);
    expect(judge({ kind: 'service_due' }, charger({ portFault: true }))).toEqual(CLEARS);
  });
});

describe('rules 22.4 property: a condition never both holds and clears', () => {
  const date = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') }).map((ms) => new Date(ms));
  const ids = fc.constantFrom('w-1', 'w-2');
  const snapshot = fc.record({
    subjectKind: fc.constant('equipment' as const),
    id: fc.constant('m-1'),
    category: fc.constantFrom(...EQUIPMENT_CATEGORIES),
    tagIds: fc.constant([]),
    warehouseId: fc.option(ids),
    lastWarehouseId: fc.option(ids),
    inventoryStatus: fc.constantFrom(...INVENTORY_STATUSES),
    onlineStatus: fc.constantFrom('online' as const, 'offline' as const),
    lastSeenAt: fc.option(date),
    activity: fc.constantFrom(...EQUIPMENT_ACTIVITIES),
    errorCode: fc.option(fc.constantFrom('E1', 'E2')),
    batteryMaxCapacityPct: fc.option(fc.integer({ min: 0, max: 100 })),
    batteryOptimizationActive: fc.boolean(),
    serviceDueAt: fc.option(date),
  });
  const condition = fc.oneof(
    fc.record({
      kind: fc.constant('machine_offline' as const),
      offlineMinutes: fc.integer({ min: 5, max: 600 }),
      onlyDuringWorkingHours: fc.boolean(),
      onlyOutForWork: fc.boolean(),
    }),
    fc.record({ kind: fc.constantFrom('left_warehouse' as const, 'entered_warehouse' as const), warehouseId: fc.option(ids) }),
    fc.record({ kind: fc.constant('not_returned' as const), returnBy: fc.constantFrom('00:00', '02:30', '19:00', '23:59') }),
    fc.record({ kind: fc.constant('fault_reported' as const), errorCodes: fc.subarray(['E1', 'E2']) }),
    fc.record({ kind: fc.constant('battery_health_low' as const), belowPercent: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ kind: fc.constant('service_overdue' as const), graceDays: fc.integer({ min: 1, max: 30 }) }),
    fc.constantFrom<AlertCondition>(
      { kind: 'out_after_hours' },
      { kind: 'battery_optimization_needed' },
      { kind: 'service_due' },
      { kind: 'charger_port_fault' },
    ),
  );

  it('for any machine snapshot, condition and instant', () => {
    fc.assert(
      fc.property(condition, snapshot, date, (c, m, now) => {
        expect(conditionHolds(c, m, ctx(now)) && conditionClears(c, m, ctx(now))).toBe(false);
      }),
    );
  });
});
