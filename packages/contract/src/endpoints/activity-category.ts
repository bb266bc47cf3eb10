import * as t from 'io-ts';
import type { SecurityEventKind, SecurityTargetType } from './security-log';

/**
 * The groups the company's activity is filtered by (rules 20.13, docs/decisions/0030): `security`
 * (logins, passwords, consent, API keys, webhooks), `people` (invitations, roles, people),
 * `equipment` (machines, their tags, bulk actions, imports, gateways), `maintenance` (logs and
 * reminder plans) and `company` (settings, working hours, warehouses, tags, alert rules, schedules).
 */
export const ActivityCategory = t.keyof({ security: null, people: null, equipment: null, maintenance: null, company: null }, 'ActivityCategory');
export type ActivityCategory = t.TypeOf<typeof ActivityCategory>;

/** Every category, in the order the filter lists them. */
export const ACTIVITY_CATEGORIES: readonly ActivityCategory[] = Object.keys(ActivityCategory.keys) as ActivityCategory[];

/** The category of each kind; `record_deleted` takes the category of what it deleted (DELETE_CATEGORY). */
export const KIND_CATEGORY: Readonly<Record<Exclude<SecurityEventKind, 'record_deleted'>, ActivityCategory>> = {
  login_succeeded: 'security',
  login_failed: 'security',
  account_locked: 'security',
  password_changed: 'security',
  password_reset_requested: 'security',
  password_reset: 'security',
  consent_withdrawn: 'security',
  consent_given: 'security',
  account_cancelled: 'security',
  api_key_created: 'security',
  api_key_used_from_new_address: 'security',
  api_key_revoked: 'security',
  webhook_created: 'security',
  webhook_secret_rotated: 'security',
  invitation_sent: 'people',
  invitation_resent: 'people',
  invitation_accepted: 'people',
  role_changed: 'people',
  admin_transferred: 'people',
  gateway_reset: 'equipment',
  equipment_renamed: 'equipment',
  equipment_tags_changed: 'equipment',
  equipment_bulk_tagged: 'equipment',
  equipment_bulk_deleted: 'equipment',
  equipment_imported: 'equipment',
  maintenance_log_added: 'maintenance',
  maintenance_log_changed: 'maintenance',
  reminder_plan_changed: 'maintenance',
  company_settings_changed: 'company',
  working_hours_changed: 'company',
  warehouse_created: 'company',
  warehouse_changed: 'company',
  tag_group_created: 'company',
  tag_group_changed: 'company',
  tag_created: 'company',
  tag_changed: 'company',
  alert_rule_created: 'company',
  alert_rule_changed: 'company',
  alert_rule_paused: 'company',
  alert_rule_resumed: 'company',
};

/** The category of a `record_deleted` by what it deleted. */
export const DELETE_CATEGORY: Readonly<Record<SecurityTargetType, ActivityCategory>> = {
  person: 'people',
  company: 'company',
  equipment: 'equipment',
  gateway: 'equipment',
  maintenance_log: 'maintenance',
  reminder_plan: 'maintenance',
  warehouse: 'company',
  tag: 'company',
  tag_group: 'company',
  report_schedule: 'company',
  alert_rule: 'company',
  api_key: 'security',
  webhook: 'security',
};

/** The category of an event of `kind` on a target of `targetType` (null: none). */
export const activityCategoryOf = (kind: SecurityEventKind, targetType: SecurityTargetType | null): ActivityCategory =>
  kind === 'record_deleted' ? (targetType === null ? 'company' : DELETE_CATEGORY[targetType]) : KIND_CATEGORY[kind];
