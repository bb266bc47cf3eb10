import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { ALERT_RULES } from '../../testing/fixtures/alerts';
import { checkedDraft, draftOf, errorsByField, formOfRule, NEW_RULE_FORM } from './rule-form';

describe('the rule editor’s fields and the draft (rules 22.1)', () => {
  it('gives back every fixture rule’s draft from its fields', () => {
    for (const rule of ALERT_RULES) {
      const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _b, ...draft } = rule;
      expect(draftOf(formOfRule(rule))).toEqual(draft);
    }
  });

  it('sends only the chosen kind’s parameters and a scope the kind takes', () => {
    const form = {
      ...NEW_RULE_FORM,
      name: 'Port',
      kind: 'charger_port_fault' as const,
      scopeKind: 'tag' as const,
      scopeTagId: 'tag_north_crew',
      errorCodes: 'E-1',
    };
    expect(draftOf(form)).toMatchObject({ condition: { kind: 'charger_port_fault' }, scope: { kind: 'all' } });
    expect(draftOf({ ...form, kind: 'fault_reported', errorCodes: ' E-1,E-2  e_3 ' }).condition).toEqual({
      kind: 'fault_reported',
      errorCodes: ['E-1', 'E-2', 'e_3'],
    });
  });

  it('refuses blank and non-numeric numbers and a blank scope id with the domain’s codes, shown at their fields', () => {
    const checked = checkedDraft({
      ...NEW_RULE_FORM,
      name: 'Offline',
      kind: 'machine_offline',
      offlineMinutes: ' ',
      holdMinutes: '2.5',
      scopeKind: 'warehouse',
    });
    expect(E.isLeft(checked) && errorsByField(checked.left)).toEqual({
      'condition.offlineMinutes': { code: 'not_a_number', field: 'condition.offlineMinutes' },
      holdMinutes: { code: 'not_a_number', field: 'holdMinutes' },
      scope: { code: 'required', field: 'scope.warehouseId' },
    });
    expect(errorsByField({ 'draft.condition.errorCodes.3': { code: 'required', field: 'draft.condition.errorCodes.3' } })).toEqual({
      'condition.errorCodes': { code: 'required', field: 'draft.condition.errorCodes.3' },
    });
  });
});
