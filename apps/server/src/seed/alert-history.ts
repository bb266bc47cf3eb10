import type { Kysely } from 'kysely';
import type { AlertSubjectSnapshot } from '@yardfleet/domain/alerts/alert-conditions';
import type { AlertRuleKind } from '@yardfleet/domain/alerts/alert-rule';
import { addLocalDays, instantOfLocalTime, localDayOf } from '@yardfleet/domain/alerts/local-time';
import { engineRuleOf, workingHoursOf, type EngineRule } from '../areas/alerts/engine/company-rules';
import { membersOf } from '../areas/alerts/engine/recipients';
import { chargerSnapshots, machineSnapshots, type Subject } from '../areas/alerts/engine/snapshots';
import { ALERT_RULE_COLUMNS } from '../areas/alerts/rule-rows';
import { personLabel } from '../areas/security-log/record';
import { alertDb } from '../db/alert-schema';
import type { Database } from '../db/schema';
import { currentAlerts, detailOf, nightMovement, noteFor, type NowInput, type SeedAlert } from './alerts-now';
import { MACHINE_ERROR_CODES } from './catalog';
import { seedDemoAlertRules, type DemoCompanies } from './demo-alert-rules';
import { DEMO_LOGINS } from './people';
import type { Prng } from './prng';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * One kind of past alert of a demo company (rules 22.4): how many, the local hours they opened in
 * (weekdays only when `weekdays`), how long until they resolved (minutes), the share acknowledged
 * by the manager with a note first, and the share resolved by the manager by hand (the others by
 * their condition clearing).
 */
interface Story {
  readonly kind: AlertRuleKind;
  readonly count: number;
  readonly hours: readonly [number, number];
  readonly lasts: readonly [number, number];
  readonly acknowledged: number;
  readonly byHand: number;
  readonly weekdays?: boolean;
}

/** The past fortnight of each demo company: faults cleared on site, late mowers (some escalated), a night job, service done late, overheating ports, an offline depot. */
const STORIES: Readonly<Record<keyof DemoCompanies, readonly Story[]>> = {
  greenway: [
    { kind: 'fault_reported', count: 7, hours: [8, 16.5], lasts: [8, 90], acknowledged: 0.3, byHand: 0.25, weekdays: true },
    { kind: 'not_returned', count: 4, hours: [18.5, 18.5], lasts: [15, 95], acknowledged: 0.25, byHand: 0, weekdays: true },
    { kind: 'out_after_hours', count: 2, hours: [21, 23.5], lasts: [35, 110], acknowledged: 0.5, byHand: 0 },
    { kind: 'service_overdue', count: 2, hours: [6, 9], lasts: [1_440, 4_320], acknowledged: 0.5, byHand: 0.5 },
    { kind: 'battery_health_low', count: 1, hours: [9, 15], lasts: [1_440, 5_000], acknowledged: 1, byHand: 0 },
    { kind: 'charger_port_fault', count: 2, hours: [10, 16], lasts: [5, 30], acknowledged: 0, byHand: 0 },
  ],
  brightline: [
    { kind: 'charger_port_fault', count: 4, hours: [8, 20], lasts: [5, 40], acknowledged: 0.25, byHand: 0 },
    { kind: 'charger_offline', count: 2, hours: [6, 22], lasts: [20, 90], acknowledged: 0.5, byHand: 0.5 },
    { kind: 'fault_reported', count: 1, hours: [9, 16], lasts: [10, 40], acknowledged: 0, byHand: 0 },
  ],
};

/** The subjects a past alert of `rule` may be about: in its scope, seen, and (battery health) healthy again now. */
const subjectsFor = (rule: EngineRule, subjects: readonly Subject<AlertSubjectSnapshot>[]): AlertSubjectSnapshot[] => {
  const c = rule.draft.condition;
  return subjects
    .map((s) => s.snapshot)
    .filter((s) => {
      if (s.subjectKind === 'charger') return c.kind === 'charger_offline' || c.kind === 'charger_port_fault';
      if (c.kind === 'charger_offline' || c.kind === 'charger_port_fault' || s.lastSeenAt === null) return false;
      if (rule.draft.scope.kind === 'category' && s.category !== rule.draft.scope.category) return false;
      return c.kind !== 'battery_health_low' || (s.batteryMaxCapacityPct !== null && s.batteryMaxCapacityPct >= c.belowPercent);
    });
};

