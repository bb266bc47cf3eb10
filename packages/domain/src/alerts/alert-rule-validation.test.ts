import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { AlertCondition, AlertRuleDraft, AlertScope } from './alert-rule';
import { validateAlertRule } from './alert-rule-validation';

const draft = (patch: Partial<AlertRuleDraft> = {}): AlertRuleDraft => ({
  name: 'Mowers offline',
  condition: { kind: 'machine_offline', offlineMinutes: 30, onlyDuringWorkingHours: true, onlyOutForWork: false },
  scope: { kind: 'all' },
  recipients: { people: ['u-1'], roles: [] },
  channels: { email: true },
  escalation: null,
  holdMinutes: 5,
  reopenWithinMinutes: 60,
  paused: false,
  ...patch,
});

const errorsOf = (d: AlertRuleDraft) => {
  const result = validateAlertRule(d);
  return E.isLeft(result) ? result.left : {};
};

describe('rules 22.1, 22.7 validateAlertRule: a valid rule comes back cleaned', () => {
  it('trims the name and deduplicates people, roles and error codes', () => {
    const result = validateAlertRule(
      draft({
        name: '  Faults  ',
        condition: { kind: 'fault_reported', errorCodes: [' E101', 'E101', 'low-oil_2'] },
        recipients: { people: ['u-1', 'u-1', 'u-2'], roles: ['manager', 'manager'] },
      }),
    );
    expect(result).toEqual(
      E.right(
        draft({
          name: 'Faults',
          condition: { kind: 'fault_reported', errorCodes: ['E101', 'low-oil_2'] },
          recipients: { people: ['u-1', 'u-2'], roles: ['manager'] },
        }),
      ),
    );
  });

  it('accepts every limit itself', () => {
    const atLimits = draft({
      name: 'x'.repeat(80),
      holdMinutes: 1440,
      reopenWithinMinutes: 0,
      escalation: { afterMinutes: 10_080, recipients: { people: [], roles: ['admin'] } },
      recipients: { people: Array.from({ length: 50 }, (_, i) => `u-${i}`), roles: [] },
    });
    expect(validateAlertRule(atLimits)).toEqual(E.right(atLimits));
  });
});

