import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IsoDateTime } from '../entities/brand';
import { ReminderPlan } from '../entities/maintenance-log';
import { EngineHours } from '../entities/units';
import { reminderStatus, reminderTransition, REMINDER_DUE_LEAD_DAYS, type ReminderState } from './reminder-plan';

const iso = (s: string): IsoDateTime => {
  const d = IsoDateTime.decode(s);
  if (E.isLeft(d)) throw new Error(`bad date ${s}`);
  return d.right;
};
const hours = (n: number): EngineHours => {
  const d = EngineHours.decode(n);
  if (E.isLeft(d)) throw new Error(`bad hours ${n}`);
  return d.right;
};
const decodePlan = (p: unknown): ReminderPlan => {
  const d = ReminderPlan.decode(p);
  if (E.isLeft(d)) throw new Error('bad plan');
  return d.right;
};

const every30days = decodePlan({ kind: 'date', every: 30, unit: 'days', since: '2026-01-01T00:00:00.000Z' });
const every3months = decodePlan({ kind: 'date', every: 3, unit: 'months', since: '2026-01-31T00:00:00.000Z' });
const every100h = decodePlan({ kind: 'engine_hours', every: 100, sinceEngineHours: 250 });

describe('rules 4.8, 18.4 maintenance reminder plan: due and overdue', () => {
  it.each<[string, ReminderPlan, string, number, string]>([
    ['an off plan is never due', { kind: 'off' }, '2030-01-01T00:00:00.000Z', 99_999, 'off'],
    ['30 days plan, 10 days in: upcoming', every30days, '2026-01-11T00:00:00.000Z', 0, 'upcoming'],
    [`30 days plan, ${REMINDER_DUE_LEAD_DAYS} days before the date: due`, every30days, '2026-01-24T00:00:00.000Z', 0, 'due'],
    ['30 days plan, on the date: due', every30days, '2026-01-31T00:00:00.000Z', 0, 'due'],
    ['30 days plan, a day late: overdue', every30days, '2026-02-01T00:00:00.000Z', 0, 'overdue'],
    ['3 months from 31 January ends on 30 April: not yet due on 22 April', every3months, '2026-04-22T00:00:00.000Z', 0, 'upcoming'],
    ['3 months from 31 January: overdue on 1 May', every3months, '2026-05-01T00:00:00.000Z', 0, 'overdue'],
    ['100 h plan at 300 h: upcoming', every100h, '2026-01-01T00:00:00.000Z', 300, 'upcoming'],
    ['100 h plan at 340 h (10 h lead): due', every100h, '2026-01-01T00:00:00.000Z', 340, 'due'],
    ['100 h plan at 350 h: due', every100h, '2026-01-01T00:00:00.000Z', 350, 'due'],
    ['100 h plan at 350.5 h: overdue', every100h, '2026-01-01T00:00:00.000Z', 350.5, 'overdue'],
  ])('%s', (_name, plan, now, engineHours, status) => {
    expect(reminderStatus(plan, new Date(now), engineHours).status).toBe(status);
  });

  it('states when it is due', () => {
    expect(reminderStatus(every30days, new Date('2026-01-02T00:00:00.000Z'), 0)).toEqual({
      status: 'upcoming',
      kind: 'date',
      dueAt: '2026-01-31T00:00:00.000Z',
    });
    expect(reminderStatus(every100h, new Date(), 0)).toEqual({ status: 'upcoming', kind: 'engine_hours', dueAtEngineHours: 350 });
  });

  it('property: an engine-hours plan goes upcoming -> due -> overdue as hours grow, never back', () => {
    const rank = { upcoming: 0, due: 1, overdue: 2, off: -1 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.array(fc.double({ min: 0, max: 20_000, noNaN: true }), { minLength: 2 }), (every, hs) => {
        const plan = decodePlan({ kind: 'engine_hours', every, sinceEngineHours: 0 });
        const ranks = [...hs].sort((a, b) => a - b).map((h) => rank[reminderStatus(plan, new Date(), h).status]);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }),
    );
  });
});

describe('rules 4.8, 5.8 reminder plan machine', () => {
  const start: ReminderState = { plan: { kind: 'off' }, lastServiceAt: iso('2026-01-01T00:00:00.000Z'), lastServiceEngineHours: hours(120) };

  it('setting a date plan counts from the last service', () => {
    expect(reminderTransition(start, { type: 'planSet', plan: { kind: 'date', every: 6, unit: 'months' } })).toEqual(
      E.right({ ...start, plan: { kind: 'date', every: 6, unit: 'months', since: '2026-01-01T00:00:00.000Z' } }),
    );
  });

  it('logging a service restarts an engine-hours plan', () => {
    const withPlan = reminderTransition(start, { type: 'planSet', plan: { kind: 'engine_hours', every: 50 } });
    if (E.isLeft(withPlan)) throw new Error(withPlan.left.code);
    expect(reminderTransition(withPlan.right, { type: 'serviceLogged', at: iso('2026-03-01T00:00:00.000Z'), engineHours: hours(171) })).toEqual(
      E.right({ plan: { kind: 'engine_hours', every: 50, sinceEngineHours: 171 }, lastServiceAt: '2026-03-01T00:00:00.000Z', lastServiceEngineHours: 171 }),
    );
  });

  it.each<[string, ReminderState, Parameters<typeof reminderTransition>[1], unknown]>([
    [
      'every 0 is out of range (rules 5.8: 1 to 9999)',
      start,
      { type: 'planSet', plan: { kind: 'date', every: 0, unit: 'days' } },
      { code: 'out_of_range', min: 1, max: 9999 },
    ],
    ['every 10000 is out of range', start, { type: 'planSet', plan: { kind: 'engine_hours', every: 10_000 } }, { code: 'out_of_range', min: 1, max: 9999 }],
    ['every 2.5 is out of range', start, { type: 'planSet', plan: { kind: 'engine_hours', every: 2.5 } }, { code: 'out_of_range', min: 1, max: 9999 }],
    ['turning off an off plan', start, { type: 'planTurnedOff' }, { code: 'already_off' }],
    [
      'a service older than the last',
      start,
      { type: 'serviceLogged', at: iso('2025-12-01T00:00:00.000Z'), engineHours: hours(130) },
      { code: 'service_before_plan' },
    ],
    [
      'engine hours going back',
      start,
      { type: 'serviceLogged', at: iso('2026-02-01T00:00:00.000Z'), engineHours: hours(100) },
      { code: 'engine_hours_decreased' },
    ],
  ])('%s is refused', (_name, state, event, error) => {
    expect(reminderTransition(state, event)).toEqual(E.left(error));
  });

  it('turning a plan off', () => {
    expect(reminderTransition({ ...start, plan: every100h }, { type: 'planTurnedOff' })).toEqual(E.right(start));
  });
});
