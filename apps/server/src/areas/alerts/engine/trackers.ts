import { sql } from 'kysely';
import { IDLE_TRACKER, type AlertEffect, type AlertTracker } from '@yardfleet/domain/alerts/alert-lifecycle';
import type { AlertStatusColumn } from '../../../db/alert-schema';
import type { QueryRunner } from '../../../live/publish';

/**
 * The alerts rows of one (rule, subject) and the domain's AlertTracker, both ways (rules 22.4).
 * A tracker is stored as at most two rows: the live one (`pending`, `open` or `acknowledged`; the
 * unique index `alerts_one_live_idx` allows one) and the newest `resolved` one, which a recurrence
 * within the reopen window reopens. A pending row is never shown (rules 22.4): it is deleted when
 * the hold ends without the condition, and merged into the resolved row when it reopens it.
 */

/** The columns of an alerts row the tracker reads. */
export interface AlertTrackerRow {
  readonly id: string;
  readonly rule_id: string;
  readonly subject_id: string;
  readonly status: AlertStatusColumn;
  readonly condition_since: Date;
  readonly opened_at: Date | null;
  readonly acknowledged_at: Date | null;
  readonly acknowledged_by: string | null;
  readonly note: string | null;
  readonly resolved_at: Date | null;
  readonly resolved_how: 'condition' | 'person' | null;
  readonly resolved_by: string | null;
  readonly escalated_at: Date | null;
  readonly reopen_count: number;
  readonly last_observed_at: Date;
}

/** The rows of one (rule, subject): its live row and its newest resolved one. */
export interface TrackerSlot {
  readonly live: AlertTrackerRow | null;
  readonly resolved: AlertTrackerRow | null;
}

export const pairKey = (ruleId: string, subjectId: string): string => `${ruleId}|${subjectId}`;

const COLUMNS = sql`id::text as id, rule_id::text as rule_id, subject_id::text as subject_id, status, condition_since, opened_at, acknowledged_at,
  acknowledged_by::text as acknowledged_by, note, resolved_at, resolved_how, resolved_by::text as resolved_by, escalated_at, reopen_count, last_observed_at`;

const dates = (row: AlertTrackerRow): AlertTrackerRow => {
  const d = (v: Date | null): Date | null => (v === null ? null : new Date(v));
  return {
    ...row,
    condition_since: new Date(row.condition_since),
    opened_at: d(row.opened_at),
    acknowledged_at: d(row.acknowledged_at),
    resolved_at: d(row.resolved_at),
    escalated_at: d(row.escalated_at),
    last_observed_at: new Date(row.last_observed_at),
    reopen_count: Number(row.reopen_count),
  };
};

/**
 * The tracker rows of `pairs` (rule id, subject id): the live rows locked `for update` (a person's
 * acknowledgement or another evaluation waits for this transaction), and the newest resolved row
 * of each pair (index alerts_rule_subject_resolved_idx).
 */
export const loadSlots = async (
  trx: QueryRunner,
  pairs: readonly { readonly ruleId: string; readonly subjectId: string }[],
): Promise<Map<string, TrackerSlot>> => {
  const slots = new Map<string, TrackerSlot>();
  if (pairs.length === 0) return slots;
  const rules = pairs.map((p) => p.ruleId);
  const subjects = pairs.map((p) => p.subjectId);
  const wanted = sql`(rule_id, subject_id) in (select * from unnest(${rules}::uuid[], ${subjects}::uuid[]))`;
  const live = await sql<AlertTrackerRow>`select ${COLUMNS} from alerts where ${wanted} and status <> 'resolved' order by id for update`.execute(trx);
  const resolved = await sql<AlertTrackerRow>`select distinct on (rule_id, subject_id) ${COLUMNS} from alerts
    where ${wanted} and status = 'resolved' order by rule_id, subject_id, resolved_at desc`.execute(trx);
  for (const row of resolved.rows) slots.set(pairKey(row.rule_id, row.subject_id), { live: null, resolved: dates(row) });
  for (const row of live.rows) {
    const key = pairKey(row.rule_id, row.subject_id);
    slots.set(key, { live: dates(row), resolved: slots.get(key)?.resolved ?? null });
  }
  return slots;
};

/** The tracker a resolved row stands for. */
const resolvedTracker = (r: AlertTrackerRow): AlertTracker => ({
  status: 'resolved',
  conditionSince: null,
  openedAt: r.opened_at,
  acknowledgedAt: r.acknowledged_at,
  acknowledgedBy: r.acknowledged_by,
  note: r.note,
  resolvedAt: r.resolved_at,
  resolvedHow: r.resolved_how,
  resolvedBy: r.resolved_by,
  escalatedAt: r.escalated_at,
  reopenCount: r.reopen_count,
  lastObservedAt: r.last_observed_at,
});

