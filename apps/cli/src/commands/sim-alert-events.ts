import * as E from 'fp-ts/lib/Either.js';
import { portTransition } from '@yardfleet/domain/machines/charge-state';
import { WorkingHours as WorkingHoursCodec } from '@yardfleet/contract/endpoints/alert-settings';
import { CompanySettings } from '@yardfleet/contract/endpoints/personal';
import { DEFAULT_WORKING_HOURS, isWithinWorkingHours, type WorkingHours } from '@yardfleet/domain/alerts/working-hours';
import type { Call } from './sim-http';
import { offset, SIM_ERROR_CODES, TRANSIT_TICKS, type SimFleet } from './sim-fleet';
import { OVERHEAT_CODE, type SimChargeSystem } from './sim-power';

/**
 * The simulator's alert events (rules 22, the demo): on a fixed schedule, so every default rule
 * (rules 22.6) can be seen live in the demo and each run is the same, one machine reports a fault
 * code and clears it, one charger port overheats and cools down, and, outside the company's
 * working hours, one machine leaves its warehouse, works at a site and comes back.
 */

/** What an alert event does: a fault (`fault_reported`), a port overheat (`charger_port_fault`), a trip out of hours (`out_after_hours`). */
export type AlertEventKind = 'fault' | 'port_overheat' | 'night_out';

/** How long each event lasts, minutes: longer than the hold time of the rule it shows (the night trip: 5 min for `out_after_hours`, 10 for the demo's `not_returned`). */
export const ALERT_EVENT_MINUTES: Readonly<Record<AlertEventKind, number>> = { fault: 3, port_overheat: 3, night_out: 15 };

/** Where in each round an event falls, as a share of the round: the fault first, then the overheat, then the trip. */
const OFFSETS: Readonly<Record<AlertEventKind, number>> = { fault: 0, port_overheat: 1 / 3, night_out: 2 / 3 };
const KINDS: readonly AlertEventKind[] = ['fault', 'port_overheat', 'night_out'];

/** When alert events happen: rounds of `everyMs` from `startedAt` (ms since the epoch; `everyMs` 0: never), and whether an instant is out of working hours. */
export interface AlertEventSchedule {
  readonly startedAt: number;
  readonly everyMs: number;
  readonly outOfHours: (at: Date) => boolean;
}

/** One event due: its kind, its instant (ms) and its round (0 for the first). */
export interface DueAlertEvent {
  readonly kind: AlertEventKind;
  readonly at: number;
  readonly round: number;
}

/**
 * The events due in `[from, to)` (ms), in time order: in round k (from `startedAt + k * everyMs`)
 * a fault at its start, a port overheat a third of the round later and a trip out of hours two
 * thirds later, the trip only when that instant is outside working hours. Pure: consecutive
 * windows never repeat nor miss an event.
 */
export const alertEventsDue = (schedule: AlertEventSchedule, from: number, to: number): DueAlertEvent[] => {
  const { startedAt, everyMs } = schedule;
  if (everyMs <= 0 || to <= from) return [];
  const out: DueAlertEvent[] = [];
  for (let round = Math.max(0, Math.floor((from - startedAt) / everyMs)); startedAt + round * everyMs < to; round += 1) {
    for (const kind of KINDS) {
      const at = startedAt + round * everyMs + Math.round(OFFSETS[kind] * everyMs);
      if (at >= from && at < to && (kind !== 'night_out' || schedule.outOfHours(new Date(at)))) out.push({ kind, at, round });
    }
  }
  return out.sort((a, b) => a.at - b.at);
};

/** `outOfHours` of a company: outside `hours` read in `timeZone` (rules 22.2). */
export const outsideWorkingHours =
  (hours: WorkingHours, timeZone: string) =>
  (at: Date): boolean =>
    !isWithinWorkingHours(at, hours, timeZone);

/** Ticks of `intervalSeconds` that cover `minutes`, at least one. */
const ticksOf = (minutes: number, intervalSeconds: number): number => Math.max(1, Math.ceil((minutes * 60) / intervalSeconds));

/** Item `round` of `items`, going round (undefined for an empty list). */
const nth = <T>(items: readonly T[], round: number): T | undefined => items[round % Math.max(1, items.length)];

