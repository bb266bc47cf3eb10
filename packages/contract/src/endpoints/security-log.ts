import * as t from 'io-ts';
import { IsoDateTime, idCodec } from '@yardfleet/domain/entities/brand';
import { EquipmentId, UserId } from '@yardfleet/domain/entities/ids';
import { ActivityCategory } from './activity-category';
import { intBetween, strictTypeWithOptional } from '../codec';
import { endpoint } from '../endpoint';
import { ExportFormat } from './reports';

/**
 * The company's security log (rules 20.12): who did what, when and from which address, for
 * the events that matter to an account's safety. Written by the server in the same transaction as
 * the change it records; never holds a password, a token, a session id or a mailed link.
 * Only the company's admin reads it (`security.view` in @yardfleet/domain/rules/permissions);
 * other roles, users without a company and app-only users get 1170010403.
 *
 * Kinds:
 * - `login_succeeded`, `login_failed` (`reason`: bad_password, not_activated, consent_required,
 *   locked), `account_locked` (the attempt that locked the account);
 * - `password_changed` (Personal Center), `password_reset_requested` (forgot password),
 *   `password_reset` (a reset link used);
 * - `invitation_sent`, `invitation_resent` (`change.to`: the offered role), `invitation_accepted`;
 * - `role_changed` (`change`: from and to), `admin_transferred` (target: the new admin);
 * - `consent_withdrawn`, `consent_given`, `account_cancelled`;
 * - `gateway_reset`, `record_deleted` (target: what was deleted; type and name as they were; a
 *   tag group's delete is one event for the group, its tags go with it; an alert rule's delete
 *   takes its alerts along);
 * - `alert_rule_created`, `alert_rule_changed`, `alert_rule_paused`, `alert_rule_resumed` (target:
 *   the rule, named as it was after the change), `working_hours_changed` (target: the company)
 *   (rules 22.7);
 * - `api_key_created` (`change.to`: the scope), `api_key_used_from_new_address` (actor null: the
 *   key acted; `address`: the new address), `api_key_revoked` (target: the key, labelled with its
 *   name and shown prefix; docs/security.md "API keys");
 * - `webhook_created` (`change.to`: the subscribed events), `webhook_secret_rotated` (target: the
 *   webhook endpoint, labelled with its URL; its delete is a `record_deleted`; docs/api.md "Webhooks").
 *
 * The activity history (rules 20.13, docs/decisions/0030) is the same log: every change of a
 * company's data, with `fields` (field by field, before and after) and `equipmentId` (the machine
 * it concerns, for its History tab). A delete of any record stays `record_deleted` (a machine's,
 * warehouse's, maintenance log's and reminder plan's with its fields as they were in `from`):
 * - `equipment_renamed` (`fields`: name), `equipment_tags_changed` (`fields`: tags, as lists of
 *   "group: tag");
 * - `equipment_bulk_tagged`, `equipment_bulk_deleted` (target: the company; `fields`: `machines`,
 *   the number, and for tags `added` / `removed`), beside the event of each machine;
 * - `equipment_imported` (target: the company; `fields`: `rows`, `changed`, `unchanged`), beside a
 *   rename or tags event per changed machine;
 * - `maintenance_log_added`, `maintenance_log_changed`, `reminder_plan_changed` (target: the log or
 *   the plan, named by its machine);
 * - `role_changed` (`fields`: role), `company_settings_changed` (name, time zone), `warehouse_created`,
 *   `warehouse_changed`, `tag_group_created`, `tag_group_changed`, `tag_created`, `tag_changed`.
 * A change made with an API key names the key as the actor (`actor.apiKeyPrefix`; `actor.id` null).
 */

export const SecurityEventId = idCodec('SecurityEventId');
export type SecurityEventId = t.TypeOf<typeof SecurityEventId>;

