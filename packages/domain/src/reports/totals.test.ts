import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayBounds, localDay } from '../machines/energy-meter';
import {
  countsByKey,
  dayOfInstant,
  kwhForDisplay,
  localMonth,
  maintenanceTotals,
  maintenanceTotalsFold,
  monthsOfDays,
  periodDailyAverageWh,
  powerTotals,
  SERVICE_TYPES,
  type MaintenanceFigures,
} from './totals';

const log = (over: Partial<MaintenanceFigures>): MaintenanceFigures => ({
  serviceType: 'maintenance',
  day: '2026-06-10',
  laborMinutes: 30,
  expenseCents: 1000,
  currency: 'USD',
  ...over,
});

describe('counts by key (rules 10.2)', () => {
  it('lists every key in order with 0 for the missing ones, adds a key given twice and ignores unknown keys', () => {
    expect(
      countsByKey(
        ['in_warehouse', 'out_for_work', 'never_seen'],
        [
          { key: 'never_seen', count: 2 },
          { key: 'in_warehouse', count: 1 },
          { key: 'never_seen', count: 3 },
          { key: 'other', count: 9 },
        ],
      ),
    ).toEqual([
      { key: 'in_warehouse', count: 1 },
      { key: 'out_for_work', count: 0 },
      { key: 'never_seen', count: 5 },
    ]);
  });
});

