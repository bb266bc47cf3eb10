import * as E from 'fp-ts/lib/Either.js';
import { sql } from 'kysely';
import { WorkingHours as WorkingHoursCodec } from '@yardfleet/contract/endpoints/alert-settings';
import { subjectKindOf, type AlertCondition, type AlertRuleDraft, type AlertRuleKind, type AlertSubjectKind } from '@yardfleet/domain/alerts/alert-rule';
import { widestByKind } from '@yardfleet/domain/alerts/condition-gates';
import { alertTiming, type AlertTiming } from '@yardfleet/domain/alerts/alert-lifecycle';
import { DEFAULT_WORKING_HOURS, type WorkingHours } from '@yardfleet/domain/alerts/working-hours';
import { NAMED_STATEMENT } from '../../../db/named-statements';
import type { QueryRunner } from '../../../live/publish';
import { ALERT_RULE_COLUMNS, ruleFromRow, type AlertRuleColumns } from '../rule-rows';

/** A rule as the engine evaluates it: its id, company, words and timing (ms). */
export interface EngineRule {
  readonly id: string;
  readonly companyId: string;
  readonly draft: AlertRuleDraft;
  readonly timing: AlertTiming;
}

/** A company as its rules read it (rules 1.7, 22.2): name, time zone and working hours. */
export interface CompanyContext {
  readonly id: string;
  readonly name: string;
  readonly timeZone: string;
  readonly workingHours: WorkingHours;
}

/**
 * The live (not paused) rules of one subject kind, indexed by what their scope names (rules 22.1),
 * so an evaluation looks only at the rules that can match a subject: `all`, then by tag, category,
 * warehouse or charge system.
 */
export interface RuleIndex {
  readonly all: readonly EngineRule[];
  readonly byScope: ReadonlyMap<string, readonly EngineRule[]>;
  readonly byId: ReadonlyMap<string, EngineRule>;
  /** True when a rule reads the reminder plan (`service_due`, `service_overdue`). */
  readonly needsService: boolean;
  /**
   * The kinds of the rules, each with its widest condition (the domain's `widestByKind`): a kind whose widest condition does not hold for a
   * subject holds for none of its rules, whatever their scopes (rules 22.1).
   */
  readonly gates: ReadonlyMap<AlertRuleKind, AlertCondition>;
  /** The rules of `all` and of each scope key ('' for `all`), by kind. */
  readonly byScopeKind: ReadonlyMap<string, ReadonlyMap<AlertRuleKind, readonly EngineRule[]>>;
  /** The kinds of the tag-scoped rules (a machine's tags are read only when one of them may hold). */
  readonly tagKinds: ReadonlySet<AlertRuleKind>;
}

export interface CompanyRules {
  readonly company: CompanyContext;
  readonly equipment: RuleIndex;
  readonly charger: RuleIndex;
}

/** The key of a scope in `RuleIndex.byScope`: `tag:<id>`, `category:<c>`, `warehouse:<id>`, `charge_system:<id>`; null for `all`. */
export const scopeKey = (scope: AlertRuleDraft['scope']): string | null => {
  switch (scope.kind) {
    case 'all':
      return null;
    case 'tag':
      return `tag:${scope.tagId}`;
    case 'category':
      return `category:${scope.category}`;
    case 'warehouse':
      return `warehouse:${scope.warehouseId}`;
    case 'charge_system':
      return `charge_system:${scope.chargerId}`;
  }
};

/** The index of `rules` (one subject kind). */
export const indexRules = (rules: readonly EngineRule[]): RuleIndex => {
  const all: EngineRule[] = [];
  const byScope = new Map<string, EngineRule[]>();
  const byScopeKind = new Map<string, Map<AlertRuleKind, EngineRule[]>>();
  for (const rule of rules) {
    const key = scopeKey(rule.draft.scope);
    if (key === null) all.push(rule);
    else byScope.set(key, [...(byScope.get(key) ?? []), rule]);
    const kinds = byScopeKind.get(key ?? '') ?? new Map<AlertRuleKind, EngineRule[]>();
    kinds.set(rule.draft.condition.kind, [...(kinds.get(rule.draft.condition.kind) ?? []), rule]);
    byScopeKind.set(key ?? '', kinds);
  }
  const gates = widestByKind(rules.map((r) => r.draft.condition));
  return {
    all,
    byScope,
    byId: new Map(rules.map((r) => [r.id, r])),
    needsService: rules.some((r) => r.draft.condition.kind === 'service_due' || r.draft.condition.kind === 'service_overdue'),
    gates,
    byScopeKind,
    tagKinds: new Set(rules.filter((r) => r.draft.scope.kind === 'tag').map((r) => r.draft.condition.kind)),
  };
};