/** What happened (see above). */
export const SecurityEventKind = t.keyof(
  {
    login_succeeded: null,
    login_failed: null,
    account_locked: null,
    password_changed: null,
    password_reset_requested: null,
    password_reset: null,
    invitation_sent: null,
    invitation_resent: null,
    invitation_accepted: null,
    role_changed: null,
    admin_transferred: null,
    consent_withdrawn: null,
    consent_given: null,
    account_cancelled: null,
    gateway_reset: null,
    record_deleted: null,
    alert_rule_created: null,
    alert_rule_changed: null,
    alert_rule_paused: null,
    alert_rule_resumed: null,
    working_hours_changed: null,
    api_key_created: null,
    api_key_used_from_new_address: null,
    api_key_revoked: null,
    webhook_created: null,
    webhook_secret_rotated: null,
    equipment_renamed: null,
    equipment_tags_changed: null,
    equipment_bulk_tagged: null,
    equipment_bulk_deleted: null,
    equipment_imported: null,
    maintenance_log_added: null,
    maintenance_log_changed: null,
    reminder_plan_changed: null,
    company_settings_changed: null,
    warehouse_created: null,
    warehouse_changed: null,
    tag_group_created: null,
    tag_group_changed: null,
    tag_created: null,
    tag_changed: null,
  },
  'SecurityEventKind',
);
export type SecurityEventKind = t.TypeOf<typeof SecurityEventKind>;

/** Every kind, in the order the log screen's filter lists them. */
export const SECURITY_EVENT_KINDS: readonly SecurityEventKind[] = Object.keys(SecurityEventKind.keys) as SecurityEventKind[];

/** What an event acted on. */
export const SecurityTargetType = t.keyof(
  {
    person: null,
    company: null,
    equipment: null,
    warehouse: null,
    tag: null,
    tag_group: null,
    gateway: null,
    maintenance_log: null,
    reminder_plan: null,
    report_schedule: null,
    alert_rule: null,
    api_key: null,
    webhook: null,
  },
  'SecurityTargetType',
);
export type SecurityTargetType = t.TypeOf<typeof SecurityTargetType>;

/** Why a login failed (`login_failed`). */
export const LoginFailureReason = t.keyof({ bad_password: null, not_activated: null, consent_required: null, locked: null }, 'LoginFailureReason');
export type LoginFailureReason = t.TypeOf<typeof LoginFailureReason>;

/** A field's value before or after a change: text, a number, a flag, nothing, or a list (tags). */
export const FieldValue = t.union([t.string, t.number, t.boolean, t.null, t.array(t.string)], 'FieldValue');
export type FieldValue = t.TypeOf<typeof FieldValue>;

/** One field of a change: its stable name (`name`, `tags`, `timeZone`...), its value before and after. */
export const FieldChange = t.type({ field: t.string, from: FieldValue, to: FieldValue }, 'FieldChange');
export type FieldChange = t.TypeOf<typeof FieldChange>;

/** Who acted: a member as named then (`id` null once gone), or an API key (`apiKeyPrefix`; `name` is the key's, `id` null, `email` ''). */
export const SecurityActorView = t.intersection([
  t.type({ id: t.union([UserId, t.null]), name: t.string, email: t.string }),
  t.partial({ apiKeyPrefix: t.string }),
]);
export type SecurityActorView = t.TypeOf<typeof SecurityActorView>;

/**
 * One event: when (`occurredAt`, UTC), who (`actor`: the member who acted, as named at the time;
 * for `login_failed` the member whose address was tried; null for the system), from which address
 * (`address`: the client's IP as the server saw it, honouring TRUST_PROXY; null when the system
 * acted) and browser (`userAgent`, at most 256 characters), and what (`target`: type, id and the
 * label it had; `change`: from / to, e.g. roles; `reason`: a login failure's reason); for a change
 * of data also `fields` (before and after, field by field) and `equipmentId` (the machine concerned).
 */
export const SecurityEvent = t.intersection(
  [
    t.type({
      id: SecurityEventId,
      kind: SecurityEventKind,
      occurredAt: IsoDateTime,
      actor: t.union([SecurityActorView, t.null]),
      address: t.union([t.string, t.null]),
      userAgent: t.union([t.string, t.null]),
      target: t.union([t.type({ type: SecurityTargetType, id: t.union([t.string, t.null]), label: t.string }), t.null]),
      change: t.union([t.type({ from: t.union([t.string, t.null]), to: t.union([t.string, t.null]) }), t.null]),
      reason: t.union([LoginFailureReason, t.null]),
    }),
    t.partial({ fields: t.array(FieldChange), equipmentId: t.union([t.string, t.null]) }),
  ],
  'SecurityEvent',
);
export type SecurityEvent = t.TypeOf<typeof SecurityEvent>;