/**
 * Starts `event` on the fleet and charge systems of the run, the subject picked by its round among
 * those it can happen to (so rounds go round the fleet), for ALERT_EVENT_MINUTES of ticks of
 * `intervalSeconds`:
 * - fault: a machine on line without a fault reports an error code, cleared afterwards;
 * - port_overheat: a charging port overheats (B-402) and cools down afterwards (rules 4.6);
 * - night_out: a machine charging in its warehouse is carried to a site 3 km away, works there
 *   and is carried back (when every machine is out, one working at its site stays there as long).
 * @returns a line saying what happened, or null when nothing could (no such machine or port).
 */
export const startAlertEvent = (event: DueAlertEvent, fleet: SimFleet, systems: readonly SimChargeSystem[], intervalSeconds: number): string | null => {
  const ticks = ticksOf(ALERT_EVENT_MINUTES[event.kind], intervalSeconds);
  const minutes = ALERT_EVENT_MINUTES[event.kind];
  if (event.kind === 'fault') {
    const m = nth(
      fleet.machines.filter((x) => x.phase !== 'offline' && x.errorCode === null && x.tripTicks === 0),
      event.round,
    );
    if (m === undefined) return null;
    // One tick more: the tick that starts it counts down once before the first report.
    Object.assign(m, { errorCode: SIM_ERROR_CODES[event.round % SIM_ERROR_CODES.length] ?? 'E-217', errorTicks: ticks + 1 });
    return `alert event: ${m.serial} reports fault ${m.errorCode ?? ''}, cleared in ${minutes} min`;
  }
  if (event.kind === 'port_overheat') {
    const charging = systems.flatMap((s) => s.chargers.flatMap((c) => c.ports.filter((p) => p.state === 'charging').map((p) => ({ c, p }))));
    const found = nth(charging, event.round);
    if (found === undefined) return null;
    const next = portTransition({ state: found.p.state, occupied: found.p.battery !== null }, { type: 'overheatDetected' });
    if (E.isLeft(next)) return null;
    Object.assign(found.p, { state: next.right.state, errorCode: OVERHEAT_CODE, left: ticks + 1, powerW: 0 });
    return `alert event: charger ${found.c.serialNumber} port ${found.p.number} overheats (${OVERHEAT_CODE}), cools down in ${minutes} min`;
  }
  const free = fleet.machines.filter((x) => x.errorCode === null && x.tripTicks === 0);
  const home = nth(
    free.filter((x) => x.phase === 'charging'),
    event.round,
  );
  if (home !== undefined) {
    Object.assign(home, { phase: 'leaving', left: TRANSIT_TICKS, tripTicks: ticks, site: offset(home.home, 3_000, (event.round * 2.4) % (2 * Math.PI)) });
    return `alert event: ${home.serial} leaves its warehouse out of working hours, back in about ${minutes} min`;
  }
  // Every machine is out: one already working at its site stays there as long instead.
  const out = nth(
    free.filter((x) => x.phase === 'working'),
    event.round,
  );
  if (out === undefined) return null;
  Object.assign(out, { left: ticks, tripTicks: ticks });
  return `alert event: ${out.serial} works on at its site out of working hours, back in about ${minutes} min`;
};

/**
 * The company's working hours and time zone as the alert events read them (rules 22.2): from
 * `GET /web-hmac/web/alert/working-hours` and `/web-hmac/web/personal/company`; the default hours
 * (rules 22.6) and UTC when a call answers something else (an older server).
 */
export const companyHours = async (call: Call, session: Record<string, string>): Promise<{ hours: WorkingHours; timeZone: string }> => {
  const hours = WorkingHoursCodec.decode((await call('/web-hmac/web/alert/working-hours', { method: 'GET', headers: session })).entry);
  const company = CompanySettings.decode((await call('/web-hmac/web/personal/company', { method: 'GET', headers: session })).entry);
  return { hours: E.isRight(hours) ? hours.right : DEFAULT_WORKING_HOURS, timeZone: E.isRight(company) ? company.right.timeZone : 'UTC' };
};
