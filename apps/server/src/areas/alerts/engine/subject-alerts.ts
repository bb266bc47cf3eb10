import { sql } from 'kysely';
import type { AlertSubjectSnapshot } from '@yardfleet/domain/alerts/alert-conditions';
import type { QueryRunner } from '../../../live/publish';
import { candidateRules, companyRules, type CompanyContext, type EngineRule, type RuleIndex } from './company-rules';
import { evaluateAlerts, type Evaluation } from './evaluate';
import { machineBatch, machineRows, type BatchRow } from './machine-batch';
import { chargerSnapshots, type Subject } from './snapshots';
import { pairKey } from './trackers';

/** The rules with a live (pending, open or acknowledged) alert on one of `ids`, by subject id (only rules of `index`: paused ones rest). */
const liveRulesOf = async (trx: QueryRunner, companyId: string, ids: readonly string[], index: RuleIndex): Promise<Map<string, EngineRule[]>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ rule_id: string; subject_id: string }>`select rule_id::text as rule_id, subject_id::text as subject_id from alerts
    where company_id = ${companyId}::uuid and subject_id = any(${[...ids]}::uuid[]) and status <> 'resolved'`.execute(trx);
  const out = new Map<string, EngineRule[]>();
  for (const r of rows) {
    const rule = index.byId.get(r.rule_id);
    if (rule !== undefined) out.set(r.subject_id, [...(out.get(r.subject_id) ?? []), rule]);
  }
  return out;
};

/** The `pairKey`s of the live alerts `liveRulesOf` found. */
const livePairsOf = (live: ReadonlyMap<string, readonly EngineRule[]>): Set<string> =>
  new Set([...live].flatMap(([subjectId, rules]) => rules.map((r) => pairKey(r.id, subjectId))));

/**
 * The evaluations of `subjects`: for each, the rules that can match it (its scope keys, rules
 * 22.1: the cost is that of the rules that can match, not of every rule) and the rules holding a
 * live alert on it (so an alert whose subject left the rule's scope still resolves), each once.
 */
const evaluationsOf = <S extends AlertSubjectSnapshot>(
  subjects: ReadonlyMap<string, Subject<S>>,
  index: RuleIndex,
  live: ReadonlyMap<string, readonly EngineRule[]>,
  subjectKind: 'equipment' | 'charger',
): Evaluation[] =>
  [...subjects].flatMap(([id, subject]) => {
    const rules = new Map([...candidateRules(index, subject.scopeKeys), ...(live.get(id) ?? [])].map((r) => [r.id, r]));
    return [...rules.values()].map((rule) => ({ rule, subjectKind, subjectId: id, subject }));
  });

/** The company's machine rules as the ingest evaluates them: its context and the rule index. */
export interface MachineRules {
  readonly company: CompanyContext;
  readonly index: RuleIndex;
}

/**
 * The company's live machine rules (rules 22.1), read through the company's rule cache
 * (company-rules.ts: one row read) inside the caller's transaction; null when the company has
 * none (or does not exist): the ingest then reads and evaluates nothing more for alerts.
 */
export const machineRulesOf = async (trx: QueryRunner, cacheKey: object, companyId: string): Promise<MachineRules | null> => {
  const rules = await companyRules(trx, cacheKey, companyId);
  return rules === null || rules.equipment.byId.size === 0 ? null : { company: rules.company, index: rules.equipment };
};

/**
 * Evaluates the company's machine rules `rules` on the machines the ingest has just written at
 * `now`, inside its transaction (rules 22.1, 22.4): `rows` are the machines as written, with the
 * `batchColumns` (machine-batch.ts) of the ingest's own locked read. Steps the candidate rules
 * of the kinds that may hold (machine-batch.ts: tags read only for those that may need them).
 * @returns the number of alerts whose shown state changed.
 */
export const evaluateWrittenMachines = async (trx: QueryRunner, rules: MachineRules, rows: readonly BatchRow[], now: Date): Promise<number> => {
  if (rows.length === 0) return 0;
  const batch = await machineBatch(trx, rules.company, rules.index, rows, now);
  return evaluateAlerts(trx, rules.company, batch.evaluations, now, batch.livePairs);
};

/** Evaluates the machine rules of `index` on the machines `ids` (read in the caller's transaction) at `now`: the sweep's call, with the company's rules already read. */
export const evaluateMachinesWith = async (trx: QueryRunner, company: CompanyContext, index: RuleIndex, ids: readonly string[], now: Date): Promise<number> => {
  if (ids.length === 0) return 0;
  const batch = await machineBatch(trx, company, index, await machineRows(trx, company.id, index, ids), now);
  return evaluateAlerts(trx, company, batch.evaluations, now, batch.livePairs);
};

/**
 * Evaluates the company's charge system rules (`charger_offline`, `charger_port_fault`, rules 22.1)
 * on the chargers `ids` at `now`, and on every charger of `gatewayId` when given (a gateway coming
 * back online ends its chargers' `charger_offline` alerts), inside the caller's transaction:
 * called by the charger ingest after it stored ports and states, and by the sweep. A company
 * without charger rules costs one query.
 * @returns the number of alerts whose shown state changed.
 */
export const evaluateChargerAlerts = async (
  trx: QueryRunner,
  cacheKey: object,
  companyId: string,
  ids: readonly string[],
  now: Date,
  gatewayId?: string,
): Promise<number> => {
  const rules = await companyRules(trx, cacheKey, companyId);
  if (rules === null || rules.charger.byId.size === 0) return 0;
  const linked =
    gatewayId === undefined
      ? []
      : (
          await sql<{ id: string }>`select id::text as id from chargers where company_id = ${companyId}::uuid and gateway_id = ${gatewayId}::uuid`.execute(trx)
        ).rows.map((r) => r.id);
  const all = [...new Set([...ids, ...linked])];
  return all.length === 0 ? 0 : evaluateChargersWith(trx, rules.company, rules.charger, all, now);
};

/** `evaluateChargerAlerts` with the company's rules already read. */
export const evaluateChargersWith = async (trx: QueryRunner, company: CompanyContext, index: RuleIndex, ids: readonly string[], now: Date): Promise<number> => {
  const subjects = await chargerSnapshots(trx, company.id, ids, now);
  const live = await liveRulesOf(trx, company.id, ids, index);
  return evaluateAlerts(trx, company, evaluationsOf(subjects, index, live, 'charger'), now, livePairsOf(live));
};
