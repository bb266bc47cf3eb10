import { describe, expect, it } from 'vitest';
import type { EquipmentActivity } from '../entities/equipment-detail';
import { runtimeHoursForDisplay, runtimeSeconds } from './measures';
import { activityHoursForDisplay, emptyUsage, engineHoursForDisplay, fleetUsageFold, machineUsage, usageWindow, type UsageReport } from './usage';

const r = (
  fixAt: string,
  inventoryStatus: UsageReport['inventoryStatus'],
  activity: UsageReport['activity'],
  fault: Partial<Pick<UsageReport, 'errorCode' | 'errorCleared'>> = {},
): UsageReport => ({
  fixAt,
  inventoryStatus,
  activity,
  errorCode: fault.errorCode ?? null,
  errorCleared: fault.errorCleared ?? false,
});
const seconds = (partial: Partial<Record<EquipmentActivity, number>>): Record<EquipmentActivity, number> => ({ ...emptyUsage().activitySeconds, ...partial });
const M = 60;

describe('a machine that leaves the warehouse and comes back (rules 10.3 equipment usage, rules 4)', () => {
  const day = usageWindow({ from: '2026-06-10', to: '2026-06-10' }, 'UTC', new Date('2026-06-12T00:00:00Z'));
  const reports = [
    r('2026-06-10T08:00:00Z', 'in_warehouse', 'idle'),
    r('2026-06-10T08:05:00Z', 'out_for_work', 'mowing'),
    r('2026-06-10T08:12:00Z', null, 'mowing'), // no position: the status carries on
    r('2026-06-10T08:40:00Z', 'in_warehouse', 'charging'), // 28 minutes later: 10 mowing, 18 offline
    r('2026-06-10T08:45:00Z', 'out_for_work', 'moving'),
    r('2026-06-10T08:50:00Z', 'in_warehouse', 'idle'),
  ];

  it('counts each time it went out, the time in each activity and the runtime they add up to (offline excluded)', () => {
    const usage = machineUsage(reports, day);
    expect(usage.totals.usageTimes).toBe(2);
    // idle 15 + mowing 17 + charging 5 + moving 5 minutes
    expect(usage.totals.runtimeHours).toBeCloseTo(42 / 60, 9);
    expect(usage.totals.activitySeconds).toEqual(
      // 08:50 to midnight: 10 minutes idle, then offline (no report)
      seconds({ idle: 5 * M + 10 * M, mowing: 7 * M + 10 * M, offline: 18 * M + (15 * 60 + 10 - 10) * M, charging: 5 * M, moving: 5 * M }),
    );
    expect(usage.days).toEqual([usage.totals]);
  });

  it('does not depend on the arrival order, and a replayed report counts once', () => {
    const shuffled = [reports[3], reports[0], reports[5], reports[1], reports[3], reports[4], reports[2], reports[0]].filter((x) => x !== undefined);
    expect(machineUsage(shuffled, day)).toEqual(machineUsage(reports, day));
  });

  it('counts nothing after now: the figures of today so far', () => {
    const today = usageWindow({ from: '2026-06-10', to: '2026-06-10' }, 'UTC', new Date('2026-06-10T09:30:00Z'));
    const usage = machineUsage(reports, today);
    expect(usage.totals.activitySeconds.idle).toBe(5 * M + 10 * M);
    expect(usage.totals.activitySeconds.offline).toBe(18 * M + 30 * M);
  });

  it('the first report of the period counts as going out only if the one before the period was in the warehouse', () => {
    const period = usageWindow({ from: '2026-06-11', to: '2026-06-11' }, 'UTC', new Date('2026-06-12T00:00:00Z'));
    const first = r('2026-06-11T07:00:00Z', 'out_for_work', 'moving');
    expect(machineUsage([r('2026-06-10T18:00:00Z', 'in_warehouse', 'idle'), first], period).totals.usageTimes).toBe(1);
    expect(machineUsage([r('2026-06-10T18:00:00Z', 'out_for_work', 'idle'), first], period).totals.usageTimes).toBe(0);
    expect(machineUsage([first], period).totals.usageTimes).toBe(0);
  });

  it('the last report before the period sets the activity the period starts in (offline after 10 minutes)', () => {
    const period = usageWindow({ from: '2026-06-11', to: '2026-06-11' }, 'UTC', new Date('2026-06-12T00:00:00Z'));
    const usage = machineUsage([r('2026-06-10T23:55:00Z', 'out_for_work', 'mowing')], period);
    expect(usage.totals.activitySeconds).toEqual(seconds({ mowing: 5 * M, offline: 24 * 60 * M - 5 * M }));
  });

  it('a fault makes the machine faulty until it is cleared; reported work does not end it', () => {
    const usage = machineUsage(
      [
        r('2026-06-10T10:00:00Z', 'out_for_work', 'mowing', { errorCode: 'E42' }),
        r('2026-06-10T10:05:00Z', 'out_for_work', 'mowing'),
        r('2026-06-10T10:10:00Z', 'out_for_work', null, { errorCleared: true }),
        r('2026-06-10T10:15:00Z', 'out_for_work', 'mowing'),
      ],
      usageWindow({ from: '2026-06-10', to: '2026-06-10' }, 'UTC', new Date('2026-06-10T10:20:00Z')),
    );
    expect(usage.totals.activitySeconds).toEqual(seconds({ faulty: 10 * M, idle: 5 * M, mowing: 5 * M }));
  });
});

