import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT_ACTIVITIES } from '../entities/equipment-detail';
import { EQUIPMENT_CATEGORIES, INVENTORY_STATUSES } from '../entities/equipment';
import type { AlertCondition, AlertRuleKind } from './alert-rule';
import { conditionHolds, type ChargerSnapshot, type MachineSnapshot } from './alert-conditions';
import { widestByKind, widestCondition } from './condition-gates';
import { DEFAULT_WORKING_HOURS } from './working-hours';

describe('widestCondition (rules 22.1): one condition that holds whenever one of its kind holds', () => {
  it('widens each parameter the way its condition grows', () => {
    expect(
      widestCondition([
        { kind: 'machine_offline', offlineMinutes: 240, onlyDuringWorkingHours: true, onlyOutForWork: true },
        { kind: 'machine_offline', offlineMinutes: 60, onlyDuringWorkingHours: true, onlyOutForWork: false },
      ]),
    ).toEqual({ kind: 'machine_offline', offlineMinutes: 60, onlyDuringWorkingHours: true, onlyOutForWork: false });
    expect(
      widestCondition([
        { kind: 'left_warehouse', warehouseId: 'w-1' },
        { kind: 'left_warehouse', warehouseId: 'w-1' },
      ]),
    ).toEqual({ kind: 'left_warehouse', warehouseId: 'w-1' });
    expect(
      widestCondition([
        { kind: 'entered_warehouse', warehouseId: 'w-1' },
        { kind: 'entered_warehouse', warehouseId: 'w-2' },
      ]),
    ).toEqual({ kind: 'entered_warehouse', warehouseId: null });
    expect(
      widestCondition([
        { kind: 'not_returned', returnBy: '21:15' },
        { kind: 'not_returned', returnBy: '19:30' },
      ]),
    ).toEqual({ kind: 'not_returned', returnBy: '19:30' });
    expect(
      widestCondition([
        { kind: 'fault_reported', errorCodes: ['E1'] },
        { kind: 'fault_reported', errorCodes: ['E2', 'E1'] },
      ]),
    ).toEqual({ kind: 'fault_reported', errorCodes: ['E1', 'E2'] });
    expect(
      widestCondition([
        { kind: 'fault_reported', errorCodes: ['E1'] },
        { kind: 'fault_reported', errorCodes: [] },
      ]),
    ).toEqual({ kind: 'fault_reported', errorCodes: [] });
    expect(
      widestCondition([
        { kind: 'battery_health_low', belowPercent: 50 },
        { kind: 'battery_health_low', belowPercent: 70 },
      ]),
    ).toEqual({ kind: 'battery_health_low', belowPercent: 70 });
    expect(
      widestCondition([
        { kind: 'service_overdue', graceDays: 7 },
        { kind: 'service_overdue', graceDays: 3 },
      ]),
    ).toEqual({ kind: 'service_overdue', graceDays: 3 });
    expect(
      widestCondition([
        { kind: 'charger_offline', offlineMinutes: 30 },
        { kind: 'charger_offline', offlineMinutes: 15 },
      ]),
    ).toEqual({ kind: 'charger_offline', offlineMinutes: 15 });
    expect(widestCondition([{ kind: 'out_after_hours' }])).toEqual({ kind: 'out_after_hours' });
    expect(widestCondition([])).toBeNull();
  });

  it('refuses conditions of two kinds', () => {
    expect(() => widestCondition([{ kind: 'service_due' }, { kind: 'out_after_hours' }])).toThrow();
  });

  it('widestByKind gives one condition per kind present', () => {
    const widest = widestByKind([{ kind: 'service_overdue', graceDays: 7 }, { kind: 'service_due' }, { kind: 'service_overdue', graceDays: 2 }]);
    expect([...widest.keys()].sort()).toEqual<AlertRuleKind[]>(['service_due', 'service_overdue']);
    expect(widest.get('service_overdue')).toEqual({ kind: 'service_overdue', graceDays: 2 });
  });
});

describe('rules 22.1 property: a condition that holds implies the widest of its kind holds', () => {
  const date = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') }).map((ms) => new Date(ms));
  const ids: fc.Arbitrary<string> = fc.constantFrom('w-1', 'w-2', 'w-3');
  const machine: fc.Arbitrary<MachineSnapshot> = fc.record({
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
    errorCode: fc.option(fc.constantFrom('E1', 'E2', 'E3')),
    batteryMaxCapacityPct: fc.option(fc.integer({ min: 0, max: 100 })),
    batteryOptimizationActive: fc.boolean(),
    serviceDueAt: fc.option(date),
  });
  const charger: fc.Arbitrary<ChargerSnapshot> = fc.record({
    subjectKind: fc.constant('charger' as const),
    id: fc.constant('c-1'),
    onlineStatus: fc.constantFrom('online' as const, 'offline' as const),
    gatewayOnline: fc.option(fc.boolean()),
    offlineSince: fc.option(date),
    portFault: fc.boolean(),
  });
  // Times around the DST changes of both zones (02:00 to 03:00) and the usual return-by hours.
  const time = fc.constantFrom('00:00', '01:59', '02:00', '02:30', '03:00', '07:00', '19:00', '19:30', '23:59', '25:00');
  const ofKind: Record<string, fc.Arbitrary<AlertCondition>> = {
    machine_offline: fc.record({
      kind: fc.constant('machine_offline' as const),
      offlineMinutes: fc.integer({ min: 5, max: 10_080 }),
      onlyDuringWorkingHours: fc.boolean(),
      onlyOutForWork: fc.boolean(),
    }),
    left_warehouse: fc.record({ kind: fc.constant('left_warehouse' as const), warehouseId: fc.option(ids, { nil: null }) }),
    entered_warehouse: fc.record({ kind: fc.constant('entered_warehouse' as const), warehouseId: fc.option(ids, { nil: null }) }),
    not_returned: fc.record({ kind: fc.constant('not_returned' as const), returnBy: time }),
    fault_reported: fc.record({ kind: fc.constant('fault_reported' as const), errorCodes: fc.subarray(['E1', 'E2', 'E3']) }),
    battery_health_low: fc.record({ kind: fc.constant('battery_health_low' as const), belowPercent: fc.integer({ min: 1, max: 100 }) }),
    service_overdue: fc.record({ kind: fc.constant('service_overdue' as const), graceDays: fc.integer({ min: 1, max: 365 }) }),
    charger_offline: fc.record({ kind: fc.constant('charger_offline' as const), offlineMinutes: fc.integer({ min: 5, max: 10_080 }) }),
  };
  const sameKind = fc
    .constantFrom(...Object.keys(ofKind))
    .chain((kind) => fc.array(ofKind[kind] ?? fc.constant<AlertCondition>({ kind: 'service_due' }), { minLength: 1, maxLength: 4 }));
  const zone = fc.constantFrom('America/Chicago', 'Europe/Berlin');

  it('for any conditions of one kind, subject, instant and time zone', () => {
    fc.assert(
      fc.property(sameKind, fc.oneof(machine, charger), date, zone, (conditions, subject, now, timeZone) => {
        const ctx = { now, workingHours: DEFAULT_WORKING_HOURS, timeZone };
        const widest = widestCondition(conditions);
        if (widest === null) throw new Error('a non-empty list has a widest condition');
        if (conditions.some((c) => conditionHolds(c, subject, ctx))) expect(conditionHolds(widest, subject, ctx)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
