import { localDay } from '../machines/energy-meter';

/**
 * The totals of the inventory, maintenance and charger power consumption reports (rules 10.2,
 * 10.4, 10.5): counts per key with zeros, maintenance totals by service type and by company-local
 * month with expenses per currency, and the power report's days, total and daily average. Pure: the
 * server queries rows and calls these, so the screen, the exports and the scheduled mails agree.
 */

/** The maintenance service types (rules 18.1), in report order. */
export const SERVICE_TYPES = ['maintenance', 'inspection', 'repair'] as const;
export type ReportServiceType = (typeof SERVICE_TYPES)[number];

/**
 * A count for every key of `keys`, in the order of `keys`, 0 for a key missing from `counted`
 * (rules 10.2: counts by inventory status and by category). Counts of keys outside `keys` are ignored.
 * @param counted `{ key, count }` pairs, e.g. from a SQL `group by`; a key given twice adds up.
 */
export const countsByKey = <K extends string>(
  keys: readonly K[],
  counted: readonly { readonly key: string; readonly count: number }[],
): { key: K; count: number }[] => {
  const byKey = new Map<string, number>();
  for (const c of counted) byKey.set(c.key, (byKey.get(c.key) ?? 0) + c.count);
  return keys.map((key) => ({ key, count: byKey.get(key) ?? 0 }));
};

/** The money of a group of logs: expense in minor units (cents) per ISO 4217 currency, sorted by currency. */
export interface CurrencyAmount {
  readonly currency: string;
  readonly amountCents: number;
}

/** Totals of a group of maintenance logs: how many, labor time (minutes) and expenses per currency (contract MaintenanceTotals). */
export interface MaintenanceTotals {
  readonly count: number;
  readonly laborMinutes: number;
  readonly expenses: readonly CurrencyAmount[];
}

/**
 * What the totals need of one maintenance log, or of a group of logs alike (rules 3.5): the service
 * type, the company-local day it was performed on (YYYY-MM-DD, rules 1.7; see `dayOfInstant`), how
 * many logs (`count`, 1 for one log), their labor minutes and expense in minor units, and the currency.
 */
export interface MaintenanceFigures {
  readonly serviceType: ReportServiceType;
  readonly day: string;
  readonly count?: number;
  readonly laborMinutes: number;
  readonly expenseCents: number;
  readonly currency: string;
}

/** The maintenance report's totals (rules 10.4): per service type (all three, zeros included), per company-local month `YYYY-MM`, and overall. */
export interface MaintenanceReportTotals {
  readonly byType: readonly ({ readonly serviceType: ReportServiceType } & MaintenanceTotals)[];
  readonly byMonth: readonly ({ readonly month: string } & MaintenanceTotals)[];
  readonly totals: MaintenanceTotals;
}

interface Group {
  count: number;
  laborMinutes: number;
  readonly expenses: Map<string, number>;
}
const emptyGroup = (): Group => ({ count: 0, laborMinutes: 0, expenses: new Map() });
const addTo = (g: Group, log: MaintenanceFigures): void => {
  g.count += log.count ?? 1;
  g.laborMinutes += log.laborMinutes;
  g.expenses.set(log.currency, (g.expenses.get(log.currency) ?? 0) + log.expenseCents);
};
const totalsOf = (g: Group): MaintenanceTotals => ({
  count: g.count,
  laborMinutes: g.laborMinutes,
  expenses: [...g.expenses.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([currency, amountCents]) => ({ currency, amountCents })),
});

/** The company-local month (`YYYY-MM`) of the instant `iso` in the IANA `timeZone` (rules 1.7 time zone per company). */
export const localMonth = (iso: string, timeZone: string): string => localDay(iso, timeZone).slice(0, 7);

/**
 * A finder of the company-local day of an instant among the consecutive `days` of a period (reports/
 * period `periodDayBounds`: DST-correct bounds, `start` inclusive, `end` exclusive) by binary
 * search, for many instants at once (a report's rows); null outside the period.
 */
