import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT_ACTIVITIES, type EquipmentActivity } from '../entities/equipment-detail';
import type { ReportedActivity } from '../machines/equipment-activity';
import { runtimeSeconds } from './measures';
import { fleetUsageFold, machineUsage, usageWindow, type UsageReport, type UsageWindow } from './usage';

/**
 * Rules 10.3: report totals equal sums recomputed independently from the raw rows (random report
 * streams with replays and out-of-order reports). The reference below recomputes each day from
 * the raw rows by brute force (no running state shared across days, no day cursor, no binary
 * search), written from the rules' wording rather than from the implementation.
 */

const TEN_MINUTES = 600;
const sec = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/** The reports as the rules see them: distinct fix times (first given wins), in time order. */
const distinct = (reports: readonly UsageReport[]): UsageReport[] => {
  const firsts = reports.filter((x, i) => reports.findIndex((y) => Date.parse(y.fixAt) === Date.parse(x.fixAt)) === i);
  return firsts.sort((a, b) => Date.parse(a.fixAt) - Date.parse(b.fixAt));
};

/** Activity after each report, from the wording of rules 4.5: silence over 10 minutes resets to idle, a fault is faulty until cleared, work is reported unless faulty. */
const activities = (rows: readonly UsageReport[]): EquipmentActivity[] => {
  const out: EquipmentActivity[] = [];
  rows.forEach((row, i) => {
    const before = rows[i - 1];
    let a: EquipmentActivity = out[i - 1] ?? 'idle';
    if (before !== undefined && sec(row.fixAt) - sec(before.fixAt) > TEN_MINUTES) a = 'idle';
    if (row.errorCode !== null) a = 'faulty';
    else if (row.errorCleared && a === 'faulty') a = 'idle';
    if (row.activity !== null && a !== 'faulty') a = row.activity;
    out.push(a);
  });
  return out;
};

const overlap = (a0: number, a1: number, b0: number, b1: number): number => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/** One day recomputed from all rows: [dayStart, dayEnd) limited to the window's end. */
const referenceDay = (rows: readonly UsageReport[], dayStart: number, dayEnd: number, windowEnd: number) => {
  const acts = activities(rows);
  const seconds = Object.fromEntries(EQUIPMENT_ACTIVITIES.map((a) => [a, 0])) as Record<EquipmentActivity, number>;
  let usageTimes = 0;
  const end = Math.min(dayEnd, windowEnd);
  rows.forEach((row, i) => {
    const t = sec(row.fixAt);
    const next = rows[i + 1];
    const until = next === undefined ? Math.max(t, windowEnd) : sec(next.fixAt);
    seconds[acts[i] ?? 'idle'] += overlap(t, Math.min(until, t + TEN_MINUTES), dayStart, end);
    seconds.offline += overlap(t + TEN_MINUTES, until, dayStart, end);
    if (t < dayStart || t >= dayEnd) return;
    const earlierStatuses = rows
      .slice(0, i)
      .map((x) => x.inventoryStatus)
      .filter((s) => s !== null);
    if (row.inventoryStatus === 'out_for_work' && earlierStatuses.at(-1) === 'in_warehouse') usageTimes += 1;
  });
  // runtime is the time switched on: every activity but offline (rules 10.12)
  const runtimeHours = EQUIPMENT_ACTIVITIES.filter((a) => a !== 'offline').reduce((s, a) => s + seconds[a], 0) / 3600;
  return { usageTimes, runtimeHours, activitySeconds: seconds };
};

const reported: readonly ReportedActivity[] = ['mowing', 'charging', 'moving', 'idle', 'transfer'];

/** A period of 1 to 4 days around a DST change in Berlin or Chicago, seen at some instant during or after it. */
const scenario = fc
  .record({
    zone: fc.constantFrom(
      { tz: 'Europe/Berlin', from: ['2026-03-27', '2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25'] },
      { tz: 'America/Chicago', from: ['2026-03-07', '2026-03-08', '2026-10-31', '2026-11-01'] },
    ),
    pick: fc.nat(),
    length: fc.integer({ min: 1, max: 4 }),
    nowAfterStartHours: fc.integer({ min: 0, max: 24 * 6 }),
  })
  .chain(({ zone, pick, length, nowAfterStartHours }) => {
    const from = zone.from[pick % zone.from.length] ?? '2026-03-29';
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + (length - 1) * 86_400_000).toISOString().slice(0, 10);
    const probe = usageWindow({ from, to }, zone.tz, new Date('2030-01-01T00:00:00Z'));
    const window = usageWindow({ from, to }, zone.tz, new Date((probe.start + nowAfterStartHours * 3600) * 1000));
    const gap = fc.oneof(fc.integer({ min: 0, max: 900 }), fc.constantFrom(TEN_MINUTES, TEN_MINUTES + 1), fc.integer({ min: 900, max: 30_000 }));
    const row = fc.record({
      gap,
      millis: fc.integer({ min: 0, max: 999 }),
      inventoryStatus: fc.constantFrom<UsageReport['inventoryStatus']>('in_warehouse', 'out_for_work', null, 'never_seen'),
      activity: fc.option(fc.constantFrom(...reported)),
      errorCode: fc.option(fc.constant('E7'), { freq: 6 }),
      errorCleared: fc.boolean(),
    });
    return fc.record({
      window: fc.constant(window),
      first: fc.integer({ min: probe.start - 2 * 86_400, max: probe.end }),
      rows: fc.array(row, { maxLength: 60 }),
    });
  })
  .map(({ window, first, rows }) => {
    let at = first;
    const reports = rows.map((x): UsageReport => {
      at += x.gap;
      return {
        fixAt: new Date(at * 1000 + x.millis).toISOString(),
        inventoryStatus: x.inventoryStatus,
        activity: x.activity,
        errorCode: x.errorCode,
        errorCleared: x.errorCleared,
      };
    });
    return { window, reports };
  });

