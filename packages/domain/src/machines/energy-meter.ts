import { TZDate } from '@date-fns/tz';

/**
 * Energy charged per charger per company-local day from cumulative meter readings (rules 11.6:
 * energy charged, historical total, daily average; rules 1.7 time zone per company;
 * docs/decisions/0009).
 *
 * A charger reports its cumulative energy meter (Wh delivered since the meter last started from
 * zero) and `meterStartedAt`, when that was (installation, replacement, reboot). The energy of a
 * reading is its difference from the reading just before it in fix time:
 * (a) no earlier reading: 0 — the first reading is the baseline; what the meter shows before the
 *     charger first reported is its history;
 * (b) same `meterStartedAt` as the predecessor and the meter did not go down: `meterWh - prev.meterWh`;
 * (c) a different `meterStartedAt`, or the meter went down: `meterWh` — the meter restarted at
 *     zero, so everything it shows was delivered since.
 * The energy belongs to the company-local day (YYYY-MM-DD) of the reading's fix time. Readings
 * with the same fix time are one reading (a replay): the first one given counts.
 * Days are therefore a function of the set of readings, whatever order they arrived in.
 */
export interface MeterReading {
  /** Fix time of the snapshot, ISO 8601. */
  readonly fixAt: string;
  /** Cumulative meter, Wh since `meterStartedAt`; >= 0. */
  readonly meterWh: number;
  /** When the meter last started from zero, ISO 8601. */
  readonly meterStartedAt: string;
}

/** A reading with the energy (Wh, >= 0) it adds. */
export interface ReadingDelta {
  readonly reading: MeterReading;
  readonly deltaWh: number;
}

const ms = (iso: string): number => Date.parse(iso);

/** The readings sorted by fix time, one per fix time (the first given wins). */
const uniqueSorted = <R extends { readonly fixAt: string }>(readings: readonly R[]): R[] => {
  const byTime = new Map<number, R>();
  for (const r of readings) if (!byTime.has(ms(r.fixAt))) byTime.set(ms(r.fixAt), r);
  return [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
};

/**
 * The energy each reading adds (rules a–c above), in fix-time order, replays removed.
 * @param readings any order; duplicates of a fix time count once.
 * @returns one `{ reading, deltaWh }` per distinct fix time, sorted by fix time.
 */
export const readingDeltas = (readings: readonly MeterReading[]): ReadingDelta[] => {
  let prev: MeterReading | undefined;
  return uniqueSorted(readings).map((reading) => {
    const deltaWh =
      prev === undefined
        ? 0
        : ms(prev.meterStartedAt) === ms(reading.meterStartedAt) && reading.meterWh >= prev.meterWh
          ? reading.meterWh - prev.meterWh
          : reading.meterWh;
    prev = reading;
    return { reading, deltaWh };
  });
};

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' });
    dayFormats.set(timeZone, format);
  }
  return format;
};

/**
 * The calendar day (YYYY-MM-DD) of the instant `iso` in the IANA time zone `timeZone` (rules 1.7).
 * Exports call it per row, so it uses one cached Intl formatter per zone (measured about 8 µs a
 * call instead of 20 µs with a new TZDate each time). @throws RangeError for an unknown time zone.
 */
export const localDay = (iso: string, timeZone: string): string => {
  let year = '';
  let month = '';
  let day = '';
  for (const part of dayFormat(timeZone).formatToParts(ms(iso))) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
};

/**
 * The instants a local day spans in `timeZone`: `start` inclusive, `end` exclusive (the next day's
 * start). DST-correct: a day is 23 or 25 hours long on a change (Europe/Berlin 2026-03-29 is 23 h),
 * and a day whose midnight does not exist starts at its first existing minute.
 * @param day YYYY-MM-DD.
 */
export const dayBounds = (day: string, timeZone: string): { start: Date; end: Date } => {
  const [y = NaN, m = NaN, d = NaN] = day.split('-').map(Number);
  return {
    start: new Date(new TZDate(y, m - 1, d, timeZone).getTime()),
    end: new Date(new TZDate(y, m - 1, d + 1, timeZone).getTime()),
  };
};

/**
 * Energy charged per company-local day (Wh) of a set of readings. Every day holding a reading is
 * present, with 0 when nothing was delivered (the first reading's day included).
 */
export const energyByDay = (readings: readonly MeterReading[], timeZone: string): Map<string, number> => {
  const days = new Map<string, number>();
  for (const { reading, deltaWh } of readingDeltas(readings)) {
    const day = localDay(reading.fixAt, timeZone);
    days.set(day, (days.get(day) ?? 0) + deltaWh);
  }
  return days;
};

/**
 * Energy (Wh) of one local day. `readings` must hold every reading of the day plus the one reading
 * just before the day's start (when there is one); others may be present and are ignored. This is
 * what the server reads to recompute a day (rules 11.6).
 */
export const energyOfDay = (readings: readonly MeterReading[], day: string, timeZone: string): number => energyByDay(readings, timeZone).get(day) ?? 0;

/**
 * The local days whose energy can change when `newReadings` join the stored readings: the day of
 * each new reading and the day of the reading that follows it (whose delta now counts from the new
 * one). A "new" reading with a fix time already stored is a replay and changes nothing.
 * @param existingSorted the stored readings before the insert (sorted by fix time or not); it must
 *   hold at least, for each new reading, the stored reading that follows it.
 * @returns the days, sorted.
 */
export const affectedDays = (
  existingSorted: readonly { readonly fixAt: string }[],
  newReadings: readonly { readonly fixAt: string }[],
  timeZone: string,
): string[] => {
  const existing = new Set(existingSorted.map((r) => ms(r.fixAt)));
  const added = new Set(newReadings.map((r) => ms(r.fixAt)).filter((t) => !existing.has(t)));
  const all = [...new Set([...existing, ...added])].sort((a, b) => a - b);
  const days = new Set<string>();
  all.forEach((t, i) => {
    if (!added.has(t)) return;
    days.add(localDay(new Date(t).toISOString(), timeZone));
    const next = all[i + 1];
    if (next !== undefined) days.add(localDay(new Date(next).toISOString(), timeZone));
  });
  return [...days].sort();
};
