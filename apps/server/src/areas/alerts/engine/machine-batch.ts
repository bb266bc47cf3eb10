import { sql } from 'kysely';
import { conditionHolds, type ConditionContext, type MachineSnapshot } from '@yardfleet/domain/alerts/alert-conditions';
import type { AlertRuleKind } from '@yardfleet/domain/alerts/alert-rule';
import { NAMED_STATEMENT } from '../../../db/named-statements';
import type { QueryRunner } from '../../../live/publish';
import { readsLastWarehouse, type CompanyContext, type EngineRule, type RuleIndex } from './company-rules';
import type { Evaluation } from './evaluate';
import { lastWarehouses, machineSnapshotOf, scopeKeysOf, serviceDueInstants, type MachineRow, type Subject } from './snapshots';
import { pairKey } from './trackers';

/** A machine's row as the batch reads it: the snapshot's columns and the rules with a live alert on it. */
interface BatchRow extends MachineRow {
  readonly live_rule_ids: string[] | null;
}

/** A subject whose snapshot may still gain the warehouse it was last in (`completeDetails`). */
interface BatchSubject {
  snapshot: MachineSnapshot;
  readonly scopeKeys: readonly string[];
  /** True while the warehouse it was last in is unread (it is in none, a rule reads it, and no gate asked for it). */
  lastWarehouseUnread: boolean;
}

/** What the evaluation of a batch of machines starts from (evaluate.ts `evaluateAlerts`). */
export interface MachineBatch {
  readonly evaluations: readonly Evaluation[];
  /** The `pairKey`s with a live alert. */
  readonly livePairs: ReadonlySet<string>;
  /** Reads the warehouse last in of those of `ids` whose is unread, for the alerts about to be written (their detail names it). */
  readonly completeDetails: (ids: readonly string[]) => Promise<void>;
}

/**
 * What the batch reads of some machines only, in ONE query: the tags of those of `tagsOf` (index
 * equipment_tags_pkey) and the warehouse last in of those of `lastOf` (their newest report the
 * geofence placed in a warehouse, as snapshots.ts `lastWarehouses`); each answered only when asked.
 */
const readApart = async (
  trx: QueryRunner,
  tagsOf: readonly string[],
  lastOf: readonly string[],
): Promise<{ tags: Map<string, string[]>; last: Map<string, string> }> => {
  const tags = new Map<string, string[]>();
  const last = new Map<string, string>();
  const ids = [...new Set([...tagsOf, ...lastOf])];
  if (ids.length === 0) return { tags, last };
  const [withTags, withLast] = [new Set(tagsOf), new Set(lastOf)];
  const { rows } = await sql<{ id: string; tag_ids: string[] | null; last_warehouse_id: string | null }>`select u.id::text as id,
      case when u.tags then (select array_agg(t.tag_id::text) from equipment_tags t where t.equipment_id = u.id) end as tag_ids,
      case when u.last then (select r.warehouse_id::text from equipment_reports r where r.equipment_id = u.id and r.warehouse_id is not null
        order by r.fix_at desc limit 1) end as last_warehouse_id
    from unnest(${ids}::uuid[], ${ids.map((id) => withTags.has(id))}::boolean[], ${ids.map((id) => withLast.has(id))}::boolean[]) as u(id, tags, last)
    ${NAMED_STATEMENT}`.execute(trx);
  for (const r of rows) {
    if (r.tag_ids !== null) tags.set(r.id, r.tag_ids);
    if (r.last_warehouse_id !== null) last.set(r.id, r.last_warehouse_id);
  }
  return { tags, last };
};

/** The kinds among `index.gates` whose widest condition holds for `m` at `ctx.now`: no rule of another kind can hold (rules 22.1). */
const openKinds = (index: RuleIndex, m: MachineSnapshot, ctx: ConditionContext): AlertRuleKind[] => {
  const kinds: AlertRuleKind[] = [];
  for (const [kind, widest] of index.gates) if (conditionHolds(widest, m, ctx)) kinds.push(kind);
  return kinds;
};

/**
 * The evaluations of the company's machine rules on the machines `ids` at `now` (rules 22.1, 22.4),
 * reading only what the rules that may hold need, inside the caller's transaction:
 * 1. ONE query for the batch: each machine's row (its reminder plan's marks when a rule reads
 *    them) with the rules holding a live alert on it (index alerts_company_subject_idx);
 * 2. per machine, the kinds whose widest condition (RuleIndex `gates`) holds: a rule of any other
 *    kind cannot hold, and without a live alert its evaluation would change nothing (rules 22.4);
 * 3. the tags of only the machines that may match a tag-scoped rule of such a kind or hold a live
 *    alert of one, and the warehouse last in of only the machines in none for which a rule reading
 *    it (`readsLastWarehouse`) is of such a kind or holds a live alert; one query for both, when any;
 * 4. each machine's candidates: the rules of its scope keys of those kinds, and its live rules.
 * The outcome is the one every rule of every matching scope would give: the rules left out neither
 * hold nor have a live alert. A machine's warehouse last in, when unread, is read before an alert
 * about it is written (`completeDetails`), so the alert's detail names it as before.
 */
