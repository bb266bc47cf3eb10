import * as E from 'fp-ts/lib/Either.js';
import type { AlertCondition, AlertRule, AlertRuleDraft, AlertRuleKind, AlertScope } from '@yardfleet/contract/endpoints/alert-rules';
import { subjectKindOf } from '@yardfleet/domain/alerts/alert-rule';
import { validateAlertRule } from '@yardfleet/domain/alerts/alert-rule-validation';
import type { EquipmentCategory } from '@yardfleet/domain/entities/equipment';
import type { Role } from '@yardfleet/domain/entities/person';
import type { ValidationError } from '@yardfleet/domain/validation/errors';

/** Who is told, as the editor holds it: the chosen people (user ids) and roles. */
export interface RecipientsForm {
  readonly people: readonly string[];
  readonly roles: readonly Role[];
}

/**
 * The rule editor's fields as typed (rules 22.1 to 22.4): numbers and times as text, so what the
 * user typed stays on screen after a refusal; every kind's parameters kept while another kind is
 * chosen, so switching back restores them.
 */
export interface RuleForm {
  readonly name: string;
  readonly kind: AlertRuleKind;
  readonly offlineMinutes: string;
  readonly onlyDuringWorkingHours: boolean;
  readonly onlyOutForWork: boolean;
  /** The warehouse a machine leaves or enters ('' = any). */
  readonly warehouseId: string;
  readonly returnBy: string;
  /** Error codes separated by commas or spaces ('' = any code). */
  readonly errorCodes: string;
  readonly belowPercent: string;
  readonly graceDays: string;
  readonly scopeKind: AlertScope['kind'];
  readonly scopeTagId: string;
  readonly scopeCategory: EquipmentCategory;
  readonly scopeWarehouseId: string;
  readonly scopeChargerId: string;
  readonly recipients: RecipientsForm;
  readonly email: boolean;
  readonly escalate: boolean;
  readonly escalationMinutes: string;
  readonly escalationRecipients: RecipientsForm;
  readonly holdMinutes: string;
  readonly reopenWithinMinutes: string;
  readonly paused: boolean;
}

/** A new rule's fields: faults on every machine, to the admins, mailed, no hold, reopened within an hour (the defaults of rules 22.6). */
export const NEW_RULE_FORM: RuleForm = {
  name: '',
  kind: 'fault_reported',
  offlineMinutes: '60',
  onlyDuringWorkingHours: true,
  onlyOutForWork: true,
  warehouseId: '',
  returnBy: '18:00',
  errorCodes: '',
  belowPercent: '70',
  graceDays: '7',
  scopeKind: 'all',
  scopeTagId: '',
  scopeCategory: 'mower',
  scopeWarehouseId: '',
  scopeChargerId: '',
  recipients: { people: [], roles: ['admin'] },
  email: true,
  escalate: false,
  escalationMinutes: '30',
  escalationRecipients: { people: [], roles: ['admin'] },
  holdMinutes: '0',
  reopenWithinMinutes: '60',
  paused: false,
};

/** The scope kinds a rule of `kind` may take (rules 22.1): machines by tag, category or warehouse; charge systems one at a time. */
export const scopeKindsOf = (kind: AlertRuleKind): readonly AlertScope['kind'][] =>
  subjectKindOf(kind) === 'charger' ? ['all', 'charge_system'] : ['all', 'tag', 'category', 'warehouse'];

/** The editor's fields of a stored rule. */
export const formOfRule = (rule: AlertRule): RuleForm => {
  const { condition: c, scope: s } = rule;
  return {
    ...NEW_RULE_FORM,
    name: rule.name,
    kind: c.kind,
    ...(c.kind === 'machine_offline'
      ? { offlineMinutes: String(c.offlineMinutes), onlyDuringWorkingHours: c.onlyDuringWorkingHours, onlyOutForWork: c.onlyOutForWork }
      : {}),
    ...(c.kind === 'charger_offline' ? { offlineMinutes: String(c.offlineMinutes) } : {}),
    ...(c.kind === 'left_warehouse' || c.kind === 'entered_warehouse' ? { warehouseId: c.warehouseId ?? '' } : {}),
    ...(c.kind === 'not_returned' ? { returnBy: c.returnBy } : {}),
    ...(c.kind === 'fault_reported' ? { errorCodes: c.errorCodes.join(', ') } : {}),
    ...(c.kind === 'battery_health_low' ? { belowPercent: String(c.belowPercent) } : {}),
    ...(c.kind === 'service_overdue' ? { graceDays: String(c.graceDays) } : {}),
    scopeKind: s.kind,
    ...(s.kind === 'tag' ? { scopeTagId: s.tagId } : {}),
    ...(s.kind === 'category' ? { scopeCategory: s.category } : {}),
    ...(s.kind === 'warehouse' ? { scopeWarehouseId: s.warehouseId } : {}),
    ...(s.kind === 'charge_system' ? { scopeChargerId: s.chargerId } : {}),
    recipients: rule.recipients,
    email: rule.channels.email,
    escalate: rule.escalation !== null,
    ...(rule.escalation !== null ? { escalationMinutes: String(rule.escalation.afterMinutes), escalationRecipients: rule.escalation.recipients } : {}),
    holdMinutes: String(rule.holdMinutes),
    reopenWithinMinutes: String(rule.reopenWithinMinutes),
    paused: rule.paused,
  };
};

