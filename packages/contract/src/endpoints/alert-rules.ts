import * as t from 'io-ts';
import type * as Domain from '@yardfleet/domain/alerts/alert-rule';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { EquipmentCategory } from '@yardfleet/domain/entities/equipment';
import { AlertRuleId } from '@yardfleet/domain/entities/ids';
import { Role } from '@yardfleet/domain/entities/person';
import { Count } from '@yardfleet/domain/entities/units';
import { intBetween, strictType, strictTypeWithOptional } from '../codec';
import { endpoint } from '../endpoint';

/**
 * Alert rules (rules 22.1 to 22.4), scoped to the caller's company: every member reads them;
 * admins and managers write them (employees get 1170010403, as do users without a company and
 * app-only users on every call). A rule's shape is the domain's AlertRuleDraft
 * (`@yardfleet/domain/alerts/alert-rule`): the codecs below decode exactly it, refusing unknown keys
 * at every depth (rules 7.8). What a codec cannot check (numbers against ALERT_LIMITS, `HH:MM`
 * times, the name, recipients, the scope allowed for the kind) the domain's `validateAlertRule`
 * checks and the server answers 1170010001 with field errors naming the field by its path
 * (`name`, `condition.offlineMinutes`, `condition.returnBy`, `condition.errorCodes.2`, `scope`,
 * `recipients`, `escalation.afterMinutes`, `escalation.recipients`, `holdMinutes`,
 * `reopenWithinMinutes`), all at once (rules 22.7). A rule id, tag, warehouse, charge system or person of another company
 * (or unknown) answers 1170010404.
 */

/** An id a rule names (tag, warehouse, charge system, person): 1..64 characters, checked against the caller's company by the server. */
const RuleIdText = t.refinement(t.string, (s) => s.length > 0 && s.length <= 64, 'RuleIdText');

/** The kinds of rule (rules 22.1; the domain's ALERT_RULE_KINDS). */
export const AlertRuleKind = t.keyof(
  {
    machine_offline: null,
    left_warehouse: null,
    entered_warehouse: null,
    out_after_hours: null,
    not_returned: null,
    fault_reported: null,
    battery_health_low: null,
    battery_optimization_needed: null,
    charger_offline: null,
    charger_port_fault: null,
    service_due: null,
    service_overdue: null,
  },
  'AlertRuleKind',
);
export type AlertRuleKind = t.TypeOf<typeof AlertRuleKind>;

/** What a rule watches and its parameters (rules 22.1; numbers and `returnBy` checked by the domain). */
export const AlertCondition = t.union(
  [
    strictType(
      { kind: t.literal('machine_offline'), offlineMinutes: t.number, onlyDuringWorkingHours: t.boolean, onlyOutForWork: t.boolean },
      'MachineOfflineCondition',
    ),
    strictType({ kind: t.literal('left_warehouse'), warehouseId: t.union([RuleIdText, t.null]) }, 'LeftWarehouseCondition'),
    strictType({ kind: t.literal('entered_warehouse'), warehouseId: t.union([RuleIdText, t.null]) }, 'EnteredWarehouseCondition'),
    strictType({ kind: t.literal('out_after_hours') }, 'OutAfterHoursCondition'),
    strictType({ kind: t.literal('not_returned'), returnBy: t.string }, 'NotReturnedCondition'),
    strictType({ kind: t.literal('fault_reported'), errorCodes: t.readonlyArray(t.string) }, 'FaultReportedCondition'),
    strictType({ kind: t.literal('battery_health_low'), belowPercent: t.number }, 'BatteryHealthLowCondition'),
    strictType({ kind: t.literal('battery_optimization_needed') }, 'BatteryOptimizationNeededCondition'),
    strictType({ kind: t.literal('charger_offline'), offlineMinutes: t.number }, 'ChargerOfflineCondition'),
    strictType({ kind: t.literal('charger_port_fault') }, 'ChargerPortFaultCondition'),
    strictType({ kind: t.literal('service_due') }, 'ServiceDueCondition'),
    strictType({ kind: t.literal('service_overdue'), graceDays: t.number }, 'ServiceOverdueCondition'),
  ],
  'AlertCondition',
);
export type AlertCondition = t.TypeOf<typeof AlertCondition>;