/** The domain's tracker of a (rule, subject) from its rows (idle when it has none). */
export const trackerOf = (slot: TrackerSlot | undefined): AlertTracker => {
  const live = slot?.live ?? null;
  const resolved = slot?.resolved ?? null;
  if (live === null) return resolved === null ? IDLE_TRACKER : resolvedTracker(resolved);
  if (live.status === 'pending') {
    const base = resolved === null ? IDLE_TRACKER : resolvedTracker(resolved);
    return { ...base, status: 'pending', conditionSince: live.condition_since, lastObservedAt: live.last_observed_at };
  }
  return {
    status: live.status === 'acknowledged' ? 'acknowledged' : 'open',
    conditionSince: live.condition_since,
    openedAt: live.opened_at,
    acknowledgedAt: live.acknowledged_at,
    acknowledgedBy: live.acknowledged_by,
    note: live.note,
    resolvedAt: null,
    resolvedHow: null,
    resolvedBy: null,
    escalatedAt: live.escalated_at,
    reopenCount: live.reopen_count,
    lastObservedAt: live.last_observed_at,
  };
};

/** What a written step changed that people are told of: the alert row and the effects. */
export interface WrittenStep {
  readonly alertId: string;
  readonly ruleId: string;
  readonly effects: readonly AlertEffect[];
  readonly tracker: AlertTracker;
}

/** Where a step is written: the pair, its company and subject kind, and what the subject showed (JSON of `alerts.detail`). */
export interface StepTarget {
  readonly companyId: string;
  readonly ruleId: string;
  readonly subjectKind: 'equipment' | 'charger';
  readonly subjectId: string;
  readonly detail: Readonly<Record<string, unknown>>;
}

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** The columns of a shown (open or acknowledged) tracker, as an update's SET list. */
const shownColumns = (t: AlertTracker, detail: string, now: Date) => sql`status = ${t.status}, condition_since = ${iso(t.conditionSince)}::timestamptz,
  opened_at = ${iso(t.openedAt)}::timestamptz, acknowledged_at = ${iso(t.acknowledgedAt)}::timestamptz, acknowledged_by = ${t.acknowledgedBy}::uuid,
  acknowledged_by_name = case when ${t.acknowledgedBy}::uuid is null then null else acknowledged_by_name end, note = ${t.note},
  resolved_at = null, resolved_how = null, resolved_by = null, escalated_at = ${iso(t.escalatedAt)}::timestamptz, reopen_count = ${t.reopenCount},
  detail = ${detail}::jsonb, last_observed_at = ${iso(t.lastObservedAt)}::timestamptz, updated_at = ${now.toISOString()}::timestamptz`;

/** A new alerts row a step asks for (a pending one, or one opened at once), inserted with the others of its evaluation (`insertRows`). */
export interface NewAlertRow {
  readonly target: StepTarget;
  readonly tracker: AlertTracker;
  readonly status: 'pending' | 'open';
  readonly effects: readonly AlertEffect[];
}

/**
 * Inserts `rows` with ONE statement (unnest of arrays), `on conflict do nothing` on the
 * one-live-alert index: a pair whose live row another transaction inserted first is skipped and
 * tells nobody.
 * @returns the steps people are told of (rows inserted open), with their new ids.
 */
