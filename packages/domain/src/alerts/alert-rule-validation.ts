import * as E from 'fp-ts/lib/Either.js';
import type { ValidationError } from '../validation/errors';
import { validateStorableText } from '../validation/storable-text';
import { ALERT_LIMITS, subjectKindOf, type AlertCondition, type AlertRecipients, type AlertRuleDraft, type AlertScope } from './alert-rule';
import { isTimeOfDay } from './local-time';

/** Field errors of a rule, keyed by the field's path (`name`, `condition.offlineMinutes`, `escalation.recipients`, ...). */
export type AlertRuleErrors = Record<string, ValidationError>;

/** The characters of a fault's error code (rules 22.1): letters, digits, `-` and `_`. */
const ERROR_CODE = /^[A-Za-z0-9_-]+$/;

/** The scope kinds each subject kind may take (rules 22.1): machines by tag, category or warehouse; charge systems one at a time. */
const SCOPES_OF: Readonly<Record<'equipment' | 'charger', readonly AlertScope['kind'][]>> = {
  equipment: ['all', 'tag', 'category', 'warehouse'],
  charger: ['all', 'charge_system'],
};

/** Collects one error per field path; the first error of a field wins. */
class Errors {
  readonly all: AlertRuleErrors = {};
  add(error: ValidationError & { readonly field: string }): void {
    this.all[error.field] ??= error;
  }
  /** A whole number within `range`: `not_a_number` otherwise, `out_of_range` { min, max } outside it. */
  whole(field: string, value: number, range: { readonly min: number; readonly max: number }): void {
    if (!Number.isInteger(value)) this.add({ code: 'not_a_number', field });
    else if (value < range.min || value > range.max) this.add({ code: 'out_of_range', field, min: range.min, max: range.max });
  }
  /** An id the rule names: present and not blank (whether it is the company's is the server's check, rules 22.7). */
  id(field: string, value: string | null): void {
    if (value !== null && value.trim().length === 0) this.add({ code: 'required', field });
  }
}

const unique = <A>(values: readonly A[]): A[] => [...new Set(values)];

const cleanName = (errors: Errors, raw: string): string => {
  const name = raw.trim();
  if (name.length === 0) errors.add({ code: 'required', field: 'name' });
  else if (name.length > ALERT_LIMITS.nameMax) errors.add({ code: 'too_long', field: 'name', max: ALERT_LIMITS.nameMax });
  else if (E.isLeft(validateStorableText('name', name))) errors.add({ code: 'unsupported_characters', field: 'name' });
  return name;
};

const cleanCondition = (errors: Errors, condition: AlertCondition): AlertCondition => {
  switch (condition.kind) {
    case 'machine_offline':
    case 'charger_offline':
      errors.whole('condition.offlineMinutes', condition.offlineMinutes, ALERT_LIMITS.offlineMinutes);
      return condition;
    case 'left_warehouse':
    case 'entered_warehouse':
      errors.id('condition.warehouseId', condition.warehouseId);
      return condition;
    case 'not_returned':
      if (!isTimeOfDay(condition.returnBy)) errors.add({ code: 'time_invalid', field: 'condition.returnBy' });
      return condition;
    case 'fault_reported': {
      const codes = unique(condition.errorCodes.map((code) => code.trim()));
      if (codes.length > ALERT_LIMITS.errorCodesMax)
        errors.add({ code: 'out_of_range', field: 'condition.errorCodes', min: 0, max: ALERT_LIMITS.errorCodesMax });
      codes.forEach((code, i) => {
        const field = `condition.errorCodes.${i}`;
        if (code.length === 0) errors.add({ code: 'required', field });
        else if (code.length > ALERT_LIMITS.errorCodeMax) errors.add({ code: 'too_long', field, max: ALERT_LIMITS.errorCodeMax });
        else if (!ERROR_CODE.test(code)) errors.add({ code: 'identifier_invalid', field });
      });
      return { ...condition, errorCodes: codes };
    }
    case 'battery_health_low':
      errors.whole('condition.belowPercent', condition.belowPercent, ALERT_LIMITS.belowPercent);
      return condition;
    case 'service_overdue':
      errors.whole('condition.graceDays', condition.graceDays, ALERT_LIMITS.graceDays);
      return condition;
    case 'out_after_hours':
    case 'battery_optimization_needed':
    case 'charger_port_fault':
    case 'service_due':
      return condition;
  }
};

