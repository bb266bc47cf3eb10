import { sql } from 'kysely';
import { conditionHolds, type ConditionContext, type MachineSnapshot } from '@yardfleet/domain/alerts/alert-conditions';
import type { AlertRuleKind } from '@yardfleet/domain/alerts/alert-rule';
import { NAMED_STATEMENT } from '../../../db/named-statements';
import type { QueryRunner } from '../../../live/publish';
import { type CompanyContext, type EngineRule, type RuleIndex } from './company-rules';
import type { Evaluation } from './evaluate';
import { machineSnapshotOf, scopeKeysOf, serviceDueInstants, type MachineRow, type Subject, type WrittenMachine } from './snapshots';
import { pairKey } from './trackers';

/** A machine's row as the batch reads it: the snapshot's columns and the rules with a live alert on it. */
interface BatchRow extends MachineRow {
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

/** The marks of the machine's reminder plan when a rule of `index` reads them (rules 4.8, 18.4), else nulls: columns of `service_marks m`. */
const marksOf = (index: RuleIndex) =>
  index.needsService ? sql`m.due_from_at, m.due_from_engine_hours` : sql`null::timestamptz as due_from_at, null::double precision as due_from_engine_hours`;

/**
 * The machines `ids` of `companyId` as the batch reads them, in ONE query: each machine's row, with
 * the warehouse it is in or was last in (kept by the ingest, migration 0023), its reminder plan's
 * marks when a rule reads them, and the rules holding a live alert on it (alerts_live_subject_idx).
 * Ids of another company are left out.
 */
const machineRows = async (trx: QueryRunner, companyId: string, index: RuleIndex, ids: readonly string[]): Promise<BatchRow[]> => {
  const { rows } = await sql<BatchRow>`select e.id::text as id, e.category, e.warehouse_id::text as warehouse_id, e.inventory_status, e.online_status,
      e.last_seen_at, e.activity, e.error_code, e.battery_max_capacity_pct, e.battery_optimization_active, e.engine_hours,
      e.last_warehouse_id::text as last_warehouse_id, ${marksOf(index)},
      (select array_agg(a.rule_id::text) from alerts a where a.company_id = e.company_id and a.subject_id = e.id and a.status <> 'resolved') as live_rule_ids
    from equipment e ${index.needsService ? sql`left join service_marks m on m.equipment_id = e.id` : sql``}
    where e.company_id = ${companyId}::uuid and e.id = any(${[...ids]}::uuid[]) ${NAMED_STATEMENT}`.execute(trx);
  return rows;
};

/**
 * The machines of `written` (rows the caller has just written, of `companyId`) as the batch reads
 * them: what other tables hold is read in ONE query that answers only the machines with a live
 * alert or reminder marks (the rules on them, the marks when a rule reads them); the rest are
 * taken as written, without reading their rows again.
 */
const writtenRows = async (trx: QueryRunner, companyId: string, index: RuleIndex, written: ReadonlyMap<string, WrittenMachine>): Promise<BatchRow[]> => {
  const ids = [...written.keys()];
  const { rows } = await sql<Pick<BatchRow, 'id' | 'live_rule_ids' | 'due_from_at' | 'due_from_engine_hours'>>`select u.id::text as id,
      l.rule_ids as live_rule_ids, ${marksOf(index)}
    from unnest(${ids}::uuid[]) as u(id)
      left join lateral (select array_agg(a.rule_id::text) as rule_ids from alerts a
        where a.company_id = ${companyId}::uuid and a.subject_id = u.id and a.status <> 'resolved') as l on true
      ${index.needsService ? sql`left join service_marks m on m.equipment_id = u.id` : sql``}
    where l.rule_ids is not null ${index.needsService ? sql`or m.equipment_id is not null` : sql``} ${NAMED_STATEMENT}`.execute(trx);
  const extra = new Map(rows.map((r) => [r.id, r]));
  return [...written.values()].map((w) => {
    const found = extra.get(w.id);
    return {
      ...w,
      live_rule_ids: found?.live_rule_ids ?? null,
      due_from_at: found?.due_from_at ?? null,
      due_from_engine_hours: found?.due_from_engine_hours ?? null,
    };
  });
};

/**
 * The evaluations of the company's machine rules on some machines at `now` (rules 22.1, 22.4),
 * reading only what the rules that may hold need, inside the caller's transaction:
 * 1. the machines: `ids` read in one query (`machineRows`), or the rows the caller has just
 *    written with what other tables hold in one query (`writtenRows`);
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
  machines: readonly string[] | ReadonlyMap<string, WrittenMachine>,
  now: Date,
): Promise<MachineBatch> => {
  const rows = Array.isArray(machines)
    ? await machineRows(trx, company.id, index, machines)
    : await writtenRows(trx, company.id, index, machines as ReadonlyMap<string, WrittenMachine>);
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