/** Which machines or charge systems a rule watches (rules 22.1); the domain refuses a scope its kind does not take. */
export const AlertScope = t.union(
  [
    strictType({ kind: t.literal('all') }, 'AllScope'),
    strictType({ kind: t.literal('tag'), tagId: RuleIdText }, 'TagScope'),
    strictType({ kind: t.literal('category'), category: EquipmentCategory }, 'CategoryScope'),
    strictType({ kind: t.literal('warehouse'), warehouseId: RuleIdText }, 'WarehouseScope'),
    strictType({ kind: t.literal('charge_system'), chargerId: RuleIdText }, 'ChargeSystemScope'),
  ],
  'AlertScope',
);
export type AlertScope = t.TypeOf<typeof AlertScope>;

/** Who is told (rules 22.3): people of the company (user ids) and every person of the roles; at least one, at most 50 people (the domain checks). */
export const AlertRecipients = strictType({ people: t.readonlyArray(RuleIdText), roles: t.readonlyArray(Role) }, 'AlertRecipients');
export type AlertRecipients = t.TypeOf<typeof AlertRecipients>;

/** How they are told: in the app always; by e-mail when `email` (rules 22.3). */
export const AlertChannels = strictType({ email: t.boolean }, 'AlertChannels');
export type AlertChannels = t.TypeOf<typeof AlertChannels>;

/** Who is told when an alert stays unacknowledged for `afterMinutes` (rules 22.4). */
export const AlertEscalation = strictType({ afterMinutes: t.number, recipients: AlertRecipients }, 'AlertEscalation');
export type AlertEscalation = t.TypeOf<typeof AlertEscalation>;

/** The fields of a rule as a manager writes it (the domain's AlertRuleDraft). */
const draftProps = {
  name: t.string,
  condition: AlertCondition,
  scope: AlertScope,
  recipients: AlertRecipients,
  channels: AlertChannels,
  escalation: t.union([AlertEscalation, t.null]),
  holdMinutes: t.number,
  reopenWithinMinutes: t.number,
  paused: t.boolean,
};

/** A rule to create or preview (rules 22.1 to 22.4). */
export const AlertRuleDraft = strictType(draftProps, 'AlertRuleDraft');
export type AlertRuleDraft = t.TypeOf<typeof AlertRuleDraft>;

/** `true` only when A and B are each assignable to the other. */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only for `true`. */
export type Holds<T extends true> = T;

/** Compile-time proof that the codecs decode exactly the domain's shapes: a change on either side fails typecheck. */
export type AlertCodecsMatchDomain = [
  Holds<SameShape<AlertRuleKind, Domain.AlertRuleKind>>,
  Holds<SameShape<AlertCondition, Domain.AlertCondition>>,
  Holds<SameShape<AlertScope, Domain.AlertScope>>,
  Holds<SameShape<AlertRecipients, Domain.AlertRecipients>>,
  Holds<SameShape<AlertChannels, Domain.AlertChannels>>,
  Holds<SameShape<AlertEscalation, Domain.AlertEscalation>>,
  Holds<SameShape<AlertRuleDraft, Domain.AlertRuleDraft>>,
  Holds<SameShape<AlertSubjectKind, Domain.AlertSubjectKind>>,
];

/** A stored rule: the draft plus its id, when it was created and last changed (UTC), and who wrote it (their name; null once deleted). */
export const AlertRule = t.type(
  { id: AlertRuleId, ...draftProps, createdAt: IsoDateTime, updatedAt: IsoDateTime, createdBy: t.union([t.string, t.null]) },
  'AlertRule',
);
export type AlertRule = t.TypeOf<typeof AlertRule>;

/**
 * `GET /web-hmac/web/alert/rule/list` (any member): admins and managers get the company's rules, an
 * employee the rules that tell them (by name or role, escalation included; rules 22.1); paused ones
 * included, by name.
 */
export const alertRuleList = endpoint({
  method: 'GET',
  path: '/web-hmac/web/alert/rule/list',
  request: undefined,
  response: t.type({ rules: t.array(AlertRule) }, 'AlertRuleList'),
  auth: true,
});

/**
 * `POST /web-hmac/web/alert/rule/create` (admin, manager; employees 1170010403): stores the rule,
 * which starts watching at once unless `paused`. Entry: the stored rule. Failures: 1170010001 field
 * errors (see above), 1170010404 a tag, warehouse, charge system or person of another company.
 */
export const createAlertRule = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/rule/create',
  request: AlertRuleDraft,
  response: AlertRule,
  auth: true,
});

/** A rule's new words: its id and the whole draft. */
export const UpdateAlertRuleRequest = strictType({ id: AlertRuleId, ...draftProps }, 'UpdateAlertRuleRequest');
export type UpdateAlertRuleRequest = t.TypeOf<typeof UpdateAlertRuleRequest>;