const cleanScope = (errors: Errors, scope: AlertScope, condition: AlertCondition): AlertScope => {
  if (!SCOPES_OF[subjectKindOf(condition.kind)].includes(scope.kind)) errors.add({ code: 'invalid_choice', field: 'scope' });
  else if (scope.kind === 'tag') errors.id('scope.tagId', scope.tagId);
  else if (scope.kind === 'warehouse') errors.id('scope.warehouseId', scope.warehouseId);
  else if (scope.kind === 'charge_system') errors.id('scope.chargerId', scope.chargerId);
  return scope;
};

/** Recipients (rules 22.3): people deduplicated, roles deduplicated; at least one of either; at most 50 people. */
const cleanRecipients = (errors: Errors, field: string, recipients: AlertRecipients): AlertRecipients => {
  const people = unique(recipients.people.map((id) => id.trim()));
  const roles = unique(recipients.roles);
  if (people.length === 0 && roles.length === 0) errors.add({ code: 'required', field });
  else if (people.length > ALERT_LIMITS.recipientsMax) errors.add({ code: 'out_of_range', field: `${field}.people`, min: 0, max: ALERT_LIMITS.recipientsMax });
  else if (people.some((id) => id.length === 0)) errors.add({ code: 'required', field: `${field}.people` });
  return { people, roles };
};

/**
 * An alert rule as a manager wrote it, checked for what a codec cannot see (rules 22.1, 22.3,
 * 22.4, 22.7) and cleaned:
 * - `name`: trimmed; `required`, `too_long` { max: 80 }, `unsupported_characters` (rules 5.17);
 * - every number a whole number (`not_a_number`) within ALERT_LIMITS (`out_of_range` { min, max }):
 *   `condition.offlineMinutes` (5..10080), `condition.belowPercent` (1..100),
 *   `condition.graceDays` (1..365), `holdMinutes` (0..1440), `reopenWithinMinutes` (0..10080),
 *   `escalation.afterMinutes` (5..10080);
 * - `condition.returnBy`: a `HH:MM` time of day (`time_invalid`);
 * - `condition.errorCodes`: trimmed and deduplicated, at most 20 (`out_of_range` { min: 0, max: 20 }),
 *   each (`condition.errorCodes.N`) 1..32 characters of letters, digits, `-`, `_` (`required`,
 *   `too_long`, `identifier_invalid`);
 * - `scope`: a kind the rule's subject takes (`invalid_choice`): machine rules all, tag, category,
 *   warehouse; charge system rules all, charge system; a named id not blank (`scope.tagId` ...
 *   `required`); likewise `condition.warehouseId` when named;
 * - `recipients` and `escalation.recipients`: people and roles deduplicated, at least one of either
 *   (`required`), at most 50 people (`out_of_range` on `recipients.people`).
 * Whether the named tag, warehouse, people or charge system belong to the caller's company is the
 * server's check (1170010404, rules 22.7). Returns every failing field at once (1170010001), or the
 * cleaned draft.
 */
export const validateAlertRule = (draft: AlertRuleDraft): E.Either<AlertRuleErrors, AlertRuleDraft> => {
  const errors = new Errors();
  const name = cleanName(errors, draft.name);
  const condition = cleanCondition(errors, draft.condition);
  const scope = cleanScope(errors, draft.scope, draft.condition);
  const recipients = cleanRecipients(errors, 'recipients', draft.recipients);
  errors.whole('holdMinutes', draft.holdMinutes, ALERT_LIMITS.holdMinutes);
  errors.whole('reopenWithinMinutes', draft.reopenWithinMinutes, ALERT_LIMITS.reopenWithinMinutes);
  let escalation = draft.escalation;
  if (escalation !== null) {
    errors.whole('escalation.afterMinutes', escalation.afterMinutes, ALERT_LIMITS.escalationMinutes);
    escalation = { afterMinutes: escalation.afterMinutes, recipients: cleanRecipients(errors, 'escalation.recipients', escalation.recipients) };
  }
  if (Object.keys(errors.all).length > 0) return E.left(errors.all);
  return E.right({ ...draft, name, condition, scope, recipients, escalation });
};