export const dayOfInstant = (days: readonly { readonly day: string; readonly start: Date; readonly end: Date }[]) => {
  const starts = days.map((d) => d.start.getTime());
  const last = days.at(-1);
  return (at: Date): string | null => {
    const t = at.getTime();
    if (last === undefined || t < (starts[0] ?? Infinity) || t >= last.end.getTime()) return null;
    let [lo, hi] = [0, starts.length - 1];
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if ((starts[mid] ?? Infinity) <= t) lo = mid;
      else hi = mid - 1;
    }
    return days[lo]?.day ?? null;
  };
};

/** The months (`YYYY-MM`) the days (`YYYY-MM-DD`) fall in, each once, sorted. */
export const monthsOfDays = (days: readonly string[]): string[] => [...new Set(days.map((d) => d.slice(0, 7)))].sort();

/** An accumulator of maintenance totals: `add` each log once (any order), then `result`. */
export interface MaintenanceTotalsFold {
  readonly add: (log: MaintenanceFigures) => void;
  readonly result: () => MaintenanceReportTotals;
}

/**
 * Maintenance totals folded one log (or group of logs) at a time, so the server can feed a
 * period's logs in chunks or as groups (100,000 rows never held at once; rules 10.9, 21.9). A log's month
 * is the month of its company-local day (rules 1.7); `months` lists the months shown (every month of
 * the period, zeros included; see `monthsOfDays`), and a log of a month not listed still gets its
 * row. Expenses are summed per currency, never converted.
 */
export const maintenanceTotalsFold = (months: readonly string[]): MaintenanceTotalsFold => {
  const all = emptyGroup();
  const byType = new Map<ReportServiceType, Group>(SERVICE_TYPES.map((s) => [s, emptyGroup()]));
  const byMonth = new Map<string, Group>(months.map((m) => [m, emptyGroup()]));
  return {
    add: (log) => {
      addTo(all, log);
      const type = byType.get(log.serviceType) ?? emptyGroup();
      byType.set(log.serviceType, type);
      addTo(type, log);
      const month = log.day.slice(0, 7);
      const group = byMonth.get(month) ?? emptyGroup();
      byMonth.set(month, group);
      addTo(group, log);
    },
    result: () => ({
      byType: SERVICE_TYPES.map((serviceType) => ({ serviceType, ...totalsOf(byType.get(serviceType) ?? emptyGroup()) })),
      byMonth: [...byMonth.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([month, g]) => ({ month, ...totalsOf(g) })),
      totals: totalsOf(all),
    }),
  };
};

/** The maintenance totals of `logs` at once (see `maintenanceTotalsFold`). */
export const maintenanceTotals = (logs: Iterable<MaintenanceFigures>, months: readonly string[]): MaintenanceReportTotals => {
  const fold = maintenanceTotalsFold(months);
  for (const log of logs) fold.add(log);
  return fold.result();
};

/**
 * The daily average energy over a report period (the power report, rules 10.5), Wh: `totalWh` over the
 * number of days of the period (every day counts, days without energy too), 0 for no days.
 */
export const periodDailyAverageWh = (totalWh: number, dayCount: number): number => (dayCount > 0 ? totalWh / dayCount : 0);

/** The power report's fleet figures (rules 10.5): every day of the period with its energy (Wh, zeros included), the total and the daily average (Wh). */
export interface PowerTotals {
  readonly days: readonly { readonly day: string; readonly energyWh: number }[];
  readonly totalWh: number;
  readonly dailyAverageWh: number;
}

/**
 * The power report's days, total and daily average from the energy per company-local day of all
 * chargers (`energyByDay`, Wh, e.g. a SQL `group by day`). Days outside `days` are ignored, so the
 * total is the sum of the days shown.
 * @param days every day of the period (YYYY-MM-DD, in order).
 */
export const powerTotals = (days: readonly string[], energyByDay: ReadonlyMap<string, number>): PowerTotals => {
  const rows = days.map((day) => ({ day, energyWh: energyByDay.get(day) ?? 0 }));
  const totalWh = rows.reduce((sum, r) => sum + r.energyWh, 0);
  return { days: rows, totalWh, dailyAverageWh: periodDailyAverageWh(totalWh, days.length) };
};

/**
 * An energy in Wh as kWh rounded to one decimal, the way the screens show it (the web's
 * `formatKwh`, "12.4 kWh") and the exports write it (rules 10.9: numbers equal to the screen's).
 */
export const kwhForDisplay = (wattHours: number): number => Math.round(wattHours / 100) / 10;
