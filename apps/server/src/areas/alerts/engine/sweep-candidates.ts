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

/** A set-based query of subjects time alone may have changed, read a page at a time in subject id order (keyset: after `after`). */
export interface CandidateQuery {
  readonly name: string;
  readonly subjectKind: 'equipment' | 'charger';
  readonly page: (db: Kysely<Database>, after: string, limit: number) => Promise<Candidate[]>;
}

/** The id every keyset starts after. */
export const FIRST_ID = '00000000-0000-0000-0000-000000000000';

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

/** The rules as a table `r(rule_id, company_id, n, scope_kind, scope_id)`; `n` is the kind's number (minutes, grace days). */
const ruleTable = (rules: readonly EngineRule[], numberOf: (rule: EngineRule) => number): RawBuilder<unknown> => {
  const scopeIdOf = (r: EngineRule): string | null => {
    const s = r.draft.scope;
    return s.kind === 'all' ? null : s.kind === 'tag' ? s.tagId : s.kind === 'category' ? s.category : s.kind === 'warehouse' ? s.warehouseId : s.chargerId;
  };
  return sql`unnest(${rules.map((r) => r.id)}::uuid[], ${rules.map((r) => r.companyId)}::uuid[], ${rules.map(numberOf)}::int[],
    ${rules.map((r) => r.draft.scope.kind)}::text[], ${rules.map(scopeIdOf)}::text[]) as r(rule_id, company_id, n, scope_kind, scope_id)`;
};

/** A machine scope in SQL, a superset of the domain's `inScope` (a warehouse scope takes every machine out of a warehouse; `inScope` decides). */
const MACHINE_SCOPE = sql`(r.scope_kind = 'all' or (r.scope_kind = 'category' and e.category = r.scope_id)
  or (r.scope_kind = 'tag' and exists (select 1 from equipment_tags t where t.equipment_id = e.id and t.tag_id::text = r.scope_id))
  or (r.scope_kind = 'warehouse' and (e.warehouse_id is null or e.warehouse_id::text = r.scope_id)))`;

/** No live (pending, open, acknowledged) alert of the rule on the subject `id` (index alerts_one_live_idx). */
const noLiveAlert = (id: RawBuilder<unknown>) =>
  sql`not exists (select 1 from alerts a where a.rule_id = r.rule_id and a.subject_id = ${id} and a.status <> 'resolved')`;

/**
 * The sweep's candidate queries at `now` (rules 22.2, 22.4): set-based, each a superset of the
 * subjects whose condition time alone may have made hold (the domain's `conditionHolds` decides
 * after), and only for pairs without a live alert, so a fleet whose alerts are already open costs
 * an anti-join, not an evaluation:
 * - `machine_offline`: machines silent for the rule's minutes (and offline at `now`);
 * - `out_after_hours`: machines out for work and in use, for rules of companies outside their hours;
 * - `not_returned`: machines out for work once the rule's return-by time was reached today;
 * - `service_due` / `service_overdue`: machines whose plan's due-from mark passed (date: the
 *   grace days before `now`, less two hours for a DST change on the way; engine hours: the machine's hours past the mark);
 * - `charger_offline`: chargers or their gateways silent for the rule's minutes;
 * - for both subject kinds, the live alerts time changes: pending ones (their hold may have
 *   elapsed, or the condition stopped holding, e.g. working hours began), open ones whose escalation
 *   is due, and service alerts whose machine is no longer due (a service logged, the plan off).
 * Rules of kinds that only reports change (faults, batteries, warehouses, ports) need no query.
 */