describe('maintenance totals (rules 10.4: by type, by company-local month, overall; rules 1.7 time zone)', () => {
  it('sums count, labor and expenses per currency, for every type and month shown (zeros included)', () => {
    const result = maintenanceTotals(
      [
        log({ serviceType: 'repair', laborMinutes: 90, expenseCents: 12_550, currency: 'EUR' }),
        log({ serviceType: 'repair', laborMinutes: 15, expenseCents: 450, currency: 'USD' }),
        log({ serviceType: 'inspection', laborMinutes: 20, expenseCents: 0, day: '2026-07-02' }),
      ],
      ['2026-05', '2026-06', '2026-07'],
    );
    expect(result.totals).toEqual({
      count: 3,
      laborMinutes: 125,
      expenses: [
        { currency: 'EUR', amountCents: 12_550 },
        { currency: 'USD', amountCents: 450 },
      ],
    });
    expect(result.byType).toEqual([
      { serviceType: 'maintenance', count: 0, laborMinutes: 0, expenses: [] },
      { serviceType: 'inspection', count: 1, laborMinutes: 20, expenses: [{ currency: 'USD', amountCents: 0 }] },
      {
        serviceType: 'repair',
        count: 2,
        laborMinutes: 105,
        expenses: [
          { currency: 'EUR', amountCents: 12_550 },
          { currency: 'USD', amountCents: 450 },
        ],
      },
    ]);
    expect(result.byMonth.map((m) => [m.month, m.count])).toEqual([
      ['2026-05', 0],
      ['2026-06', 2],
      ['2026-07', 1],
    ]);
  });

  it('puts a log in the company-local month: Berlin after midnight on 1 April (summer time) and Chicago before midnight on 31 October are in different months than UTC', () => {
    expect(localMonth('2026-03-31T22:30:00.000Z', 'Europe/Berlin')).toBe('2026-04');
    expect(localMonth('2026-03-31T22:30:00.000Z', 'America/Chicago')).toBe('2026-03');
    expect(localMonth('2026-11-01T04:30:00.000Z', 'America/Chicago')).toBe('2026-10');
    expect(localMonth('2026-11-01T04:30:00.000Z', 'Europe/Berlin')).toBe('2026-11');
  });

  it('a group of logs counts as many logs', () => {
    expect(maintenanceTotals([log({ count: 4, laborMinutes: 100 }), log({})], ['2026-06']).totals).toMatchObject({ count: 5, laborMinutes: 130 });
  });

  it('finds the company-local day of an instant among DST-correct day bounds (Berlin, 29 March 2026 is 23 hours), null outside', () => {
    const find = dayOfInstant(['2026-03-28', '2026-03-29', '2026-03-30'].map((day) => ({ day, ...dayBounds(day, 'Europe/Berlin') })));
    expect(find(new Date('2026-03-27T22:59:59.999Z'))).toBeNull();
    expect(find(new Date('2026-03-27T23:00:00.000Z'))).toBe('2026-03-28');
    expect(find(new Date('2026-03-28T22:59:59.999Z'))).toBe('2026-03-28');
    expect(find(new Date('2026-03-28T23:00:00.000Z'))).toBe('2026-03-29');
    expect(find(new Date('2026-03-29T21:59:59.999Z'))).toBe('2026-03-29');
    expect(find(new Date('2026-03-29T22:00:00.000Z'))).toBe('2026-03-30');
    expect(find(new Date('2026-03-30T22:00:00.000Z'))).toBeNull();
    fc.assert(
      fc.property(fc.date({ min: new Date('2026-03-27T23:00:00Z'), max: new Date('2026-03-30T21:59:59Z'), noInvalidDate: true }), (at) => {
        expect(find(at)).toBe(localDay(at.toISOString(), 'Europe/Berlin'));
      }),
    );
  });

  it('a log of a month not listed still gets its month row', () => {
    const result = maintenanceTotals([log({ day: '2026-01-05' })], ['2026-06']);
    expect(result.byMonth.map((m) => m.month)).toEqual(['2026-01', '2026-06']);
  });

  it('the months of a period are each month its days touch', () => {
    expect(monthsOfDays(['2026-02-27', '2026-02-28', '2026-03-01'])).toEqual(['2026-02', '2026-03']);
  });

  it('the overall totals equal the sum of the types and the sum of the months, whatever the order the logs are folded in', () => {
    const figures = fc.record({
      serviceType: fc.constantFrom(...SERVICE_TYPES),
      day: fc
        .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      laborMinutes: fc.nat(10_000),
      expenseCents: fc.nat(1_000_000),
      currency: fc.constantFrom('USD', 'EUR', 'GBP'),
    });
    fc.assert(
      fc.property(fc.array(figures, { maxLength: 60 }), (logs) => {
        const fold = maintenanceTotalsFold([]);
        for (const l of [...logs].reverse()) fold.add(l);
        const result = fold.result();
        expect(result).toEqual(maintenanceTotals(logs, []));
        const sum = (groups: readonly { count: number; laborMinutes: number }[]) =>
          groups.reduce<[number, number]>(([count, labor], g) => [count + g.count, labor + g.laborMinutes], [0, 0]);
        expect(sum(result.byType)).toEqual([logs.length, logs.reduce((a, l) => a + l.laborMinutes, 0)]);
        expect(sum(result.byMonth)).toEqual([logs.length, logs.reduce((a, l) => a + l.laborMinutes, 0)]);
        for (const { currency, amountCents } of result.totals.expenses) {
          expect(amountCents).toBe(logs.filter((l) => l.currency === currency).reduce((a, l) => a + l.expenseCents, 0));
        }
      }),
    );
  });
});

describe('power totals (rules 10.5)', () => {
  it('lists every day of the period with its energy (0 when none), ignores days outside it, and averages over all the days', () => {
    const result = powerTotals(
      ['2026-03-28', '2026-03-29', '2026-03-30'],
      new Map([
        ['2026-03-29', 1500],
        ['2026-03-27', 999],
        ['2026-03-30', 600],
      ]),
    );
    expect(result).toEqual({
      days: [
        { day: '2026-03-28', energyWh: 0 },
        { day: '2026-03-29', energyWh: 1500 },
        { day: '2026-03-30', energyWh: 600 },
      ],
      totalWh: 2100,
      dailyAverageWh: 700,
    });
  });

  it('the daily average of no days is 0', () => {
    expect(periodDailyAverageWh(500, 0)).toBe(0);
    expect(periodDailyAverageWh(700, 7)).toBe(100);
  });

  it('shows kWh with one decimal like the screens', () => {
    expect(kwhForDisplay(12_449)).toBe(12.4);
    expect(kwhForDisplay(12_450)).toBe(12.5);
    expect(kwhForDisplay(0)).toBe(0);
  });
});
