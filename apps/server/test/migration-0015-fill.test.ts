import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { ReminderPlan } from '@yardfleet/domain/entities/maintenance-log';
import { storePlan } from '../src/areas/maintenance/reminders';
import { refreshAllServiceMarks, type ServiceMarkTables } from '../src/areas/maintenance/service-due';
import { fleetDb } from '../src/db/fleet-schema';
import { down, up } from '../src/db/migrations/0015-service-marks';
import { backends, startTestApp, type TestApp } from './harness';

// Migration 0015 fills service_marks with a frozen copy of the rule it was written with (a
// migration never imports live code): today that copy must write exactly what the live rule writes.

/** Plans covering each kind and unit, a month's last day, fractional engine hours and off. */
const PLANS: readonly ReminderPlan[] = [
  { kind: 'date', every: 3, unit: 'days', since: '2026-03-08T06:30:00.000Z' },
  { kind: 'date', every: 2, unit: 'weeks', since: '2026-10-25T01:30:00.000Z' },
  { kind: 'date', every: 1, unit: 'months', since: '2026-01-31T12:00:00.000Z' },
  { kind: 'date', every: 13, unit: 'months', since: '2024-02-29T23:59:59.999Z' },
  { kind: 'engine_hours', every: 250, sinceEngineHours: 1234.5 },
  { kind: 'off' },
] as ReminderPlan[];

describe.each(backends())('migration 0015 fills service_marks as the live rule does on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const marks = () => t.db.withTables<ServiceMarkTables>().selectFrom('service_marks').selectAll().orderBy('equipment_id').execute();

  it('writes the same rows as refreshAllServiceMarks for stored plans, plans of the latest log and no plan', async () => {
    const machines = await t.db
      .selectFrom('equipment')
      .select(['id', 'company_id'])
      .orderBy('id')
      .limit(PLANS.length + 2)
      .execute();
    for (const [i, plan] of PLANS.entries()) {
      const machine = machines[i];
      if (machine) await storePlan(t.db, machine.company_id, machine.id, plan, t.clock.now());
    }
    // The last two machines read their plan from their latest log, or have none.
    await fleetDb(t.db)
      .deleteFrom('reminder_plans')
      .where(
        'equipment_id',
        'in',
        machines.slice(PLANS.length).map((m) => m.id),
      )
      .execute();
    await refreshAllServiceMarks(t.db);
    const live = await marks();
    expect(live.some((m) => m.due_at !== null)).toBe(true);
    expect(live.some((m) => m.due_engine_hours !== null)).toBe(true);

    const db = t.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    expect(await marks()).toEqual(live);
  });
});