/** An engine rule from its row (rule-rows.ts decodes the jsonb columns). */
export const engineRuleOf = (row: AlertRuleColumns): EngineRule => {
  const stored = ruleFromRow(row);
  return { id: stored.id, companyId: stored.companyId, draft: stored.draft, timing: alertTiming(stored.draft) };
};

/** The company's working hours as stored (a row the codec refuses counts as the default, rules 22.6). */
export const workingHoursOf = (raw: unknown): WorkingHours => {
  const decoded = WorkingHoursCodec.decode(raw);
  return E.isRight(decoded) ? decoded.right : DEFAULT_WORKING_HOURS;
};

interface Entry {
  readonly fingerprint: string;
  readonly equipment: RuleIndex;
  readonly charger: RuleIndex;
}

// One map per database handle (like the warehouse cache), so two apps in one process never share entries.
const caches = new WeakMap<object, Map<string, Entry>>();

const cacheOf = (key: object): Map<string, Entry> => {
  const found = caches.get(key);
  if (found) return found;
  const created = new Map<string, Entry>();
  caches.set(key, created);
  return created;
};

/**
 * The company's live rules and context, read inside the caller's transaction `trx` (rules 22.1).
 * Cache and invalidation: the decoded, indexed rules are cached per database handle (`cacheKey`)
 * and company, keyed by the company's `alert_rules_version` (migration 0024: the database moves it
 * in the transaction of every statement that changes one of its rules), which this same query reads
 * with the company's row on every call. A change committed before this transaction's snapshot
 * shows a newer version, and the index is rebuilt from rules of the same snapshot: never stale, in
 * every process, with no notification channel. The cost is one row read per call, whatever the
 * number of rules; decoding and indexing happen only after a change.
 * @returns null when the company does not exist.
 */
export const companyRules = async (trx: QueryRunner, cacheKey: object, companyId: string): Promise<CompanyRules | null> => {
  const { rows } = await sql<{ name: string; time_zone: string; working_hours: unknown; fingerprint: string }>`select c.name, c.time_zone, c.working_hours,
      c.alert_rules_version::text as fingerprint
    from companies c where c.id = ${companyId}::uuid ${NAMED_STATEMENT}`.execute(trx);
  const row = rows[0];
  if (row === undefined) return null;
  const company: CompanyContext = { id: companyId, name: row.name, timeZone: row.time_zone, workingHours: workingHoursOf(row.working_hours) };
  const cache = cacheOf(cacheKey);
  const hit = cache.get(companyId);
  if (hit !== undefined && hit.fingerprint === row.fingerprint) return { company, equipment: hit.equipment, charger: hit.charger };
  const columns = sql.join(ALERT_RULE_COLUMNS.map((c) => sql.ref(c)));
  const ruleRows = await sql<AlertRuleColumns>`select ${columns} from alert_rules where company_id = ${companyId}::uuid and not paused`.execute(trx);
  const rules = ruleRows.rows.map(engineRuleOf);
  const bySubject = (kind: AlertSubjectKind) => indexRules(rules.filter((r) => subjectKindOf(r.draft.condition.kind) === kind));
  const entry: Entry = { fingerprint: row.fingerprint, equipment: bySubject('equipment'), charger: bySubject('charger') };
  cache.set(companyId, entry);
  return { company, equipment: entry.equipment, charger: entry.charger };
};

/** The rules of `index` whose scope may take a subject with these scope keys (a superset; `inScope` decides). */
export const candidateRules = (index: RuleIndex, keys: readonly string[]): EngineRule[] => [
  ...index.all,
  ...keys.flatMap((key) => index.byScope.get(key) ?? []),
];