describe('rules 22.7 validateAlertRule: each bad field is named (answered as 1170010001)', () => {
  it.each<[string, Partial<AlertRuleDraft>, Record<string, unknown>]>([
    ['blank name', { name: '   ' }, { name: { code: 'required', field: 'name' } }],
    ['name of 81 characters', { name: 'x'.repeat(81) }, { name: { code: 'too_long', field: 'name', max: 80 } }],
    ['name with a NUL', { name: 'a\u0000b' }, { name: { code: 'unsupported_characters', field: 'name' } }],
    [
      'offline for 4 minutes',
      { condition: { kind: 'machine_offline', offlineMinutes: 4, onlyDuringWorkingHours: false, onlyOutForWork: false } },
      { 'condition.offlineMinutes': { code: 'out_of_range', field: 'condition.offlineMinutes', min: 5, max: 10_080 } },
    ],
    [
      'charger offline for 2.5 minutes',
      { condition: { kind: 'charger_offline', offlineMinutes: 2.5 } },
      { 'condition.offlineMinutes': { code: 'not_a_number', field: 'condition.offlineMinutes' } },
    ],
    [
      'battery below 0 %',
      { condition: { kind: 'battery_health_low', belowPercent: 0 } },
      { 'condition.belowPercent': { code: 'out_of_range', field: 'condition.belowPercent', min: 1, max: 100 } },
    ],
    [
      'grace of 366 days',
      { condition: { kind: 'service_overdue', graceDays: 366 } },
      { 'condition.graceDays': { code: 'out_of_range', field: 'condition.graceDays', min: 1, max: 365 } },
    ],
    [
      'return by 24:00',
      { condition: { kind: 'not_returned', returnBy: '24:00' } },
      { 'condition.returnBy': { code: 'time_invalid', field: 'condition.returnBy' } },
    ],
    [
      'return by 7:00',
      { condition: { kind: 'not_returned', returnBy: '7:00' } },
      { 'condition.returnBy': { code: 'time_invalid', field: 'condition.returnBy' } },
    ],
    [
      'a blank warehouse id',
      { condition: { kind: 'left_warehouse', warehouseId: ' ' } },
      { 'condition.warehouseId': { code: 'required', field: 'condition.warehouseId' } },
    ],
    ['hold of -1 minute', { holdMinutes: -1 }, { holdMinutes: { code: 'out_of_range', field: 'holdMinutes', min: 0, max: 1440 } }],
    ['reopen within NaN', { reopenWithinMinutes: Number.NaN }, { reopenWithinMinutes: { code: 'not_a_number', field: 'reopenWithinMinutes' } }],
    ['nobody to tell', { recipients: { people: [], roles: [] } }, { recipients: { code: 'required', field: 'recipients' } }],
    ['a blank person', { recipients: { people: [' '], roles: [] } }, { 'recipients.people': { code: 'required', field: 'recipients.people' } }],
    [
      '51 people',
      { recipients: { people: Array.from({ length: 51 }, (_, i) => `u-${i}`), roles: [] } },
      { 'recipients.people': { code: 'out_of_range', field: 'recipients.people', min: 0, max: 50 } },
    ],
    [
      'escalation after 1 minute to nobody',
      { escalation: { afterMinutes: 1, recipients: { people: [], roles: [] } } },
      {
        'escalation.afterMinutes': { code: 'out_of_range', field: 'escalation.afterMinutes', min: 5, max: 10_080 },
        'escalation.recipients': { code: 'required', field: 'escalation.recipients' },
      },
    ],
  ])('%s', (_label, patch, expected) => {
    expect(errorsOf(draft(patch))).toEqual(expected);
  });

  it('error codes: at most 20, each 1 to 32 letters, digits, - or _', () => {
    const many = Array.from({ length: 21 }, (_, i) => `E${i}`);
    expect(errorsOf(draft({ condition: { kind: 'fault_reported', errorCodes: many } }))).toEqual({
      'condition.errorCodes': { code: 'out_of_range', field: 'condition.errorCodes', min: 0, max: 20 },
    });
    expect(errorsOf(draft({ condition: { kind: 'fault_reported', errorCodes: ['ok', '', 'x'.repeat(33), 'E 1', 'É1'] } }))).toEqual({
      'condition.errorCodes.1': { code: 'required', field: 'condition.errorCodes.1' },
      'condition.errorCodes.2': { code: 'too_long', field: 'condition.errorCodes.2', max: 32 },
      'condition.errorCodes.3': { code: 'identifier_invalid', field: 'condition.errorCodes.3' },
      'condition.errorCodes.4': { code: 'identifier_invalid', field: 'condition.errorCodes.4' },
    });
  });

  const machine: AlertCondition = { kind: 'battery_optimization_needed' };
  const charger: AlertCondition = { kind: 'charger_port_fault' };
  it.each<[AlertCondition, AlertScope, boolean]>([
    [machine, { kind: 'all' }, true],
    [machine, { kind: 'tag', tagId: 't-1' }, true],
    [machine, { kind: 'category', category: 'mower' }, true],
    [machine, { kind: 'warehouse', warehouseId: 'w-1' }, true],
    [machine, { kind: 'charge_system', chargerId: 'c-1' }, false],
    [charger, { kind: 'all' }, true],
    [charger, { kind: 'charge_system', chargerId: 'c-1' }, true],
    [charger, { kind: 'tag', tagId: 't-1' }, false],
    [charger, { kind: 'warehouse', warehouseId: 'w-1' }, false],
  ])('a %j rule scoped %j is allowed: %s', (condition, scope, allowed) => {
    expect(errorsOf(draft({ condition, scope }))).toEqual(allowed ? {} : { scope: { code: 'invalid_choice', field: 'scope' } });
  });

  it('a blank scope id is required', () => {
    expect(errorsOf(draft({ scope: { kind: 'tag', tagId: '' } }))).toEqual({ 'scope.tagId': { code: 'required', field: 'scope.tagId' } });
  });

  it('reports every failing field at once', () => {
    const errors = errorsOf(draft({ name: '', holdMinutes: 9999, recipients: { people: [], roles: [] } }));
    expect(Object.keys(errors).sort()).toEqual(['holdMinutes', 'name', 'recipients']);
  });
});
