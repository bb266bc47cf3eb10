import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  logDateOf,
  logDayToday,
  validateMaintenanceLog,
  validateMaintenanceLogForm,
  validateReminderEvery,
  validateReminderPlanForm,
  type MaintenanceLogForm,
  type MaintenanceLogValues,
  type ReminderPlanForm,
} from './maintenance-log';

const form: MaintenanceLogForm = {
  serviceType: 'repair',
  date: '2026-03-02',
  runtimeHours: '412.5',
  laborTimeHours: '1,25',
  expense: '89.90',
  performedBy: 'Luis Ortega',
  details: 'Blade sharpened',
};

describe('rules 5.11 maintenance log form: date, runtime, labor time, expense, performed by, details', () => {
  it('a complete form gives the values to send: ISO date, hours, expense in cents, the name as typed', () => {
    expect(validateMaintenanceLogForm(form)).toEqual(
      E.right({
        serviceType: 'repair',
        date: '2026-03-02T12:00:00.000Z',
        runtimeHours: 412.5,
        laborTimeHours: 1.25,
        expenseMinorUnits: 8990,
        performedBy: 'Luis Ortega',
        details: 'Blade sharpened',
      }),
    );
  });

  it.each<[string, Partial<MaintenanceLogForm>, Record<string, unknown>]>([
    [
      'an empty form names every required field',
      { date: '', runtimeHours: '', laborTimeHours: ' ', expense: '', performedBy: '  ' },
      {
        date: { code: 'required', field: 'date' },
        runtimeHours: { code: 'required', field: 'runtimeHours' },
        laborTimeHours: { code: 'required', field: 'laborTimeHours' },
        expense: { code: 'required', field: 'expense' },
        performedBy: { code: 'required', field: 'performedBy' },
      },
    ],
    ['performed by of 51 characters', { performedBy: 'x'.repeat(51) }, { performedBy: { code: 'too_long', field: 'performedBy', max: 50 } }],
    // Like every name (rules 5.7: no leading or trailing spaces in text), not silently trimmed.
    ['performed by with a leading space', { performedBy: ' Luis Ortega' }, { performedBy: { code: 'no_outer_spaces', field: 'performedBy' } }],
    ['performed by with a trailing space', { performedBy: 'Luis Ortega ' }, { performedBy: { code: 'no_outer_spaces', field: 'performedBy' } }],
    ['details of 5000 characters (rules 5.6: under 5000)', { details: 'x'.repeat(5000) }, { details: { code: 'too_long', field: 'details', max: 4999 } }],
    ['a negative runtime', { runtimeHours: '-3' }, { runtimeHours: { code: 'decimal_number', field: 'runtimeHours', decimals: 2 } }],
    ['a labor time that is not a number', { laborTimeHours: 'two' }, { laborTimeHours: { code: 'decimal_number', field: 'laborTimeHours', decimals: 2 } }],
    ['an expense with 3 decimals', { expense: '12.345' }, { expense: { code: 'decimal_number', field: 'expense', decimals: 2 } }],
    ['a runtime above 100000 hours', { runtimeHours: '100000.01' }, { runtimeHours: { code: 'out_of_range', field: 'runtimeHours', min: 0, max: 100000 } }],
    ['a date that is not a day', { date: '2.3.2026' }, { date: { code: 'required', field: 'date' } }],
  ])('%s', (_name, change, errors) => {
    expect(validateMaintenanceLogForm({ ...form, ...change })).toEqual(E.left(errors));
  });

  it('accepts performed by of exactly 50 characters with inner spaces (rules 5.6: at most 50)', () => {
    const name = `${'x'.repeat(24)} ${'y'.repeat(25)}`;
    expect(validateMaintenanceLogForm({ ...form, performedBy: name })).toEqual(E.right(expect.objectContaining({ performedBy: name })));
  });

  it('accepts 0 hours, 0 expense and 4999 characters of details', () => {
    expect(E.isRight(validateMaintenanceLogForm({ ...form, runtimeHours: '0', laborTimeHours: '0', expense: '0', details: 'x'.repeat(4999) }))).toBe(true);
  });
});

describe('rules 5.11 maintenance log values (the server rule)', () => {
  const values: MaintenanceLogValues = {
    serviceType: 'maintenance',
    date: '2026-03-02T12:00:00.000Z',
    runtimeHours: 10,
    laborTimeHours: 0.5,
    expenseMinorUnits: 1250,
    performedBy: 'Ann',
    details: '',
  };
  it.each<[string, Partial<MaintenanceLogValues>, Record<string, unknown>]>([
    ['negative labor time', { laborTimeHours: -1 }, { laborTimeHours: { code: 'out_of_range', field: 'laborTimeHours', min: 0, max: 100000 } }],
    ['a runtime that is not finite', { runtimeHours: Number.NaN }, { runtimeHours: { code: 'out_of_range', field: 'runtimeHours', min: 0, max: 100000 } }],
    ['a fraction of a cent', { expenseMinorUnits: 12.5 }, { expense: { code: 'out_of_range', field: 'expense', min: 0, max: 10000000 } }],
    ['a date that is not an ISO time', { date: 'yesterday' }, { date: { code: 'required', field: 'date' } }],
    [
      'performed by with a leading space (the server refuses it too)',
      { performedBy: ' Ann' },
      { performedBy: { code: 'no_outer_spaces', field: 'performedBy' } },
    ],
  ])('%s', (_name, change, errors) => {
    expect(validateMaintenanceLog({ ...values, ...change })).toEqual(E.left(errors));
  });
});

describe('rules 5.8 reminder plan: date, engine hours, off; a number of time units 1 to 9999', () => {
  const plan: ReminderPlanForm = { kind: 'date', every: '3', unit: 'months' };
  it.each<[string, ReminderPlanForm, unknown]>([
    ['off needs no number', { kind: 'off', every: '', unit: 'days' }, E.right({ kind: 'off' })],
    ['every 3 months', plan, E.right({ kind: 'date', every: 3, unit: 'months' })],
    ['every 250 engine hours', { ...plan, kind: 'engine_hours', every: '250' }, E.right({ kind: 'engine_hours', every: 250 })],
    ['9999 is the largest', { ...plan, every: '9999' }, E.right({ kind: 'date', every: 9999, unit: 'months' })],
    ['empty', { ...plan, every: ' ' }, E.left({ every: { code: 'required', field: 'every' } })],
    ['0', { ...plan, every: '0' }, E.left({ every: { code: 'out_of_range', field: 'every', min: 1, max: 9999 } })],
    ['10000', { ...plan, kind: 'engine_hours', every: '10000' }, E.left({ every: { code: 'out_of_range', field: 'every', min: 1, max: 9999 } })],
    ['a fraction', { ...plan, every: '1.5' }, E.left({ every: { code: 'not_a_number', field: 'every' } })],
  ])('%s', (_name, input, expected) => {
    expect(validateReminderPlanForm(input)).toEqual(expected);
  });

  it.each([
    [0, false],
    [1, true],
    [9999, true],
    [10000, false],
    [2.5, false],
  ])('the server number %d is valid: %s', (n, valid) => {
    expect(E.isRight(validateReminderEvery(n))).toBe(valid);
  });
});

describe("logDayToday (the log form's default date)", () => {
  it('is the local YYYY-MM-DD day, which logDateOf stores at noon UTC', () => {
    const now = new Date(2026, 10, 23, 23, 30);
    expect(logDayToday(now)).toBe('2026-11-23');
    expect(logDateOf(logDayToday(now))).toBe('2026-11-23T12:00:00.000Z');
  });
});