/** A number field's text as a number: NaN when blank or not a number (the domain then answers `not_a_number`). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The error codes typed, split at commas and white space, blanks left out. */
export const errorCodesOf = (text: string): string[] => text.split(/[\s,]+/).filter((code) => code !== '');

const conditionOf = (form: RuleForm): AlertCondition => {
  switch (form.kind) {
    case 'machine_offline':
      return {
        kind: form.kind,
        offlineMinutes: numberOf(form.offlineMinutes),
        onlyDuringWorkingHours: form.onlyDuringWorkingHours,
        onlyOutForWork: form.onlyOutForWork,
      };
    case 'charger_offline':
      return { kind: form.kind, offlineMinutes: numberOf(form.offlineMinutes) };
    case 'left_warehouse':
    case 'entered_warehouse':
      return { kind: form.kind, warehouseId: form.warehouseId === '' ? null : form.warehouseId };
    case 'not_returned':
      return { kind: form.kind, returnBy: form.returnBy.trim() };
    case 'fault_reported':
      return { kind: form.kind, errorCodes: errorCodesOf(form.errorCodes) };
    case 'battery_health_low':
      return { kind: form.kind, belowPercent: numberOf(form.belowPercent) };
    case 'service_overdue':
      return { kind: form.kind, graceDays: numberOf(form.graceDays) };
    case 'out_after_hours':
    case 'battery_optimization_needed':
    case 'charger_port_fault':
    case 'service_due':
      return { kind: form.kind };
  }
};

const scopeOf = (form: RuleForm): AlertScope => {
  const kind = scopeKindsOf(form.kind).includes(form.scopeKind) ? form.scopeKind : 'all';
  switch (kind) {
    case 'all':
      return { kind };
    case 'tag':
      return { kind, tagId: form.scopeTagId };
    case 'category':
      return { kind, category: form.scopeCategory };
    case 'warehouse':
      return { kind, warehouseId: form.scopeWarehouseId };
    case 'charge_system':
      return { kind, chargerId: form.scopeChargerId };
  }
};

/** The draft the fields describe: only the chosen kind's parameters, a scope the kind takes (else all), escalation when asked for. */
export const draftOf = (form: RuleForm): AlertRuleDraft => ({
  name: form.name,
  condition: conditionOf(form),
  scope: scopeOf(form),
  recipients: { people: [...form.recipients.people], roles: [...form.recipients.roles] },
  channels: { email: form.email },
  escalation: form.escalate
    ? {
        afterMinutes: numberOf(form.escalationMinutes),
        recipients: { people: [...form.escalationRecipients.people], roles: [...form.escalationRecipients.roles] },
      }
    : null,
  holdMinutes: numberOf(form.holdMinutes),
  reopenWithinMinutes: numberOf(form.reopenWithinMinutes),
  paused: form.paused,
});

/** Field errors of a rule by path (`name`, `condition.offlineMinutes`, `escalation.recipients`, ...). */
export type RuleErrors = Readonly<Record<string, ValidationError>>;

/**
 * The draft checked with the domain's rule (rules 22.1, 22.7: the same check the server makes):
 * Right the cleaned draft to send, Left the field errors to show; a blank scope id the domain
 * names `scope.tagId` (and the like) is reported on `scope`, where the editor shows scope errors.
 */
export const checkedDraft = (form: RuleForm): E.Either<RuleErrors, AlertRuleDraft> => validateAlertRule(draftOf(form));

/** The field a server path's error shows at (`draft.name` of the preview → `name`; `scope.tagId` → `scope`; `condition.errorCodes.2` → `condition.errorCodes`). */
export const fieldOfPath = (path: string): string => {
  const bare = path.startsWith('draft.') ? path.slice('draft.'.length) : path;
  if (bare.startsWith('scope.')) return 'scope';
  if (bare.startsWith('condition.errorCodes')) return 'condition.errorCodes';
  if (bare === 'recipients.people') return 'recipients';
  if (bare === 'escalation.recipients.people') return 'escalation.recipients';
  return bare;
};

/** Errors by the field that shows them (the first error of a field wins), from errors by path. */
export const errorsByField = (errors: RuleErrors): RuleErrors => {
  const byField: Record<string, ValidationError> = {};
  for (const [path, error] of Object.entries(errors)) byField[fieldOfPath(path)] ??= error;
  return byField;
};

/** True when a draft watches charge systems (the preview then counts charge systems, not machines). */
export const watchesChargers = (draft: AlertRuleDraft): boolean => subjectKindOf(draft.condition.kind) === 'charger';
