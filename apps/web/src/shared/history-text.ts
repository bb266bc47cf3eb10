import type { IntlShape } from 'react-intl';
import type { FieldChange, FieldValue, SecurityEvent } from '@yardfleet/contract/endpoints/security-log';
import { activityFieldWords, apiKeyActorLine, fieldChangeLine } from './i18n/history-words';

/** A field's value as the history shows it: a list joined by commas, nothing as "—", numbers in the page's language. */
const valueText = (intl: IntlShape, value: FieldValue): string => {
  if (value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  return typeof value === 'number' ? intl.formatNumber(value) : String(value);
};

/**
 * The lines of a change, field by field (rules 20.13): "Name: Mower 6 → Mower 7",
 * "Tags: Crew: A → Crew: A, Crew: B"; the field's name translated when the web knows it.
 */
export const fieldChangeLines = (intl: IntlShape, fields: readonly FieldChange[] | undefined): string[] =>
  (fields ?? []).map((f) => {
    const word = activityFieldWords[f.field];
    return intl.formatMessage(fieldChangeLine, {
      field: word === undefined ? f.field : intl.formatMessage(word),
      from: valueText(intl, f.from),
      to: valueText(intl, f.to),
    });
  });

/** The second line under who acted: the member's email, or "API key yf_live_…" when a key acted; null for the system. */
export const actorDetail = (intl: IntlShape, actor: SecurityEvent['actor']): string | null => {
  if (actor === null) return null;
  return actor.apiKeyPrefix === undefined ? actor.email : intl.formatMessage(apiKeyActorLine, { prefix: actor.apiKeyPrefix });
};
