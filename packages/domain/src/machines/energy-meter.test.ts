import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { affectedDays, dayBounds, energyByDay, energyOfDay, localDay, readingDeltas, type MeterReading } from './energy-meter';

const H = 3_600_000;
const START = '2026-06-01T00:00:00.000Z';
const r = (fixAt: string, meterWh: number, meterStartedAt = START): MeterReading => ({ fixAt, meterWh, meterStartedAt });

describe('energy per reading (rules 11.6, decision 0009)', () => {
  it.each<[string, MeterReading[], number[]]>([
    ['the first reading is the baseline (its energy is history)', [r('2026-06-10T08:00:00Z', 5000)], [0]],
    ['a rising meter adds its difference', [r('2026-06-10T08:00:00Z', 5000), r('2026-06-10T09:00:00Z', 5600)], [0, 600]],
    ['an unchanged meter adds nothing', [r('2026-06-10T08:00:00Z', 5000), r('2026-06-10T09:00:00Z', 5000)], [0, 0]],
    [
      'a new meterStartedAt counts the whole reading (restarted at zero)',
      [r('2026-06-10T08:00:00Z', 5000), r('2026-06-10T09:00:00Z', 7000, '2026-06-10T08:30:00Z')],
      [0, 7000],
    ],
    ['a meter that went down with the same start counts the whole reading', [r('2026-06-10T08:00:00Z', 5000), r('2026-06-10T09:00:00Z', 300)], [0, 300]],
    [
      'readings are taken in fix-time order, not arrival order',
      [r('2026-06-10T10:00:00Z', 5900), r('2026-06-10T08:00:00Z', 5000), r('2026-06-10T09:00:00Z', 5600)],
      [0, 600, 300],
    ],
    [
      'a replay (same fix time) counts once, in another ISO spelling too',
      [r('2026-06-10T08:00:00Z', 5000), r('2026-06-10T09:00:00Z', 5600), r('2026-06-10T09:00:00.000Z', 5600)],
      [0, 600],
    ],
    [
      'the same meterStartedAt written differently is the same meter',
      [r('2026-06-10T08:00:00Z', 5000, '2026-06-01T00:00:00Z'), r('2026-06-10T09:00:00Z', 5200, '2026-06-01T00:00:00.000Z')],
      [0, 200],
    ],
  ])('%s', (_name, readings, deltas) => {
    expect(readingDeltas(readings).map((d) => d.deltaWh)).toEqual(deltas);
  });
});

describe('company-local days (rules 1.7 time zone per company)', () => {
  it.each([
    ['2026-03-28T23:30:00Z', 'Europe/Berlin', '2026-03-29'],
    ['2026-03-28T23:30:00Z', 'America/Chicago', '2026-03-28'],
    ['2026-06-15T04:59:59Z', 'America/Chicago', '2026-06-14'],
    ['2026-06-15T05:00:00Z', 'America/Chicago', '2026-06-15'],
    ['2026-06-15T05:00:00Z', 'UTC', '2026-06-15'],
  ])('%s in %s is %s', (iso, tz, day) => {
    expect(localDay(iso, tz)).toBe(day);
  });

  it.each([
    ['2026-03-29', 'Europe/Berlin', '2026-03-28T23:00:00.000Z', 23],
    ['2026-10-25', 'Europe/Berlin', '2026-10-24T22:00:00.000Z', 25],
    ['2026-03-08', 'America/Chicago', '2026-03-08T06:00:00.000Z', 23],
    ['2026-11-01', 'America/Chicago', '2026-11-01T05:00:00.000Z', 25],
    ['2026-06-15', 'America/Chicago', '2026-06-15T05:00:00.000Z', 24],
    ['2026-12-31', 'UTC', '2026-12-31T00:00:00.000Z', 24],
  ])('%s in %s starts at %s and lasts %i hours', (day, tz, start, hours) => {
    const b = dayBounds(day, tz);
    expect(b.start.toISOString()).toBe(start);
    expect((b.end.getTime() - b.start.getTime()) / H).toBe(hours);
    expect(localDay(b.start.toISOString(), tz)).toBe(day);
    expect(localDay(new Date(b.end.getTime() - 1).toISOString(), tz)).toBe(day);
  });

  it('attributes energy to the local day of the reading, so Berlin and Chicago split the same night differently', () => {
    const readings = [r('2026-06-14T21:00:00Z', 1000), r('2026-06-14T23:00:00Z', 1400), r('2026-06-15T03:00:00Z', 2000)];
    expect(energyByDay(readings, 'Europe/Berlin')).toEqual(
      new Map([
        ['2026-06-14', 0],
        ['2026-06-15', 1000],
      ]),
    );
    expect(energyByDay(readings, 'America/Chicago')).toEqual(new Map([['2026-06-14', 1000]]));
    expect(energyOfDay(readings, '2026-06-15', 'Europe/Berlin')).toBe(1000);
    expect(energyOfDay(readings, '2026-06-16', 'Europe/Berlin')).toBe(0);
  });
});

describe('days to recompute when readings are inserted', () => {
  const tz = 'UTC';
  it.each<[string, string[], string[], string[]]>([
    ['a reading after all others: its own day only', ['2026-06-10T08:00:00Z'], ['2026-06-11T08:00:00Z'], ['2026-06-11']],
    [
      "a late reading: its day and its successor's day",
      ['2026-06-10T08:00:00Z', '2026-06-12T08:00:00Z'],
      ['2026-06-11T08:00:00Z'],
      ['2026-06-11', '2026-06-12'],
    ],
    ['a replay changes nothing', ['2026-06-10T08:00:00Z'], ['2026-06-10T08:00:00.000Z'], []],
    ['the first reading ever', [], ['2026-06-10T08:00:00Z'], ['2026-06-10']],
    [
      'a batch whose readings follow each other',
      ['2026-06-13T08:00:00Z'],
      ['2026-06-10T08:00:00Z', '2026-06-11T08:00:00Z'],
      ['2026-06-10', '2026-06-11', '2026-06-13'],
    ],
  ])('%s', (_name, existing, added, days) => {
    expect(
      affectedDays(
        existing.map((fixAt) => ({ fixAt })),
        added.map((fixAt) => ({ fixAt })),
        tz,
      ),
    ).toEqual(days);
  });
});

