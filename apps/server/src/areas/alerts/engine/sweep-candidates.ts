import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isWithinWorkingHours, localTimeReached } from '@yardfleet/domain/alerts/working-hours';
import type { AlertRuleKind } from '@yardfleet/domain/alerts/alert-rule';
import { OFFLINE_AFTER_MS } from '@yardfleet/domain/machines/online-status';
import type { Database } from '../../../db/schema';
import type { CompanyContext, EngineRule } from './company-rules';

/** One subject the sweep evaluates, with its company. */
export interface Candidate {
  readonly company_id: string;
  readonly subject_id: string;
}

/**
 * A set-based query of the subjects time alone may have changed. It reads them all at once (no
 * order, no limit: the planner hashes the joins over one scan; a keyset-paged form walked the
 * primary key of 100,000 machines for every page); the sweep evaluates them a page at a time.
 */
export interface CandidateQuery {
  readonly name: string;
  readonly subjectKind: 'equipment' | 'charger';
  readonly all: (db: Kysely<Database>) => Promise<Candidate[]>;
}

/**
 * Whether a rule of a time-driven kind can hold at `now` for any subject (rules 22.1, 22.2), so
 * the sweep looks for its subjects: `machine_offline` only during working hours when it says so,
 * `out_after_hours` outside them, `not_returned` once the local clock reached its return-by time.
 */
const activeAt = (rule: EngineRule, company: CompanyContext, now: Date): boolean => {
  const c = rule.draft.condition;
  const within = () => isWithinWorkingHours(now, company.workingHours, company.timeZone);
  if (c.kind === 'machine_offline') return !c.onlyDuringWorkingHours || within();
  if (c.kind === 'out_after_hours') return !within();
  if (c.kind === 'not_returned') return localTimeReached(now, c.returnBy, company.timeZone);
  return true;
};

/**
 * The rules as a table `r(rule_id, company_id, kind, t, scope_kind, scope_id)`, `t` the instant
 * before which a subject's time (silence, due-from mark) makes the kind hold at `now`: the rule's
 * minutes of silence before `now`; `now` for `service_due`; the grace days before `now`, less two
 * hours for a DST change on the way, for `service_overdue` (the domain decides exactly after).
 */
