import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderMarks, reminderStatus, REMINDER_DUE_LEAD_DAYS, REMINDER_DUE_LEAD_ENGINE_HOURS } from '@yardfleet/domain/machines/reminder-plan';
import type { ReminderPlan } from '@yardfleet/domain/entities/maintenance-log';
import { storePlan } from '../src/areas/maintenance/reminders';
import { fleetCountsOf, refreshServiceMarks, serviceStandsAt, serviceDueCountsOf, type Standing } from '../src/areas/maintenance/service-due';
import { backends, startTestApp, type TestApp } from './harness';

const DAY_MS = 86_400_000;

/** An active or off plan: dates from 1990 to 2060, every 1..9999 days/weeks/months, engine hours up to 100,000 with fractions. */
const planArb: fc.Arbitrary<ReminderPlan> = fc.oneof(
  fc.constant({ kind: 'off' } as ReminderPlan),
  fc
    .record({
      since: fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }).map((ms) => new Date(ms).toISOString()),
      every: fc.integer({ min: 1, max: 9999 }),
      unit: fc.constantFrom('days', 'weeks', 'months'),
    })
    .map((p) => ({ kind: 'date', ...p }) as ReminderPlan),
  fc
    .record({
      sinceEngineHours: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.double({ min: 0, max: 100_000, noNaN: true })),
      every: fc.integer({ min: 1, max: 9999 }),
    })
    .map((p) => ({ kind: 'engine_hours', ...p }) as ReminderPlan),
);

/** An instant near the plan's due date (its edges exactly, a millisecond either side, or days around), else anywhere. */
const nowArb = (plan: ReminderPlan): fc.Arbitrary<Date> => {
  const marks = reminderMarks(plan);
  const any = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
  if (marks?.kind !== 'date') return any;
  const edges = [marks.dueAt.getTime(), marks.dueFrom.getTime()];
  return fc.oneof(
    fc.constantFrom(...edges).chain((e) => fc.integer({ min: -1, max: 1 }).map((d) => new Date(e + d))),
    fc.integer({ min: -(REMINDER_DUE_LEAD_DAYS + 3) * DAY_MS, max: 3 * DAY_MS }).map((d) => new Date(marks.dueAt.getTime() + d)),
    any,
  );
};

/** Engine hours near the plan's mark (its edges exactly, or fractions around), else anywhere. */
const hoursArb = (plan: ReminderPlan): fc.Arbitrary<number> => {
  const marks = reminderMarks(plan);
  const any = fc.double({ min: 0, max: 120_000, noNaN: true });
  if (marks?.kind !== 'engine_hours') return any;
  return fc.oneof(
    fc.constantFrom(marks.dueAt, marks.dueFrom),
    fc.double({ min: -REMINDER_DUE_LEAD_ENGINE_HOURS - 5, max: 5, noNaN: true }).map((d) => Math.max(0, marks.dueAt + d)),
    any,
  );
};

const caseArb = planArb.chain((plan) => fc.tuple(fc.constant(plan), nowArb(plan), hoursArb(plan)));

describe.each(backends())('service due in SQL equals the domain reminderStatus (rules 4.8, 18.4) on $name', (backend) => {
  let t: TestApp;
  let machine: { id: string; company_id: string };
  beforeAll(async () => {
    t = await startTestApp(backend);
    machine = await t.db.selectFrom('equipment').select(['id', 'company_id']).orderBy('id').executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
  });

  const standingInSql = async (now: Date): Promise<Standing | null> => {
    for (const standing of ['due', 'overdue'] as const) {
      const hit = await t.db.selectFrom('equipment').select('id').where('id', '=', machine.id).where(serviceStandsAt(standing, now)).executeTakeFirst();
      if (hit) return standing;
    }
    return null;
  };

  it('for generated plans, instants and engine hours, the stored marks read in SQL give exactly reminderStatus', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ([plan, now, hours]) => {
        await storePlan(t.db, machine.company_id, machine.id, plan, now);
        await refreshServiceMarks(t.db, [machine.id]);
        await t.db.updateTable('equipment').set({ engine_hours: hours }).where('id', '=', machine.id).execute();
        const status = reminderStatus(plan, now, hours).status;
        const expected = status === 'due' || status === 'overdue' ? status : null;
        expect(await standingInSql(now)).toBe(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('the overview counts move with the machine: engine hours past the mark make it overdue without any write of its marks', async () => {
    const plan = { kind: 'engine_hours', every: 100, sinceEngineHours: 50 } as ReminderPlan;
    const now = new Date('2026-06-15T15:00:00.000Z');
    await storePlan(t.db, machine.company_id, machine.id, plan, now);
    await refreshServiceMarks(t.db, [machine.id]);
    /** The counts of the company at `hours`, the same from the overview's one pass (fleetCountsOf) and from serviceDueCountsOf. */
    const at = async (hours: number) => {
      await t.db.updateTable('equipment').set({ engine_hours: hours }).where('id', '=', machine.id).execute();
      const groups = await fleetCountsOf(t.db, machine.company_id, now);
      const counts = await serviceDueCountsOf(t.db, machine.company_id, now);
      expect({ due: groups.reduce((n, g) => n + g.due, 0), overdue: groups.reduce((n, g) => n + g.overdue, 0) }).toEqual(counts);
      return counts;
    };
    const upcoming = await at(100);
    expect(await at(145)).toEqual({ due: upcoming.due + 1, overdue: upcoming.overdue });
    expect(await at(150.5)).toEqual({ due: upcoming.due, overdue: upcoming.overdue + 1 });
    await storePlan(t.db, machine.company_id, machine.id, { kind: 'off' } as ReminderPlan, now);
    await refreshServiceMarks(t.db, [machine.id]);
    expect(await serviceDueCountsOf(t.db, machine.company_id, now)).toEqual(upcoming);
  });
});