/**
 * The resolved alerts of the last 14 company-local days (rules 22.4), by STORIES: each on a subject
 * its rule watches, opened on a random day and hour (the return-by time plus the hold for
 * `not_returned`), acknowledged with the kind's note and resolved by hand by `manager`, or resolved
 * by the condition; escalated when its rule escalates and it stayed unacknowledged that long; the
 * first fault reopened once. All resolved at least two hours before `now`, so none is within a
 * reopen window of the seed time.
 */
const pastAlerts = (rng: Prng, stories: readonly Story[], input: NowInput): SeedAlert[] => {
  const { now, timeZone } = input;
  const out: SeedAlert[] = [];
  for (const story of stories) {
    const rule = input.rules.find((r) => r.draft.condition.kind === story.kind);
    const pool = rule === undefined ? [] : subjectsFor(rule, input.subjects);
    if (rule === undefined || pool.length === 0) continue;
    for (let i = 0; i < story.count; i += 1) {
      let day = addLocalDays(localDayOf(now, timeZone), -rng.int(1, 14));
      if (story.weekdays === true) day = addLocalDays(day, day.weekday === 0 ? -2 : day.weekday === 6 ? -1 : 0);
      const since = instantOfLocalTime(day, Math.round(rng.float(story.hours[0], story.hours[1]) * 60), timeZone);
      const openedAt = new Date(since.getTime() + rule.timing.holdMs);
      const lasts = rng.int(story.lasts[0], story.lasts[1]) * MINUTE_MS;
      const resolvedAt = new Date(openedAt.getTime() + lasts);
      const subject = rng.pick(pool);
      const acked = rng.chance(story.acknowledged);
      const byHand = rng.chance(story.byHand);
      if (resolvedAt.getTime() > now.getTime() - 2 * HOUR_MS) continue;
      const ackAt = new Date(openedAt.getTime() + Math.max(MINUTE_MS, Math.round(lasts * rng.float(0.2, 0.6))));
      const escalateAt = rule.timing.escalateAfterMs === null ? null : new Date(openedAt.getTime() + rule.timing.escalateAfterMs);
      const detail = detailOf(subject);
      out.push({
        rule,
        subjectKind: subject.subjectKind,
        subjectId: subject.id,
        status: 'resolved',
        since,
        openedAt,
        acknowledged: acked ? { at: ackAt, by: input.manager, note: noteFor(rng, story.kind) } : null,
        resolved: { at: resolvedAt, how: byHand ? 'person' : 'condition', by: byHand ? input.manager : null },
        escalatedAt: escalateAt !== null && escalateAt < resolvedAt && (!acked || escalateAt <= ackAt) ? escalateAt : null,
        reopenCount: story.kind === 'fault_reported' && i === 0 ? 1 : 0,
        detail: story.kind === 'fault_reported' ? { ...detail, errorCode: rng.pick(MACHINE_ERROR_CODES) } : detail,
      });
    }
  }
  return out;
};

interface Member {
  readonly id: string;
  readonly role: string | null;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
}

/**
 * Writes `alerts` of `companyId` with their recipients (rules 22.3): the rule's people and roles
 * among `members`, and for an escalated alert its escalation's (marked so). Past and acknowledged
 * alerts were read when handled; open ones opened more than a day ago were read half an hour after
 * they opened; newer open ones are unread (the bell counts them, rules 22.5). No mail is queued:
 * the demo starts without a mail storm.
 */