/**
 * A charge history: a baseline reading, then steps of energy delivered (integer Wh), some with a
 * meter restart just after the previous reading. Fix times start within two days of a DST change
 * and are spread over several days.
 */
const DST_CASES = [
  { tz: 'Europe/Berlin', around: Date.parse('2026-03-29T01:00:00Z') },
  { tz: 'Europe/Berlin', around: Date.parse('2026-10-25T01:00:00Z') },
  { tz: 'America/Chicago', around: Date.parse('2026-03-08T08:00:00Z') },
  { tz: 'America/Chicago', around: Date.parse('2026-11-01T07:00:00Z') },
] as const;

const history = fc.record({
  dst: fc.constantFrom(...DST_CASES),
  offsetMs: fc.integer({ min: -48 * H, max: 12 * H }),
  baselineWh: fc.integer({ min: 0, max: 1_000_000 }),
  steps: fc.array(
    fc.record({
      gapMs: fc.integer({ min: 60_000, max: 14 * H }),
      energyWh: fc.integer({ min: 0, max: 20_000 }),
      reset: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    }),
    { minLength: 0, maxLength: 25 },
  ),
});

type History = typeof history extends fc.Arbitrary<infer T> ? T : never;

/** The readings of a history and the energy truly delivered per local day (steps after the baseline). */
const build = (h: History): { readings: MeterReading[]; truth: Map<string, number> } => {
  let t = h.dst.around + h.offsetMs;
  let meterStartedAt = new Date(t - 30 * 86_400_000).toISOString();
  let meter = h.baselineWh;
  const readings: MeterReading[] = [{ fixAt: new Date(t).toISOString(), meterWh: meter, meterStartedAt }];
  const truth = new Map<string, number>([[localDay(new Date(t).toISOString(), h.dst.tz), 0]]);
  for (const s of h.steps) {
    if (s.reset) {
      meterStartedAt = new Date(t + 1000).toISOString(); // restarted at zero right after the previous reading
      meter = 0;
    }
    t += s.gapMs;
    meter += s.energyWh;
    const fixAt = new Date(t).toISOString();
    readings.push({ fixAt, meterWh: meter, meterStartedAt });
    const day = localDay(fixAt, h.dst.tz);
    truth.set(day, (truth.get(day) ?? 0) + s.energyWh);
  }
  return { readings, truth };
};

/**
 * The server's algorithm (apps/server/src/areas/ingest): store only readings with a new fix time, ask
 * `affectedDays` (given the stored successor of each new reading), then recompute each affected day
 * from that day's readings plus the one just before it.
 */
class IncrementalStore {
  private readonly stored = new Map<number, MeterReading>();
  readonly days = new Map<string, number>();
  constructor(private readonly tz: string) {}

  insert(batch: readonly MeterReading[]): void {
    const fresh: MeterReading[] = [];
    for (const reading of batch) {
      const t = Date.parse(reading.fixAt);
      if (this.stored.has(t)) continue;
      this.stored.set(t, reading);
      fresh.push(reading);
    }
    const sorted = [...this.stored.entries()].sort((a, b) => a[0] - b[0]);
    const freshTimes = new Set(fresh.map((f) => Date.parse(f.fixAt)));
    const successors = fresh
      .map((f) => sorted.find(([t]) => t > Date.parse(f.fixAt))?.[1])
      .filter((s): s is MeterReading => s !== undefined && !freshTimes.has(Date.parse(s.fixAt)));
    for (const day of affectedDays(successors, fresh, this.tz)) {
      const { start, end } = dayBounds(day, this.tz);
      const inDay = sorted.filter(([t]) => t >= start.getTime() && t < end.getTime()).map(([, v]) => v);
      const before = sorted.filter(([t]) => t < start.getTime()).at(-1)?.[1];
      this.days.set(day, energyOfDay(before === undefined ? inDay : [before, ...inDay], day, this.tz));
    }
  }
}

describe('energy per day from arrivals in any order (property, decision 0009)', () => {
  it('replayed, shuffled readings in random batches sum to the energy really delivered per day', () => {
    const scenario = history.chain((h) => {
      const { readings, truth } = build(h);
      const withReplays = fc
        .array(fc.nat({ max: readings.length - 1 }), { maxLength: 8 })
        .map((picks) => [...readings, ...picks.flatMap((i) => (readings[i] === undefined ? [] : [readings[i]]))]);
      return withReplays.chain((all) =>
        fc.tuple(
          fc.constant({ h, readings, truth }),
          fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }),
          fc.array(fc.integer({ min: 1, max: 6 }), { minLength: all.length, maxLength: all.length }),
        ),
      );
    });
    fc.assert(
      fc.property(scenario, ([{ h, readings, truth }, shuffled, sizes]) => {
        const store = new IncrementalStore(h.dst.tz);
        let i = 0;
        for (const size of sizes) {
          if (i >= shuffled.length) break;
          store.insert(shuffled.slice(i, i + size));
          i += size;
        }
        const whole = energyByDay(readings, h.dst.tz);
        expect(store.days).toEqual(truth);
        expect(whole).toEqual(truth);
        expect(energyByDay(shuffled, h.dst.tz)).toEqual(truth);
      }),
      { numRuns: 200 },
    );
  });
});
