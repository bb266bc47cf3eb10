import { sql } from 'kysely';
import { conditionHolds, type ConditionContext, type MachineSnapshot } from '@yardfleet/domain/alerts/alert-conditions';
import type { AlertRuleKind } from '@yardfleet/domain/alerts/alert-rule';
import { NAMED_STATEMENT } from '../../../db/named-statements';
import type { QueryRunner } from '../../../live/publish';
import { type CompanyContext, type EngineRule, type RuleIndex } from './company-rules';
import type { Evaluation } from './evaluate';
import { machineSnapshotOf, scopeKeysOf, serviceDueInstants, type MachineRow, type Subject } from './snapshots';
import { pairKey } from './trackers';

/** A machine's row as the batch reads it: the snapshot's columns and the rules with a live alert on it. */
export interface BatchRow extends MachineRow {
  readonly live_rule_ids: string[] | null;
}

/** What the evaluation of a batch of machines starts from (evaluate.ts `evaluateAlerts`). */
export interface MachineBatch {
  readonly evaluations: readonly Evaluation[];
  /** The `pairKey`s with a live alert. */
  readonly livePairs: ReadonlySet<string>;
}

/** The tags of `ids` (index equipment_tags_pkey), in one query when any. */
const tagsOf = async (trx: QueryRunner, ids: readonly string[]): Promise<Map<string, string[]>> => {
  const tags = new Map<string, string[]>();
  if (ids.length === 0) return tags;
  const { rows } = await sql<{ id: string; tag_ids: string[] }>`select t.equipment_id::text as id, array_agg(t.tag_id::text) as tag_ids
    from equipment_tags t where t.equipment_id = any(${[...ids]}::uuid[]) group by t.equipment_id ${NAMED_STATEMENT}`.execute(trx);
  for (const r of rows) tags.set(r.id, r.tag_ids);
  return tags;
};

/** The kinds among `index.gates` whose widest condition holds for `m` at `ctx.now`: no rule of another kind can hold (rules 22.1). */
const openKinds = (index: RuleIndex, m: MachineSnapshot, ctx: ConditionContext): AlertRuleKind[] => {
  const kinds: AlertRuleKind[] = [];
  for (const [kind, widest] of index.gates) if (conditionHolds(widest, m, ctx)) kinds.push(kind);
  return kinds;
};

/**
 * The rules holding a live (not resolved) alert on the machine row `machine` (the alias of
 * `equipment` in the caller's query), as an array of rule ids or null: read through the partial index
 * alerts_live_subject_idx (migration 0023).
 */
const liveRuleIdsOf = (machine: 'equipment' | 'e') => sql<string[] | null>`(select array_agg(a.rule_id::text) from alerts a
    where a.company_id = ${sql.ref(`${machine}.company_id`)} and a.subject_id = ${sql.ref(`${machine}.id`)} and a.status <> 'resolved')`;

/**
 * The columns a caller's own select of `equipment` adds for a batch (the ingest's locked read of the
 * machines it folds, rules 22.4): the rules holding a live alert on each machine (index
 * alerts_live_subject_idx) and its reminder plan's marks when a rule reads them (`withMarks`, the
 * RuleIndex's `needsService`; else nulls), so the batch needs no read of its own before the gates.
 */
export const batchColumns = (withMarks: boolean) => [
  liveRuleIdsOf('equipment').as('live_rule_ids'),
  (withMarks ? sql<Date | null>`(select m.due_from_at from service_marks m where m.equipment_id = equipment.id)` : sql<Date | null>`null::timestamptz`).as(
    'due_from_at',
  ),
  (withMarks
    ? sql<number | null>`(select m.due_from_engine_hours from service_marks m where m.equipment_id = equipment.id)`
    : sql<number | null>`null::double precision`
  ).as('due_from_engine_hours'),
];

/**
 * The machines `ids` of `companyId` as the batch reads them, in ONE query (the sweep's read): each
 * machine's row, with the warehouse it is in or was last in (migration 0023), and `batchColumns`.
 * Ids of another company are left out.
 */