/** Most events per page. */
export const SECURITY_LOG_PAGE_MAX = 100;
/** Longest search text, characters. */
export const SECURITY_LOG_SEARCH_MAX = 100;

/**
 * The filters of the log and of its export, all optional: `kinds` (one of them; empty or absent:
 * all), `categories` (rules 20.13: one of these groups, activity-category.ts), `actorId` (what
 * that person did), `equipmentId` (what concerns that machine), `search` (case-insensitive
 * substring of the actor's name or email, the address or the target's label; at most 100
 * characters), `from` / `to` (occurredAt within [from, to), UTC instants; the web sends the
 * company-local day bounds).
 */
export const securityLogFilterProps = {
  kinds: t.array(SecurityEventKind),
  categories: t.array(ActivityCategory),
  actorId: UserId,
  equipmentId: EquipmentId,
  search: t.string,
  from: IsoDateTime,
  to: IsoDateTime,
};

/** A page (1-based) of `pageSize` (1..100) events, newest first, filtered by `securityLogFilterProps`. */
export const SecurityLogRequest = strictTypeWithOptional(
  { page: intBetween(1, 100_000, 'Page'), pageSize: intBetween(1, SECURITY_LOG_PAGE_MAX, 'PageSize') },
  securityLogFilterProps,
  'SecurityLogRequest',
);
export type SecurityLogRequest = t.TypeOf<typeof SecurityLogRequest>;

/** A page of the company's security log with the total matching the filters. */
export const SecurityLogResponse = t.type({ items: t.array(SecurityEvent), total: t.number, page: t.number, pageSize: t.number }, 'SecurityLogResponse');
export type SecurityLogResponse = t.TypeOf<typeof SecurityLogResponse>;

/** `POST /web-hmac/web/security/log` (admin): the company's security log, newest first (then by id). */
export const securityLog = endpoint({
  method: 'POST',
  path: '/web-hmac/web/security/log',
  request: SecurityLogRequest,
  response: SecurityLogResponse,
  auth: true,
  writes: false,
});

/** The log's filters for its export (no page: every matching event, newest first) and the file format. */
export const SecurityLogExportRequest = strictTypeWithOptional({ format: ExportFormat }, securityLogFilterProps, 'SecurityLogExportRequest');
export type SecurityLogExportRequest = t.TypeOf<typeof SecurityLogExportRequest>;

/**
 * `POST /web-hmac/web/security/log/export` `SecurityLogExportRequest` (admin, as the log): every
 * event matching the filters, newest first, as a CSV (UTF-8 with a BOM) or XLSX file
 * (`activity.<format>`) with the columns time (UTC), category, event, who, API key, email,
 * address, target type, target, machine id and the changes field by field; formula-looking text
 * is written behind a leading quote in CSV (csv-stringify's `escape_formulas`, as every export)
 * and as plain values in XLSX. Failures answer the JSON envelope before any byte: 1170010001,
 * 1170010403.
 */
export const securityLogExportPath = '/web-hmac/web/security/log/export';

/** A page of one machine's history (1-based), newest first. */
export const EquipmentHistoryRequest = strictTypeWithOptional(
  { id: EquipmentId, page: intBetween(1, 100_000, 'Page'), pageSize: intBetween(1, SECURITY_LOG_PAGE_MAX, 'PageSize') },
  {},
  'EquipmentHistoryRequest',
);
export type EquipmentHistoryRequest = t.TypeOf<typeof EquipmentHistoryRequest>;

/**
 * `POST /web-hmac/web/equipment/history` `{ id, page, pageSize }` (every member who may read the
 * machine, and read API keys): the events that concern the machine (rules 20.13), newest first,
 * with the total. Without `address` and `userAgent` (null: those stay in the admin's log).
 * Failures: 1170010404 (missing or another company's), 1170010403.
 */
export const equipmentHistory = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/history',
  request: EquipmentHistoryRequest,
  response: SecurityLogResponse,
  auth: true,
  writes: false,
});
