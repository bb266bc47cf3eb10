import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { AlertRuleDraft, AlertScope } from '@yardfleet/domain/alerts/alert-rule';
import { AlertCondition, AlertEscalation, AlertRecipients, AlertScope as AlertScopeCodec } from '@yardfleet/contract/endpoints/alert-rules';
import type { AlertRuleRow, AlertScopeKindColumn, NewAlertRule } from '../../db/alert-schema';

/**
 * An alert rule row (rules 22.1) and the domain's AlertRuleDraft, both ways. The jsonb columns
 * (`condition`, `recipients`, `escalation`) hold the draft's parts as JSON and are decoded with the
 * contract's codecs, so a row the codecs refuse is a stored-data fault (thrown), never a rule the
 * evaluation guesses at. The scope is stored as `scope_kind` + `scope_id` (the tag id, category,
 * warehouse id or charger id; null for `all`).
 */

/** The columns `ruleFromRow` reads (a query may select just these). */
export type AlertRuleColumns = Pick<
  AlertRuleRow,
  | 'id'
  | 'company_id'
  | 'name'
  | 'kind'
  | 'condition'
  | 'scope_kind'
  | 'scope_id'
  | 'recipients'
  | 'email'
  | 'escalation'
  | 'hold_minutes'
  | 'reopen_within_minutes'
  | 'paused'
>;

/** The columns of `alert_rules` that select every column `ruleFromRow` reads, for `.select(ALERT_RULE_COLUMNS)`. */
export const ALERT_RULE_COLUMNS = [
  'id',
  'company_id',
  'name',
  'kind',
  'condition',
  'scope_kind',
  'scope_id',
  'recipients',
  'email',
  'escalation',
  'hold_minutes',
  'reopen_within_minutes',
  'paused',
] as const satisfies readonly (keyof AlertRuleColumns)[];

/** A stored rule: its id, its company and its words. */
export interface StoredAlertRule {
  readonly id: string;
  readonly companyId: string;
  readonly draft: AlertRuleDraft;
}

/** The value decoded by `codec`, or a thrown fault naming the rule and the column. */
const decodeColumn = <A>(codec: t.Type<A, unknown>, value: unknown, ruleId: string, column: string): A => {
  const decoded = codec.decode(value);
  if (E.isLeft(decoded)) throw new Error(`stored alert rule ${ruleId} has an invalid ${column}`);
  return decoded.right;
};

/** The scope as the scope columns store it. */
const scopeOf = (kind: AlertScopeKindColumn, id: string | null): unknown => {
  switch (kind) {
    case 'all':
      return { kind };
    case 'tag':
      return { kind, tagId: id };
    case 'category':
      return { kind, category: id };
    case 'warehouse':
      return { kind, warehouseId: id };
    case 'charge_system':
      return { kind, chargerId: id };
  }
};

/** The id a scope names, as `scope_id` stores it (null for `all`). */
const scopeIdOf = (scope: AlertScope): string | null => {
  switch (scope.kind) {
    case 'all':
      return null;
    case 'tag':
      return scope.tagId;
    case 'category':
      return scope.category;
    case 'warehouse':
      return scope.warehouseId;
    case 'charge_system':
      return scope.chargerId;
  }
};

/**
 * A stored rule from its row, the jsonb columns decoded with the contract's codecs.
 * @throws when a column does not decode or the condition's kind is not the row's `kind` (stored-data fault).
 */
export const ruleFromRow = (row: AlertRuleColumns): StoredAlertRule => {
  const condition = decodeColumn(AlertCondition, row.condition, row.id, 'condition');
  if (condition.kind !== row.kind) throw new Error(`stored alert rule ${row.id} has a condition of another kind`);
  const draft: AlertRuleDraft = {
    name: row.name,
    condition,
    scope: decodeColumn(AlertScopeCodec, scopeOf(row.scope_kind, row.scope_id), row.id, 'scope'),
    recipients: decodeColumn(AlertRecipients, row.recipients, row.id, 'recipients'),
    channels: { email: row.email },
    escalation: decodeColumn(t.union([AlertEscalation, t.null]), row.escalation ?? null, row.id, 'escalation'),
    holdMinutes: row.hold_minutes,
    reopenWithinMinutes: row.reopen_within_minutes,
    paused: row.paused,
  };
  return { id: row.id, companyId: row.company_id, draft };
};

/** The columns of a rule that its words set (insert: add `company_id`, `created_by`; update: add `updated_at`). */
export type AlertRuleWords = Required<
  Pick<
    NewAlertRule,
    'name' | 'kind' | 'condition' | 'scope_kind' | 'scope_id' | 'recipients' | 'email' | 'escalation' | 'hold_minutes' | 'reopen_within_minutes'
  >
> & { readonly paused: boolean };

/** The row columns of a (validated) draft, the jsonb parts as JSON text. */
export const rowFromDraft = (draft: AlertRuleDraft): AlertRuleWords => ({
  name: draft.name,
  kind: draft.condition.kind,
  condition: JSON.stringify(draft.condition),
  scope_kind: draft.scope.kind,
  scope_id: scopeIdOf(draft.scope),
  recipients: JSON.stringify(draft.recipients),
  email: draft.channels.email,
  escalation: draft.escalation === null ? null : JSON.stringify(draft.escalation),
  hold_minutes: draft.holdMinutes,
  reopen_within_minutes: draft.reopenWithinMinutes,
  paused: draft.paused,
});
