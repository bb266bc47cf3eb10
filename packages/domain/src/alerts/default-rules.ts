import { POWER_VERSION } from '../entities/company-version';
import type { AlertRecipients, AlertRuleDraft } from './alert-rule';

/** The recipients of every default rule: the admin role (rules 22.6). */
const ADMINS: AlertRecipients = { people: [], roles: ['admin'] };

/** What the default rules share (rules 22.6): all subjects, the admins told in the app and by mail, no escalation, no hold, reopened within an hour. */
const COMMON = {
  scope: { kind: 'all' },
  recipients: ADMINS,
  channels: { email: true },
  escalation: null,
  holdMinutes: 0,
  reopenWithinMinutes: 60,
  paused: false,
} as const satisfies Omit<AlertRuleDraft, 'name' | 'condition'>;

/**
 * The rules a new full-version company starts with (rules 22.6; the server stores them where a
 * company is created), each valid for `validateAlertRule`. Mailing:
 * - Faults: `fault_reported`, any code;
 * - Charger port overheat or error: `charger_port_fault`;
 * - Service overdue: `service_overdue`, due for 7 days;
 * - Out after hours (possible theft): `out_after_hours`, held 5 minutes.
 * In the app only (what the bell told of before alerts, rules 13.1, kept without mail):
 * - Offline out for work: `machine_offline`, silent 30 minutes while out for work, only during
 *   working hours (a machine resting in its warehouse going quiet is routine);
 * - Service due: `service_due`.
 * Names are the company's own text from then on (admins and managers may rename them).
 */
export const DEFAULT_ALERT_RULES: readonly AlertRuleDraft[] = [
  { ...COMMON, name: 'Faults', condition: { kind: 'fault_reported', errorCodes: [] } },
  { ...COMMON, name: 'Charger port overheat or error', condition: { kind: 'charger_port_fault' } },
  { ...COMMON, name: 'Service overdue', condition: { kind: 'service_overdue', graceDays: 7 } },
  { ...COMMON, name: 'Out after hours (possible theft)', condition: { kind: 'out_after_hours' }, holdMinutes: 5 },
  {
    ...COMMON,
    name: 'Offline out for work',
    condition: { kind: 'machine_offline', offlineMinutes: 30, onlyDuringWorkingHours: true, onlyOutForWork: true },
    channels: { email: false },
  },
  { ...COMMON, name: 'Service due', condition: { kind: 'service_due' }, channels: { email: false } },
];

/**
 * The rules a new power-only company starts with (rules 22.6): what it owns on the web is its
 * charge systems (rules 1.4), so it is told of them, never of machines whose pages it has not:
 * - Charger port overheat or error: `charger_port_fault`, mailing;
 * - Charge system offline: `charger_offline`, 30 minutes, in the app only.
 */
export const POWER_DEFAULT_ALERT_RULES: readonly AlertRuleDraft[] = [
  { ...COMMON, name: 'Charger port overheat or error', condition: { kind: 'charger_port_fault' } },
  { ...COMMON, name: 'Charge system offline', condition: { kind: 'charger_offline', offlineMinutes: 30 }, channels: { email: false } },
];

/** The default rules of a new company of `version` (`FULL_VERSION` or `POWER_VERSION`, rules 1.4, 22.6). */
export const defaultAlertRulesFor = (version: string): readonly AlertRuleDraft[] =>
  version === POWER_VERSION ? POWER_DEFAULT_ALERT_RULES : DEFAULT_ALERT_RULES;
