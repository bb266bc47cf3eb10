import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { AlertRuleDraft } from '@yardfleet/domain/alerts/alert-rule';
import { validateAlertRule } from '@yardfleet/domain/alerts/alert-rule-validation';
import { DEFAULT_WORKING_HOURS } from '@yardfleet/domain/alerts/working-hours';
import { alertDb } from '../db/alert-schema';
import type { Database } from '../db/schema';
import { rowFromDraft } from '../areas/alerts/rule-rows';
import { recordMemberEvent } from '../areas/security-log/record';
import { DEMO_LOGINS } from './people';

/** The demo's two companies by id. */
export interface DemoCompanies {
  readonly greenway: string;
  readonly brightline: string;
}

/** One demo rule: its company, the login that wrote it and its words. */
interface DemoRule {
  readonly company: keyof DemoCompanies;
  readonly author: string;
  readonly draft: AlertRuleDraft;
}

const DAY_MS = 86_400_000;
/** The office address (RFC 5737 documentation range) and browser the authors wrote the rules from, as the security log keeps them. */
const OFFICE = {
  ip: '203.0.113.24',
  headers: { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36' },
};

/**
 * The rules the demo's people wrote besides the defaults (rules 22.1 to 22.4), so the rule list and
 * `/alerts` show the kinds the defaults do not: a return-by time on mowers for the managers with
 * mail and an escalation to the admins, a battery health threshold for a named manager and the
 * admins in the app only (the power company's charge system rules are its defaults, rules 22.6).
 */
const demoRules = (manager: string): DemoRule[] => [
  {
    company: 'greenway',
    author: DEMO_LOGINS.manager,
    draft: {
      name: 'Mowers not back by 18:30',
      condition: { kind: 'not_returned', returnBy: '18:30' },
      scope: { kind: 'category', category: 'mower' },
      recipients: { people: [], roles: ['manager'] },
      channels: { email: true },
      escalation: { afterMinutes: 60, recipients: { people: [], roles: ['admin'] } },
      holdMinutes: 10,
      reopenWithinMinutes: 60,
      paused: false,
    },
  },
  {
    company: 'greenway',
    author: DEMO_LOGINS.manager,
    draft: {
      name: 'Battery health below 70 %',
      condition: { kind: 'battery_health_low', belowPercent: 70 },
      scope: { kind: 'all' },
      recipients: { people: [manager], roles: ['admin'] },
      channels: { email: false },
      escalation: null,
      holdMinutes: 0,
      reopenWithinMinutes: 1_440,
      paused: false,
    },
  },
];

/**
 * Gives the demo companies their alert settings (rules 22.2, 22.6 and the demo): the default
 * working hours written out (Monday to Friday 07:00 to 18:00), and the demo rules of `demoRules`,
 * each written by its author 20 days before `now` with its `alert_rule_created` event in the
 * security log (rules 22.7). The default rules themselves come with the companies (demo.ts).
 * @throws when a demo rule is not valid for the domain (a seed bug).
 */
export const seedDemoAlertRules = async (trx: Kysely<Database>, companies: DemoCompanies, now: Date): Promise<void> => {
  const a = alertDb(trx);
  await a
    .updateTable('companies')
    .set({ working_hours: JSON.stringify(DEFAULT_WORKING_HOURS) })
    .where('id', 'in', [companies.greenway, companies.brightline])
    .execute();
  const people = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', Object.values(DEMO_LOGINS)).execute();
  const idOf = (email: string): string => {
    const found = people.find((p) => p.email === email);
    if (found === undefined) throw new Error(`the demo has no ${email}`);
    return found.id;
  };
  const at = new Date(now.getTime() - 20 * DAY_MS);
  for (const [i, rule] of demoRules(idOf(DEMO_LOGINS.manager)).entries()) {
    const draft = validateAlertRule(rule.draft);
    if (E.isLeft(draft)) throw new Error(`demo alert rule ${rule.draft.name} is invalid: ${JSON.stringify(draft.left)}`);
    const companyId = companies[rule.company];
    const userId = idOf(rule.author);
    const written = new Date(at.getTime() + i * 60_000);
    const { id } = await a
      .insertInto('alert_rules')
      .values({ ...rowFromDraft(draft.right), company_id: companyId, created_by: userId, created_at: written, updated_at: written })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordMemberEvent(trx, { userId, companyId }, OFFICE, written, {
      kind: 'alert_rule_created',
      target: { type: 'alert_rule', id, label: draft.right.name },
    });
  }
};
