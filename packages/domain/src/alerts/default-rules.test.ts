import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { validateAlertRule } from './alert-rule-validation';
import { DEFAULT_ALERT_RULES, POWER_DEFAULT_ALERT_RULES, defaultAlertRulesFor } from './default-rules';

describe('rules 22.6 the default rules of a new company', () => {
  it('are the six kinds the rules name, each valid as written', () => {
    expect(DEFAULT_ALERT_RULES.map((rule) => rule.condition)).toEqual([
      { kind: 'fault_reported', errorCodes: [] },
      { kind: 'charger_port_fault' },
      { kind: 'service_overdue', graceDays: 7 },
      { kind: 'out_after_hours' },
      { kind: 'machine_offline', offlineMinutes: 30, onlyDuringWorkingHours: true, onlyOutForWork: true },
      { kind: 'service_due' },
    ]);
    for (const rule of DEFAULT_ALERT_RULES) expect(validateAlertRule(rule)).toEqual(E.right(rule));
  });

  it('tell the admin role, on every subject, reopening within an hour; the four exceptions mail, offline and service due only in the app; out after hours holds 5 minutes', () => {
    for (const rule of DEFAULT_ALERT_RULES) {
      expect(rule).toMatchObject({
        scope: { kind: 'all' },
        recipients: { people: [], roles: ['admin'] },
        escalation: null,
        reopenWithinMinutes: 60,
        paused: false,
      });
    }
    expect(DEFAULT_ALERT_RULES.map((rule) => rule.channels.email)).toEqual([true, true, true, true, false, false]);
    expect(DEFAULT_ALERT_RULES.map((rule) => rule.holdMinutes)).toEqual([0, 0, 0, 5, 0, 0]);
  });

  it('give a power-only company its charge systems only: port faults by mail, a system offline for 30 minutes in the app', () => {
    expect(defaultAlertRulesFor('FULL_VERSION')).toBe(DEFAULT_ALERT_RULES);
    expect(defaultAlertRulesFor('POWER_VERSION')).toBe(POWER_DEFAULT_ALERT_RULES);
    expect(POWER_DEFAULT_ALERT_RULES.map((rule) => [rule.condition, rule.channels.email])).toEqual([
      [{ kind: 'charger_port_fault' }, true],
      [{ kind: 'charger_offline', offlineMinutes: 30 }, false],
    ]);
    for (const rule of POWER_DEFAULT_ALERT_RULES) expect(validateAlertRule(rule)).toEqual(E.right(rule));
  });
});
