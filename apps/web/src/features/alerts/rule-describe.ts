import type { IntlShape } from 'react-intl';
import type { AlertRecipients, AlertRule } from '@yardfleet/contract/endpoints/alert-rules';
import { subjectKindOf } from '@yardfleet/domain/alerts/alert-rule';
import { alertScopeWords } from '../../shared/i18n/alert-words';
import { categoryMessages } from '../../shared/i18n/equipment-words';
import { roleWords } from '../../shared/i18n/role-words';
import { escalationLine, peopleCount, rulesMessages as m, scopeEntry } from './alert-rules-messages';

/** The names the rule list knows (undefined: not loaded, not readable by the viewer, or deleted). */
export interface RuleNames {
  readonly tag: (id: string) => string | undefined;
  readonly warehouse: (id: string) => string | undefined;
  readonly chargeSystem: (id: string) => string | undefined;
  /** Undefined altogether when the viewer may not read the people list (employees): people are then counted. */
  readonly person?: ((id: string) => string | undefined) | undefined;
}

/** What a rule watches in words (rules 22.1): "All machines", "Tag: Crews · North crew", "Category: Lawn mower", ... */
export const describeScope = (intl: IntlShape, rule: AlertRule, names: RuleNames): string => {
  const { scope } = rule;
  const unknown = intl.formatMessage(m.unknown);
  const entry = (value: string | undefined) =>
    intl.formatMessage(scopeEntry, { name: intl.formatMessage(alertScopeWords[scope.kind]), value: value ?? unknown });
  switch (scope.kind) {
    case 'all':
      return intl.formatMessage(subjectKindOf(rule.condition.kind) === 'charger' ? m.allChargeSystems : m.allMachines);
    case 'tag':
      return entry(names.tag(scope.tagId));
    case 'category':
      return entry(intl.formatMessage(categoryMessages[scope.category]));
    case 'warehouse':
      return entry(names.warehouse(scope.warehouseId));
    case 'charge_system':
      return entry(names.chargeSystem(scope.chargerId));
  }
};

/** Who is told in words (rules 22.3): the people's names (or their number) then the roles, as a list ("Luis Ortega and Admin"). */
export const describeRecipients = (intl: IntlShape, recipients: AlertRecipients, names: RuleNames): string => {
  const roles = recipients.roles.map((role) => intl.formatMessage(roleWords[role]));
  const { person } = names;
  const people =
    person === undefined
      ? recipients.people.length > 0
        ? [intl.formatMessage(peopleCount, { count: recipients.people.length })]
        : []
      : recipients.people.map((id) => person(id) ?? intl.formatMessage(m.unknown));
  return intl.formatList([...people, ...roles], { type: 'conjunction' });
};

/** A rule's escalation in words, or undefined without one. */
export const describeEscalation = (intl: IntlShape, rule: AlertRule, names: RuleNames): string | undefined =>
  rule.escalation === null
    ? undefined
    : intl.formatMessage(escalationLine, { minutes: rule.escalation.afterMinutes, recipients: describeRecipients(intl, rule.escalation.recipients, names) });
