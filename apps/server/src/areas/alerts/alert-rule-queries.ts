import type { Kysely } from 'kysely';
import type { AlertRule } from '@yardfleet/contract/endpoints/alert-rules';
import type { SecurityEventKind } from '@yardfleet/contract/endpoints/security-log';
import type { AlertRecipients, AlertRuleDraft } from '@yardfleet/domain/alerts/alert-rule';
import { AlertRuleId } from '@yardfleet/domain/entities/ids';
import type { Role } from '@yardfleet/domain/entities/person';
import type { Clock } from '../../clock';
import { alertDb } from '../../db/alert-schema';
import type { Database } from '../../db/schema';
import { asBranded, isoDateTimeOf, isRowId } from '../../http/ids';
import { publishChanges } from '../../live/publish';
import { personLabel, recordMemberEvent, type RequestOrigin } from '../security-log/record';
import { ruleFromRow, rowFromDraft } from './rule-rows';

/** Who changes a rule: the caller and their company. */
export interface RuleAuthor {
  readonly userId: string;
  readonly companyId: string;
}

/** True when `recipients` names the person `userId` or their `role`. */
const names = (recipients: AlertRecipients, userId: string, role: Role | null): boolean =>
  recipients.people.includes(userId) || (role !== null && recipients.roles.includes(role));

/** True when the rule tells the person (by name or role), as recipient or escalation recipient (rules 22.1). */
export const ruleAddresses = (draft: AlertRuleDraft, userId: string, role: Role | null): boolean =>
  names(draft.recipients, userId, role) || (draft.escalation !== null && names(draft.escalation.recipients, userId, role));

/**
 * The company's rules (or the one of `id`) as the contract shows them, by name then id; with
 * `addressedTo`, only those that tell that person (rules 22.1: what an employee reads).
 */
export const rulesOf = async (
  db: Kysely<Database>,
  companyId: string,
  options: { readonly id?: string; readonly addressedTo?: { readonly userId: string; readonly role: Role | null } } = {},
): Promise<AlertRule[]> => {
  let q = alertDb(db)
    .selectFrom('alert_rules as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select([
      'r.id',
      'r.company_id',
      'r.name',
      'r.kind',
      'r.condition',
      'r.scope_kind',
      'r.scope_id',
      'r.recipients',
      'r.email',
      'r.escalation',
      'r.hold_minutes',
      'r.reopen_within_minutes',
      'r.paused',
      'r.created_at',
      'r.updated_at',
      'u.first_name',
      'u.last_name',
      'u.email as author_email',
    ])
    .where('r.company_id', '=', companyId);
  if (options.id !== undefined) q = q.where('r.id', '=', options.id);
  const rows = await q.orderBy('r.name').orderBy('r.id').execute();
  const addressed = options.addressedTo;
  const rules: AlertRule[] = [];
  for (const row of rows) {
    const { draft } = ruleFromRow(row);
    if (addressed !== undefined && !ruleAddresses(draft, addressed.userId, addressed.role)) continue;
    // The author's name now (null once they are deleted: the column is set null).
    const { first_name: first, last_name: last, author_email: email } = row;
    const createdBy = email === null ? null : personLabel({ first_name: first ?? '', last_name: last ?? '', email });
    rules.push({ id: asBranded(AlertRuleId, row.id), ...draft, createdAt: isoDateTimeOf(row.created_at), updatedAt: isoDateTimeOf(row.updated_at), createdBy });
  }
  return rules;
};

/** The one rule `id` of the company, or undefined (a malformed id names none). */
export const ruleOf = async (db: Kysely<Database>, companyId: string, id: string): Promise<AlertRule | undefined> =>
  isRowId(id) ? (await rulesOf(db, companyId, { id }))[0] : undefined;

/** Records a rule event (rules 22.7): the rule named as it stands after the change. */
const recordRuleEvent = (db: Kysely<Database>, by: RuleAuthor, origin: RequestOrigin, at: Date, kind: SecurityEventKind, rule: { id: string; name: string }) =>
  recordMemberEvent(db, by, origin, at, { kind, target: { type: 'alert_rule', id: rule.id, label: rule.name } });