/**
 * `POST /web-hmac/web/alert/rule/update` (admin, manager; employees 1170010403): replaces the rule's
 * words; its alerts stay and follow the new words from the next observation (rules 22.4).
 * Entry: the stored rule. Failures: 1170010001 field errors, 1170010404 another company's or an
 * unknown rule (or tag, warehouse, charge system, person).
 */
export const updateAlertRule = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/rule/update',
  request: UpdateAlertRuleRequest,
  response: AlertRule,
  auth: true,
});

/** `{ id }` of a rule. */
export const AlertRuleRequest = strictType({ id: AlertRuleId }, 'AlertRuleRequest');
export type AlertRuleRequest = t.TypeOf<typeof AlertRuleRequest>;

/**
 * `POST /web-hmac/web/alert/rule/delete` `{ id }` (admin, manager; employees 1170010403): deletes
 * the rule and its alerts. Entry null. Failure: 1170010404 another company's or an unknown rule.
 */
export const deleteAlertRule = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/rule/delete',
  request: AlertRuleRequest,
  response: t.null,
  auth: true,
});

/** `{ id, paused }`: pause (true) or resume (false) a rule. */
export const PauseAlertRuleRequest = strictType({ id: AlertRuleId, paused: t.boolean }, 'PauseAlertRuleRequest');
export type PauseAlertRuleRequest = t.TypeOf<typeof PauseAlertRuleRequest>;

/**
 * `POST /web-hmac/web/alert/rule/pause` `{ id, paused }` (admin, manager; employees 1170010403):
 * a paused rule opens no alert (rules 22.4). Entry: the stored rule. Failure: 1170010404 another
 * company's or an unknown rule.
 */
export const pauseAlertRule = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/rule/pause',
  request: PauseAlertRuleRequest,
  response: AlertRule,
  auth: true,
});

/** What an alert is about: a machine (`equipment`) or a charge system (`charger`). */
export const AlertSubjectKind = t.keyof({ equipment: null, charger: null }, 'AlertSubjectKind');
export type AlertSubjectKind = t.TypeOf<typeof AlertSubjectKind>;

/** An alert's machine or charge system: its id, current name and serial number (null when it has none to show). */
export const AlertSubject = t.type({ kind: AlertSubjectKind, id: t.string, name: t.string, serialNumber: t.union([t.string, t.null]) }, 'AlertSubject');
export type AlertSubject = t.TypeOf<typeof AlertSubject>;

/** Most days a preview replays, and the days it replays when `days` is absent. */
export const ALERT_PREVIEW_DAYS_MAX = 30;
export const ALERT_PREVIEW_DAYS_DEFAULT = 7;
/** Most example alerts a preview lists. */
export const ALERT_PREVIEW_EXAMPLES_MAX = 10;

/** A draft to try over the last `days` (1..30; absent: 7). */
export const AlertRulePreviewRequest = strictTypeWithOptional(
  { draft: AlertRuleDraft },
  { days: intBetween(1, ALERT_PREVIEW_DAYS_MAX, 'PreviewDays') },
  'AlertRulePreviewRequest',
);
export type AlertRulePreviewRequest = t.TypeOf<typeof AlertRulePreviewRequest>;

/** One alert the draft would have opened: its subject, when it would have opened and resolved (null: still open). */
export const AlertPreviewExample = t.type({ subject: AlertSubject, openedAt: IsoDateTime, resolvedAt: t.union([IsoDateTime, t.null]) }, 'AlertPreviewExample');
export type AlertPreviewExample = t.TypeOf<typeof AlertPreviewExample>;

/** How many alerts the draft would have opened, on how many subjects, and up to 10 of them, newest first. */
export const AlertRulePreview = t.type({ opened: Count, subjects: Count, examples: t.array(AlertPreviewExample) }, 'AlertRulePreview');
export type AlertRulePreview = t.TypeOf<typeof AlertRulePreview>;

/**
 * `POST /web-hmac/web/alert/rule/preview` `{ draft, days? }` (admin, manager; employees
 * 1170010403): replays the stored reports of the company's machines and charge systems of the last
 * `days` through the draft (rules 22.5), storing nothing, so the editor shows how often it would
 * fire. Failures: 1170010001 field errors of the draft (named `draft.<field>`), 1170010404 a tag,
 * warehouse, charge system or person of another company.
 */
export const previewAlertRule = endpoint({
  method: 'POST',
  path: '/web-hmac/web/alert/rule/preview',
  request: AlertRulePreviewRequest,
  response: AlertRulePreview,
  auth: true,
  writes: false,
});
