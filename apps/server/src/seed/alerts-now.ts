import { conditionHolds, inScope, type AlertSubjectSnapshot, type ConditionContext } from '@yardfleet/domain/alerts/alert-conditions';
import type { AlertCondition } from '@yardfleet/domain/alerts/alert-rule';
import { addLocalDays, instantOfLocalTime, localDayOf, minutesOfDay } from '@yardfleet/domain/alerts/local-time';
import { isWithinWorkingHours, nextWorkingHoursChange, type WorkingHours } from '@yardfleet/domain/alerts/working-hours';
import type { EngineRule } from '../areas/alerts/engine/company-rules';
import type { Subject } from '../areas/alerts/engine/snapshots';
import type { Prng } from './prng';

/**
 * The alerts a demo company has at the seed time (rules 22.1, 22.4): one for each rule and subject
 * whose condition holds at `now` (the domain's `conditionHolds` on the engine's snapshots), opened
 * when the condition began plus the rule's hold time, so the alert sweep and the first reports
 * after the demo starts find them open and neither open nor mail anything again. Pure; written by
 * alert-history.ts.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A person of the demo company as an alert keeps them. */
export interface SeedPerson {
  readonly id: string;
  readonly name: string;
}

/** One alert the demo writes (status, lifecycle times, who acknowledged or resolved it), as already handled: no mail is queued for it. */
export interface SeedAlert {
  readonly rule: EngineRule;
  readonly subjectKind: 'equipment' | 'charger';
  readonly subjectId: string;
  readonly status: 'open' | 'acknowledged' | 'resolved';
  readonly since: Date;
  readonly openedAt: Date;
  readonly acknowledged: { readonly at: Date; readonly by: SeedPerson; readonly note: string | null } | null;
  readonly resolved: { readonly at: Date; readonly how: 'condition' | 'person'; readonly by: SeedPerson | null } | null;
  readonly escalatedAt: Date | null;
  readonly reopenCount: number;
  readonly detail: Readonly<Record<string, unknown>>;
}

/** What a company's current alerts are built from. */
export interface NowInput {
  readonly now: Date;
  readonly timeZone: string;
  readonly workingHours: WorkingHours;
  readonly rules: readonly EngineRule[];
  readonly subjects: readonly Subject<AlertSubjectSnapshot>[];
  /** Who acknowledges some of them (the demo manager). */
  readonly manager: SeedPerson;
}

/** Notes the manager gives when acknowledging an alert of a kind (one is picked per alert). */
const NOTES: Readonly<Partial<Record<AlertCondition['kind'], readonly string[]>>> = {
  fault_reported: ['Crew restarted it on site, watching it today.', 'Blade jam, crew is clearing it.', 'Sent to the workshop.'],
  service_overdue: ['Booked with Lakeshore Outdoor Power for Thursday.', 'Jordan services it Monday morning.', 'Parts ordered, service next week.'],
  out_after_hours: ['Crew B night job at University Campus, approved.', 'Checked with the crew lead: event setup downtown.'],
  not_returned: ['Stuck in traffic on the Kennedy, back by 19:30.', 'Crew finishing Lakeside Park, back within the hour.'],
  battery_health_low: ['New battery ordered.'],
  charger_port_fault: ['Pack moved to a shaded port.', 'Fan filter cleaned.'],
  charger_offline: ['Power cut at the depot, the utility is on it.', 'Router restarted by the site lead.'],
  machine_offline: ['No signal at the site, crew lead says it is mowing fine.', 'Battery swapped on site, it reports again after the charge.'],
  service_due: ['Booked with Lakeshore Outdoor Power next week.', 'On the workshop list for Friday.'],
};

/** A note the manager gives when acknowledging an alert of `kind`; null when the kind has none. */
export const noteFor = (rng: Prng, kind: AlertCondition['kind']): string | null => {
  const notes = NOTES[kind];
  return notes === undefined ? null : rng.pick(notes);
};

/** The instant working hours last started or ended at or before `now` (rules 22.2); null when no day has hours. */
const lastHoursChange = (now: Date, hours: WorkingHours, timeZone: string): Date | null => {
  let last: Date | null = null;
  for (let at: Date | null = new Date(now.getTime() - 8 * DAY_MS); at !== null && at <= now; at = nextWorkingHoursChange(at, hours, timeZone))
    if (at > new Date(now.getTime() - 8 * DAY_MS)) last = at;
  return last;
};

/** What a subject showed when its alert opened (`alerts.detail`, as the engine stores it). */
export const detailOf = (s: AlertSubjectSnapshot): Record<string, unknown> =>
  s.subjectKind === 'equipment' ? { errorCode: s.errorCode, warehouseId: s.warehouseId ?? s.lastWarehouseId } : {};