describe('company-local day buckets around DST changes (rules 1.7, 10.3)', () => {
  it.each([
    // Berlin, 29 March 2026 has 23 hours: 22:30 UTC on the 28th is 23:30 CET on the 28th, 21:30 UTC on the 29th is 23:30 CEST on the 29th
    ['Europe/Berlin', '2026-03-28', '2026-03-29', '2026-03-28T22:30:00Z', '2026-03-29T21:30:00Z', ['2026-03-28', '2026-03-29']],
    // Berlin, 25 October 2026 has 25 hours: 22:30 UTC on the 24th is 00:30 CEST on the 25th; 22:30 UTC on the 25th is 23:30 CET
    ['Europe/Berlin', '2026-10-25', '2026-10-26', '2026-10-24T22:30:00Z', '2026-10-25T22:30:00Z', ['2026-10-25', '2026-10-25']],
    // Chicago, 8 March 2026: 05:30 UTC is still 23:30 CST on the 7th; 04:30 UTC on the 9th is 23:30 CDT on the 8th
    ['America/Chicago', '2026-03-07', '2026-03-08', '2026-03-08T05:30:00Z', '2026-03-09T04:30:00Z', ['2026-03-07', '2026-03-08']],
    // Chicago, 1 November 2026: 05:30 UTC is 00:30 CDT on the 1st; 05:30 UTC on the 2nd is 23:30 CST on the 1st
    ['America/Chicago', '2026-11-01', '2026-11-02', '2026-11-01T05:30:00Z', '2026-11-02T05:30:00Z', ['2026-11-01', '2026-11-01']],
  ])('in %s (%s..%s), going out at %s and at %s counts on %o', (tz, from, to, out1, out2, expected) => {
    const window = usageWindow({ from, to }, tz, new Date('2027-01-01T00:00:00Z'));
    const backAt = (iso: string): string => new Date(Date.parse(iso) + 60 * M * 1000).toISOString();
    const usage = machineUsage(
      [
        r('2026-01-01T00:00:00Z', 'in_warehouse', 'idle'),
        r(out1, 'out_for_work', 'mowing'),
        r(backAt(out1), 'in_warehouse', 'idle'),
        r(out2, 'out_for_work', 'mowing'),
        r(backAt(out2), 'in_warehouse', 'idle'),
      ],
      window,
    );
    const perDay = Object.fromEntries(window.days.map((d, i) => [d.day, usage.days[i]?.usageTimes]));
    const want: Record<string, number> = { [from]: 0, [to]: 0 };
    for (const d of expected) want[d] = (want[d] ?? 0) + 1;
    expect(perDay).toEqual(want);
    // runtime is the time in the runtime activities, every day
    for (const d of usage.days) expect(d.runtimeHours).toBe(runtimeSeconds(d.activitySeconds) / 3600);
  });

  it.each([
    ['Europe/Berlin', '2026-03-29', 23],
    ['Europe/Berlin', '2026-10-25', 25],
    ['America/Chicago', '2026-03-08', 23],
    ['America/Chicago', '2026-11-01', 25],
  ])('a machine reporting every 10 minutes all through %s %s is idle for %i hours that day', (tz, day, hours) => {
    const window = usageWindow({ from: day, to: day }, tz, new Date('2027-01-01T00:00:00Z'));
    const reports: UsageReport[] = [];
    for (let at = (window.start - 300) * 1000; at < (window.end + 3600) * 1000; at += 600_000)
      reports.push(r(new Date(at).toISOString(), 'in_warehouse', 'idle'));
    expect(machineUsage(reports, window).totals.activitySeconds).toEqual(seconds({ idle: hours * 3600 }));
  });
});

describe('fleet days and totals', () => {
  it('sums the machines per day, every day of the period present with zeros', () => {
    const window = usageWindow({ from: '2026-06-10', to: '2026-06-12' }, 'UTC', new Date('2026-06-13T00:00:00Z'));
    const a = machineUsage([r('2026-06-10T08:00:00Z', 'in_warehouse', 'idle'), r('2026-06-10T08:05:00Z', 'out_for_work', 'mowing')], window);
    const b = machineUsage([r('2026-06-11T23:55:00Z', 'in_warehouse', 'idle'), r('2026-06-12T00:05:00Z', 'out_for_work', 'mowing')], window);
    const fold = fleetUsageFold(window);
    fold.add(a);
    fold.add(b);
    const fleet = fold.result();
    // a: 5 min idle and 10 min mowing on the 10th; b: 5 min idle on the 11th, 5 min idle and 10 min mowing on the 12th
    expect(fleet.days.map((d) => [d.day, d.usageTimes, d.runtimeHours * 60])).toEqual([
      ['2026-06-10', 1, 15],
      ['2026-06-11', 0, 5],
      ['2026-06-12', 1, 15],
    ]);
    expect(fleet.totals.usageTimes).toBe(2);
    expect(fleet.totals.runtimeHours * 60).toBeCloseTo(35, 9);
    expect(fleet.days[1]?.activitySeconds.idle).toBe(5 * M);
    expect(fleet.days[2]?.activitySeconds.idle).toBe(5 * M);
  });

  it('shows runtime, activity time and engine hours in hours with one decimal, the runtime as the sum of the shown activities', () => {
    expect(engineHoursForDisplay(1.0000000000000002)).toBe(1);
    expect(engineHoursForDisplay(12.34)).toBe(12.3);
    // 0.04 h + 0.04 h each round to 0.0 shown: the runtime shown is their sum, 0.0, not 0.1
    expect(runtimeHoursForDisplay({ ...seconds({}), idle: 144, mowing: 144 })).toBe(0);
    expect(activityHoursForDisplay(5400)).toBe(1.5);
    expect(activityHoursForDisplay(0)).toBe(0);
  });
});