export const machineBatch = async (trx: QueryRunner, company: CompanyContext, index: RuleIndex, ids: readonly string[], now: Date): Promise<MachineBatch> => {
  const marks = index.needsService
    ? sql`m.due_from_at, m.due_from_engine_hours`
    : sql`null::timestamptz as due_from_at, null::double precision as due_from_engine_hours`;
  const { rows } = await sql<BatchRow>`select e.id::text as id, e.category, e.warehouse_id::text as warehouse_id, e.inventory_status, e.online_status,
      e.last_seen_at, e.activity, e.error_code, e.battery_max_capacity_pct, e.battery_optimization_active, e.engine_hours, ${marks},
      (select array_agg(a.rule_id::text) from alerts a where a.company_id = e.company_id and a.subject_id = e.id and a.status <> 'resolved') as live_rule_ids
    from equipment e ${index.needsService ? sql`left join service_marks m on m.equipment_id = e.id` : sql``}
    where e.company_id = ${company.id}::uuid and e.id = any(${[...ids]}::uuid[]) ${NAMED_STATEMENT}`.execute(trx);
  const due = index.needsService ? await serviceDueInstants(trx, rows, now) : new Map<string, Date>();
  const ctx: ConditionContext = { now, workingHours: company.workingHours, timeZone: company.timeZone };
  const firstLook = rows.map((r) => {
    const snapshot = machineSnapshotOf(r, { tagIds: [], lastWarehouseId: r.warehouse_id, serviceDueAt: due.get(r.id) ?? null }, now);
    const live = (r.live_rule_ids ?? []).flatMap((id) => index.byId.get(id) ?? []);
    const kinds = openKinds(index, snapshot, ctx);
    const needsTags = kinds.some((k) => index.tagKinds.has(k)) || live.some((rule) => rule.draft.scope.kind === 'tag');
    const lastWarehouseRead = r.warehouse_id === null && index.needsLastWarehouse;
    const needsLast = lastWarehouseRead && (kinds.some((k) => index.lastWarehouseKinds.has(k)) || live.some(readsLastWarehouse));
    return { r, snapshot, live, kinds, needsTags, needsLast, lastWarehouseRead };
  });
  const { tags, last } = await readApart(
    trx,
    firstLook.filter((f) => f.needsTags).map((f) => f.r.id),
    firstLook.filter((f) => f.needsLast).map((f) => f.r.id),
  );
  const subjects = new Map<string, BatchSubject>();
  const evaluations: Evaluation[] = [];
  const livePairs = new Set<string>();
  for (const { r, live, kinds, needsLast, lastWarehouseRead, ...first } of firstLook) {
    // No kind may hold and no alert is live: no rule would change anything (rules 22.4).
    if (kinds.length === 0 && live.length === 0) continue;
    const tagIds = tags.get(r.id);
    const lastWarehouseId = last.get(r.id);
    const snapshot =
      tagIds === undefined && lastWarehouseId === undefined
        ? first.snapshot
        : { ...first.snapshot, tagIds: tagIds ?? [], lastWarehouseId: r.warehouse_id ?? lastWarehouseId ?? null };
    const subject: BatchSubject = { snapshot, scopeKeys: scopeKeysOf(snapshot), lastWarehouseUnread: lastWarehouseRead && !needsLast };
    subjects.set(r.id, subject);
    const rules = new Map<string, EngineRule>();
    for (const key of ['', ...subject.scopeKeys]) {
      const ofKind = index.byScopeKind.get(key);
      if (ofKind !== undefined) for (const kind of kinds) for (const rule of ofKind.get(kind) ?? []) rules.set(rule.id, rule);
    }
    for (const rule of live) {
      rules.set(rule.id, rule);
      livePairs.add(pairKey(rule.id, r.id));
    }
    for (const rule of rules.values()) evaluations.push({ rule, subjectKind: 'equipment', subjectId: r.id, subject: subject as Subject<MachineSnapshot> });
  }
  const completeDetails = async (wanted: readonly string[]): Promise<void> => {
    const unread = wanted.filter((id) => subjects.get(id)?.lastWarehouseUnread === true);
    if (unread.length === 0) return;
    const found = await lastWarehouses(trx, unread);
    for (const id of unread) {
      const subject = subjects.get(id);
      if (subject === undefined) continue;
      subject.snapshot = { ...subject.snapshot, lastWarehouseId: found.get(id) ?? null };
      subject.lastWarehouseUnread = false;
    }
  };
  return { evaluations, livePairs, completeDetails };
};
