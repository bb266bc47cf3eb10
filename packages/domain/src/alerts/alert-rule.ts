import type { EquipmentCategory } from '../entities/equipment';
import type { Role } from '../entities/person';

/**
 * The words of an alert rule (rules 22.1): what it watches, on which machines or charge systems,
 * whom it tells and how. Plain types: the contract's codecs (endpoints/alert-rules.ts) decode
 * requests into them, `validateAlertRule` (alerts/alert-rule-validation.ts) checks what a codec
 * cannot (ranges, times of day, recipients), the server stores them and the domain's conditions
 * (alerts/alert-conditions.ts) evaluate them.
 */

/** A local time of day, `HH:MM` on the 24-hour clock (00:00 to 23:59), in the company's time zone. */
export type TimeOfDay = string;

/**
 * The kinds of rule and their parameters (rules 22.1):
 * - `machine_offline`: silent for longer than `offlineMinutes`, optionally only during working hours
 *   and optionally only when it went silent out for work (one resting in its warehouse is routine);
 * - `left_warehouse` / `entered_warehouse`: out of / inside `warehouseId` (null: any warehouse);
 * - `out_after_hours`: out for work outside the company's working hours (possible theft);
 * - `not_returned`: still out for work at `returnBy` (overdue to return);
 * - `fault_reported`: a fault with one of `errorCodes` (empty: any code);
 * - `battery_health_low`: battery maximum capacity below `belowPercent`;
 * - `battery_optimization_needed`: the battery asks for optimisation;
 * - `charger_offline`: a charge system or its gateway offline for longer than `offlineMinutes`;
 * - `charger_port_fault`: a charger port in overheat or error;
 * - `service_due` / `service_overdue`: the reminder plan is due / due for more than `graceDays` days.
 */
export type AlertCondition =
  | { readonly kind: 'machine_offline'; readonly offlineMinutes: number; readonly onlyDuringWorkingHours: boolean; readonly onlyOutForWork: boolean }
  | { readonly kind: 'left_warehouse'; readonly warehouseId: string | null }
  | { readonly kind: 'entered_warehouse'; readonly warehouseId: string | null }
  | { readonly kind: 'out_after_hours' }
  | { readonly kind: 'not_returned'; readonly returnBy: TimeOfDay }
  | { readonly kind: 'fault_reported'; readonly errorCodes: readonly string[] }
  | { readonly kind: 'battery_health_low'; readonly belowPercent: number }
  | { readonly kind: 'battery_optimization_needed' }
  | { readonly kind: 'charger_offline'; readonly offlineMinutes: number }
  | { readonly kind: 'charger_port_fault' }
  | { readonly kind: 'service_due' }
  | { readonly kind: 'service_overdue'; readonly graceDays: number };

export type AlertRuleKind = AlertCondition['kind'];

/** Every kind, in the order the rule editor offers them. */
export const ALERT_RULE_KINDS = [
  'machine_offline',
  'left_warehouse',
  'entered_warehouse',
  'out_after_hours',
  'not_returned',
  'fault_reported',
  'battery_health_low',
  'battery_optimization_needed',
  'charger_offline',
  'charger_port_fault',
  'service_due',
  'service_overdue',
] as const satisfies readonly AlertRuleKind[];

/** The kinds that watch charge systems (their scope is all or one charge system); every other kind watches machines. */
export const CHARGER_RULE_KINDS: readonly AlertRuleKind[] = ['charger_offline', 'charger_port_fault'];

/** What an alert is about: a machine (equipment) or a charge system (charger). */
export type AlertSubjectKind = 'equipment' | 'charger';

/** The subject kind a rule of `kind` watches. */
export const subjectKindOf = (kind: AlertRuleKind): AlertSubjectKind => (CHARGER_RULE_KINDS.includes(kind) ? 'charger' : 'equipment');

/**
 * Which machines or charge systems a rule watches (rules 22.1): all of them, machines with a tag,
 * of a category or of a warehouse (its geofence, rules 17), or one charge system. Machine kinds
 * take `all`, `tag`, `category`, `warehouse`; charger kinds take `all`, `charge_system`.
 */
export type AlertScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'tag'; readonly tagId: string }
  | { readonly kind: 'category'; readonly category: EquipmentCategory }
  | { readonly kind: 'warehouse'; readonly warehouseId: string }
  | { readonly kind: 'charge_system'; readonly chargerId: string };

/** Who is told (rules 22.3): named people of the company and every person of the named roles; at least one of either. */
export interface AlertRecipients {
  readonly people: readonly string[];
  readonly roles: readonly Role[];
}

/** How they are told: in the app (bell and /alerts) always; by e-mail when `email`. */
export interface AlertChannels {
  readonly email: boolean;
}

/** Who is told when an alert stays unacknowledged for `afterMinutes` (rules 22.4), or null for no escalation. */
export interface AlertEscalation {
  readonly afterMinutes: number;
  readonly recipients: AlertRecipients;
}

/**
 * A rule as a manager writes it (rules 22.1 to 22.4): its name, condition, scope, recipients,
 * channels, escalation, how long the condition must hold before an alert opens (`holdMinutes`,
 * no flapping) and within how long a recurrence reopens the last alert instead of opening a new
 * one (`reopenWithinMinutes`), and whether it is paused.
 */
export interface AlertRuleDraft {
  readonly name: string;
  readonly condition: AlertCondition;
  readonly scope: AlertScope;
  readonly recipients: AlertRecipients;
  readonly channels: AlertChannels;
  readonly escalation: AlertEscalation | null;
  readonly holdMinutes: number;
  readonly reopenWithinMinutes: number;
  readonly paused: boolean;
}

/** Limits of a rule's numbers (rules 5, 22.1): minutes and days as whole numbers. */
export const ALERT_LIMITS = {
  nameMax: 80,
  offlineMinutes: { min: 5, max: 10_080 },
  holdMinutes: { min: 0, max: 1_440 },
  reopenWithinMinutes: { min: 0, max: 10_080 },
  escalationMinutes: { min: 5, max: 10_080 },
  belowPercent: { min: 1, max: 100 },
  graceDays: { min: 1, max: 365 },
  errorCodesMax: 20,
  errorCodeMax: 32,
  recipientsMax: 50,
} as const;