/** The stream as it arrives: shuffled, some reports sent again. */
const arrival = (reports: readonly UsageReport[]) =>
  fc.array(fc.nat({ max: Math.max(0, reports.length - 1) }), { maxLength: reports.length > 0 ? 10 : 0 }).chain((replays) =>
    fc.shuffledSubarray([...reports, ...replays.flatMap((i) => (reports[i] === undefined ? [] : [reports[i]]))], {
      minLength: reports.length + replays.length,
    }),
  );

const closeTo = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('usage totals equal sums recomputed independently from the raw rows (rules 10.3; fast-check)', () => {
  it('for random report streams with replays and out-of-order reports, every day and the totals match the reference, and the days add up to the totals', () => {
    fc.assert(
      fc.property(
        scenario.chain((s) => arrival(s.reports).map((arrived) => ({ ...s, arrived }))),
        ({ window, reports, arrived }) => {
          const usage = machineUsage(arrived, window);
          const rows = distinct(reports);
          window.days.forEach((day, i) => {
            const want = referenceDay(rows, day.start, day.end, window.end);
            const got = usage.days[i];
            expect(got?.usageTimes).toBe(want.usageTimes);
            expect(got?.activitySeconds).toEqual(want.activitySeconds);
            expect(closeTo(got?.runtimeHours ?? NaN, want.runtimeHours)).toBe(true);
          });
          const sum = (pick: (d: (typeof usage.days)[number]) => number): number => usage.days.reduce((s, d) => s + pick(d), 0);
          expect(usage.totals.usageTimes).toBe(sum((d) => d.usageTimes));
          expect(
            closeTo(
              usage.totals.runtimeHours,
              sum((d) => d.runtimeHours),
            ),
          ).toBe(true);
          for (const a of EQUIPMENT_ACTIVITIES) expect(usage.totals.activitySeconds[a]).toBe(sum((d) => d.activitySeconds[a]));
        },
      ),
      { numRuns: 300 },
    );
    // 300 generated streams take a few seconds on a busy 2-core CI machine; the limit is not what is tested.
  }, 30_000);

  it('the time in all activities is the time from the first report known (or the period start) to the period end or now', () => {
    fc.assert(
      fc.property(scenario, ({ window, reports }) => {
        const usage = machineUsage(reports, window);
        const firstAt = Math.min(...reports.map((x) => sec(x.fixAt)));
        const covered = reports.length === 0 ? 0 : Math.max(0, window.end - Math.max(window.start, firstAt));
        expect(Object.values(usage.totals.activitySeconds).reduce((s, x) => s + x, 0)).toBe(covered);
      }),
    );
  });

  it('the runtime and the offline time add up to the time covered, and the runtime activities add up to the runtime', () => {
    fc.assert(
      fc.property(scenario, ({ window, reports }) => {
        const usage = machineUsage(reports, window);
        const firstAt = Math.min(...reports.map((x) => sec(x.fixAt)));
        const covered = reports.length === 0 ? 0 : Math.max(0, window.end - Math.max(window.start, firstAt));
        expect(closeTo(usage.totals.runtimeHours * 3600 + usage.totals.activitySeconds.offline, covered)).toBe(true);
        expect(closeTo(usage.totals.runtimeHours * 3600, runtimeSeconds(usage.totals.activitySeconds))).toBe(true);
      }),
    );
  });

  it('the fleet totals are the sums of the machines, day by day', () => {
    fc.assert(
      fc.property(scenario, fc.array(scenario, { minLength: 1, maxLength: 4 }), (head, others) => {
        const window: UsageWindow = head.window;
        const machines = [head, ...others].map((s) => machineUsage(s.reports, window));
        const fold = fleetUsageFold(window);
        machines.forEach((m) => fold.add(m));
        const fleet = fold.result();
        expect(fleet.days.map((d) => d.day)).toEqual(window.days.map((d) => d.day));
        expect(fleet.totals.usageTimes).toBe(machines.reduce((s, m) => s + m.totals.usageTimes, 0));
        expect(fleet.totals.activitySeconds.offline).toBe(machines.reduce((s, m) => s + m.totals.activitySeconds.offline, 0));
        fleet.days.forEach((d, i) => expect(d.usageTimes).toBe(machines.reduce((s, m) => s + (m.days[i]?.usageTimes ?? 0), 0)));
      }),
    );
  });
});