/** Stores a new (validated, checked) rule of `by.companyId` with its `alert_rule_created` event, in one transaction. @returns its id. */
export const insertRule = (db: Kysely<Database>, by: RuleAuthor, origin: RequestOrigin, draft: AlertRuleDraft, clock: Clock): Promise<string> =>
  db.transaction().execute(async (trx) => {
    const at = clock.now();
    const { id } = await alertDb(trx)
      .insertInto('alert_rules')
      .values({ ...rowFromDraft(draft), company_id: by.companyId, created_by: by.userId, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordRuleEvent(trx, by, origin, at, 'alert_rule_created', { id, name: draft.name });
    return id;
  });

/** The event of a pause flag going from `was` to `now`, or null when it stayed. */
const pauseEvent = (was: boolean, now: boolean): SecurityEventKind | null => (was === now ? null : now ? 'alert_rule_paused' : 'alert_rule_resumed');

/**
 * Replaces the words of rule `id` of `by.companyId` with `draft` (validated, checked), in one
 * transaction with `alert_rule_changed` (and `alert_rule_paused` / `alert_rule_resumed` when the
 * draft flips the pause). Its alerts stay (rules 22.1). @returns false when the company has no such rule.
 */
export const updateRule = (db: Kysely<Database>, by: RuleAuthor, origin: RequestOrigin, id: string, draft: AlertRuleDraft, clock: Clock): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const at = clock.now();
    const before = await alertDb(trx)
      .selectFrom('alert_rules')
      .select('paused')
      .where('id', '=', id)
      .where('company_id', '=', by.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (before === undefined) return false;
    await alertDb(trx)
      .updateTable('alert_rules')
      .set({ ...rowFromDraft(draft), updated_at: at })
      .where('id', '=', id)
      .execute();
    await recordRuleEvent(trx, by, origin, at, 'alert_rule_changed', { id, name: draft.name });
    const paused = pauseEvent(before.paused, draft.paused);
    if (paused !== null) await recordRuleEvent(trx, by, origin, at, paused, { id, name: draft.name });
    return true;
  });

/**
 * Pauses (`paused` true) or resumes rule `id` of `by.companyId`, with `alert_rule_paused` /
 * `alert_rule_resumed` when that changes it (a rule already so is left as it is, unrecorded).
 * @returns false when the company has no such rule.
 */
export const pauseRule = (db: Kysely<Database>, by: RuleAuthor, origin: RequestOrigin, id: string, paused: boolean, clock: Clock): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const at = clock.now();
    const before = await alertDb(trx)
      .selectFrom('alert_rules')
      .select(['name', 'paused'])
      .where('id', '=', id)
      .where('company_id', '=', by.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (before === undefined) return false;
    const event = pauseEvent(before.paused, paused);
    if (event === null) return true;
    await alertDb(trx).updateTable('alert_rules').set({ paused, updated_at: at }).where('id', '=', id).execute();
    await recordRuleEvent(trx, by, origin, at, event, { id, name: before.name });
    return true;
  });

/**
 * Deletes rule `id` of `by.companyId` and its alerts (rules 22.1), in one transaction with a
 * `record_deleted` event naming the rule, and a live event for each alert people saw (rules 22.5).
 * @returns false when the company has no such rule.
 */
export const deleteRule = (db: Kysely<Database>, by: RuleAuthor, origin: RequestOrigin, id: string, clock: Clock): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const shown = await alertDb(trx)
      .selectFrom('alerts')
      .select('id')
      .where('rule_id', '=', id)
      .where('company_id', '=', by.companyId)
      .where('status', '<>', 'pending')
      .execute();
    const deleted = await alertDb(trx)
      .deleteFrom('alert_rules')
      .where('id', '=', id)
      .where('company_id', '=', by.companyId)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (deleted === undefined) return false;
    await recordMemberEvent(trx, by, origin, clock.now(), { kind: 'record_deleted', target: { type: 'alert_rule', id: deleted.id, label: deleted.name } });
    await publishChanges(
      trx,
      by.companyId,
      shown.map((a) => ({ entity: 'alert', id: a.id })),
    );
    return true;
  });