export const candidateQueries = (rules: readonly EngineRule[], companies: ReadonlyMap<string, CompanyContext>, now: Date): CandidateQuery[] => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const offlineBefore = sql`${new Date(now.getTime() - OFFLINE_AFTER_MS).toISOString()}::timestamptz`;
  const active = rules.filter((r) => {
    const company = companies.get(r.companyId);
    return company !== undefined && activeAt(r, company, now);
  });
  const ofKind = (...kinds: AlertRuleKind[]) => active.filter((r) => kinds.includes(r.draft.condition.kind));
  const numberOf = (r: EngineRule): number => {
    const c = r.draft.condition;
    return c.kind === 'machine_offline' || c.kind === 'charger_offline' ? c.offlineMinutes : c.kind === 'service_overdue' ? c.graceDays : 0;
  };
  const machines = (name: string, kinds: AlertRuleKind[], condition: RawBuilder<unknown>): CandidateQuery[] => {
    const chosen = ofKind(...kinds);
    if (chosen.length === 0) return [];
    return [
      {
        name,
        subjectKind: 'equipment',
        page: async (db, after, limit) =>
          (
            await sql<Candidate>`select distinct e.company_id, e.id as subject_id from ${ruleTable(chosen, numberOf)} join equipment e on e.company_id = r.company_id
              where e.id > ${after}::uuid and ${condition} and ${MACHINE_SCOPE} and ${noLiveAlert(sql`e.id`)} order by e.id limit ${limit}`.execute(db)
          ).rows,
      },
    ];
  };
  const dueFrom = (before: RawBuilder<unknown>) => sql`exists (select 1 from service_marks m where m.equipment_id = e.id
    and (m.due_from_at <= ${at} - ${before} or (m.due_from_engine_hours is not null and e.engine_hours >= m.due_from_engine_hours)))`;
  const chargers = ofKind('charger_offline');
  const live = (subjectKind: 'equipment' | 'charger'): CandidateQuery => ({
    name: `live ${subjectKind} alerts`,
    subjectKind,
    page: async (db, after, limit) =>
      (
        await sql<Candidate>`select distinct a.company_id, a.subject_id from alerts a join alert_rules r on r.id = a.rule_id and not r.paused
          where a.status <> 'resolved' and a.subject_kind = ${subjectKind} and a.subject_id > ${after}::uuid and (a.status = 'pending'
            or (a.status = 'open' and a.escalated_at is null and r.escalation is not null
              and a.opened_at <= ${at} - (r.escalation->>'afterMinutes')::int * interval '1 minute')
            or (r.kind in ('service_due', 'service_overdue') and not exists (select 1 from service_marks m join equipment e on e.id = m.equipment_id
              where m.equipment_id = a.subject_id and (m.due_from_at <= ${at} or e.engine_hours >= m.due_from_engine_hours))))
          order by a.subject_id limit ${limit}`.execute(db)
      ).rows,
  });
  return [
    ...machines(
      'machine_offline',
      ['machine_offline'],
      sql`e.last_seen_at is not null and e.last_seen_at <= ${at} - r.n * interval '1 minute' and (e.online_status = 'offline' or e.last_seen_at < ${offlineBefore})`,
    ),
    ...machines('out_after_hours', ['out_after_hours'], sql`e.inventory_status = 'out_for_work' and e.activity in ('mowing', 'moving', 'transfer')`),
    ...machines('not_returned', ['not_returned'], sql`e.inventory_status = 'out_for_work'`),
    ...machines('service_due', ['service_due'], dueFrom(sql`interval '0 days'`)),
    ...machines('service_overdue', ['service_overdue'], dueFrom(sql`(r.n * interval '1 day' - interval '2 hours')`)),
    ...(chargers.length === 0
      ? []
      : [
          {
            name: 'charger_offline',
            subjectKind: 'charger' as const,
            page: async (db: Kysely<Database>, after: string, limit: number) =>
              (
                await sql<Candidate>`select distinct c.company_id, c.id as subject_id from ${ruleTable(chargers, numberOf)} join chargers c on c.company_id = r.company_id
                  left join gateways g on g.id = c.gateway_id and g.deleted_at is null
                  where c.id > ${after}::uuid and (r.scope_kind = 'all' or c.id::text = r.scope_id)
                    and ((c.last_report_at is not null and c.last_report_at <= ${at} - r.n * interval '1 minute' and (c.online_status = 'offline' or c.last_report_at < ${offlineBefore}))
                      or (g.last_connected_at is not null and g.last_connected_at <= ${at} - r.n * interval '1 minute' and (g.online_status = 'offline' or g.last_connected_at < ${offlineBefore})))
                    and ${noLiveAlert(sql`c.id`)} order by c.id limit ${limit}`.execute(db)
              ).rows,
          },
        ]),
    live('equipment'),
    live('charger'),
  ];
};
