import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { validateAlertRule } from './alert-rule-validation';
import { DEFAULT_ALERT_RULES } from './default-rules';

describe('rules 22.6 the default rules of a new company', () => {
  it('are the four kinds the rules name, each valid as written', () => {
    expect(DEFAULT_ALERT_RULES.map((rule) => rule.condition)).toEqual([
      { kind: 'fault_reported', errorCodes: [] },
      { kind: 'charger_port_fault' },
      { kind: 'service_overdue', graceDays: 7 },
      { kind: 'out_after_hours' },
    ]);
    for (const rule of DEFAULT_ALERT_RULES) expect(validateAlertRule(rule)).toEqual(E.right(rule));
  });

  it('tell the admin role in the app and by mail, on every subject, reopening within an hour; out after hours holds 5 minutes', () => {
    for (const rule of DEFAULT_ALERT_RULES) {
      expect(rule).toMatchObject({
        scope: { kind: 'all' },
        recipients: { people: [], roles: ['admin'] },
        channels: { email: true },
        escalation: null,
        reopenWithinMinutes: 60,
        paused: false,
      });
    }
    expect(DEFAULT_ALERT_RULES.map((rule) => rule.holdMinutes)).toEqual([0, 0, 0, 5]);
  });
});