export const insertRows = async (trx: QueryRunner, rows: readonly NewAlertRow[], now: Date): Promise<WrittenStep[]> => {
  if (rows.length === 0) return [];
  const { rows: inserted } = await sql<{ id: string; rule_id: string; subject_id: string }>`insert into alerts (company_id, rule_id, subject_kind, subject_id,
      status, condition_since, opened_at, escalated_at, reopen_count, detail, last_observed_at, updated_at)
    select u.company_id, u.rule_id, u.subject_kind, u.subject_id, u.status, u.condition_since, u.opened_at, u.escalated_at, u.reopen_count, u.detail::jsonb,
      u.last_observed_at, ${now.toISOString()}::timestamptz
    from unnest(${rows.map((r) => r.target.companyId)}::uuid[], ${rows.map((r) => r.target.ruleId)}::uuid[], ${rows.map((r) => r.target.subjectKind)}::text[],
      ${rows.map((r) => r.target.subjectId)}::uuid[], ${rows.map((r) => r.status)}::text[], ${rows.map((r) => iso(r.tracker.conditionSince))}::timestamptz[],
      ${rows.map((r) => iso(r.tracker.openedAt))}::timestamptz[], ${rows.map((r) => iso(r.tracker.escalatedAt))}::timestamptz[],
      ${rows.map((r) => r.tracker.reopenCount)}::int[], ${rows.map((r) => JSON.stringify(r.target.detail))}::text[],
      ${rows.map((r) => iso(r.tracker.lastObservedAt ?? now))}::timestamptz[])
      as u(company_id, rule_id, subject_kind, subject_id, status, condition_since, opened_at, escalated_at, reopen_count, detail, last_observed_at)
    on conflict (rule_id, subject_id) where status <> 'resolved' do nothing
    returning id::text as id, rule_id::text as rule_id, subject_id::text as subject_id`.execute(trx);
  const idOf = new Map(inserted.map((r) => [pairKey(r.rule_id, r.subject_id), r.id]));
  return rows.flatMap((r) => {
    const id = idOf.get(pairKey(r.target.ruleId, r.target.subjectId));
    return id === undefined || r.effects.length === 0 ? [] : [{ alertId: id, ruleId: r.target.ruleId, effects: r.effects, tracker: r.tracker }];
  });
};

const deleteRow = (trx: QueryRunner, id: string) => sql`delete from alerts where id = ${id}::uuid`.execute(trx);

/**
 * Writes the step from `slot` to the tracker `next` with `effects` (rules 22.4), inside `trx`:
 * - opened: the pending row becomes open (or a new open row is inserted, hold time 0);
 * - reopened: the pending row goes and the newest resolved row opens again (same alert);
 * - open or acknowledged without an opening: the row is updated only when more than the time of
 *   the last observation changed (an escalation), so reports about a standing alert write nothing;
 * - pending: a new pending row (a pending row that stays pending is left as it is);
 * - resolved: the live row resolves (how, when, by whom); a pending row that did not open is deleted.
 * New rows are not written here but pushed on `inserts`, for `insertRows` to write them all at once.
 * @returns the alert row and effects people are told of, or null when nothing shown changed (or the row is still to insert).
 */
export const writeStep = async (
  trx: QueryRunner,
  target: StepTarget,
  slot: TrackerSlot | undefined,
  next: AlertTracker,
  effects: readonly AlertEffect[],
  now: Date,
  inserts: NewAlertRow[],
): Promise<WrittenStep | null> => {
  const live = slot?.live ?? null;
  const resolved = slot?.resolved ?? null;
  const detail = JSON.stringify(target.detail);
  const done = (alertId: string | null): WrittenStep | null =>
    alertId === null || effects.length === 0 ? null : { alertId, ruleId: target.ruleId, effects, tracker: next };
  switch (next.status) {
    case 'open':
    case 'acknowledged': {
      if (effects.includes('reopened') && resolved !== null) {
        if (live !== null) await deleteRow(trx, live.id);
        await sql`update alerts set ${shownColumns(next, detail, now)} where id = ${resolved.id}::uuid`.execute(trx);
        return done(resolved.id);
      }
      if (effects.includes('opened') || effects.includes('reopened')) {
        if (live !== null) {
          await sql`update alerts set ${shownColumns(next, detail, now)} where id = ${live.id}::uuid`.execute(trx);
          return done(live.id);
        }
        inserts.push({ target, tracker: next, status: 'open', effects });
        return null;
      }
      if (live === null || effects.length === 0) return null;
      await sql`update alerts set escalated_at = ${iso(next.escalatedAt)}::timestamptz, last_observed_at = ${iso(next.lastObservedAt ?? now)}::timestamptz,
        updated_at = ${now.toISOString()}::timestamptz where id = ${live.id}::uuid`.execute(trx);
      return done(live.id);
    }
    case 'pending':
      if (live === null) inserts.push({ target, tracker: next, status: 'pending', effects });
      return null;
    case 'resolved':
    case 'idle':
      if (live === null) return null;
      if (live.status === 'pending') {
        await deleteRow(trx, live.id);
        return null;
      }
      if (!effects.includes('resolved')) return null;
      await sql`update alerts set status = 'resolved', condition_since = ${iso(live.condition_since)}::timestamptz, resolved_at = ${iso(next.resolvedAt)}::timestamptz,
        resolved_how = ${next.resolvedHow}, resolved_by = ${next.resolvedBy}::uuid, last_observed_at = ${iso(next.lastObservedAt ?? now)}::timestamptz,
        updated_at = ${now.toISOString()}::timestamptz where id = ${live.id}::uuid`.execute(trx);
      return done(live.id);
  }
};
