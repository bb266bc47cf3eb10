import type { IntlShape } from 'react-intl';
import type { SecurityEvent } from '@yardfleet/contract/endpoints/security-log';
import { Role } from '@yardfleet/domain/entities/person';
import { ApiKeyScope } from '@yardfleet/domain/rules/api-keys';
import { roleWords } from '../../shared/i18n/role-words';
import { apiKeyScopeWords, loginFailureReasonWords, securityEventKindWords, securityTargetWords } from '../../shared/i18n/security-words';
import { fieldChangeLines } from '../../shared/history-text';
import { changeLine, reasonLine, roleChangeLine, targetLine } from './security-event-messages';

/** An event in words: its kind (`what`) and the lines that say more (target, change, failure reason), all translated. */
export interface EventText {
  readonly what: string;
  readonly details: readonly string[];
}

/** A value of a change: a role's or an API key scope's translated name, else the value as the server recorded it ('—' when none). */
const valueText = (intl: IntlShape, value: string | null): string => {
  if (value === null || value.trim() === '') return '—';
  if (Role.is(value)) return intl.formatMessage(roleWords[value]);
  return ApiKeyScope.is(value) ? intl.formatMessage(apiKeyScopeWords[value]) : value;
};

/** "Employee → Manager"; only the new value when there was none before (an invitation's offered role). */
const changeText = (intl: IntlShape, change: NonNullable<SecurityEvent['change']>): string =>
  change.from === null ? valueText(intl, change.to) : `${valueText(intl, change.from)} → ${valueText(intl, change.to)}`;

/**
 * What happened (rules 20.12): the kind's name; then "Reason: Wrong password" for a failed
 * login, "Person: Priya Shah" for what it acted on (its type translated, its label as it was), and
 * "Role: Employee → Manager" when the change is between roles (role changes, the admin hand-over,
 * an invitation's offered role), "Change: A → B" for any other change; for a change of data
 * (rules 20.13) each field before and after ("Name: Mower 6 → Mower 7") instead.
 */
export const eventText = (intl: IntlShape, event: SecurityEvent): EventText => {
  const details: string[] = [];
  if (event.reason !== null) details.push(intl.formatMessage(reasonLine, { reason: intl.formatMessage(loginFailureReasonWords[event.reason]) }));
  if (event.target !== null)
    details.push(intl.formatMessage(targetLine, { type: intl.formatMessage(securityTargetWords[event.target.type]), label: event.target.label }));
  if (event.change !== null && (event.fields ?? []).length === 0) {
    const roles = [event.change.from, event.change.to].every((value) => value === null || Role.is(value));
    details.push(intl.formatMessage(roles ? roleChangeLine : changeLine, { change: changeText(intl, event.change) }));
  }
  details.push(...fieldChangeLines(intl, event.fields));
  return { what: intl.formatMessage(securityEventKindWords[event.kind]), details };
};
