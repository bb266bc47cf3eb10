import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { subjectKindOf } from '@yardfleet/domain/alerts/alert-rule';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/schema';
import { ALERT_RULE_COLUMNS, type AlertRuleColumns } from '../rule-rows';
import { engineRuleOf, indexRules, workingHoursOf, type CompanyContext, type EngineRule, type RuleIndex } from './company-rules';
import { evaluateChargersWith, evaluateMachinesWith } from './subject-alerts';
import { candidateQueries, type Candidate } from './sweep-candidates';

/** How often the alert sweep runs, ms (rules 22.4: the sweep evaluates what time alone changes). */
export const ALERT_SWEEP_EVERY_MS = 60_000;
/** Most subjects one sweep transaction evaluates; the next page follows after queued requests ran. */
export const ALERT_SWEEP_BATCH = 500;

/** Every company with live rules: its context and rules by subject kind. */
interface SweepCompany {
  readonly company: CompanyContext;
  readonly equipment: RuleIndex;
  readonly charger: RuleIndex;
}

/** The live (not paused) rules of every company, with the companies' time zones and working hours (one query). */
const loadRules = async (db: Kysely<Database>): Promise<{ rules: EngineRule[]; companies: Map<string, SweepCompany> }> => {
  const columns = sql.join(ALERT_RULE_COLUMNS.map((c) => sql.ref(`r.${c}`)));
  const { rows } = await sql<AlertRuleColumns & { company_name: string; time_zone: string; working_hours: unknown }>`select ${columns},
      c.name as company_name, c.time_zone, c.working_hours
    from alert_rules r join companies c on c.id = r.company_id where not r.paused`.execute(db);
  const rules: EngineRule[] = [];
  const contexts = new Map<string, CompanyContext>();
  for (const row of rows) {
    rules.push(engineRuleOf(row));
    if (!contexts.has(row.company_id))
      contexts.set(row.company_id, { id: row.company_id, name: row.company_name, timeZone: row.time_zone, workingHours: workingHoursOf(row.working_hours) });
  }
  const companies = new Map<string, SweepCompany>();
  for (const [id, company] of contexts) {
    const own = rules.filter((r) => r.companyId === id);
    companies.set(id, {
      company,
      equipment: indexRules(own.filter((r) => subjectKindOf(r.draft.condition.kind) === 'equipment')),
      charger: indexRules(own.filter((r) => subjectKindOf(r.draft.condition.kind) === 'charger')),
    });
  }
  return { rules, companies };
};

/** Lets queued requests run between two pages (one macrotask). */
const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Evaluates one page of candidates in one transaction, company by company: the subjects' rows are
 * locked `for update skip locked` first (one an ingest holds is being evaluated by that ingest, and
 * is left alone, never waited on), then every rule that can match them is evaluated at `now`.
 */
const evaluatePage = (
  db: Kysely<Database>,
  subjectKind: 'equipment' | 'charger',
  page: readonly Candidate[],
  companies: ReadonlyMap<string, SweepCompany>,
  now: Date,
): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const byCompany = new Map<string, string[]>();
    for (const c of page) byCompany.set(c.company_id, [...(byCompany.get(c.company_id) ?? []), c.subject_id]);
    let changed = 0;
    for (const [companyId, ids] of byCompany) {
      const found = companies.get(companyId);
      if (found === undefined) continue;
      const table = subjectKind === 'equipment' ? sql`equipment` : sql`chargers`;
      const locked = (
        await sql<{ id: string }>`select id::text as id from ${table} where id = any(${ids}::uuid[]) order by id for update skip locked`.execute(trx)
      ).rows.map((r) => r.id);
      if (locked.length === 0) continue;
      changed +=
        subjectKind === 'equipment'
          ? await evaluateMachinesWith(trx, found.company, found.equipment, locked, now)
          : await evaluateChargersWith(trx, found.company, found.charger, locked, now);
    }
    return changed;
  });

/** What one sweep did: subjects evaluated and alerts whose shown state changed. */
export interface AlertSweepResult {
  readonly evaluated: number;
  readonly changed: number;
}

/**
 * The alert sweep (rules 22.2, 22.4): evaluates at `now` what time alone changes — silence
 * (`machine_offline`, `charger_offline`), working hours starting and ending (`out_after_hours`,
 * `machine_offline` during working hours), return-by times (`not_returned`), due dates
 * (`service_due`, `service_overdue`), holds that elapsed, escalations that fell due, and service
 * alerts whose plan was serviced or turned off. Subjects come from set-based candidate queries
 * (sweep-candidates.ts), never a loop over every machine; each query's subjects are evaluated in
 * pages of at most `batchRows`, each page in its own short transaction, with queued requests
 * served between two pages. When `options.signal` aborts, no further page starts.
 */
export const sweepAlerts = async (
  db: Kysely<Database>,
  now: Date,
  options: { readonly batchRows?: number; readonly signal?: AbortSignal } = {},
): Promise<AlertSweepResult> => {
  const batchRows = options.batchRows ?? ALERT_SWEEP_BATCH;
  const { rules, companies } = await loadRules(db);
  if (rules.length === 0) return { evaluated: 0, changed: 0 };
  const contexts = new Map([...companies].map(([id, c]) => [id, c.company]));
  let evaluated = 0;
  let changed = 0;
  for (const query of candidateQueries(rules, contexts, now)) {
    const candidates = await query.all(db);
    for (let from = 0; from < candidates.length && options.signal?.aborted !== true; from += batchRows) {
      if (from > 0) await yieldToRequests();
      const page = candidates.slice(from, from + batchRows);
      evaluated += page.length;
      changed += await evaluatePage(db, query.subjectKind, page, companies, now);
    }
  }
  return { evaluated, changed };
};

/**
 * Runs `sweepAlerts` every ALERT_SWEEP_EVERY_MS while `app` is open, at the clock's time; the timer
 * does not keep the process alive, a sweep still running when the next is due is not doubled, a
 * failing sweep is logged. Closing the app stops a running sweep after its current page and waits for it.
 */
export const startAlertSweep = (app: FastifyInstance, db: Kysely<Database>, clock: Clock): void => {
  let running: Promise<unknown> | null = null;
  const closing = new AbortController();
  const timer = setInterval(() => {
    if (running !== null) return;
    running = sweepAlerts(db, clock.now(), { signal: closing.signal })
      .catch((error: unknown) => app.log.error({ err: error }, 'alert sweep failed'))
      .finally(() => {
        running = null;
      });
  }, ALERT_SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    closing.abort();
    await running;
  });
};