/** When the condition of `rule` began to hold for `s` (best known from the stored state); null when unknown. */
const sinceOf = (rule: EngineRule, s: AlertSubjectSnapshot, input: NowInput): Date | null => {
  const c = rule.draft.condition;
  const { now, timeZone } = input;
  if (s.subjectKind === 'charger') {
    if (c.kind === 'charger_offline' && s.offlineSince !== null) return new Date(s.offlineSince.getTime() + c.offlineMinutes * MINUTE_MS);
    return null;
  }
  switch (c.kind) {
    case 'service_overdue':
      return s.serviceDueAt === null ? null : new Date(s.serviceDueAt.getTime() + c.graceDays * DAY_MS);
    case 'service_due':
      return s.serviceDueAt;
    case 'out_after_hours':
      return lastHoursChange(now, input.workingHours, timeZone);
    case 'not_returned': {
      const minutes = minutesOfDay(c.returnBy);
      return minutes === null ? null : instantOfLocalTime(localDayOf(now, timeZone), minutes, timeZone);
    }
    case 'machine_offline':
      return s.lastSeenAt === null ? null : new Date(s.lastSeenAt.getTime() + c.offlineMinutes * MINUTE_MS);
    default:
      return s.lastSeenAt;
  }
};

/**
 * The company's alerts at `now`: one per rule and subject in its scope whose condition holds, opened
 * the rule's hold time after the condition began (a condition not yet held that long is pending:
 * none is written, the engine opens it); conditions of unknown start began 10 to 50 minutes ago.
 * Of the alerts of each kind opened at least two hours ago, every second one (in subject order) is
 * acknowledged by the manager with a note; an alert still open past its rule's escalation time is
 * escalated.
 */
export const currentAlerts = (rng: Prng, input: NowInput): SeedAlert[] => {
  const { now } = input;
  const ctx: ConditionContext = { now, workingHours: input.workingHours, timeZone: input.timeZone };
  const out: SeedAlert[] = [];
  const older = new Map<string, number>();
  for (const rule of input.rules) {
    for (const { snapshot } of input.subjects) {
      if (!inScope(rule.draft.scope, snapshot) || !conditionHolds(rule.draft.condition, snapshot, ctx)) continue;
      const since = sinceOf(rule, snapshot, input) ?? new Date(now.getTime() - rng.int(10, 50) * MINUTE_MS);
      const openedAt = new Date(since.getTime() + rule.timing.holdMs);
      if (openedAt > now) continue;
      const ackAt = new Date(Math.min(now.getTime() - MINUTE_MS, openedAt.getTime() + rng.int(10, 50) * MINUTE_MS));
      const kind = rule.draft.condition.kind;
      const isOld = now.getTime() - openedAt.getTime() >= 2 * 3_600_000;
      const nth = isOld ? (older.get(kind) ?? 0) : 0;
      if (isOld) older.set(kind, nth + 1);
      const acknowledged = isOld && nth % 2 === 1;
      const escalateAt = rule.timing.escalateAfterMs === null ? null : new Date(openedAt.getTime() + rule.timing.escalateAfterMs);
      out.push({
        rule,
        subjectKind: snapshot.subjectKind,
        subjectId: snapshot.id,
        status: acknowledged ? 'acknowledged' : 'open',
        since,
        openedAt,
        acknowledged: acknowledged ? { at: ackAt, by: input.manager, note: noteFor(rng, kind) } : null,
        resolved: null,
        escalatedAt: escalateAt !== null && escalateAt <= (acknowledged ? ackAt : now) ? escalateAt : null,
        reopenCount: 0,
        detail: detailOf(snapshot),
      });
    }
  }
  return out;
};

/**
 * A night-time movement still open (rules 22.1 `out_after_hours`): when no such alert holds at
 * `now` (the demo is seeded within working hours), one machine out for work and in use, seen since,
 * went out last night between 21:30 and 23:30 local and is not back yet; working hours beginning did
 * not clear it. Null when the rule is missing or no machine is out and in use.
 */
export const nightMovement = (rng: Prng, input: NowInput, current: readonly SeedAlert[]): SeedAlert | null => {
  const rule = input.rules.find((r) => r.draft.condition.kind === 'out_after_hours' && r.draft.scope.kind === 'all');
  if (rule === undefined || current.some((a) => a.rule.id === rule.id)) return null;
  const { now, timeZone } = input;
  const since = instantOfLocalTime(addLocalDays(localDayOf(now, timeZone), -1), rng.int(21 * 60 + 30, 23 * 60 + 30), timeZone);
  const openedAt = new Date(since.getTime() + rule.timing.holdMs);
  if (openedAt > now || isWithinWorkingHours(since, input.workingHours, timeZone)) return null;
  const out = input.subjects.flatMap(({ snapshot: s }) =>
    s.subjectKind === 'equipment' && s.inventoryStatus === 'out_for_work' && ['mowing', 'moving', 'transfer'].includes(s.activity) ? [s] : [],
  );
  const seen = out.filter((s) => s.lastSeenAt !== null && s.lastSeenAt >= openedAt);
  const pool = seen.length > 0 ? seen : out;
  if (pool.length === 0) return null;
  const machine = rng.pick(pool);
  return {
    rule,
    subjectKind: 'equipment',
    subjectId: machine.id,
    status: 'open',
    since,
    openedAt,
    acknowledged: null,
    resolved: null,
    escalatedAt: null,
    reopenCount: 0,
    detail: detailOf(machine),
  };
};