const ruleTable = (rules: readonly EngineRule[], now: Date): RawBuilder<unknown> => {
  const scopeIdOf = (r: EngineRule): string | null => {
    const s = r.draft.scope;
    return s.kind === 'all' ? null : s.kind === 'tag' ? s.tagId : s.kind === 'category' ? s.category : s.kind === 'warehouse' ? s.warehouseId : s.chargerId;
  };
  const beforeMs = (r: EngineRule): number => {
    const c = r.draft.condition;
    if (c.kind === 'machine_offline' || c.kind === 'charger_offline') return c.offlineMinutes * MINUTE_MS;
    return c.kind === 'service_overdue' ? c.graceDays * DAY_MS - 2 * HOUR_MS : 0;
  };
  return sql`unnest(${rules.map((r) => r.id)}::uuid[], ${rules.map((r) => r.companyId)}::uuid[], ${rules.map((r) => r.draft.condition.kind)}::text[],
    ${rules.map((r) => new Date(now.getTime() - beforeMs(r)).toISOString())}::timestamptz[], ${rules.map((r) => r.draft.scope.kind)}::text[],
    ${rules.map(scopeIdOf)}::text[]) as r(rule_id, company_id, kind, t, scope_kind, scope_id)`;
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A machine scope in SQL, a superset of the domain's `inScope` (a warehouse scope takes every machine out of a warehouse; `inScope` decides). */
const MACHINE_SCOPE = sql`(r.scope_kind = 'all' or (r.scope_kind = 'category' and e.category = r.scope_id)
  or (r.scope_kind = 'tag' and exists (select 1 from equipment_tags t where t.equipment_id = e.id and t.tag_id::text = r.scope_id))
  or (r.scope_kind = 'warehouse' and (e.warehouse_id is null or e.warehouse_id::text = r.scope_id)))`;

/**
 * The sweep's candidate queries at `now` (rules 22.2, 22.4): set-based, each a superset of the
 * subjects whose condition time alone may have made hold (the domain's `conditionHolds` decides
 * after), and only for pairs without a live alert (a hash anti-join against `alerts`, no probe
 * per subject), so a fleet whose alerts are already open costs a scan, not an evaluation.
 * Machines in ONE scan of `equipment` for every time-driven kind:
 * - `machine_offline`: machines silent for the rule's minutes (and offline at `now`);
 * - `out_after_hours`: machines out for work and in use, for rules of companies outside their hours;
 * - `not_returned`: machines out for work once the rule's return-by time was reached today;
 * - `service_due` / `service_overdue`: machines whose plan's due-from mark passed (date: the
 *   grace days before `now`, less two hours for a DST change on the way; engine hours: the
 *   machine's hours past the mark);
 * charge systems in one scan of `chargers` (`charger_offline`: they or their gateways silent for
 * the rule's minutes); and the live alerts time changes, each by an index: pending ones (their
 * hold may have elapsed, or the condition stopped holding, e.g. working hours began), open ones
 * whose escalation is due, and service alerts whose machine is no longer due (a service logged,
 * the plan off). Rules of kinds that only reports change (faults, batteries, warehouses, ports)
 * need no query.
 */
export const candidateQueries = (rules: readonly EngineRule[], companies: ReadonlyMap<string, CompanyContext>, now: Date): CandidateQuery[] => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const offlineBefore = sql`${new Date(now.getTime() - OFFLINE_AFTER_MS).toISOString()}::timestamptz`;
  const active = rules.filter((r) => {
    const company = companies.get(r.companyId);
    return company !== undefined && activeAt(r, company, now);
  });
  const ofKind = (kinds: readonly AlertRuleKind[], from: readonly EngineRule[] = active) => from.filter((r) => kinds.includes(r.draft.condition.kind));
  const machineRules = ofKind(['machine_offline', 'out_after_hours', 'not_returned', 'service_due', 'service_overdue']);
  const chargerRules = ofKind(['charger_offline']);
  const silent = (column: RawBuilder<unknown>, status: RawBuilder<unknown>) =>
    sql`(${column} <= r.t and (${status} = 'offline' or ${column} < ${offlineBefore}))`;
  const queries: CandidateQuery[] = [];
  if (machineRules.length > 0)
    queries.push({
      name: 'machines',
      subjectKind: 'equipment',
      all: async (db) =>
        (
          await sql<Candidate>`            select distinct e.company_id, e.id as subject_id from equipment e join ${ruleTable(machineRules, now)} on r.company_id = e.company_id
              left join service_marks m on m.equipment_id = e.id
            where ((r.kind = 'machine_offline' and ${silent(sql`e.last_seen_at`, sql`e.online_status`)})
                or (r.kind in ('out_after_hours', 'not_returned') and e.inventory_status = 'out_for_work'
                  and (r.kind = 'not_returned' or e.activity in ('mowing', 'moving', 'transfer')))
                or (r.kind in ('service_due', 'service_overdue') and (m.due_from_at <= r.t or e.engine_hours >= m.due_from_engine_hours)))
              and ${MACHINE_SCOPE}
              and not exists (select 1 from alerts a where a.rule_id = r.rule_id and a.subject_id = e.id and a.status <> 'resolved')`.execute(db)
        ).rows,
    });
  if (chargerRules.length > 0)
    queries.push({
      name: 'chargers',
      subjectKind: 'charger',
      all: async (db) =>
        (
          await sql<Candidate>`            select distinct c.company_id, c.id as subject_id from chargers c join ${ruleTable(chargerRules, now)} on r.company_id = c.company_id
              left join gateways g on g.id = c.gateway_id and g.deleted_at is null
            where (r.scope_kind = 'all' or c.id::text = r.scope_id)
              and (${silent(sql`c.last_report_at`, sql`c.online_status`)} or ${silent(sql`g.last_connected_at`, sql`g.online_status`)})
              and not exists (select 1 from alerts a where a.rule_id = r.rule_id and a.subject_id = c.id and a.status <> 'resolved')`.execute(db)
        ).rows,
    });
  const companyIds = [...new Set(rules.map((r) => r.companyId))];
  const escalating = rules.filter((r) => r.draft.escalation !== null);
  const service = ofKind(['service_due', 'service_overdue'], rules);
  const live = (name: string, subjectKind: 'equipment' | 'charger', where: RawBuilder<unknown>): CandidateQuery => ({
    name: `${name} (${subjectKind})`,
    subjectKind,
    all: async (db) =>
      (
        await sql<Candidate>`select distinct a.company_id, a.subject_id from alerts a
          where a.subject_kind = ${subjectKind} and ${where}`.execute(db)
      ).rows,
  });
  for (const kind of ['equipment', 'charger'] as const) {
    // Index alerts_company_status_opened_idx (company, status): the few pending alerts.
    queries.push(live('pending', kind, sql`a.company_id = any(${companyIds}::uuid[]) and a.status = 'pending'`));
    // Index alerts_one_live_idx: the open alerts of the rules that escalate.
    if (escalating.length > 0)
      queries.push(
        live(
          'escalation due',
          kind,
          sql`a.rule_id = any(${escalating.map((r) => r.id)}::uuid[]) and a.status = 'open' and a.escalated_at is null
            and exists (select 1 from unnest(${escalating.map((r) => r.id)}::uuid[], ${escalating.map((r) => r.timing.escalateAfterMs ?? 0)}::bigint[]) as x(rule_id, ms)
              where x.rule_id = a.rule_id and a.opened_at <= ${at} - x.ms * interval '1 millisecond')`,
        ),
      );
  }
  if (service.length > 0)
    queries.push(
      live(
        'service no longer due',
        'equipment',
        sql`a.rule_id = any(${service.map((r) => r.id)}::uuid[]) and a.status <> 'resolved' and not exists (select 1 from service_marks m join equipment e on e.id = m.equipment_id
          where m.equipment_id = a.subject_id and (m.due_from_at <= ${at} or e.engine_hours >= m.due_from_engine_hours))`,
      ),
    );
  return queries;
};