const insertAlerts = async (trx: Kysely<Database>, rng: Prng, companyId: string, alerts: readonly SeedAlert[], members: readonly Member[], now: Date) => {
  if (alerts.length === 0) return;
  const ids = alerts.map(() => rng.uuid());
  await alertDb(trx)
    .insertInto('alerts')
    .values(
      alerts.map((a, i) => ({
        id: ids[i],
        company_id: companyId,
        rule_id: a.rule.id,
        subject_kind: a.subjectKind,
        subject_id: a.subjectId,
        status: a.status,
        condition_since: a.since,
        opened_at: a.openedAt,
        acknowledged_at: a.acknowledged?.at ?? null,
        acknowledged_by: a.acknowledged?.by.id ?? null,
        acknowledged_by_name: a.acknowledged?.by.name ?? null,
        note: a.acknowledged?.note ?? null,
        resolved_at: a.resolved?.at ?? null,
        resolved_how: a.resolved?.how ?? null,
        resolved_by: a.resolved?.by?.id ?? null,
        escalated_at: a.escalatedAt,
        reopen_count: a.reopenCount,
        detail: JSON.stringify(a.detail),
        last_observed_at: a.resolved?.at ?? now,
        updated_at: a.resolved?.at ?? a.acknowledged?.at ?? a.openedAt,
      })),
    )
    .execute();
  const rows = new Map<string, { alert_id: string; user_id: string; escalation: boolean; read_at: Date | null }>();
  alerts.forEach((a, i) => {
    const alertId = ids[i] ?? '';
    const read =
      a.resolved?.at ?? a.acknowledged?.at ?? (now.getTime() - a.openedAt.getTime() > 24 * HOUR_MS ? new Date(a.openedAt.getTime() + 30 * MINUTE_MS) : null);
    for (const m of membersOf(members, a.rule.draft.recipients))
      rows.set(`${alertId}|${m.id}`, { alert_id: alertId, user_id: m.id, escalation: false, read_at: read });
    const escalation = a.escalatedAt === null ? null : a.rule.draft.escalation;
    for (const m of escalation === null ? [] : membersOf(members, escalation.recipients))
      rows.set(`${alertId}|${m.id}`, { alert_id: alertId, user_id: m.id, escalation: true, read_at: read });
  });
  if (rows.size > 0)
    await alertDb(trx)
      .insertInto('alert_recipients')
      .values([...rows.values()])
      .execute();
};

/**
 * The demo's alerts (rules 22 and its demo): the demo rules and working hours (demo-alert-rules.ts),
 * then for each company the alerts holding at `now` (alerts-now.ts; at Greenway also a night-time
 * movement still open when none holds now) and a fortnight of resolved ones (STORIES), all written
 * as already handled: recipients told, no mail queued. Draws from `rng` only, in a fixed order, so
 * the demo is the same on every run; reads the fleet, charge systems and people already seeded.
 * @returns the number of alerts written.
 */
export const seedDemoAlerts = async (trx: Kysely<Database>, rng: Prng, companies: DemoCompanies, now: Date): Promise<number> => {
  await seedDemoAlertRules(trx, companies, now);
  let written = 0;
  for (const key of ['greenway', 'brightline'] as const) {
    const companyId = companies[key];
    const company = await alertDb(trx).selectFrom('companies').select(['time_zone', 'working_hours']).where('id', '=', companyId).executeTakeFirstOrThrow();
    const ruleRows = await alertDb(trx).selectFrom('alert_rules').select(ALERT_RULE_COLUMNS).where('company_id', '=', companyId).orderBy('name').execute();
    const members = await trx
      .selectFrom('users')
      .select(['id', 'role', 'email', 'first_name', 'last_name'])
      .where('company_id', '=', companyId)
      .where('user_type', '=', 2)
      .where('status', '=', 'activated')
      .orderBy('email')
      .execute();
    const manager = members.find((m) => m.email === DEMO_LOGINS.manager) ?? members.find((m) => m.role === 'manager') ?? members[0];
    if (manager === undefined) continue;
    const machines = (await trx.selectFrom('equipment').select('id').where('company_id', '=', companyId).execute()).map((m) => m.id);
    const chargers = (await trx.selectFrom('chargers').select('id').where('company_id', '=', companyId).execute()).map((c) => c.id);
    const subjects: Subject<AlertSubjectSnapshot>[] = [
      ...(await machineSnapshots(trx, companyId, machines, now, { service: true })).values(),
      ...(await chargerSnapshots(trx, companyId, chargers, now)).values(),
    ].sort((a, b) => (a.snapshot.id < b.snapshot.id ? -1 : 1));
    const input: NowInput = {
      now,
      timeZone: company.time_zone,
      workingHours: workingHoursOf(company.working_hours),
      rules: ruleRows.map(engineRuleOf).filter((r) => !r.draft.paused),
      subjects,
      manager: { id: manager.id, name: personLabel(manager) },
    };
    const current = currentAlerts(rng, input);
    const night = key === 'greenway' ? nightMovement(rng, input, current) : null;
    const alerts = [...current, ...(night === null ? [] : [night]), ...pastAlerts(rng, STORIES[key], input)];
    await insertAlerts(trx, rng, companyId, alerts, members, now);
    written += alerts.length;
  }
  return written;
};
