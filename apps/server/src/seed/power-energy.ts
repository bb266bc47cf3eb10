import { dayBounds, localDay } from '@yardfleet/domain/machines/energy-meter';
import type { Insertable } from 'kysely';
import type { PowerDatabase } from '../db/power-schema';
import type { Prng } from './prng';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Company-local days of energy the demo holds per charger, today included. */
export const ENERGY_DAYS = 30;

/** A charger's energy history as the seed writes it. */
export interface ChargerEnergy {
  /** charger_energy_days rows (Wh per company-local day), the last ENERGY_DAYS days, today included. */
  readonly days: { charger_id: string; company_id: string; day: string; energy_wh: number }[];
  /** charger_reports rows: a reading at 23:45 local of each day before today (and of the day before the window), and the latest one. */
  readonly reports: Insertable<PowerDatabase['charger_reports']>[];
  /** Energy since installation, Wh (>= the sum of `days`). */
  readonly totalWh: number;
  /** The newest reading: the meter (Wh since `meterStartedAt`) at `lastReportAt`. */
  readonly meterWh: number;
  readonly meterStartedAt: Date;
}

/** What the history of one charger depends on. */
export interface EnergyInput {
  readonly chargerId: string;
  readonly companyId: string;
  readonly gatewayId: string;
  readonly timeZone: string;
  readonly ports: number;
  /** Charging power per port, W. */
  readonly portPowerW: number;
  readonly installedAt: Date;
  /** Time of the charger's newest report (the latest reading); today's energy runs until then. */
  readonly lastReportAt: Date;
  /** Error code of the charger at its newest report. */
  readonly errorCode: string | null;
  /** The ports of the newest report (contract ReportedPort[] as JSON). */
  readonly portsJson: string;
  /** Days ago (1..ENERGY_DAYS - 1) the charger rebooted at 03:00 local (its meter restarted from 0); null: never since installation. */
  readonly rebootDaysAgo: number | null;
}

/** The previous company-local day of `day` (YYYY-MM-DD). */
const dayBefore = (day: string, timeZone: string): string => localDay(new Date(dayBounds(day, timeZone).start.getTime() - 1).toISOString(), timeZone);

/** Fewer hours of charging at weekends (grounds crews work weekdays; Saturday is half a day). */
const weekdayFactor = (day: string): number => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 0.25 : weekday === 6 ? 0.6 : 1;
};

/**
 * The energy history of one charger, consistent the way the server recomputes it from meter
 * readings (docs/decisions/0009, domain energy-meter): the difference of consecutive readings of a
 * day is the day's energy, a new `meterStartedAt` counts its whole reading. A day is 0.8 to 3.2
 * hours of full power on every port (less at weekends); today runs until the last report, in
 * proportion to the part of the local day gone. The reboot happens at 03:00 local, before that
 * day's charging, so the reading at the end of that day is that day's energy.
 */
export const buildEnergy = (rng: Prng, input: EnergyInput): ChargerEnergy => {
  const { timeZone } = input;
  const today = localDay(input.lastReportAt.toISOString(), timeZone);
  const window: string[] = [today];
  while (window.length < ENERGY_DAYS + 1) window.unshift(dayBefore(window[0] ?? today, timeZone));
  const fullDayWh = input.ports * input.portPowerW;
  const todayBounds = dayBounds(today, timeZone);
  const todayPart = Math.min(1, (input.lastReportAt.getTime() - todayBounds.start.getTime()) / (todayBounds.end.getTime() - todayBounds.start.getTime()));
  const energyOf = (day: string): number => Math.round(fullDayWh * rng.float(0.8, 3.2) * weekdayFactor(day) * (day === today ? todayPart : 1));

  const [baselineDay = today, ...days] = window;
  const historyDays = Math.max(0, (dayBounds(baselineDay, timeZone).end.getTime() - input.installedAt.getTime()) / DAY_MS);
  const before = Math.round(fullDayWh * 1.6 * historyDays * rng.float(0.7, 0.95));
  const rebootDay = input.rebootDaysAgo === null ? null : (days[days.length - 1 - input.rebootDaysAgo] ?? null);
  const rebootAt = rebootDay === null ? null : new Date(dayBounds(rebootDay, timeZone).start.getTime() + 3 * HOUR_MS);

  const out: ChargerEnergy = { days: [], reports: [], totalWh: before, meterWh: before, meterStartedAt: input.installedAt };
  let meterWh = before;
  let meterStartedAt = input.installedAt;
  const read = (fixAt: Date, last: boolean) => {
    out.reports.push({
      charger_id: input.chargerId,
      fix_at: fixAt,
      company_id: input.companyId,
      gateway_id: input.gatewayId,
      meter_wh: meterWh,
      meter_started_at: meterStartedAt,
      error_code: last ? input.errorCode : null,
      // The seeded history holds no port detail; the newest reading holds the ports as they are now.
      ports: last ? input.portsJson : '[]',
      received_at: new Date(fixAt.getTime() + 2_000),
    });
  };
  read(new Date(dayBounds(baselineDay, timeZone).end.getTime() - 15 * 60_000), false);
  let total = before;
  for (const day of days) {
    const energy = energyOf(day);
    if (day === rebootDay && rebootAt) {
      meterWh = 0;
      meterStartedAt = rebootAt;
    }
    meterWh += energy;
    total += energy;
    out.days.push({ charger_id: input.chargerId, company_id: input.companyId, day, energy_wh: energy });
    read(day === today ? input.lastReportAt : new Date(dayBounds(day, timeZone).end.getTime() - 15 * 60_000), day === today);
  }
  return { ...out, totalWh: total, meterWh, meterStartedAt };
};