export const machineRows = async (trx: QueryRunner, companyId: string, index: RuleIndex, ids: readonly string[]): Promise<BatchRow[]> => {
  const marks = index.needsService
    ? sql`m.due_from_at, m.due_from_engine_hours`
    : sql`null::timestamptz as due_from_at, null::double precision as due_from_engine_hours`;
  const { rows } = await sql<BatchRow>`select e.id::text as id, e.category, e.warehouse_id::text as warehouse_id, e.inventory_status, e.online_status,
      e.last_seen_at, e.activity, e.error_code, e.battery_max_capacity_pct, e.battery_optimization_active, e.engine_hours,
      e.last_warehouse_id::text as last_warehouse_id, ${marks},
      ${liveRuleIdsOf('e')} as live_rule_ids
    from equipment e ${index.needsService ? sql`left join service_marks m on m.equipment_id = e.id` : sql``}
    where e.company_id = ${companyId}::uuid and e.id = any(${[...ids]}::uuid[]) ${NAMED_STATEMENT}`.execute(trx);
  return rows;
};

/**
 * The evaluations of the company's machine rules on some machines at `now` (rules 22.1, 22.4),
 * reading only what the rules that may hold need, inside the caller's transaction:
 * 1. the machines' rows (`BatchRow`): the sweep's `machineRows`, or those the ingest has just
 *    written with the `batchColumns` of its own locked read, so no query here;
 * 2. per machine, the kinds whose widest condition (RuleIndex `gates`) holds: a rule of any other
 *    kind cannot hold, and without a live alert its evaluation would change nothing (rules 22.4);
 * 3. the tags of only the machines that may match a tag-scoped rule of such a kind or hold a live
 *    alert of one (one query, when any);
 * 4. each machine's candidates: the rules of its scope keys of those kinds, and its live rules.
 * The outcome is the one every rule of every matching scope would give: the rules left out neither
 * hold nor have a live alert.
 */
export const machineBatch = async (
  trx: QueryRunner,
  company: CompanyContext,
  index: RuleIndex,
  rows: readonly BatchRow[],
  now: Date,
): Promise<MachineBatch> => {
  const due = index.needsService ? await serviceDueInstants(trx, rows, now) : new Map<string, Date>();
  const ctx: ConditionContext = { now, workingHours: company.workingHours, timeZone: company.timeZone };
  const firstLook = rows.flatMap((r) => {
    const snapshot = machineSnapshotOf(r, { tagIds: [], serviceDueAt: due.get(r.id) ?? null }, now);
    const live = (r.live_rule_ids ?? []).flatMap((id) => index.byId.get(id) ?? []);
    const kinds = openKinds(index, snapshot, ctx);
    // No kind may hold and no alert is live: no rule would change anything (rules 22.4).
    if (kinds.length === 0 && live.length === 0) return [];
    const needsTags = kinds.some((k) => index.tagKinds.has(k)) || live.some((rule) => rule.draft.scope.kind === 'tag');
    return [{ id: r.id, snapshot, live, kinds, needsTags }];
  });
  const tags = await tagsOf(
    trx,
    firstLook.filter((f) => f.needsTags).map((f) => f.id),
  );
  const evaluations: Evaluation[] = [];
  const livePairs = new Set<string>();
  for (const { id, live, kinds, ...first } of firstLook) {
    const tagIds = tags.get(id);
    const snapshot = tagIds === undefined ? first.snapshot : { ...first.snapshot, tagIds };
    const subject: Subject<MachineSnapshot> = { snapshot, scopeKeys: scopeKeysOf(snapshot) };
    const rules = new Map<string, EngineRule>();
    for (const key of ['', ...subject.scopeKeys]) {
      const ofKind = index.byScopeKind.get(key);
      if (ofKind !== undefined) for (const kind of kinds) for (const rule of ofKind.get(kind) ?? []) rules.set(rule.id, rule);
    }
    for (const rule of live) {
      rules.set(rule.id, rule);
      livePairs.add(pairKey(rule.id, id));
    }
    for (const rule of rules.values()) evaluations.push({ rule, subjectKind: 'equipment', subjectId: id, subject });
  }
  return { evaluations, livePairs };
};
